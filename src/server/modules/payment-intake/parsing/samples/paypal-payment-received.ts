import type { PaymentEmailSample } from './sample';

/** PayPal "Notification of payment received" (checkout / payment button), with the Buyer block. */
export default {
  name: 'PayPal "Notification of payment received" (merchant)',
  email: {
    from: 'service@paypal.ca',
    subject: 'Notification of payment received',
    text: `Hello Lumen Dance Studio,

You received a payment of $95.00 CAD from Noor Haddad (noor.haddad@example.com)

Thanks for using PayPal. To see all the transaction details, log in to your PayPal account.

Transaction ID
5UE60173HG8821544

Transaction date
Mar 12, 2026

Buyer
Noor Haddad
noor.haddad@example.com

Instructions to merchant
Please apply to April tuition

Description
Adult contemporary - April
Unit price
$95.00 CAD
Quantity
1

Payment sent to payments@lumenstudio.example

Help & Contact | Security | Apps`,
  },
  expected: {
    kind: 'payment',
    payment: {
      source: 'paypal',
      institution: 'PayPal',
      amountCents: 9500,
      currency: 'CAD',
      payerName: 'Noor Haddad',
      payerEmail: 'noor.haddad@example.com',
      reference: '5UE60173HG8821544',
      paidAt: '2026-03-12',
      message: 'Please apply to April tuition',
    },
  },
} satisfies PaymentEmailSample;
