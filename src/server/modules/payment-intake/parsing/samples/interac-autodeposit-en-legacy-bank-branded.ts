import type { PaymentEmailSample } from './sample';

/**
 * The older "has sent you $X (CAD) and the money has been automatically deposited" wording, sent under
 * the recipient bank's name: the display name is the bank, not the payer.
 */
export default {
  name: 'Interac Autodeposit (EN, older, bank-branded sender, thousands separator)',
  email: {
    from: 'RBC Royal Bank <notify@payments.interac.ca>',
    subject: 'INTERAC e-Transfer: A money transfer from HANA KOBAYASHI has been automatically deposited.',
    text: `Hi LUMEN DANCE STUDIO,
HANA KOBAYASHI has sent you $2,400.00 (CAD) and the money has been automatically deposited into your bank account at RBC Royal Bank.
Reference Number: CA7pWq2Lx9Ds
Please do not reply to this email.`,
  },
  expected: {
    kind: 'payment',
    payment: {
      source: 'interac',
      institution: 'Interac e-Transfer',
      amountCents: 240000,
      currency: 'CAD',
      payerName: 'HANA KOBAYASHI',
      payerEmail: null,
      reference: 'CA7pWq2Lx9Ds',
      paidAt: null,
      message: null,
    },
  },
} satisfies PaymentEmailSample;
