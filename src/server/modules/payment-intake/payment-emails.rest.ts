import { defineRest } from '../../trpc/rest';
import { paymentEmailsRouter } from './payment-emails.router';

/** Spec 03 §7 verify-payment and process-bulk; the review list is our own path. */
export const paymentEmailsRestRoutes = [
  defineRest({ method: 'POST', url: '/api/email/verify-payment', procedure: paymentEmailsRouter.verify }),
  defineRest({
    method: 'POST',
    url: '/api/payments/process-bulk',
    procedure: paymentEmailsRouter.processBulk,
  }),
  defineRest({
    method: 'POST',
    url: '/api/payments/record-pasted',
    procedure: paymentEmailsRouter.recordPasted,
    status: 201,
  }),
  defineRest({ method: 'GET', url: '/api/payments/email-review', procedure: paymentEmailsRouter.review }),
  defineRest({
    method: 'POST',
    url: '/api/payments/email-review/:id/resolve',
    procedure: paymentEmailsRouter.resolve,
    input: ({ params, body }) => ({ id: params.id, studentId: body.studentId }),
  }),
  defineRest({
    method: 'POST',
    url: '/api/payments/email-review/:id/dismiss',
    procedure: paymentEmailsRouter.dismiss,
    input: ({ params }) => ({ id: params.id }),
  }),
];
