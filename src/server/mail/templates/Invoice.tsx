import { formatDate } from '../../../shared/dates';
import type { Locale } from '../../../shared/i18n/locales';
import { msg } from '../../../shared/i18n/msg';
import { formatMoney } from '../../../shared/money';
import { translatorFor } from '../locale';
import { Facts, Greeting, Layout, P, styles } from './Layout';
import { type EmailStudio, howToPayFor } from './studio';

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
  /** The recipient's language (recipientLocale). */
  locale: Locale;
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
function AmountRow({ label, amount, bold }: { label: string; amount: string; bold?: boolean }) {
  const weight = bold ? { fontWeight: 700 } : {};
  return (
    <tr>
      <td style={{ ...styles.cell, ...weight }}>{label}</td>
      <td style={{ ...styles.amount, ...weight }}>{amount}</td>
    </tr>
  );
}

export function Invoice(props: InvoiceProps) {
  const { studio, locale, name, invoiceNumber, lines, taxLines } = props;
  const t = translatorFor(locale);
  const { currency } = studio;
  const money = (cents: number) => formatMoney(cents, { currency, locale });
  const period = `${formatDate(props.periodStart, locale)} - ${formatDate(props.periodEnd, locale)}`;
  const dueDate = formatDate(props.dueDate, locale);
  return (
    <Layout
      studio={studio}
      locale={locale}
      preview={t(
        msg('Invoice {invoiceNumber}: {total} due {dueDate}', {
          invoiceNumber,
          total: money(props.totalCents),
          dueDate,
        }),
      )}
    >
      <Greeting name={name} locale={locale} />
      <P>{t(msg('Here is your invoice from {businessName}.', { businessName: studio.businessName }))}</P>
      <Facts
        locale={locale}
        rows={[
          [t(msg('Invoice')), invoiceNumber],
          [t(msg('Period')), period],
          [t(msg('Due date')), dueDate],
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
            <AmountRow
              // biome-ignore lint/suspicious/noArrayIndexKey: two lines may read the same
              key={i}
              label={line.description}
              amount={money(line.amountCents)}
            />
          ))}
          {taxLines.length > 0 && (
            <AmountRow label={t(msg('Subtotal'))} amount={money(props.subtotalCents)} />
          )}
          {taxLines.map((tax) => (
            <AmountRow key={tax.label} label={tax.label} amount={money(tax.amountCents)} />
          ))}
          <AmountRow label={t(msg('Total'))} amount={money(props.totalCents)} bold />
          {props.amountDueCents !== props.totalCents && (
            <>
              <AmountRow
                label={t(msg('Already paid or credited'))}
                amount={money(props.totalCents - props.amountDueCents)}
              />
              <AmountRow label={t(msg('Amount due'))} amount={money(props.amountDueCents)} bold />
            </>
          )}
        </tbody>
      </table>
      {props.amountDueCents > 0 ? (
        <P>{t(msg('Please pay {amount} by {dueDate}.', { amount: money(props.amountDueCents), dueDate }))}</P>
      ) : (
        <P>{t(msg('Nothing is left to pay on this invoice. Thank you!'))}</P>
      )}
      <P>{t(msg('How to pay: {howToPay}', { howToPay: howToPayFor(studio, locale) }))}</P>
    </Layout>
  );
}
