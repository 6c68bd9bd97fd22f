import { defineRest } from '../../../trpc/rest';

/** The incoming-mail rows of spec 03 §7, plus the detail and archive the Incoming Emails dialog uses. */
export const inboxRestRoutes = [
  defineRest({ method: 'GET', url: '/api/emails/incoming', procedure: (c) => c.inbox.list }),
  defineRest({
    method: 'GET',
    url: '/api/emails/incoming/:id',
    procedure: (c) => c.inbox.detail,
    input: ({ params }) => ({ id: params.id }),
  }),
  defineRest({
    method: 'PUT',
    url: '/api/emails/incoming/:id/read',
    procedure: (c) => c.inbox.markRead,
    input: ({ params }) => ({ id: params.id }),
  }),
  defineRest({
    method: 'PUT',
    url: '/api/emails/incoming/:id/archive',
    procedure: (c) => c.inbox.archive,
    input: ({ params }) => ({ id: params.id }),
  }),
  defineRest({
    method: 'POST',
    url: '/api/emails/scan',
    procedure: (c) => c.inbox.scan,
    input: () => undefined,
  }),
];
