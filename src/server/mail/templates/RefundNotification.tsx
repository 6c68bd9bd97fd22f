import { formatMoney } from '../../../shared/money';
import { Facts, Greeting, Layout, P } from './Layout';
import { classWhen, type EmailClass, type EmailStudio } from './studio';

export interface RefundNotificationProps {
  studio: EmailStudio;
  name: string;
  amountCents: number;
  reason: string;
  /** The class the refund is for, if any. */
  class?: EmailClass | null;
  /** How the money goes back ("Interac e-Transfer", "account credit"), if known. */
  method?: string | null;
}

export function RefundNotification({
  studio,
  name,
  amountCents,
  reason,
  class: c,
  method,
}: RefundNotificationProps) {
  const amount = formatMoney(amountCents, studio.currency);
  return (
    <Layout studio={studio} preview={`Refund of ${amount}`}>
      <Greeting name={name} />
      <P>We have issued you a refund of {amount}.</P>
      <Facts
        rows={[
          ['Amount', amount],
          ['Reason', reason],
          ['Class', c ? classWhen(c) : null],
          ['Refunded as', method],
        ]}
      />
      <P>If you have any questions about this refund, just reply to this e-mail.</P>
    </Layout>
  );
}
