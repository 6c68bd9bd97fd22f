/**
 * Money received by studio day, with the tax recorded with it (decision 028), added up over a period
 * or per month: the months of the Monthly Breakdown add up to the period they cover.
 */
import type { TaxKind } from '../../../shared/tax';

/** What the ledger counts as received on one studio day, and the tax recorded with those payments. */
export interface DayTax {
  day: string;
  grossCents: number;
  taxCents: number;
  payments: number;
}

export interface TaxTotal {
  kind: TaxKind;
  label: string;
  /** The distinct rates recorded in the period, in the order first received. */
  ratePpms: number[];
  taxCents: number;
}

export interface Totals {
  grossCents: number;
  taxCents: number;
  netCents: number;
  payments: number;
}

export function totalsOf(days: readonly DayTax[]): Totals {
  let grossCents = 0;
  let taxCents = 0;
  let payments = 0;
  for (const d of days) {
    grossCents += d.grossCents;
    taxCents += d.taxCents;
    payments += d.payments;
  }
  return { grossCents, taxCents, netCents: grossCents - taxCents, payments };
}

/** Days grouped by month ("YYYY-MM"), for each of `months`; a month with no payments gets no days. */
export function daysByMonth(days: readonly DayTax[], months: readonly string[]): Map<string, DayTax[]> {
  const out = new Map<string, DayTax[]>(months.map((m) => [m, []]));
  for (const d of days) out.get(d.day.slice(0, 7))?.push(d);
  return out;
}
