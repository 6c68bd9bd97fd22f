import type { PaymentEmailSample } from './sample';

export default {
  name: 'BMO incoming wire transfer',
  email: {
    from: 'BMO Alerts <bmoalerts@bmo.com>',
    subject: 'Incoming wire transfer received',
    text: `You have received a wire transfer of $2,400.00 CAD from NORTHSHORE ARTS COUNCIL.
Reference number: FT26051XK91Q
Value date: 2026-05-04
Remittance information: Youth dance grant - spring`,
  },
  expected: {
    kind: 'payment',
    payment: {
      source: 'bank_transfer',
      institution: 'BMO Bank of Montreal',
      amountCents: 240000,
      currency: 'CAD',
      payerName: 'NORTHSHORE ARTS COUNCIL',
      payerEmail: null,
      reference: 'FT26051XK91Q',
      paidAt: '2026-05-04',
      message: 'Youth dance grant - spring',
    },
  },
} satisfies PaymentEmailSample;
