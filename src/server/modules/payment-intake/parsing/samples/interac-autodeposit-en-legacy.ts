import type { PaymentEmailSample } from './sample';

/** The older Autodeposit notice: "A money transfer from … has been automatically deposited." */
export default {
  name: 'Interac Autodeposit (EN, older format)',
  email: {
    from: 'SAMUEL OKAFOR <catch@payments.interac.ca>',
    subject: 'INTERAC e-Transfer: A money transfer from SAMUEL OKAFOR has been automatically deposited.',
    text: `Hi LUMEN DANCE STUDIO,

SAMUEL OKAFOR has sent you a money transfer for the amount of $85.50 (CAD) and the money has been automatically deposited into your bank account at Scotiabank.

Message: Hip hop drop-in x3

Reference Number : CAqM7tRv

Please do not reply to this email.

Frequently Asked Questions: http://www.interac.ca/consumers/faqs.php#emt

This email was sent to you by Interac Corp., the owner of the INTERAC e-Transfer® service, on behalf of Scotiabank.

Interac Corp.
Royal Bank Plaza, North Tower, 200 Bay Street, Suite 2400
P.O. Box 45, Toronto, ON M5J 2J1
www.interac.ca

® Trade-mark of Interac Corp. Used under license.`,
  },
  expected: {
    kind: 'payment',
    payment: {
      source: 'interac',
      institution: 'Interac e-Transfer',
      amountCents: 8550,
      currency: 'CAD',
      payerName: 'SAMUEL OKAFOR',
      payerEmail: null,
      reference: 'CAqM7tRv',
      paidAt: null,
      message: 'Hip hop drop-in x3',
    },
  },
} satisfies PaymentEmailSample;
