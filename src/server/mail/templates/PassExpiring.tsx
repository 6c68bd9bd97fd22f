import { formatDate } from '../../../shared/dates';
import type { Locale } from '../../../shared/i18n/locales';
import { msg } from '../../../shared/i18n/msg';
import { translatorFor } from '../locale';
import { Greeting, Layout, P } from './Layout';
import type { EmailStudio } from './studio';

export interface PassExpiringProps {
  studio: EmailStudio;
  /** The recipient's language (recipientLocale). */
  locale: Locale;
  name: string;
  pass: string;
  classesLeft: number;
  expiresOn: string;
}

/** A class pack with classes left that is about to expire. */
export function PassExpiring({ studio, locale, name, pass, classesLeft, expiresOn }: PassExpiringProps) {
  const t = translatorFor(locale);
  const date = formatDate(expiresOn, locale);
  return (
    <Layout studio={studio} locale={locale} preview={t(msg('{pass} expires on {date}', { pass, date }))}>
      <Greeting name={name} locale={locale} />
      <P>
        {t(
          msg(
            'Your class pack {pass} has {count, plural, =0 {no classes left} one {# class left} other {# classes left}} and expires on {date}. Book your classes from your dashboard before then: classes left after that day can no longer be used.',
            { pass, count: classesLeft, date },
          ),
        )}
      </P>
    </Layout>
  );
}
