import { Facts, Greeting, Layout, P } from './Layout';
import type { EmailStudio } from './studio';

export interface PurchaseConfirmationProps {
  studio: EmailStudio;
  name: string;
  /** "10-Class Card" or "Unlimited Monthly". */
  product: string;
  kind: 'pack' | 'membership';
  /** The facts of the sale: classes and validity, or allowance and billing. */
  facts: [string, string][];
  /** What was added to what the student owes ("$180.00"), or null when nothing was. */
  amount: string | null;
}

/** A class pack sold or a membership started: what it is and what it costs. */
export function PurchaseConfirmation({
  studio,
  name,
  product,
  kind,
  facts,
  amount,
}: PurchaseConfirmationProps) {
  return (
    <Layout
      studio={studio}
      preview={`${product}: ${kind === 'pack' ? 'your class pack' : 'your membership'}`}
    >
      <Greeting name={name} />
      <P>
        {kind === 'pack'
          ? `Your class pack ${product} is ready: book classes from your dashboard and they are taken from it.`
          : `Your membership ${product} has started: book classes from your dashboard and they are covered by it.`}
      </P>
      <Facts rows={facts} />
      {amount !== null && (
        <P>
          {amount} is added to what you owe. How to pay: {studio.howToPay}
        </P>
      )}
    </Layout>
  );
}
