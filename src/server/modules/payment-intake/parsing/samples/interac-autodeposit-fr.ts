import type { PaymentEmailSample } from './sample';

/**
 * Interac Autodeposit in French (Desjardins), current layout: "Les fonds ont été déposés!", fields
 * "Message :", "Numéro de référence :", "Envoyé par :", "Montant :", and a French amount with a
 * non-breaking space as thousands separator (a narrow one in the subject).
 */
export default {
  name: 'Virement Interac, dépôt automatique (FR)',
  email: {
    from: 'ÉLODIE GAGNON <notify@payments.interac.ca>',
    subject:
      'Virement Interac : Vous avez reçu 1\u202f250,00 $ de ÉLODIE GAGNON et ce montant a été déposé automatiquement.',
    text: `Bonjour STUDIO LUMEN,

Les fonds ont été déposés!
1\u00a0250,00 $

Vos fonds ont été déposés automatiquement dans votre compte à la Desjardins.


Desjardins
Compte dont le numéro se termine par 2093

Précisions sur le virement

Message :
Session d'automne, 2 enfants
merci!

Date : 14 sept. 2026
Numéro de référence : C1AbR5tYu8Kw
Envoyé par : ÉLODIE GAGNON
Montant : 1\u00a0250,00 $ (CAD)
`,
  },
  expected: {
    kind: 'payment',
    payment: {
      source: 'interac',
      institution: 'Interac e-Transfer',
      amountCents: 125000,
      currency: 'CAD',
      payerName: 'ÉLODIE GAGNON',
      payerEmail: null,
      reference: 'C1AbR5tYu8Kw',
      paidAt: '2026-09-14',
      message: "Session d'automne, 2 enfants merci!",
    },
  },
} satisfies PaymentEmailSample;
