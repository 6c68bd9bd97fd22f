import type { PaymentEmailSample } from './sample';

/**
 * The same invoice-paid notice paid in US dollars: read as it is (the parser does not know the studio's
 * currency); the intake refuses it, naming both currencies.
 */
export default {
  name: 'PayPal invoice paid in USD (read; refused later by the studio currency)',
  email: {
    from: 'PayPal <service@intl.paypal.com>',
    subject: 'Payment received for invoice #0057',
    text: `Hello, Lumen Dance Studio

You received a payment of $60.00 USD from Grace Liu (grace.liu@example.com)

Invoice ID
0057

Transaction ID
8TJ20581KD3346712

Transaction date
April 2, 2026

Help & Contact | Security | Apps`,
  },
  expected: {
    kind: 'payment',
    payment: {
      source: 'paypal',
      institution: 'PayPal',
      amountCents: 6000,
      currency: 'USD',
      payerName: 'Grace Liu',
      payerEmail: 'grace.liu@example.com',
      reference: '8TJ20581KD3346712',
      invoiceNumber: '0057',
      paidAt: '2026-04-02',
      message: null,
    },
  },
} satisfies PaymentEmailSample;
