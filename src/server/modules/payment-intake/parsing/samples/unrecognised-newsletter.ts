import type { PaymentEmailSample } from './sample';

export default {
  name: 'A PayPal newsletter',
  email: {
    from: 'PayPal <paypal@mail.paypal.ca>',
    subject: 'New: get paid faster with PayPal invoicing',
    text: 'Send professional invoices in minutes and get paid faster. Fees from 2.9% + $0.30 per transaction.',
  },
  expected: { kind: 'unrecognised', reason: /not recognised/ },
} satisfies PaymentEmailSample;
