import type { PaymentEmailSample } from './sample';

/**
 * "You've got money" forwarded from another mailbox, as Gmail renders it in plain text: the forward
 * header block, `*bold*` markers, a label broken over two lines, tracking links — and US dollars.
 */
export default {
  name: 'PayPal "You\'ve got money" forwarded (USD, Gmail plain-text rendering)',
  email: {
    from: 'Lumen Owner <owner@lumenstudio.example>',
    subject: "Fwd: You've got money",
    text: `
---------- Forwarded message ---------
From: PayPal <service@paypal.com>
Date: Mon, Feb 9, 2026 at 7:59 AM
Subject: You've got money
To: <payments@lumenstudio.example>



Hello, Lumen Dance Studio
[image: PayPal]

Aisha Rahman sent you $20.00 USD

Transaction Details
*Transaction ID*
3RT55082KL1947731
<https://www.paypal.com/cgp/app-redirect?intent=txn_details&ref_id=3RT55082KL1947731&utm_source=unp>
*Transaction
date*
February 8, 2026
------------------------------
*Amount* $20.00 USD
------------------------------

Don't see the money in your account?
Don't worry -- sometimes it just takes a few minutes for it to show up.
------------------------------
Go to PayPal
<https://www.paypal.com/us/cgp/app-redirect?intent=summary&src=go_to_paypal2>
------------------------------
[image: PayPal]
------------------------------
Help & Contact
<https://www.paypal.com/us/smarthelp/home>

PayPal is committed to preventing fraudulent emails. Emails from PayPal
will always contain your full name.
`,
  },
  expected: {
    kind: 'payment',
    payment: {
      source: 'paypal',
      institution: 'PayPal',
      amountCents: 2000,
      currency: 'USD',
      payerName: 'Aisha Rahman',
      payerEmail: null,
      reference: '3RT55082KL1947731',
      paidAt: '2026-02-08',
      message: null,
    },
  },
} satisfies PaymentEmailSample;
