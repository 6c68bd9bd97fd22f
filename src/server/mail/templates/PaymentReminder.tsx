import type { REMINDER_TYPES } from '../../../shared/constants';
import { formatDate } from '../../../shared/dates';
import type { Locale } from '../../../shared/i18n/locales';
import { msg } from '../../../shared/i18n/msg';
import { formatMoney } from '../../../shared/money';
import { type Translate, translatorFor } from '../locale';
import { Facts, Greeting, Layout, P } from './Layout';
import { type EmailStudio, howToPayFor } from './studio';

export type ReminderType = (typeof REMINDER_TYPES)[number];

export interface PaymentReminderProps {
  studio: EmailStudio;
  /** The recipient's language (recipientLocale). */
  locale: Locale;
  name: string;
  reminderType: ReminderType;
  amountDueCents: number;
  dueDate: string;
  invoiceNumber?: string | null;
}

/** The opening sentence, firmer with each reminder. */
export function reminderLead(
  t: Translate,
  type: ReminderType,
  amount: string,
  due: string,
  studioName: string,
): string {
  switch (type) {
    case 'first_reminder':
      return t(
        msg(
          'This is a friendly reminder that a payment of {amount} to {studioName} was due on {due}. If you have already paid, thank you, and please ignore this message.',
          { amount, studioName, due },
        ),
      );
    case 'second_reminder':
      return t(
        msg(
          'Our records show that your payment of {amount}, due on {due}, is still outstanding. This is our second reminder: please pay as soon as possible.',
          { amount, due },
        ),
      );
    case 'final_notice':
      return t(
        msg(
          'FINAL NOTICE: your payment of {amount}, due on {due}, is now seriously overdue and we have not received it despite earlier reminders. Please pay the full amount immediately.',
          { amount, due },
        ),
      );
  }
}

export function PaymentReminder({
  studio,
  locale,
  name,
  reminderType,
  amountDueCents,
  dueDate,
  invoiceNumber,
}: PaymentReminderProps) {
  const t = translatorFor(locale);
  const amount = formatMoney(amountDueCents, { currency: studio.currency, locale });
  const due = formatDate(dueDate, locale);
  return (
    <Layout studio={studio} locale={locale} preview={t(msg('{amount} was due on {due}', { amount, due }))}>
      <Greeting name={name} locale={locale} />
      <P>{reminderLead(t, reminderType, amount, due, studio.businessName)}</P>
      <Facts
        locale={locale}
        rows={[
          [t(msg('Invoice')), invoiceNumber],
          [t(msg('Amount due')), amount],
          [t(msg('Due date')), due],
        ]}
      />
      <P>{t(msg('How to pay: {howToPay}', { howToPay: howToPayFor(studio, locale) }))}</P>
      <P>
        {reminderType === 'final_notice'
          ? t(
              msg(
                'If there is a problem with this payment, contact us today so we can sort it out together.',
              ),
            )
          : t(msg('If you have any questions about this amount, just reply to this e-mail.'))}
      </P>
    </Layout>
  );
}
