import { Link } from '@react-email/link';
import { SECRET_MARKER } from '../../kernel/outbox';
import { Action, Greeting, Layout, P } from './Layout';
import type { EmailStudio } from './studio';

export interface LoginInvitationProps {
  studio: EmailStudio;
  name: string;
}

/**
 * An imported student's invitation (issue 32): a link to choose their password, the {{secret}} marker
 * filled in at delivery. No password travels by e-mail.
 */
export function LoginInvitation({ studio, name }: LoginInvitationProps) {
  return (
    <Layout studio={studio} preview={`Your ${studio.businessName} account is ready`}>
      <Greeting name={name} />
      <P>
        {studio.businessName} now books classes and keeps your balance online. Your account is ready: choose a
        password to sign in, see your classes and what you owe, and book.
      </P>
      <P>
        Open this link to choose your password (it works once, for 14 days):{' '}
        <Link href={SECRET_MARKER}>{SECRET_MARKER}</Link>
      </P>
      <Action href={SECRET_MARKER} skipInText>
        Choose your password
      </Action>
      <P>If you did not expect this, ignore this e-mail: nothing happens until the link is used.</P>
    </Layout>
  );
}
