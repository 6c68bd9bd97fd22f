import type { PaymentEmailSample } from './sample';

export default {
  name: 'RBC "Withdrawal Warning"',
  email: {
    from: 'RBC Royal Bank <rbcroyalbankalerts@alerts.rbc.com>',
    subject: 'Withdrawal Warning',
    text: 'Hello, A withdrawal of $89.00 was debited from your RBC Business Account ending in 5521. The full details of this transaction are below: Amount: $89.00',
  },
  expected: { kind: 'not_payment', source: 'bank_transfer', reason: /leaving the account/ },
} satisfies PaymentEmailSample;
