import type { PaymentEmailSample } from './sample';

/** A student writing about a payment is not a payment notification. */
export default {
  name: 'A student saying they will pay',
  email: {
    from: 'Maya Chen <maya.chen@example.com>',
    subject: 'March classes',
    text: "Hi! I'll send the e-Transfer for March tonight ($45). Thanks, Maya",
  },
  expected: { kind: 'unrecognised' },
} satisfies PaymentEmailSample;
