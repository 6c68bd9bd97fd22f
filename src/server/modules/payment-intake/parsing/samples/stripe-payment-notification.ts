import type { PaymentEmailSample } from './sample';

/** Stripe's notice to the account owner of a successful payment (Dashboard → e-mail preferences). */
export default {
  name: 'Stripe successful-payment notice to the account owner',
  email: {
    from: 'Stripe <notifications@stripe.com>',
    subject: 'Payment of CA$120.00 from hana.kobayashi@example.com',
    text: `Lumen Dance Studio

You received a payment of CA$120.00 from hana.kobayashi@example.com.

Amount
CA$120.00
Customer
hana.kobayashi@example.com
Payment method
Visa •••• 4242
Description
Intermediate ballet - 8 classes
Date
Apr 7, 2026, 6:42 PM
ID
pi_3PqK7LAbCdEf1234Gh5678Ij

View payment in Dashboard: https://dashboard.stripe.com/payments/pi_3PqK7LAbCdEf1234Gh5678Ij

You are receiving this email because you enabled notifications for successful payments.`,
  },
  expected: {
    kind: 'payment',
    payment: {
      source: 'stripe',
      institution: 'Stripe',
      amountCents: 12000,
      currency: 'CAD',
      payerName: null,
      payerEmail: 'hana.kobayashi@example.com',
      reference: 'pi_3PqK7LAbCdEf1234Gh5678Ij',
      paidAt: '2026-04-07',
      message: 'Intermediate ballet - 8 classes',
    },
  },
} satisfies PaymentEmailSample;
