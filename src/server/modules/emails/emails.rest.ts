import { defineRest } from '../../trpc/rest';

/**
 * The e-mail rows of spec 02 §7 and spec 03 §7. A send answers 202: the messages are accepted into
 * the outbox and delivered in the background (each result says where it stands).
 */
export const emailsRestRoutes = [
  defineRest({ method: 'POST', url: '/api/emails/send', procedure: (c) => c.emails.send, status: 202 }),
  defineRest({
    method: 'POST',
    url: '/api/emails/send-bulk',
    procedure: (c) => c.emails.sendBulk,
    status: 202,
  }),
  defineRest({ method: 'POST', url: '/api/emails/preview', procedure: (c) => c.emails.preview }),
  defineRest({
    method: 'GET',
    url: '/api/emails/student/:id',
    procedure: (c) => c.emails.forStudent,
    input: ({ params }) => ({ id: params.id }),
  }),
  defineRest({ method: 'GET', url: '/api/sent-emails', procedure: (c) => c.emails.sent }),
  defineRest({
    method: 'GET',
    url: '/api/sent-emails/status',
    procedure: (c) => c.emails.sentStatus,
    input: ({ query }) => ({ ids: query.ids }),
  }),
  defineRest({
    method: 'GET',
    url: '/api/sent-emails/:id',
    procedure: (c) => c.emails.sentDetail,
    input: ({ params }) => ({ id: params.id }),
  }),
];
