import type { PaymentEmailSample } from './sample';

/** "Payment received" to the account owner, HTML only, with the charge id in a link. */
export default {
  name: 'Stripe "Payment received" (HTML only)',
  email: {
    from: '"Stripe" <notifications@stripe.com>',
    subject: 'Payment received: CA$1,085.00 from Lucas Martin',
    text: '',
    html: `<html><body><table><tr><td style="padding:24px">
<h1>Payment received</h1>
<p>A payment of CA$1,085.00 was successfully processed.</p>
<table>
<tr><td>Customer name:</td><td>Lucas Martin</td></tr>
<tr><td>Customer email:</td><td><a href="mailto:lucas.martin@example.com">lucas.martin@example.com</a></td></tr>
<tr><td>Amount:</td><td>CA$1,085.00</td></tr>
<tr><td>Date:</td><td>2026-06-15</td></tr>
</table>
<p><a href="https://dashboard.stripe.com/payments/ch_3PzR8MAbCdEf5678Kl9012Mn">View in Dashboard (ch_3PzR8MAbCdEf5678Kl9012Mn)</a></p>
</td></tr></table></body></html>`,
  },
  expected: {
    kind: 'payment',
    payment: {
      source: 'stripe',
      institution: 'Stripe',
      amountCents: 108500,
      currency: 'CAD',
      payerName: 'Lucas Martin',
      payerEmail: 'lucas.martin@example.com',
      reference: 'ch_3PzR8MAbCdEf5678Kl9012Mn',
      paidAt: '2026-06-15',
      message: null,
    },
  },
} satisfies PaymentEmailSample;
