import type { PaymentEmailSample } from './sample';

export default {
  name: "Demande d'argent Interac (FR)",
  email: {
    from: 'notify@payments.interac.ca',
    subject: "Virement INTERAC : CAMILLE BERGERON vous a envoyé une demande d'argent.",
    text: `Bonjour STUDIO LUMEN,

CAMILLE BERGERON vous a envoyé une demande d'argent de 120,00 $ (CAD).

Numéro de référence : CA1nWs5Ty9Lk`,
  },
  expected: { kind: 'not_payment', source: 'interac', reason: /request for money/ },
} satisfies PaymentEmailSample;
