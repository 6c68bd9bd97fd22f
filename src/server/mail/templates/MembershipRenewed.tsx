import { formatDate } from '../../../shared/dates';
import type { Locale } from '../../../shared/i18n/locales';
import { msg } from '../../../shared/i18n/msg';
import { translatorFor } from '../locale';
import { Facts, Greeting, Layout, P } from './Layout';
import { type EmailStudio, howToPayFor } from './studio';

export interface MembershipRenewedProps {
  studio: EmailStudio;
  /** The recipient's language (recipientLocale). */
  locale: Locale;
  name: string;
  membership: string;
  from: string;
  to: string;
  /** The period's amount, formatted (in `locale`). */
  amount: string;
  days: number;
}

/** A membership billed for its next period. */
export function MembershipRenewed({
  studio,
  locale,
  name,
  membership,
  from,
  to,
  amount,
}: MembershipRenewedProps) {
  const t = translatorFor(locale);
  return (
    <Layout studio={studio} locale={locale} preview={t(msg('{membership} renewed', { membership }))}>
      <Greeting name={name} locale={locale} />
      <P>{t(msg('Your membership {membership} has renewed for another period.', { membership }))}</P>
      <Facts
        locale={locale}
        rows={[
          [t(msg('Membership')), membership],
          [
            t(msg('Period')),
            t(msg('{from} to {to}', { from: formatDate(from, locale), to: formatDate(to, locale) })),
          ],
          [t(msg('Amount')), amount],
        ]}
      />
      <P>
        {t(
          msg('The amount is added to what you owe. How to pay: {howToPay}', {
            howToPay: howToPayFor(studio, locale),
          }),
        )}
      </P>
    </Layout>
  );
}
