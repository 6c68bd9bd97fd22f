import { formatDate, formatTimeRange } from '../../../shared/dates';
import type { Locale } from '../../../shared/i18n/locales';
import { msg } from '../../../shared/i18n/msg';
import { formatMoney } from '../../../shared/money';
import { translatorFor } from '../locale';
import { Facts, Greeting, Layout, P } from './Layout';
import { classLabelOf, type EmailClass, type EmailStudio, howToPayFor } from './studio';

export interface BookingConfirmationProps {
  studio: EmailStudio;
  /** The recipient's language (recipientLocale). */
  locale: Locale;
  name: string;
  class: EmailClass;
  /** What the booking costs the student (tax included when the studio adds it). */
  priceCents: number;
  /** Whether the price was already paid from the student's credits (pre-payment). */
  paidWithCredits: boolean;
  /** The studio's cancellation deadline, in hours before the class starts. */
  cancellationDeadlineHours: number;
  /** The booking was made by moving the student off the class's waitlist. */
  fromWaitlist?: boolean;
  /** The pass the booking used instead of a charge (decision 038). */
  pass?: { name: string; classesLeft: number; expiresOn: string } | null;
  /** The membership the booking used instead of a charge; classesLeft null when unlimited. */
  membership?: { name: string; classesLeft: number | null; allowance: string } | null;
}

export function BookingConfirmation({
  studio,
  locale,
  name,
  class: c,
  priceCents,
  paidWithCredits,
  cancellationDeadlineHours,
  fromWaitlist = false,
  pass = null,
  membership = null,
}: BookingConfirmationProps) {
  const t = translatorFor(locale);
  const price =
    priceCents > 0 ? formatMoney(priceCents, { currency: studio.currency, locale }) : t(msg('Free'));
  const paidBy: [string, string] = pass
    ? [
        t(msg('Pass')),
        t(
          msg(
            '{pass}: {count, plural, =0 {no classes left} one {# class left} other {# classes left}}, valid until {date}',
            { pass: pass.name, count: pass.classesLeft, date: formatDate(pass.expiresOn, locale) },
          ),
        ),
      ]
    : [t(msg('Price')), price];
  const classLabel = classLabelOf(c, locale);
  const hours = cancellationDeadlineHours;
  return (
    <Layout studio={studio} locale={locale} preview={t(msg("You're booked: {classLabel}", { classLabel }))}>
      <Greeting name={name} locale={locale} />
      {fromWaitlist ? (
        <P>
          {t(
            msg(
              "Good news: a spot opened up and you have been moved off the waitlist. You're booked. See you in class!",
            ),
          )}
        </P>
      ) : (
        <P>{t(msg('Your booking is confirmed. See you in class!'))}</P>
      )}
      <Facts
        locale={locale}
        rows={[
          [t(msg('Class')), c.name],
          [t(msg('Date')), formatDate(c.classDate, locale)],
          [t(msg('Time')), formatTimeRange(c.startTime, c.endTime, locale)],
          [t(msg('Location')), c.location],
          paidBy,
        ]}
      />
      {!pass &&
        !membership &&
        priceCents > 0 &&
        (paidWithCredits ? (
          <P>{t(msg('Paid from your account credit: nothing more to pay.'))}</P>
        ) : (
          <P>{t(msg('How to pay: {howToPay}', { howToPay: howToPayFor(studio, locale) }))}</P>
        ))}
      <P>
        {t(
          msg(
            "Can't make it? Cancel from your dashboard at least {hours, plural, one {# hour} other {# hours}} before the class starts.",
            { hours },
          ),
        )}
      </P>
    </Layout>
  );
}
