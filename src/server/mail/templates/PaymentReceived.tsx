import { formatDate } from '../../../shared/dates';
import { formatMoney } from '../../../shared/money';
import { Facts, Greeting, Layout, P } from './Layout';
import type { EmailStudio } from './studio';

export interface PaymentReceivedProps {
  studio: EmailStudio;
  name: string;
  amountCents: number;
  /** The method as people read it ("Interac e-Transfer"); see paymentMethodLabel. */
  method: string;
  paidOn: string;
  reference?: string | null;
  /** What the student still owes after this payment; negative is a credit in their favour. */
  remainingBalanceCents: number;
}

export function PaymentReceived(props: PaymentReceivedProps) {
  const { studio, name } = props;
  const money = (cents: number) => formatMoney(cents, studio.currency);
  const remaining = props.remainingBalanceCents;
  return (
    <Layout studio={studio} preview={`Payment received: ${money(props.amountCents)}`}>
      <Greeting name={name} />
      <P>Thank you! We have received your payment.</P>
      <Facts
        rows={[
          ['Amount', money(props.amountCents)],
          ['Method', props.method],
          ['Date', formatDate(props.paidOn)],
          ['Reference', props.reference],
          ['Remaining balance', money(Math.max(remaining, 0))],
        ]}
      />
      <P>
        {remaining > 0
          ? `Your remaining balance is ${money(remaining)}.`
          : remaining < 0
            ? `Your account is fully paid, with a credit of ${money(-remaining)} in your favour.`
            : 'Your account is fully paid.'}
      </P>
    </Layout>
  );
}
