import type { PaymentEmailSample } from './sample';

/** The same Autodeposit notice as HTML only (empty text part), its fields in <div>s; a thousands separator. */
export default {
  name: 'Interac Autodeposit (EN, HTML only)',
  email: {
    from: '"Olivier Tremblay" <notify@payments.interac.ca>',
    subject:
      "Interac e-Transfer: You've received $1,250.00 from Olivier Tremblay and it has been automatically deposited.",
    text: '',
    html: `<!DOCTYPE html><html><head><title>Interac e-Transfer</title><style>div{font-family:Arial}</style></head>
<body><table role="presentation" width="100%"><tr><td>
<div>Hi Lumen Dance Studio,</div>
<div style="font-size:24px"><b>Funds Deposited!</b></div>
<div style="font-size:32px">$1,250.00</div>
<div>Your funds have been automatically deposited into your account at <b>Tangerine Bank</b>.</div>
<div>Tangerine Bank</div><div>Account ending in 0385</div>
<div><b>Transfer Details</b></div>
<div>Message:</div><div>Spring term &ndash; 2 kids (L&eacute;a &amp; Tom)</div>
<div>Date:</div><div>April 2, 2026</div>
<div>Reference Number:</div><div>C1A8wLpQ3vNe</div>
<div>Sent From:</div><div>Olivier Tremblay</div>
<div>Amount:</div><div>$1,250.00 (CAD)</div>
</td></tr></table>
<p style="font-size:11px">For your security, please do not forward this email. Interac will never request access to this email notification from you.</p>
<script>track()</script>
</body></html>`,
  },
  expected: {
    kind: 'payment',
    payment: {
      source: 'interac',
      institution: 'Interac e-Transfer',
      amountCents: 125000,
      currency: 'CAD',
      payerName: 'Olivier Tremblay',
      payerEmail: null,
      reference: 'C1A8wLpQ3vNe',
      paidAt: '2026-04-02',
      message: 'Spring term – 2 kids (Léa & Tom)',
    },
  },
} satisfies PaymentEmailSample;
