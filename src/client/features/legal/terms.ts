import type { TTermsFacts } from '../../../shared/schemas/studio';
import type { LegalDocument } from './LegalPage';

const CURRENCY_NAMES: Record<string, string> = {
  CAD: 'Canadian dollars',
  USD: 'US dollars',
  EUR: 'euros',
  GBP: 'pounds sterling',
  AUD: 'Australian dollars',
};
const currencyName = (code: string) => CURRENCY_NAMES[code] ?? code;
const hours = (n: number) => `${n} hour${n === 1 ? '' : 's'}`;

const changesSentence = (n: number) =>
  n === 0
    ? 'Class changes are treated as a cancellation and a new booking.'
    : `${n === 1 ? 'One free class change' : `${n} free class changes`} per month ${n === 1 ? 'is' : 'are'} included.`;

const paymentSentence = (f: TTermsFacts) => {
  const due = `Payment is due within ${f.paymentDueDays} day${f.paymentDueDays === 1 ? '' : 's'}`;
  if (f.prepayment)
    return `Classes are paid for when you book them, from your account credit. ${due} of an invoice's date.`;
  return f.billsMonthly
    ? `Classes are billed on a monthly invoice. ${due} of the invoice date, by one of the payment methods shown in your dashboard.`
    : `Each class is billed when you book it. ${due} of the class, by one of the payment methods shown in your dashboard.`;
};

/**
 * The Terms of Service, stating the studio's settings in force (issue 28: with a 72 h cut-off they still
 * said 24 hours): its currency, cancellation cut-off, free class changes and payment terms.
 */
export const termsOfService = (f: TTermsFacts): LegalDocument => ({
  title: 'Terms of Service',
  updated: 'November 22, 2026',
  intro:
    'These terms govern your use of the studio’s online booking service. Please read them carefully: by creating an account or booking a class you agree to them.',
  sections: [
    {
      heading: 'Acceptance of Terms',
      paragraphs: [
        'By accessing or using the service you accept these Terms of Service and our Privacy Policy. If you do not agree, please do not use the service.',
      ],
    },
    {
      heading: 'Service Description',
      paragraphs: [
        `The service lets you view ${f.businessName || 'the studio'}’s class timetable, book and cancel classes, see your class credits and the amount you owe, and find out how to pay. All prices are in ${currencyName(f.currency)}.`,
      ],
    },
    {
      heading: 'User Accounts',
      paragraphs: [
        'You must give accurate contact details when you create an account and keep them up to date. You are responsible for keeping your password confidential and for all activity under your account.',
        'Tell the studio at once if you believe someone else has used your account. We may suspend accounts that are misused.',
      ],
    },
    {
      heading: 'Bookings and Cancellations',
      paragraphs: [
        'Classes are booked on a first-come, first-served basis; a class that is full cannot be booked.',
        `You may cancel a booking up to ${hours(f.cancellationDeadlineHours)} before the class starts. A booking cancelled at least ${hours(f.cancellationDeadlineHours)} ahead is credited to your account as a class credit for a future class.`,
        `${changesSentence(f.monthlyChangesAllowed)} Cancellations made less than ${hours(f.cancellationDeadlineHours)} before the class, and no-shows, receive no credit or refund.`,
        'The studio may cancel a class (for example, if an instructor is ill); you will then be notified and receive a class credit.',
      ],
    },
    {
      heading: 'Payment Terms',
      paragraphs: [
        paymentSentence(f),
        `Prices are shown in ${currencyName(f.currency)} and include or add applicable taxes as stated on your invoice.`,
      ],
    },
    {
      heading: 'Health and Safety',
      paragraphs: [
        'Physical activity involves risk. Consult a physician before starting a new exercise programme, tell your instructor about any injury or condition, and stop if you feel unwell.',
      ],
    },
    {
      heading: 'Code of Conduct',
      paragraphs: [
        'Treat instructors, staff and other students with respect, arrive on time, and follow the studio’s rules. The studio may refuse entry or close the account of anyone who behaves unsafely or abusively.',
      ],
    },
    {
      heading: 'Limitation of Liability',
      paragraphs: [
        'To the extent permitted by law, the studio is not liable for indirect or consequential loss arising from your use of the service or participation in classes. Nothing in these terms limits liability that cannot be limited by law.',
      ],
    },
    {
      heading: 'Privacy',
      paragraphs: ['How we collect and use your personal information is explained in our Privacy Policy.'],
    },
    {
      heading: 'Changes to Terms',
      paragraphs: [
        'We may update these terms from time to time. We will post the new version here with its date; continuing to use the service after a change means you accept it.',
      ],
    },
    {
      heading: 'Contact',
      paragraphs: ['Questions about these terms? Contact the studio by e-mail or at the front desk.'],
    },
  ],
});
