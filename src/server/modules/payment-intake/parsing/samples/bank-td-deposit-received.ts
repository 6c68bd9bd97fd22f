import type { PaymentEmailSample } from './sample';

export default {
  name: 'TD "You\'ve received a deposit" (EFT)',
  email: {
    from: 'TD Alerts <alerts@td.com>',
    subject: "You've received a deposit",
    text: `You've received a deposit of $300.00 into your account ending in 7731.

From: SAMUEL OKAFOR
Date: Jan 15, 2026
Confirmation number: 8QH2K1RZ
Memo: Term 2 tuition

Please do not reply to this email.`,
  },
  expected: {
    kind: 'payment',
    payment: {
      source: 'bank_transfer',
      institution: 'TD Canada Trust',
      amountCents: 30000,
      currency: 'CAD',
      payerName: 'SAMUEL OKAFOR',
      payerEmail: null,
      reference: '8QH2K1RZ',
      paidAt: '2026-01-15',
      message: 'Term 2 tuition',
    },
  },
} satisfies PaymentEmailSample;
