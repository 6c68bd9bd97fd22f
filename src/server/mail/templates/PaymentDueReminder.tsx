import { formatDate } from '../../../shared/dates';
import type { Locale } from '../../../shared/i18n/locales';
import { msg } from '../../../shared/i18n/msg';
import { formatMoney } from '../../../shared/money';
import { translatorFor } from '../locale';
import { Facts, Greeting, Layout, P } from './Layout';
import { ReminderUnsubscribe } from './ReminderUnsubscribe';
import { type EmailStudio, howToPayFor } from './studio';

export interface PaymentDueReminderProps {
  studio: EmailStudio;
  /** The recipient's language (recipientLocale). */
  locale: Locale;
  name: string;
  invoiceNumber: string;
  /** "November 2026" (in `locale`: monthLabel). */
  billingPeriod: string;
  amountDueCents: number;
  dueDate: string;
  unsubscribeUrl: string;
}

/** The "due soon" reminder, before the due date (the overdue notices come after it). */
export function PaymentDueReminder({
  studio,
  locale,
  name,
  invoiceNumber,
  billingPeriod,
  amountDueCents,
  dueDate,
  unsubscribeUrl,
}: PaymentDueReminderProps) {
  const t = translatorFor(locale);
  const amount = formatMoney(amountDueCents, { currency: studio.currency, locale });
  const due = formatDate(dueDate, locale);
  return (
    <Layout studio={studio} locale={locale} preview={t(msg('{amount} is due on {due}', { amount, due }))}>
      <Greeting name={name} locale={locale} />
      <P>
        {t(
          msg(
            'A friendly reminder that your {billingPeriod} bill from {businessName} is due on {due}. If you have already paid, thank you, and please ignore this message.',
            { billingPeriod, businessName: studio.businessName, due },
          ),
        )}
      </P>
      <Facts
        locale={locale}
        rows={[
          [t(msg('Invoice')), invoiceNumber],
          [t(msg('Amount due')), amount],
          [t(msg('Due date')), due],
        ]}
      />
      <P>{t(msg('How to pay: {howToPay}', { howToPay: howToPayFor(studio, locale) }))}</P>
      <P>{t(msg('If you have any questions about this amount, just reply to this e-mail.'))}</P>
      <ReminderUnsubscribe unsubscribeUrl={unsubscribeUrl} locale={locale} />
    </Layout>
  );
}
