import type { PaymentEmailSample } from './sample';

/** "Virement INTERAC : … vous a envoyé de l'argent." with a French amount and thousands separator. */
export default {
  name: "Virement INTERAC « vous a envoyé de l'argent » (FR)",
  email: {
    from: 'LUCAS MARTIN <notify@payments.interac.ca>',
    subject: "Virement INTERAC : LUCAS MARTIN vous a envoyé de l'argent.",
    text: `Bonjour STUDIO LUMEN,

LUCAS MARTIN vous a envoyé 1 234,50 $ (CAD).

Message : Stage d'été, 3 semaines

Déposez vos fonds

Numéro de référence : CA9kLm2Np4Qr`,
  },
  expected: {
    kind: 'payment',
    payment: {
      source: 'interac',
      institution: 'Interac e-Transfer',
      amountCents: 123450,
      currency: 'CAD',
      payerName: 'LUCAS MARTIN',
      payerEmail: null,
      reference: 'CA9kLm2Np4Qr',
      paidAt: null,
      message: "Stage d'été, 3 semaines",
    },
  },
} satisfies PaymentEmailSample;
