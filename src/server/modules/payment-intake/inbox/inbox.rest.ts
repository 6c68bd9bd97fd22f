import { defineRest } from '../../../trpc/rest';
import { inboxRouter } from './inbox.router';

/** The incoming-mail rows of spec 03 §7, plus the detail and archive the Incoming Emails dialog uses. */
export const inboxRestRoutes = [
  defineRest({ method: 'GET', url: '/api/emails/incoming', procedure: inboxRouter.list }),
  defineRest({
    method: 'GET',
    url: '/api/emails/incoming/:id',
    procedure: inboxRouter.detail,
    input: ({ params }) => ({ id: params.id }),
  }),
  defineRest({
    method: 'PUT',
    url: '/api/emails/incoming/:id/read',
    procedure: inboxRouter.markRead,
    input: ({ params }) => ({ id: params.id }),
  }),
  defineRest({
    method: 'PUT',
    url: '/api/emails/incoming/:id/archive',
    procedure: inboxRouter.archive,
    input: ({ params }) => ({ id: params.id }),
  }),
  defineRest({
    method: 'POST',
    url: '/api/emails/scan',
    procedure: inboxRouter.scan,
    input: () => undefined,
  }),
];
