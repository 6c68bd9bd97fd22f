import type { PaymentEmailSample } from './sample';

/** PayPal "You've got money": money sent to the studio's account, with the payer's note. */
export default {
  name: 'PayPal "You\'ve got money" (CAD, with a note)',
  email: {
    from: 'PayPal <service@paypal.ca>',
    subject: "You've got money",
    text: `You've got money

Lumen Dance Studio, you received $40.00 CAD

Hello, Lumen Dance Studio

Diego Alvarez sent you $40.00 CAD

Note from Diego Alvarez:

Drop-in classes for February

Transaction Details
Transaction ID
7KD41923XB6620315
Transaction date
February 20, 2026
Amount $40.00 CAD

Don't see the money in your account?
Don't worry - sometimes it just takes a few minutes for it to show up.
Go to PayPal
Help & Contact | Security | Apps
PayPal is committed to preventing fraudulent emails. Emails from PayPal will always contain your full name.
Please don't reply to this email. To get in touch with us, click Help & Contact.
Copyright © 1999-2026 PayPal, Inc. All rights reserved.`,
  },
  expected: {
    kind: 'payment',
    payment: {
      source: 'paypal',
      institution: 'PayPal',
      amountCents: 4000,
      currency: 'CAD',
      payerName: 'Diego Alvarez',
      payerEmail: null,
      reference: '7KD41923XB6620315',
      paidAt: '2026-02-20',
      message: 'Drop-in classes for February',
    },
  },
} satisfies PaymentEmailSample;
