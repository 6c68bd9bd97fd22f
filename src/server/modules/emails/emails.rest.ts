import { defineRest } from '../../trpc/rest';
import { emailsRouter } from './emails.router';

/**
 * The e-mail rows of spec 02 §7 and spec 03 §7. A send answers 202: the messages are accepted into
 * the outbox and delivered in the background (each result says where it stands).
 */
export const emailsRestRoutes = [
  defineRest({ method: 'POST', url: '/api/emails/send', procedure: emailsRouter.send, status: 202 }),
  defineRest({
    method: 'POST',
    url: '/api/emails/send-bulk',
    procedure: emailsRouter.sendBulk,
    status: 202,
  }),
  defineRest({ method: 'POST', url: '/api/emails/preview', procedure: emailsRouter.preview }),
  defineRest({
    method: 'GET',
    url: '/api/emails/student/:id',
    procedure: emailsRouter.forStudent,
    input: ({ params }) => ({ id: params.id }),
  }),
  defineRest({ method: 'GET', url: '/api/sent-emails', procedure: emailsRouter.sent }),
  defineRest({
    method: 'GET',
    url: '/api/sent-emails/status',
    procedure: emailsRouter.sentStatus,
    input: ({ query }) => ({ ids: query.ids }),
  }),
  defineRest({
    method: 'GET',
    url: '/api/sent-emails/:id',
    procedure: emailsRouter.sentDetail,
    input: ({ params }) => ({ id: params.id }),
  }),
];
