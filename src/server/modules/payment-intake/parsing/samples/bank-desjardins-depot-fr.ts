import type { PaymentEmailSample } from './sample';

export default {
  name: 'Desjardins « Dépôt reçu » (FR)',
  email: {
    from: 'Desjardins <alertes@desjardins.com>',
    subject: 'Dépôt reçu dans votre compte',
    text: `Bonjour,
Un dépôt de 1 250,00 $ a été effectué dans votre compte se terminant par 2093 le 4 mai 2026.
De : CAMILLE BERGERON
Numéro de confirmation : DJ48213Q`,
  },
  expected: {
    kind: 'payment',
    payment: {
      source: 'bank_transfer',
      institution: 'Desjardins',
      amountCents: 125000,
      currency: 'CAD',
      payerName: 'CAMILLE BERGERON',
      payerEmail: null,
      reference: 'DJ48213Q',
      paidAt: '2026-05-04',
      message: null,
    },
  },
} satisfies PaymentEmailSample;
