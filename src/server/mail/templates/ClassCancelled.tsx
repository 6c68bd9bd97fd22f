import type { Locale } from '../../../shared/i18n/locales';
import { msg } from '../../../shared/i18n/msg';
import { formatMoney } from '../../../shared/money';
import { translatorFor } from '../locale';
import { Greeting, Layout, Lines, P } from './Layout';
import { classLabelOf, classWhen, type EmailClass, type EmailStudio } from './studio';

export interface ClassCancelledProps {
  studio: EmailStudio;
  /** The recipient's language (recipientLocale). */
  locale: Locale;
  name: string;
  class: EmailClass;
  reason: string;
  /** The credit granted for the student's booking (0: none). */
  creditCents: number;
}

/** The studio cancelled a class the student was booked on (spec 02 §4: notified, credit issued). */
export function ClassCancelled({ studio, locale, name, class: c, reason, creditCents }: ClassCancelledProps) {
  const t = translatorFor(locale);
  const classLabel = classLabelOf(c, locale);
  const credit = formatMoney(creditCents, { currency: studio.currency, locale });
  return (
    <Layout studio={studio} locale={locale} preview={t(msg('Class cancelled: {classLabel}', { classLabel }))}>
      <Greeting name={name} locale={locale} />
      <P>{t(msg("We're sorry: {classWhen} has been cancelled.", { classWhen: classWhen(c, locale) }))}</P>
      <Lines text={t(msg('Reason: {reason}', { reason }))} />
      {creditCents > 0 && (
        <P>{t(msg('A credit of {credit} has been added to your account for a future class.', { credit }))}</P>
      )}
      <P>{t(msg('We apologise for the inconvenience.'))}</P>
    </Layout>
  );
}
