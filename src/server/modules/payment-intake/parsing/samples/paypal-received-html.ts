import type { PaymentEmailSample } from './sample';

/** "You received a payment" as HTML only: labels in <strong>, values after <br>. */
export default {
  name: 'PayPal "You received a payment" (HTML only, thousands separator)',
  email: {
    from: '"service@paypal.ca" <service@paypal.ca>',
    subject: 'You received a payment',
    text: '',
    html: `<html><body style="font-family:Helvetica">
<table width="600" align="center"><tr><td>
<p><span style="font-size:28px">You received a payment of $1,180.00&nbsp;CAD from Jonah Whitfield (jonah.w@example.com)</span></p>
<p>Thanks for using PayPal.</p>
<table><tr><td><strong>Transaction ID</strong><br><a href="https://www.paypal.com/activity/payment/9FG21840MN3357712">9FG21840MN3357712</a></td>
<td><strong>Transaction date</strong><br>January 5, 2026</td></tr></table>
<p><strong>Instructions to merchant</strong><br>Annual membership 2026</p>
</td></tr></table>
<p style="font-size:10px">Copyright &copy; 1999-2026 PayPal, Inc. All rights reserved.</p>
</body></html>`,
  },
  expected: {
    kind: 'payment',
    payment: {
      source: 'paypal',
      institution: 'PayPal',
      amountCents: 118000,
      currency: 'CAD',
      payerName: 'Jonah Whitfield',
      payerEmail: 'jonah.w@example.com',
      reference: '9FG21840MN3357712',
      paidAt: '2026-01-05',
      message: 'Annual membership 2026',
    },
  },
} satisfies PaymentEmailSample;
