import { plural, t } from '@lingui/core/macro';
import type { TTermsFacts } from '../../../shared/schemas/studio';
import type { LegalDocument } from './LegalPage';

/** The currency's name as the terms write it ("All prices are in Canadian dollars."). */
const currencyName = (code: string): string => {
  switch (code) {
    case 'CAD':
      return t`Canadian dollars`;
    case 'USD':
      return t`US dollars`;
    case 'EUR':
      return t`euros`;
    case 'GBP':
      return t`pounds sterling`;
    case 'AUD':
      return t`Australian dollars`;
    default:
      return code;
  }
};

const changesSentence = (changes: number) =>
  changes === 0
    ? t`Class changes are treated as a cancellation and a new booking.`
    : plural(changes, {
        one: 'One free class change per month is included.',
        other: '# free class changes per month are included.',
      });

const paymentSentence = (f: TTermsFacts) => {
  const days = f.paymentDueDays;
  if (f.prepayment)
    return plural(days, {
      one: "Classes are paid for when you book them, from your account credit. Payment is due within # day of an invoice's date.",
      other:
        "Classes are paid for when you book them, from your account credit. Payment is due within # days of an invoice's date.",
    });
  return f.billsMonthly
    ? plural(days, {
        one: 'Classes are billed on a monthly invoice. Payment is due within # day of the invoice date, by one of the payment methods shown in your dashboard.',
        other:
          'Classes are billed on a monthly invoice. Payment is due within # days of the invoice date, by one of the payment methods shown in your dashboard.',
      })
    : plural(days, {
        one: 'Each class is billed when you book it. Payment is due within # day of the class, by one of the payment methods shown in your dashboard.',
        other:
          'Each class is billed when you book it. Payment is due within # days of the class, by one of the payment methods shown in your dashboard.',
      });
};

/**
 * The Terms of Service, stating the studio's settings in force (issue 28: with a 72 h cut-off they still
 * said 24 hours): its currency, cancellation cut-off, free class changes and payment terms. Called when
 * the page renders, so every text is in the page's language.
 */
export const termsOfService = (f: TTermsFacts): LegalDocument => {
  const businessName = f.businessName;
  const currency = currencyName(f.currency);
  const cutoff = f.cancellationDeadlineHours;
  return {
    title: t`Terms of Service`,
    updated: t`November 22, 2026`,
    intro: t`These terms govern your use of the studio’s online booking service. Please read them carefully: by creating an account or booking a class you agree to them.`,
    sections: [
      {
        heading: t`Acceptance of Terms`,
        paragraphs: [
          t`By accessing or using the service you accept these Terms of Service and our Privacy Policy. If you do not agree, please do not use the service.`,
        ],
      },
      {
        heading: t`Service Description`,
        paragraphs: [
          businessName
            ? t`The service lets you view ${businessName}’s class timetable, book and cancel classes, see your class credits and the amount you owe, and find out how to pay. All prices are in ${currency}.`
            : t`The service lets you view the studio’s class timetable, book and cancel classes, see your class credits and the amount you owe, and find out how to pay. All prices are in ${currency}.`,
        ],
      },
      {
        heading: t`User Accounts`,
        paragraphs: [
          t`You must give accurate contact details when you create an account and keep them up to date. You are responsible for keeping your password confidential and for all activity under your account.`,
          t`Tell the studio at once if you believe someone else has used your account. We may suspend accounts that are misused.`,
        ],
      },
      {
        heading: t`Bookings and Cancellations`,
        paragraphs: [
          t`Classes are booked on a first-come, first-served basis; a class that is full cannot be booked.`,
          plural(cutoff, {
            one: 'You may cancel a booking up to # hour before the class starts. A booking cancelled at least # hour ahead is credited to your account as a class credit for a future class.',
            other:
              'You may cancel a booking up to # hours before the class starts. A booking cancelled at least # hours ahead is credited to your account as a class credit for a future class.',
          }),
          `${changesSentence(f.monthlyChangesAllowed)} ${plural(cutoff, {
            one: 'Cancellations made less than # hour before the class, and no-shows, receive no credit or refund.',
            other:
              'Cancellations made less than # hours before the class, and no-shows, receive no credit or refund.',
          })}`,
          t`The studio may cancel a class (for example, if an instructor is ill); you will then be notified and receive a class credit.`,
        ],
      },
      {
        heading: t`Payment Terms`,
        paragraphs: [
          paymentSentence(f),
          t`Prices are shown in ${currency} and include or add applicable taxes as stated on your invoice.`,
        ],
      },
      {
        heading: t`Health and Safety`,
        paragraphs: [
          t`Physical activity involves risk. Consult a physician before starting a new exercise programme, tell your instructor about any injury or condition, and stop if you feel unwell.`,
        ],
      },
      {
        heading: t`Code of Conduct`,
        paragraphs: [
          t`Treat instructors, staff and other students with respect, arrive on time, and follow the studio’s rules. The studio may refuse entry or close the account of anyone who behaves unsafely or abusively.`,
        ],
      },
      {
        heading: t`Limitation of Liability`,
        paragraphs: [
          t`To the extent permitted by law, the studio is not liable for indirect or consequential loss arising from your use of the service or participation in classes. Nothing in these terms limits liability that cannot be limited by law.`,
        ],
      },
      {
        heading: t`Privacy`,
        paragraphs: [t`How we collect and use your personal information is explained in our Privacy Policy.`],
      },
      {
        heading: t`Changes to Terms`,
        paragraphs: [
          t`We may update these terms from time to time. We will post the new version here with its date; continuing to use the service after a change means you accept it.`,
        ],
      },
      {
        heading: t`Contact`,
        paragraphs: [t`Questions about these terms? Contact the studio by e-mail or at the front desk.`],
      },
    ],
  };
};
