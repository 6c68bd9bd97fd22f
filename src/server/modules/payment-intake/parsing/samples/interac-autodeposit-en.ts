import type { PaymentEmailSample } from './sample';

/** Interac Autodeposit, English, the layout in use since late 2024: label and value on separate lines. */
export default {
  name: 'Interac Autodeposit (EN, current layout)',
  email: {
    from: 'MAYA CHEN <notify@payments.interac.ca>',
    subject:
      "Interac e-Transfer: You've received $45.00 from MAYA CHEN and it has been automatically deposited.",
    text: `Hi LUMEN DANCE STUDIO,
Funds Deposited!
$45.00
Your funds have been automatically deposited into your
account at TD Canada Trust.
TD Canada Trust
Account ending in 4417
Transfer Details
Message:
Ballet basics - March
Date:
Mar 3, 2026
Reference Number:
C1AqT7mZk2Rp
Sent From:
MAYA CHEN
Amount:
$45.00 (CAD)

For your security, please do not forward this email as it contains confidential information meant only for you. Interac will never request access to this email notification from you.
Click here to manage notification preferences from this contact.`,
  },
  expected: {
    kind: 'payment',
    payment: {
      source: 'interac',
      institution: 'Interac e-Transfer',
      amountCents: 4500,
      currency: 'CAD',
      payerName: 'MAYA CHEN',
      payerEmail: null,
      reference: 'C1AqT7mZk2Rp',
      paidAt: '2026-03-03',
      message: 'Ballet basics - March',
    },
  },
} satisfies PaymentEmailSample;
