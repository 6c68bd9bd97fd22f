import type { Locale } from '../../../shared/i18n/locales';
import { msg } from '../../../shared/i18n/msg';
import { formatMoney } from '../../../shared/money';
import { translatorFor } from '../locale';
import { Facts, Greeting, Layout, P } from './Layout';
import { classWhen, type EmailClass, type EmailStudio } from './studio';

export interface RefundNotificationProps {
  studio: EmailStudio;
  /** The recipient's language (recipientLocale). */
  locale: Locale;
  name: string;
  amountCents: number;
  /** Why, as the administrator typed it (or a text the catalogues translate). */
  reason: string;
  /** The class the refund is for, if any. */
  class?: EmailClass | null;
  /** How the money goes back ("Interac e-Transfer", "account credit"), if known; translated here. */
  method?: string | null;
}

export function RefundNotification({
  studio,
  locale,
  name,
  amountCents,
  reason,
  class: c,
  method,
}: RefundNotificationProps) {
  const t = translatorFor(locale);
  const amount = formatMoney(amountCents, { currency: studio.currency, locale });
  return (
    <Layout studio={studio} locale={locale} preview={t(msg('Refund of {amount}', { amount }))}>
      <Greeting name={name} locale={locale} />
      <P>{t(msg('We have issued you a refund of {amount}.', { amount }))}</P>
      <Facts
        locale={locale}
        rows={[
          [t(msg('Amount')), amount],
          [t(msg('Reason')), t(reason)],
          [t(msg('Class')), c ? classWhen(c, locale) : null],
          [t(msg('Refunded as')), method ? t(method) : method],
        ]}
      />
      <P>{t(msg('If you have any questions about this refund, just reply to this e-mail.'))}</P>
    </Layout>
  );
}
