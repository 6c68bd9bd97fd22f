import { defineRest } from '../../trpc/rest';

/** Spec 03 §7 verify-payment and process-bulk; the review list is our own path. */
export const paymentEmailsRestRoutes = [
  defineRest({ method: 'POST', url: '/api/email/verify-payment', procedure: (c) => c.paymentEmails.verify }),
  defineRest({
    method: 'POST',
    url: '/api/payments/process-bulk',
    procedure: (c) => c.paymentEmails.processBulk,
  }),
  defineRest({
    method: 'POST',
    url: '/api/payments/record-pasted',
    procedure: (c) => c.paymentEmails.recordPasted,
    status: 201,
  }),
  defineRest({ method: 'GET', url: '/api/payments/email-review', procedure: (c) => c.paymentEmails.review }),
  defineRest({
    method: 'POST',
    url: '/api/payments/email-review/:id/resolve',
    procedure: (c) => c.paymentEmails.resolve,
    input: ({ params, body }) => ({ id: params.id, studentId: body.studentId }),
  }),
  defineRest({
    method: 'POST',
    url: '/api/payments/email-review/:id/dismiss',
    procedure: (c) => c.paymentEmails.dismiss,
    input: ({ params }) => ({ id: params.id }),
  }),
];
