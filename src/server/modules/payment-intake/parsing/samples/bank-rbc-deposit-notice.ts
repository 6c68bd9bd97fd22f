import type { PaymentEmailSample } from './sample';

/** RBC's "Deposit Notice" alert (HTML only): an incoming deposit, no payer named. */
export default {
  name: 'RBC "Deposit Notice"',
  email: {
    from: 'RBC Royal Bank <rbcroyalbankalerts@alerts.rbc.com>',
    subject: 'Deposit Notice',
    text: '',
    html: `<html><body><table class="one-column" width="600"><tr><td>
<p>Hello,</p>
<p>A deposit of $1,500.00 was made to your RBC Business Account ending in 5521 on March 2, 2026.</p>
<p>The full details of this transaction are below:</p>
<p>Amount: $1,500.00<br>Transaction date: March 2, 2026</p>
</td></tr></table>
<p>Please do not reply to this email. This is an automated message from RBC Royal Bank.</p></body></html>`,
  },
  expected: {
    kind: 'payment',
    payment: {
      source: 'bank_transfer',
      institution: 'RBC Royal Bank',
      amountCents: 150000,
      currency: 'CAD',
      payerName: null,
      payerEmail: null,
      reference: null,
      paidAt: '2026-03-02',
      message: null,
    },
  },
} satisfies PaymentEmailSample;
