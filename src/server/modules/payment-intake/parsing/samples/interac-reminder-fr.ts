import type { PaymentEmailSample } from './sample';

export default {
  name: 'Rappel de virement Interac (FR)',
  email: {
    from: 'notify@payments.interac.ca',
    subject: "Rappel : Virement INTERAC : DIEGO ALVAREZ vous a envoyé de l'argent.",
    text: `Bonjour STUDIO LUMEN,

DIEGO ALVAREZ vous a envoyé 55,00 $ (CAD).

Déposez vos fonds

Numéro de référence : CA5rYw1Kz7Hn`,
  },
  expected: { kind: 'not_payment', source: 'interac', reason: /reminder/ },
} satisfies PaymentEmailSample;
