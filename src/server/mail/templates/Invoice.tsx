import { formatDate } from '../../../shared/dates';
import { formatMoney } from '../../../shared/money';
import { Facts, Greeting, Layout, P, styles } from './Layout';
import type { EmailStudio } from './studio';

export interface InvoiceLine {
  description: string;
  amountCents: number;
}

export interface InvoiceTaxLine {
  /** "GST 5%" */
  label: string;
  amountCents: number;
}

export interface InvoiceProps {
  studio: EmailStudio;
  name: string;
  invoiceNumber: string;
  /** The billing period, "YYYY-MM-DD" both. */
  periodStart: string;
  periodEnd: string;
  lines: InvoiceLine[];
  subtotalCents: number;
  taxLines: InvoiceTaxLine[];
  totalCents: number;
  /** What is still to pay: the total less payments, credits and cancellations already applied. */
  amountDueCents: number;
  dueDate: string;
}

/** One row of the amounts table; `data-text-format` keeps the columns in the plain-text version. */
function AmountRow({
  label,
  cents,
  currency,
  bold,
}: {
  label: string;
  cents: number;
  currency: string;
  bold?: boolean;
}) {
  const weight = bold ? { fontWeight: 700 } : {};
  return (
    <tr>
      <td style={{ ...styles.cell, ...weight }}>{label}</td>
      <td style={{ ...styles.amount, ...weight }}>{formatMoney(cents, currency)}</td>
    </tr>
  );
}

export function Invoice(props: InvoiceProps) {
  const { studio, name, invoiceNumber, lines, taxLines } = props;
  const money = (cents: number) => formatMoney(cents, studio.currency);
  const period = `${formatDate(props.periodStart)} - ${formatDate(props.periodEnd)}`;
  return (
    <Layout
      studio={studio}
      preview={`Invoice ${invoiceNumber}: ${money(props.totalCents)} due ${formatDate(props.dueDate)}`}
    >
      <Greeting name={name} />
      <P>Here is your invoice from {studio.businessName}.</P>
      <Facts
        rows={[
          ['Invoice', invoiceNumber],
          ['Period', period],
          ['Due date', formatDate(props.dueDate)],
        ]}
      />
      <table
        style={styles.table}
        data-text-format="dataTable"
        cellPadding={0}
        cellSpacing={0}
        role="presentation"
      >
        <tbody>
          {lines.map((line, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: two lines may read the same
            <AmountRow key={i} label={line.description} cents={line.amountCents} currency={studio.currency} />
          ))}
          {taxLines.length > 0 && (
            <AmountRow label="Subtotal" cents={props.subtotalCents} currency={studio.currency} />
          )}
          {taxLines.map((tax) => (
            <AmountRow key={tax.label} label={tax.label} cents={tax.amountCents} currency={studio.currency} />
          ))}
          <AmountRow label="Total" cents={props.totalCents} currency={studio.currency} bold />
          {props.amountDueCents !== props.totalCents && (
            <>
              <AmountRow
                label="Already paid or credited"
                cents={props.totalCents - props.amountDueCents}
                currency={studio.currency}
              />
              <AmountRow label="Amount due" cents={props.amountDueCents} currency={studio.currency} bold />
            </>
          )}
        </tbody>
      </table>
      {props.amountDueCents > 0 ? (
        <P>
          Please pay {money(props.amountDueCents)} by {formatDate(props.dueDate)}.
        </P>
      ) : (
        <P>Nothing is left to pay on this invoice. Thank you!</P>
      )}
      <P>How to pay: {studio.howToPay}</P>
    </Layout>
  );
}
