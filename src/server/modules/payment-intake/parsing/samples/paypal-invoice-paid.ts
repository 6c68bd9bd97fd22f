import type { PaymentEmailSample } from './sample';

/**
 * PayPal tells the studio one of its invoices was paid (README: *modelled* — that PayPal e-mails the
 * invoicer when an invoice is paid is PayPal's own word; the layout is that of its other notices).
 */
export default {
  name: 'PayPal invoice paid (CAD, invoice number, transaction id)',
  email: {
    from: 'PayPal <service@paypal.ca>',
    subject: 'Invoice 0042 paid',
    text: `Hello, Lumen Dance Studio

Noor Haddad paid your invoice for $95.00 CAD

Invoice number
0042

Transaction ID
5UE60173HG8821544

Transaction date
Mar 12, 2026

Buyer
Noor Haddad
noor.haddad@example.com

Amount $95.00 CAD

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
      invoiceNumber: '0042',
      paidAt: '2026-03-12',
      message: null,
    },
  },
} satisfies PaymentEmailSample;
