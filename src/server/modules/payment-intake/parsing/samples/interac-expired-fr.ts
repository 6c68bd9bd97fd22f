import type { PaymentEmailSample } from './sample';

export default {
  name: 'Virement Interac expiré (FR)',
  email: {
    from: 'notify@payments.interac.ca',
    subject: 'Virement INTERAC : Le virement de SAMUEL OKAFOR a expiré.',
    text: `Bonjour STUDIO LUMEN,

Le virement de 85,50 $ (CAD) que SAMUEL OKAFOR vous a envoyé a expiré et les fonds lui ont été retournés.

Numéro de référence : CA4pLk8Vn2Qs`,
  },
  expected: { kind: 'not_payment', source: 'interac', reason: /expired/ },
} satisfies PaymentEmailSample;
