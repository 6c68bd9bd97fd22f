import type { PaymentEmailSample } from './sample';

export default {
  name: 'Interac Autodeposit registration',
  email: {
    from: 'notify@payments.interac.ca',
    subject: 'INTERAC e-Transfer: Complete your Autodeposit registration',
    text: `Hi LUMEN DANCE STUDIO,

To complete your Autodeposit registration, click the link below within 24 hours. Once registered, money sent to payments@lumenstudio.example will be deposited automatically.`,
  },
  expected: { kind: 'not_payment', source: 'interac', reason: /Autodeposit registration/ },
} satisfies PaymentEmailSample;
