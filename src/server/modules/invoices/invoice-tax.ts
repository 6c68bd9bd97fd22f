import { describeTax, roundDiv, type TaxLineInput } from '../../../shared/tax';
import type { Executor } from '../../db/client';
import { getStudioTaxes } from '../settings/settings.service';
import type { InvoiceLineRow } from './invoice-lines.queries';

export interface TaxSplitLine {
  /** "GST 5%" */
  label: string;
  amountCents: number;
}

const taxLabel = (t: TaxLineInput) => `${describeTax(t).label} ${describeTax(t).ratePercent}%`;

/**
 * A line's stored tax split across `taxes` in proportion to their rates, the way computeTax splits an
 * inclusive amount: the split is exactly computeTax's when the taxes are those the line was billed
 * with, and it still adds up to the line's tax if the settings have changed since.
 */
export function splitLineTax(taxCents: number, taxes: readonly TaxLineInput[]): TaxSplitLine[] {
  let rateLeft = taxes.reduce((s, t) => s + BigInt(t.ratePpm), 0n);
  if (rateLeft === 0n) return taxCents === 0 ? [] : [{ label: 'Tax', amountCents: taxCents }];
  let taxLeft = BigInt(taxCents);
  return taxes.map((t) => {
    const rate = BigInt(t.ratePpm);
    const share = rateLeft === 0n ? 0n : roundDiv(taxLeft * rate, rateLeft);
    taxLeft -= share;
    rateLeft -= rate;
    return { label: taxLabel(t), amountCents: Number(share) };
  });
}

/**
 * An invoice's tax split by tax (GST, PST, …), each line's tax with the taxes in force on its day (its
 * class's date; a charge without a class, the billing month's first day). The invoice e-mail and the
 * invoice page both show it; it adds up to the invoice's tax.
 */
export async function taxBreakdown(
  db: Executor,
  lines: readonly InvoiceLineRow[],
  periodStart: string,
): Promise<TaxSplitLine[]> {
  const taxesOn = new Map<string, Promise<readonly TaxLineInput[]>>();
  const totals = new Map<string, number>();
  for (const line of lines) {
    const day = line.classDate ?? periodStart;
    if (!taxesOn.has(day))
      taxesOn.set(
        day,
        getStudioTaxes(db, day).then((t) => t.taxes),
      );
    for (const part of splitLineTax(line.taxCents, await taxesOn.get(day)!)) {
      totals.set(part.label, (totals.get(part.label) ?? 0) + part.amountCents);
    }
  }
  return [...totals]
    .filter(([, amountCents]) => amountCents !== 0)
    .map(([label, amountCents]) => ({ label, amountCents }));
}
