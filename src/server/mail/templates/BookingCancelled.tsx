import { formatDate, formatTimeRange } from '../../../shared/dates';
import type { Locale } from '../../../shared/i18n/locales';
import { msg } from '../../../shared/i18n/msg';
import { formatMoney } from '../../../shared/money';
import { translatorFor } from '../locale';
import { Facts, Greeting, Layout, P } from './Layout';
import { classLabelOf, type EmailClass, type EmailStudio } from './studio';

export interface BookingCancelledProps {
  studio: EmailStudio;
  /** The recipient's language (recipientLocale). */
  locale: Locale;
  name: string;
  class: EmailClass;
  /** Who cancelled: the student themselves or the studio's administrator. */
  cancelledBy: 'student' | 'admin';
  /** The credit granted for the cancelled booking (0: none). */
  creditCents: number;
  reason?: string | null;
}

export function BookingCancelled({
  studio,
  locale,
  name,
  class: c,
  cancelledBy,
  creditCents,
  reason,
}: BookingCancelledProps) {
  const t = translatorFor(locale);
  const classLabel = classLabelOf(c, locale);
  const credit = formatMoney(creditCents, { currency: studio.currency, locale });
  return (
    <Layout
      studio={studio}
      locale={locale}
      preview={t(msg('Booking cancelled: {classLabel}', { classLabel }))}
    >
      <Greeting name={name} locale={locale} />
      <P>
        {cancelledBy === 'student'
          ? t(msg('Your booking has been cancelled as you asked.'))
          : t(msg('The studio has cancelled your booking.'))}
      </P>
      <Facts
        locale={locale}
        rows={[
          [t(msg('Class')), c.name],
          [t(msg('Date')), formatDate(c.classDate, locale)],
          [t(msg('Time')), formatTimeRange(c.startTime, c.endTime, locale)],
          [t(msg('Location')), c.location],
          [t(msg('Reason')), reason],
        ]}
      />
      {creditCents > 0 ? (
        <P>{t(msg('A credit of {credit} has been added to your account for a future class.', { credit }))}</P>
      ) : (
        <P>{t(msg('No credit was issued for this booking.'))}</P>
      )}
    </Layout>
  );
}
