import type { Locale } from '../../../shared/i18n/locales';
import { msg } from '../../../shared/i18n/msg';
import { type Translate, translatorFor } from '../locale';
import { Greeting, Layout, P } from './Layout';
import { classWhen, type EmailClass, type EmailStudio } from './studio';

/** Why a student's place on a waitlist ended without a booking. */
export type WaitlistEnding =
  | { kind: 'skipped'; reason: string }
  | { kind: 'closed'; hours: number }
  | { kind: 'class_cancelled'; reason: string }
  | { kind: 'removed' };

export interface WaitlistNoticeProps {
  studio: EmailStudio;
  /** The recipient's language (recipientLocale). */
  locale: Locale;
  name: string;
  class: EmailClass;
  ending: WaitlistEnding;
}

function explanation(t: Translate, ending: WaitlistEnding): string {
  switch (ending.kind) {
    case 'skipped':
      return t(
        msg(
          'A spot opened up, but we could not book it for you: {reason}. The spot went to the next student on the waitlist.',
          { reason: t(ending.reason) },
        ),
      );
    case 'closed':
      return ending.hours === 0
        ? t(msg('The class has started and no spot opened up, so the waitlist is now closed.'))
        : t(
            msg(
              'No spot opened up in time: the waitlist closes {hours, plural, one {# hour} other {# hours}} before the class starts.',
              { hours: ending.hours },
            ),
          );
    case 'class_cancelled':
      return t(
        msg('The class has been cancelled ({reason}), so its waitlist is cleared.', {
          reason: t(ending.reason),
        }),
      );
    case 'removed':
      return t(msg('The studio has taken you off the waitlist for this class.'));
  }
}

/** "You are no longer on the waitlist", and why. */
export function WaitlistNotice({ studio, locale, name, class: c, ending }: WaitlistNoticeProps) {
  const t = translatorFor(locale);
  return (
    <Layout
      studio={studio}
      locale={locale}
      preview={t(msg('Waitlist update: {className}', { className: c.name }))}
    >
      <Greeting name={name} locale={locale} />
      <P>
        {t(msg('You are no longer on the waitlist for {classWhen}.', { classWhen: classWhen(c, locale) }))}
      </P>
      <P>{explanation(t, ending)}</P>
      <P>{t(msg('You have not been charged. Other classes with open spots are on your dashboard.'))}</P>
    </Layout>
  );
}
