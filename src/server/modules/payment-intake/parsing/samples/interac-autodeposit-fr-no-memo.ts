import type { PaymentEmailSample } from './sample';

/** French Autodeposit without a memo (the "Message :" block is absent, not empty). */
export default {
  name: 'Virement Interac, dépôt automatique sans message (FR)',
  email: {
    from: 'notify@payments.interac.ca',
    subject:
      'Virement Interac : Vous avez reçu 75,00 $ de Camille Bergeron et ce montant a été déposé automatiquement.',
    text: `Bonjour STUDIO LUMEN,

Les fonds ont été déposés!
75,00 $

Vos fonds ont été déposés automatiquement dans votre compte à la Desjardins.

Desjardins
Compte dont le numéro se termine par 2093

Précisions sur le virement

Date : 1 oct. 2026
Numéro de référence : C1AhN3sWd6Fy
Envoyé par : Camille Bergeron
Montant : 75,00 $ (CAD)
`,
  },
  expected: {
    kind: 'payment',
    payment: {
      source: 'interac',
      institution: 'Interac e-Transfer',
      amountCents: 7500,
      currency: 'CAD',
      payerName: 'Camille Bergeron',
      payerEmail: null,
      reference: 'C1AhN3sWd6Fy',
      paidAt: '2026-10-01',
      message: null,
    },
  },
} satisfies PaymentEmailSample;
