import { Link } from '@react-email/link';
import { SECRET_MARKER } from '../../kernel/outbox';
import { Action, Greeting, Layout, P } from './Layout';
import type { EmailStudio } from './studio';

export interface PasswordResetProps {
  studio: EmailStudio;
  name: string;
}

/** A password reset link; the link itself is the {{secret}} marker, filled in at delivery. */
export function PasswordReset({ studio, name }: PasswordResetProps) {
  return (
    <Layout studio={studio} preview="Reset your password">
      <Greeting name={name} />
      <P>Someone asked to reset the password of your {studio.businessName} account.</P>
      <P>
        To choose a new password, open this link (it works once, for one hour):{' '}
        <Link href={SECRET_MARKER}>{SECRET_MARKER}</Link>
      </P>
      <Action href={SECRET_MARKER} skipInText>
        Choose a new password
      </Action>
      <P>If it was not you, ignore this e-mail: your password stays as it is.</P>
    </Layout>
  );
}
