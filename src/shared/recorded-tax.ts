/**
 * Tax as it is recorded with money (issue 27 §1, decision 028): each charge, payment, refund and
 * invoice line stores its tax lines (`TaxLine`: kind, label, rate, cents) once, when it is recorded.
 * These helpers only move stored tax around (split a known amount, scale to a part, add up); they
 * never look at today's settings.
 */
import { computeTax, describeTax, roundDiv, shareOut, type TaxLine, type TaxLineInput } from './tax';

/** What a line of tax is shown as: "GST 5%" (tax typed in without a rate: "Tax"). */
export const taxLineLabel = (t: TaxLineInput): string => {
  if (t.ratePpm === 0 && t.kind === 'TAX') return t.label;
  const d = describeTax(t);
  return `${d.label} ${d.ratePercent}%`;
};

/** Tax that came with no rate (a figure typed in): one line named Tax. */
const unnamedTax = (taxCents: number): TaxLine => ({ kind: 'TAX', label: 'Tax', ratePpm: 0, taxCents });

/**
 * A known tax amount split across `taxes` in proportion to their rates, the way computeTax splits an
 * inclusive amount (so it is computeTax's split when the amount is computeTax's); without taxes, one
 * line named Tax.
 */
export function splitTaxCents(taxCents: number, taxes: readonly TaxLineInput[]): TaxLine[] {
  if (!taxes.some((t) => t.ratePpm > 0)) return taxCents === 0 ? [] : [unnamedTax(taxCents)];
  const shares = shareOut(
    BigInt(taxCents),
    taxes.map((t) => BigInt(t.ratePpm)),
  );
  return taxes.map((t, i) => ({
    kind: t.kind,
    label: t.label,
    ratePpm: t.ratePpm,
    taxCents: Number(shares[i]),
  }));
}

export const taxCentsOf = (lines: readonly TaxLine[]): number => lines.reduce((s, l) => s + l.taxCents, 0);

/**
 * The tax of a part of an amount: `lines` were recorded on `fromCents`; the part is `toCents` of it.
 * The total is rounded once and shared out over the lines in proportion to their cents, so the part's
 * lines add up to its total and the whole gives back `lines` exactly.
 */
export function scaleTaxLines(lines: readonly TaxLine[], fromCents: number, toCents: number): TaxLine[] {
  if (toCents === fromCents) return lines.map((l) => ({ ...l }));
  const whole = BigInt(taxCentsOf(lines));
  if (fromCents <= 0 || whole === 0n) return lines.map((l) => ({ ...l, taxCents: 0 }));
  const shares = shareOut(
    roundDiv(whole * BigInt(toCents), BigInt(fromCents)),
    lines.map((l) => BigInt(l.taxCents)),
  );
  return lines.map((l, i) => ({ ...l, taxCents: Number(shares[i]) }));
}

/** Recorded tax lines added up per tax and rate, in the order each first appears; none at 0 kept. */
export function sumTaxLines(groups: Iterable<readonly TaxLine[]>): TaxLine[] {
  const totals = new Map<string, TaxLine>();
  for (const lines of groups) {
    for (const l of lines) {
      const key = `${l.kind}\u0000${l.label}\u0000${l.ratePpm}`;
      const total = totals.get(key);
      if (total) total.taxCents += l.taxCents;
      else totals.set(key, { ...l });
    }
  }
  return [...totals.values()].filter((l) => l.taxCents !== 0);
}

/** The taxes a studio applies (`StudioTaxes`' two parts), as recording needs them. */
export interface TaxRule {
  inclusive: boolean;
  taxes: readonly TaxLineInput[];
}

/** Money received or given back: the amount includes its tax, whatever the price setting. */
export const taxInsideAmount = (amountCents: number, rule: Pick<TaxRule, 'taxes'>): TaxLine[] =>
  computeTax(amountCents, rule.taxes, { inclusive: true }).lines;

/** A charge as it is recorded: what is owed, and the tax in it. */
export interface RecordedCharge {
  amountCents: number;
  taxes: TaxLine[];
}

/**
 * What a booking at `priceCents` charges and the tax recorded with it: the price itself with its tax
 * inside when prices include tax, or the price plus each tax when the studio adds tax on top.
 */
export function chargeOfPrice(priceCents: number, rule: TaxRule): RecordedCharge {
  if (priceCents <= 0) return { amountCents: priceCents, taxes: [] };
  const r = computeTax(priceCents, rule.taxes, { inclusive: rule.inclusive });
  return { amountCents: rule.inclusive ? priceCents : r.grossCents, taxes: r.lines };
}
