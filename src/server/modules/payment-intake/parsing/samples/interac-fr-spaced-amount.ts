import type { PaymentEmailSample } from './sample';

/** A subject a bank rendered with a space after the decimal comma ("98, 00 $"); the body agrees. */
export default {
  name: 'Virement Interac with "98, 00 $" in the subject (FR)',
  email: {
    from: 'Noor Haddad <notify@payments.interac.ca>',
    subject:
      'Virement Interac : Vous avez reçu 98, 00 $ de Noor Haddad et ce montant a été déposé automatiquement.',
    text: `Bonjour STUDIO LUMEN,
Les fonds ont été déposés!
98,00 $
Précisions sur le virement
Date : 2 févr. 2026
Numéro de référence : C1AvB6nMq8Zx
Envoyé par : Noor Haddad
Montant : 98,00 $ (CAD)`,
  },
  expected: {
    kind: 'payment',
    payment: {
      source: 'interac',
      institution: 'Interac e-Transfer',
      amountCents: 9800,
      currency: 'CAD',
      payerName: 'Noor Haddad',
      payerEmail: null,
      reference: 'C1AvB6nMq8Zx',
      paidAt: '2026-02-02',
      message: null,
    },
  },
} satisfies PaymentEmailSample;
