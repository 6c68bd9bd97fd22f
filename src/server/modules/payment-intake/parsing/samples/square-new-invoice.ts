import type { PaymentEmailSample } from './sample';

/** Square confirms an invoice the studio sent: a request for payment, not a payment. */
export default {
  name: 'Square "New Invoice" (sent by the studio)',
  email: {
    from: 'Square Invoices <invoicing@squareup.com>',
    subject: 'New Invoice #000119',
    text: 'Invoice #000119 for $180.00 was sent to Diego Alvarez. Due May 30, 2026.',
  },
  expected: { kind: 'not_payment', source: 'square', reason: /invoice/ },
} satisfies PaymentEmailSample;
