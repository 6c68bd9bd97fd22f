import { Link } from '@react-email/link';
import type { Locale } from '../../../shared/i18n/locales';
import { msg } from '../../../shared/i18n/msg';
import { SECRET_MARKER } from '../../kernel/outbox';
import { translatorFor } from '../locale';
import { Action, Greeting, Layout, P } from './Layout';
import type { EmailStudio } from './studio';

export interface LoginInvitationProps {
  studio: EmailStudio;
  /** The recipient's language (recipientLocale). */
  locale: Locale;
  name: string;
}

/**
 * An imported student's invitation (issue 32): a link to choose their password, the {{secret}} marker
 * filled in at delivery. No password travels by e-mail.
 */
export function LoginInvitation({ studio, locale, name }: LoginInvitationProps) {
  const t = translatorFor(locale);
  const businessName = studio.businessName;
  return (
    <Layout
      studio={studio}
      locale={locale}
      preview={t(msg('Your {businessName} account is ready', { businessName }))}
    >
      <Greeting name={name} locale={locale} />
      <P>
        {t(
          msg(
            '{businessName} now books classes and keeps your balance online. Your account is ready: choose a password to sign in, see your classes and what you owe, and book.',
            { businessName },
          ),
        )}
      </P>
      <P>
        {t(msg('Open this link to choose your password (it works once, for 14 days):'))}{' '}
        <Link href={SECRET_MARKER}>{SECRET_MARKER}</Link>
      </P>
      <Action href={SECRET_MARKER} skipInText>
        {t(msg('Choose your password'))}
      </Action>
      <P>
        {t(msg('If you did not expect this, ignore this e-mail: nothing happens until the link is used.'))}
      </P>
    </Layout>
  );
}
