import { Link } from '@react-email/link';
import type { Locale } from '../../../shared/i18n/locales';
import { msg } from '../../../shared/i18n/msg';
import { SECRET_MARKER } from '../../kernel/outbox';
import { translatorFor } from '../locale';
import { Action, Greeting, Layout, P } from './Layout';
import type { EmailStudio } from './studio';

export interface PasswordResetProps {
  studio: EmailStudio;
  /** The recipient's language (recipientLocale). */
  locale: Locale;
  name: string;
}

/** A password reset link; the link itself is the {{secret}} marker, filled in at delivery. */
export function PasswordReset({ studio, locale, name }: PasswordResetProps) {
  const t = translatorFor(locale);
  return (
    <Layout studio={studio} locale={locale} preview={t(msg('Reset your password'))}>
      <Greeting name={name} locale={locale} />
      <P>
        {t(
          msg('Someone asked to reset the password of your {businessName} account.', {
            businessName: studio.businessName,
          }),
        )}
      </P>
      <P>
        {t(msg('To choose a new password, open this link (it works once, for one hour):'))}{' '}
        <Link href={SECRET_MARKER}>{SECRET_MARKER}</Link>
      </P>
      <Action href={SECRET_MARKER} skipInText>
        {t(msg('Choose a new password'))}
      </Action>
      <P>{t(msg('If it was not you, ignore this e-mail: your password stays as it is.'))}</P>
    </Layout>
  );
}
