import { SECRET_MARKER } from '../../kernel/outbox';
import { Action, Greeting, Layout, P, styles } from './Layout';
import type { EmailStudio } from './studio';

export interface WelcomeProps {
  studio: EmailStudio;
  name: string;
  /** Where to sign in (the app's origin). */
  loginUrl: string;
  /** A new temporary password for an existing account (Login Info), not a new account. */
  reissued?: boolean;
}

/** A new account with a temporary password; the password itself is the {{secret}} marker. */
export function Welcome({ studio, name, loginUrl, reissued = false }: WelcomeProps) {
  return (
    <Layout
      studio={studio}
      preview={
        reissued
          ? `${studio.businessName}: your new temporary password`
          : `Welcome to ${studio.businessName}: your account is ready`
      }
    >
      <Greeting name={name} />
      {reissued ? (
        <P>
          {studio.businessName} has issued you a new temporary password. Your previous password no longer
          works, and any device you were signed in on has been signed out.
        </P>
      ) : (
        <P>Welcome! Your account at {studio.businessName} has been created.</P>
      )}
      <P>
        Your temporary password is: <span style={styles.code}>{SECRET_MARKER}</span>
      </P>
      <P>
        Sign in with your e-mail address and this password, then choose your own password with "Change
        Password" on your dashboard.
      </P>
      <Action href={loginUrl}>Sign in</Action>
    </Layout>
  );
}
