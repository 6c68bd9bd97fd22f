import { formatDate } from '../../../shared/dates';
import { Facts, Greeting, Layout, P } from './Layout';
import type { EmailStudio } from './studio';

export interface MembershipRenewedProps {
  studio: EmailStudio;
  name: string;
  membership: string;
  from: string;
  to: string;
  /** The period's amount, formatted. */
  amount: string;
  days: number;
}

/** A membership billed for its next period. */
export function MembershipRenewed({ studio, name, membership, from, to, amount }: MembershipRenewedProps) {
  return (
    <Layout studio={studio} preview={`${membership} renewed`}>
      <Greeting name={name} />
      <P>Your membership {membership} has renewed for another period.</P>
      <Facts
        rows={[
          ['Membership', membership],
          ['Period', `${formatDate(from)} to ${formatDate(to)}`],
          ['Amount', amount],
        ]}
      />
      <P>The amount is added to what you owe. How to pay: {studio.howToPay}</P>
    </Layout>
  );
}
