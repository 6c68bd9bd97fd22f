import { formatDate } from '../../../shared/dates';
import type { Locale } from '../../../shared/i18n/locales';
import { msg } from '../../../shared/i18n/msg';
import { formatMoney } from '../../../shared/money';
import { translatorFor } from '../locale';
import { Facts, Greeting, Layout, P } from './Layout';
import type { EmailStudio } from './studio';

export interface PaymentReceivedProps {
  studio: EmailStudio;
  /** The recipient's language (recipientLocale). */
  locale: Locale;
  name: string;
  amountCents: number;
  /** The method as people read it ("Interac e-Transfer"); see paymentMethodLabel. Translated here. */
  method: string;
  paidOn: string;
  reference?: string | null;
  /** What the student still owes after this payment; negative is a credit in their favour. */
  remainingBalanceCents: number;
}

export function PaymentReceived(props: PaymentReceivedProps) {
  const { studio, locale, name } = props;
  const t = translatorFor(locale);
  const money = (cents: number) => formatMoney(cents, { currency: studio.currency, locale });
  const remaining = props.remainingBalanceCents;
  const amount = money(props.amountCents);
  return (
    <Layout studio={studio} locale={locale} preview={t(msg('Payment received: {amount}', { amount }))}>
      <Greeting name={name} locale={locale} />
      <P>{t(msg('Thank you! We have received your payment.'))}</P>
      <Facts
        locale={locale}
        rows={[
          [t(msg('Amount')), amount],
          [t(msg('Method')), t(props.method)],
          [t(msg('Date')), formatDate(props.paidOn, locale)],
          [t(msg('Reference')), props.reference],
          [t(msg('Remaining balance')), money(Math.max(remaining, 0))],
        ]}
      />
      <P>
        {remaining > 0
          ? t(msg('Your remaining balance is {balance}.', { balance: money(remaining) }))
          : remaining < 0
            ? t(
                msg('Your account is fully paid, with a credit of {credit} in your favour.', {
                  credit: money(-remaining),
                }),
              )
            : t(msg('Your account is fully paid.'))}
      </P>
    </Layout>
  );
}
