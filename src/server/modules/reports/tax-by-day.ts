/**
 * The tax inside money received, by studio day (design §3 "Tax"; issue 12 §3 Financial Reports).
 *
 * Rounding rule: payments are summed per studio day in SQL; each day's total is split with the taxes in
 * force on that day, prices including tax (`computeTax(…, { inclusive: true })`, half away from zero to
 * the cent). Any longer span (a month, the period) adds up its days, so the months of the Monthly
 * Breakdown add up to the period they cover, and a period across a rate change takes each rate on its
 * own side of the change.
 */
import { addDays } from '../../../shared/dates';
import { computeTax, type TaxKind, type TaxLine, type TaxLineInput } from '../../../shared/tax';

/** What the ledger counts as received on one studio day. */
export interface DayTotal {
  day: string;
  grossCents: number;
  payments: number;
}

export interface DayTax extends DayTotal {
  taxCents: number;
  lines: TaxLine[];
}

/** The taxes in force on a studio day ("YYYY-MM-DD"). */
export type TaxesOnDay = (day: string) => readonly TaxLineInput[];

export interface TaxTotal {
  kind: TaxKind;
  label: string;
  /** The distinct rates in force in the period, in date order. */
  ratePpms: number[];
  taxCents: number;
}

export interface Totals {
  grossCents: number;
  taxCents: number;
  netCents: number;
  payments: number;
}

export const taxEachDay = (days: readonly DayTotal[], taxesOn: TaxesOnDay): DayTax[] =>
  days.map((d) => {
    const { taxCents, lines } = computeTax(d.grossCents, taxesOn(d.day), { inclusive: true });
    return { ...d, taxCents, lines };
  });

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

const keyOf = (t: { kind: string; label: string }) => `${t.kind}\u0000${t.label}`;

/**
 * Each tax in force on some day from `from` to `to` (both included), with its rates in date order and
 * what it collected on `days` (the days of that period). A tax in force but with nothing received
 * still appears, at 0, so the report shows every tax the studio charged then.
 */
export function taxTotals(
  from: string,
  to: string,
  taxesOn: TaxesOnDay,
  days: readonly DayTax[],
): TaxTotal[] {
  const totals = new Map<string, TaxTotal>();
  const note = (t: TaxLineInput): TaxTotal => {
    const key = keyOf(t);
    let total = totals.get(key);
    if (!total) {
      total = { kind: t.kind, label: t.label, ratePpms: [], taxCents: 0 };
      totals.set(key, total);
    }
    if (!total.ratePpms.includes(t.ratePpm)) total.ratePpms.push(t.ratePpm);
    return total;
  };
  for (let day = from; day <= to; day = addDays(day, 1)) for (const t of taxesOn(day)) note(t);
  for (const d of days) for (const line of d.lines) note(line).taxCents += line.taxCents;
  return [...totals.values()];
}

/** Days grouped by month ("YYYY-MM"), for each of `months`; a month with no payments gets no days. */
export function daysByMonth(days: readonly DayTax[], months: readonly string[]): Map<string, DayTax[]> {
  const out = new Map<string, DayTax[]>(months.map((m) => [m, []]));
  for (const d of days) out.get(d.day.slice(0, 7))?.push(d);
  return out;
}
