import type { PaymentEmailSample } from './sample';

export default {
  name: 'Square receipt of a purchase the studio made',
  email: {
    from: 'Maple Costume Supply <noreply@messaging.squareup.com>',
    subject: 'Receipt from Maple Costume Supply',
    text: `$38.40
Leotards x2 $38.40
Total $38.40
Visa 4242
May 2 2026 at 2:14 PM`,
  },
  expected: { kind: 'not_payment', source: 'square', reason: /receipt/ },
} satisfies PaymentEmailSample;
