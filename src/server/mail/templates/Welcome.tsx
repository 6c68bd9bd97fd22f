import type { Locale } from '../../../shared/i18n/locales';
import { msg } from '../../../shared/i18n/msg';
import { SECRET_MARKER } from '../../kernel/outbox';
import { translatorFor } from '../locale';
import { Action, Greeting, Layout, P, styles } from './Layout';
import type { EmailStudio } from './studio';

export interface WelcomeProps {
  studio: EmailStudio;
  /** The recipient's language (recipientLocale). */
  locale: Locale;
  name: string;
  /** Where to sign in (the app's origin). */
  loginUrl: string;
  /** A new temporary password for an existing account (Login Info), not a new account. */
  reissued?: boolean;
}

/** A new account with a temporary password; the password itself is the {{secret}} marker. */
export function Welcome({ studio, locale, name, loginUrl, reissued = false }: WelcomeProps) {
  const t = translatorFor(locale);
  const businessName = studio.businessName;
  return (
    <Layout
      studio={studio}
      locale={locale}
      preview={
        reissued
          ? t(msg('{businessName}: your new temporary password', { businessName }))
          : t(msg('Welcome to {businessName}: your account is ready', { businessName }))
      }
    >
      <Greeting name={name} locale={locale} />
      {reissued ? (
        <P>
          {t(
            msg(
              '{businessName} has issued you a new temporary password. Your previous password no longer works, and any device you were signed in on has been signed out.',
              { businessName },
            ),
          )}
        </P>
      ) : (
        <P>{t(msg('Welcome! Your account at {businessName} has been created.', { businessName }))}</P>
      )}
      <P>
        {`${t(msg('Your temporary password is:'))} `}
        <span style={styles.code}>{SECRET_MARKER}</span>
      </P>
      <P>
        {t(
          msg(
            'Sign in with your e-mail address and this password, then choose your own password with "Change Password" on your dashboard.',
          ),
        )}
      </P>
      <Action href={loginUrl}>{t(msg('Sign in'))}</Action>
    </Layout>
  );
}
