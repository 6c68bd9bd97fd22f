import { sumTaxLines, taxLineLabel } from '../../../../shared/recorded-tax';
import type { InvoiceLineRow } from './invoice-lines.queries';

export interface TaxSplitLine {
  /** "GST 5%" */
  label: string;
  amountCents: number;
}

/**
 * An invoice's tax split by tax (GST, PST, …): the tax recorded with each line, added up per tax and
 * rate (decision 028), so it adds up to the invoice's tax whatever the settings say today. The invoice
 * e-mail and the invoice page both show it.
 */
export function taxBreakdown(lines: readonly Pick<InvoiceLineRow, 'taxes'>[]): TaxSplitLine[] {
  return sumTaxLines(lines.map((l) => l.taxes)).map((t) => ({
    label: taxLineLabel(t),
    amountCents: t.taxCents,
  }));
}
