import type { PaymentEmailSample } from './sample';

export default {
  name: 'Square sales report',
  email: {
    from: 'Square <noreply@messaging.squareup.com>',
    subject: 'Square Sales Report: May 17',
    text: 'Lumen Dance Studio. Sales May 17, 2026. Gross sales $1,204.00. Net sales $1,160.25.',
  },
  expected: { kind: 'not_payment', source: 'square', reason: /report/ },
} satisfies PaymentEmailSample;
