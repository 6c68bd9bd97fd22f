/**
 * The built-in, dated tax table and the tax arithmetic (design §3 "Tax" and "Money"; spec 03 §3 "Tax
 * table", §4 "Tax settings", §9 "Tax").
 *
 * - Rates are integers in parts per million (ppm): 5 % = 50_000, 9.975 % = 99_750. Settings store a
 *   rate as text from 0 to 1 ("0.05", "0.09975"); `formatRatePpm` and `parseRatePpm` convert.
 * - Money is integer cents. One rounding rule everywhere: round half away from zero to the cent
 *   (`roundDiv`), done in BigInt so it is exact for any safe integer amount.
 * - Every rate is dated (`from`/`until`, both inclusive, `null` = open); a payment or report asks for
 *   the rate in force on its own date (`taxRatesOn`).
 *
 * Pure TypeScript (its only import marks the notes for translation), so the server and the client share it.
 */
import { en } from './i18n/msg';

// ---------- kinds and settings slots ----------

/**
 * How a tax is reported. 'TAX' is the unnamed tax: the spec's fallback "5 percent named Tax" (§9) and
 * any older custom tax whose name is not one of the others. It is kept apart from 'SALES_TAX' because
 * that fallback claims no jurisdiction, and a report should not call it a US state sales tax.
 */
export type TaxKind = 'GST' | 'PST' | 'QST' | 'HST' | 'SALES_TAX' | 'TAX';
export const TAX_KINDS: readonly TaxKind[] = ['GST', 'PST', 'QST', 'HST', 'SALES_TAX', 'TAX'];

/** The four rate/enable slots of the settings (gstRate/enableGst, pstRate/enablePst, …). */
export type TaxSlot = 'gst' | 'pst' | 'hst' | 'salesTax';
export const TAX_SLOTS: readonly TaxSlot[] = ['gst', 'pst', 'hst', 'salesTax'];
export type TaxSlotValues<T> = Record<TaxSlot, T>;

/** The kind and label a slot has unless the region says otherwise (Quebec's pst slot holds QST). */
const SLOT_DEFAULTS: TaxSlotValues<{ kind: TaxKind; label: string }> = {
  gst: { kind: 'GST', label: 'GST' },
  pst: { kind: 'PST', label: 'PST' },
  hst: { kind: 'HST', label: 'HST' },
  salesTax: { kind: 'SALES_TAX', label: 'Sales Tax' },
};

/** One tax to apply: what `computeTax` takes. */
export interface TaxLineInput {
  kind: TaxKind;
  label: string;
  /** Parts per million, 0 to 1_000_000. */
  ratePpm: number;
}

/** The spec's fallback when nothing is configured or the older custom taxes cannot be read (§9). */
export const DEFAULT_TAX: Readonly<TaxLineInput> = Object.freeze({
  kind: 'TAX',
  label: 'Tax',
  ratePpm: 50_000,
});

export const PPM = 1_000_000;

// ---------- the table ----------

export type TaxCountry = 'Canada' | 'United States';
export const TAX_COUNTRIES: readonly TaxCountry[] = ['Canada', 'United States'];

/** A rate in force from `from` to `until`, both inclusive ("YYYY-MM-DD"); `null` is open-ended. */
export interface DatedRate {
  from: string | null;
  until: string | null;
  ratePpm: number;
}

export interface TaxComponent {
  slot: TaxSlot;
  kind: TaxKind;
  label: string;
  /** Oldest first, contiguous, the first open at the start and the last open at the end. */
  rates: readonly DatedRate[];
}

export interface TaxRegion {
  country: TaxCountry;
  region: string;
  /** The taxes charged there; empty where there is none (Alaska, Delaware). */
  taxes: readonly TaxComponent[];
  note?: string;
}

const always = (ratePpm: number): DatedRate[] => [{ from: null, until: null, ratePpm }];
/** A rate that changed once: `before` until the day before `changedOn`, `after` from `changedOn`. */
const changed = (before: number, changedOn: string, after: number): DatedRate[] => [
  { from: null, until: dayBefore(changedOn), ratePpm: before },
  { from: changedOn, until: null, ratePpm: after },
];
const tax = (slot: TaxSlot, rates: DatedRate[], kind = SLOT_DEFAULTS[slot].kind): TaxComponent => ({
  slot,
  kind,
  label: kind === 'SALES_TAX' ? SLOT_DEFAULTS.salesTax.label : kind,
  rates,
});
const GST = tax('gst', always(50_000));
const canada = (region: string, taxes: TaxComponent[], note?: string): TaxRegion => ({
  country: 'Canada',
  region,
  taxes,
  ...(note ? { note } : {}),
});
const state = (region: string, rates: DatedRate[] | null, note?: string): TaxRegion => ({
  country: 'United States',
  region,
  taxes: rates ? [tax('salesTax', rates)] : [],
  ...(note ? { note } : {}),
});

/*
 * Sources (rates as listed on them; table last reviewed 2026-11-23):
 * - Canada Revenue Agency, "Charge and collect the tax – Which rate to charge" (GST/HST rates, current and
 *   previous from 2008-01-01):
 *   https://www.canada.ca/en/revenue-agency/services/tax/businesses/topics/gst-hst-businesses/charge-collect-which-rate.html
 *   GST 5 % since 2008-01-01; Ontario HST 13 % since 2010-07-01; New Brunswick and Newfoundland and
 *   Labrador HST 13 % → 15 % on 2016-07-01; Prince Edward Island HST 14 % (from 2013-04-01) → 15 % on
 *   2016-10-01.
 * - Nova Scotia Finance and Treasury Board, announcement of the HST reduction from 15 % to 14 % (provincial
 *   part 10 % → 9 %) effective 2025-04-01, with the CRA transitional rules.
 * - Revenu Québec, QST rate 9.975 % (since 2013-01-01).
 * - Government of British Columbia, "PST" rates page: 7 % general rate (PST reinstated 2013-04-01).
 * - Manitoba Finance, Retail Sales Tax (RST): 8 % → 7 % on 2019-07-01. Reported here as PST.
 * - Saskatchewan Ministry of Finance, PST: 5 % → 6 % on 2017-03-23 (2017-18 budget, effective the day
 *   after budget day).
 * - US states, each department of revenue (state-level rate only; local taxes are added on top and are not
 *   modelled): Alabama Department of Revenue 4 %; Alaska has no state sales tax (boroughs and cities
 *   may levy one); California Department of Tax and Fee Administration 7.25 % statewide base rate (7.5 %
 *   from 2013-01-01 to 2016-12-31 under Proposition 30); Delaware Division of Revenue, no sales tax;
 *   Florida Department of Revenue 6 %; New York State Department of Taxation and Finance 4 % state rate
 *   (the 8 % here is the spec's combined state + local figure, see the note); Texas Comptroller 6.25 %.
 *
 * Coverage: the table is exact from 2016-01-01 on (the app's years are 2020 to 2030). The first period of
 * each rate is open at the start, so an earlier date gets that period's rate even where a rate or the
 * kind of tax differed before (for example British Columbia charged 12 % HST from 2010-07-01 to
 * 2013-03-31). Regions are listed alphabetically within each country: the first one is what the
 * settings screen resets to when the country changes (spec 03 §4).
 */
export const TAX_TABLE: readonly TaxRegion[] = [
  canada('Alberta', [GST]),
  canada('British Columbia', [GST, tax('pst', always(70_000))]),
  canada(
    'Manitoba',
    [GST, tax('pst', changed(80_000, '2019-07-01', 70_000))],
    en('Manitoba calls its provincial tax the Retail Sales Tax (RST); it is reported as PST.'),
  ),
  canada('New Brunswick', [tax('hst', changed(130_000, '2016-07-01', 150_000))]),
  canada('Newfoundland and Labrador', [tax('hst', changed(130_000, '2016-07-01', 150_000))]),
  canada('Northwest Territories', [GST]),
  canada('Nova Scotia', [tax('hst', changed(150_000, '2025-04-01', 140_000))]),
  canada('Nunavut', [GST]),
  canada('Ontario', [tax('hst', always(130_000))]),
  canada('Prince Edward Island', [tax('hst', changed(140_000, '2016-10-01', 150_000))]),
  canada(
    'Quebec',
    [GST, tax('pst', always(99_750), 'QST')],
    en("Quebec's QST is kept in the pst slot of the settings and reported as QST."),
  ),
  canada('Saskatchewan', [GST, tax('pst', changed(50_000, '2017-03-23', 60_000))]),
  canada('Yukon', [GST]),
  state('Alabama', always(40_000), en('State rate only; counties and cities add local sales tax.')),
  state('Alaska', null, en('No state sales tax; some boroughs and cities levy a local one.')),
  state(
    'California',
    changed(75_000, '2017-01-01', 72_500),
    en('Statewide base rate; district taxes may add.'),
  ),
  state('Delaware', null, en('No sales tax.')),
  state('Florida', always(60_000), en('State rate only; counties may add a discretionary surtax.')),
  state(
    'New York',
    always(80_000),
    en(
      "The spec's combined figure: 4 % state plus local tax (4 % in many counties; New York City is 8.875 %).",
    ),
  ),
  state('Texas', always(62_500), en('State rate only; local taxes may add up to 2 %.')),
];

export function isTaxCountry(country: string): country is TaxCountry {
  return (TAX_COUNTRIES as readonly string[]).includes(country);
}

/** The regions of a country in screen order (alphabetical); the first is the reset value. Unknown → []. */
export function regionsOf(country: string): string[] {
  return TAX_TABLE.filter((r) => r.country === country).map((r) => r.region);
}

/** The table entry for a country and region, or undefined when the pair is not in the table. */
export function findTaxRegion(country: string, region: string): TaxRegion | undefined {
  return TAX_TABLE.find((r) => r.country === country && r.region === region);
}

export const isRegionOf = (country: string, region: string): boolean =>
  findTaxRegion(country, region) !== undefined;

const DATE_PATTERN = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;

function checkDate(date: string): void {
  if (!DATE_PATTERN.test(date)) throw new RangeError(`Tax date must be YYYY-MM-DD, got "${date}"`);
}

function dayBefore(date: string): string {
  const [y, m, d] = date.split('-').map(Number);
  return new Date(Date.UTC(y!, m! - 1, d! - 1)).toISOString().slice(0, 10);
}

/** The rate of one component on a date ("YYYY-MM-DD" strings compare in date order); 0 if none covers it. */
export function rateOn(rates: readonly DatedRate[], date: string): number {
  checkDate(date);
  const hit = rates.find((r) => (r.from === null || r.from <= date) && (r.until === null || date <= r.until));
  return hit?.ratePpm ?? 0;
}

/** A tax that applies in a region, with the settings slot it sits in. */
export interface SlotTax extends TaxLineInput {
  slot: TaxSlot;
}

export interface RegionTaxRates {
  country: TaxCountry;
  region: string;
  date: string;
  /** Per slot, in ppm; 0 where that slot has no tax. */
  gst: number;
  pst: number;
  hst: number;
  salesTax: number;
  /** The sum of the four, in ppm. */
  total: number;
  /** The kinds that apply (rate above 0 on the date), in slot order: ['GST','PST'], ['GST','QST'], ['HST'], ['SALES_TAX'], []. */
  taxTypes: TaxKind[];
  /** True for every slot that has a tax there on the date (what the settings screen sets on a region change). */
  defaultEnabled: TaxSlotValues<boolean>;
  /** The taxes that apply, in slot order, ready for `computeTax`. */
  taxes: SlotTax[];
}

/** The table's rates for a region on a date ("YYYY-MM-DD"), or null when the country/region is unknown. */
export function taxRatesOn(country: string, region: string, date: string): RegionTaxRates | null {
  checkDate(date);
  const entry = findTaxRegion(country, region);
  if (!entry) return null;
  const rates: TaxSlotValues<number> = { gst: 0, pst: 0, hst: 0, salesTax: 0 };
  const defaultEnabled: TaxSlotValues<boolean> = { gst: false, pst: false, hst: false, salesTax: false };
  const taxes: SlotTax[] = [];
  for (const slot of TAX_SLOTS) {
    const component = entry.taxes.find((t) => t.slot === slot);
    const ratePpm = component ? rateOn(component.rates, date) : 0;
    if (!component || ratePpm === 0) continue;
    rates[slot] = ratePpm;
    defaultEnabled[slot] = true;
    taxes.push({ slot, kind: component.kind, label: component.label, ratePpm });
  }
  return {
    country: entry.country,
    region: entry.region,
    date,
    ...rates,
    total: rates.gst + rates.pst + rates.hst + rates.salesTax,
    taxTypes: taxes.map((t) => t.kind),
    defaultEnabled,
    taxes,
  };
}

/**
 * The table's taxes for a region on a date, keeping only the enabled slots (a slot left out of `enabled`
 * follows the region's `defaultEnabled`). Null when the country/region is unknown (the caller then uses
 * DEFAULT_TAX).
 */
export function taxesOn(
  country: string,
  region: string,
  date: string,
  enabled?: Partial<TaxSlotValues<boolean>>,
): SlotTax[] | null {
  const found = taxRatesOn(country, region, date);
  if (!found) return null;
  return found.taxes.filter((t) => enabled?.[t.slot] ?? true);
}

/**
 * The taxes from stored settings (rates in ppm per slot and the enable flags), named for the region:
 * Quebec's pst slot is QST, Manitoba's is PST. An unknown region gets the slot's own name. Disabled and
 * zero-rate slots are left out.
 */
export function taxesForSlots(
  country: string,
  region: string,
  rates: TaxSlotValues<number>,
  enabled: TaxSlotValues<boolean>,
): TaxLineInput[] {
  const entry = findTaxRegion(country, region);
  return TAX_SLOTS.flatMap((slot) => {
    const ratePpm = rates[slot];
    checkRate(ratePpm);
    if (!enabled[slot] || ratePpm === 0) return [];
    const component = entry?.taxes.find((t) => t.slot === slot);
    const { kind, label } = component ?? SLOT_DEFAULTS[slot];
    return [{ kind, label, ratePpm }];
  });
}

// ---------- rates as text ----------

const RATE_TEXT = /^(?:(0|1)(?:\.(\d{1,6}))?|\.(\d{1,6}))$/;

/**
 * A settings rate ("0.05", "0.09975", "1", ".5") as ppm, or null unless it is a number from 0 to 1 with at
 * most 6 decimals. A number is read through its shortest decimal text (0.09975 → "0.09975").
 */
export function parseRatePpm(value: string | number): number | null {
  const text = typeof value === 'number' ? (Number.isFinite(value) ? String(value) : '') : value.trim();
  const match = RATE_TEXT.exec(text);
  if (!match) return null;
  const whole = match[1] ?? '0';
  const fraction = (match[2] ?? match[3] ?? '').padEnd(6, '0');
  const ppm = Number(whole) * PPM + Number(fraction);
  return ppm <= PPM ? ppm : null;
}

/** Ppm as the settings' decimal text: 50_000 → "0.05", 99_750 → "0.09975", 0 → "0", 1_000_000 → "1". */
export function formatRatePpm(ppm: number): string {
  checkRate(ppm);
  if (ppm === PPM) return '1';
  if (ppm === 0) return '0';
  return `0.${String(ppm).padStart(6, '0').replace(/0+$/, '')}`;
}

/** Ppm as a percentage for people, without the sign: 50_000 → "5", 99_750 → "9.975", 72_500 → "7.25". */
export function formatRatePercent(ppm: number): string {
  checkRate(ppm);
  const whole = Math.floor(ppm / 10_000);
  const fraction = String(ppm % 10_000)
    .padStart(4, '0')
    .replace(/0+$/, '');
  return fraction ? `${whole}.${fraction}` : String(whole);
}

function checkRate(ppm: number): void {
  if (!Number.isInteger(ppm) || ppm < 0 || ppm > PPM) {
    throw new RangeError(`A tax rate must be a whole number of ppm from 0 to ${PPM}, got ${ppm}`);
  }
}

// ---------- arithmetic ----------

const BIG_PPM = BigInt(PPM);

/** n / d rounded half away from zero; d > 0. The one rounding rule for tax. */
export function roundDiv(n: bigint, d: bigint): bigint {
  if (d <= 0n) throw new RangeError('roundDiv needs a positive divisor');
  const q = n / d; // truncates toward zero
  const r = n % d; // carries the sign of n
  const twice = 2n * (r < 0n ? -r : r);
  if (twice < d) return q;
  return n < 0n ? q - 1n : q + 1n;
}

/**
 * `total` shared out in proportion to `weights`, one after the other, each share rounded by roundDiv
 * against what is left: the shares always add up to `total` (all 0 when the weights are).
 */
export function shareOut(total: bigint, weights: readonly bigint[]): bigint[] {
  let left = total;
  let weightLeft = weights.reduce((a, b) => a + b, 0n);
  return weights.map((weight) => {
    const share = weightLeft === 0n ? 0n : roundDiv(left * weight, weightLeft);
    left -= share;
    weightLeft -= weight;
    return share;
  });
}

/** A tax as screens and answers name it: kind, label and rate as a percentage ("9.975"). */
export const describeTax = (t: TaxLineInput) => ({
  kind: t.kind,
  label: t.label,
  ratePercent: formatRatePercent(t.ratePpm),
});

export interface TaxLine extends TaxLineInput {
  taxCents: number;
}

export interface TaxResult {
  netCents: number;
  taxCents: number;
  grossCents: number;
  /** One per input tax, in input order; they always add up to `taxCents`. */
  lines: TaxLine[];
}

/**
 * Tax on an amount of integer cents.
 *
 * - Exclusive (the amount is the net): each line is round(net × rate); gross = net + the lines.
 * - Inclusive (the amount is the gross, tax included): net = round(gross ÷ (1 + total rate)); the tax is
 *   gross − net, split across the lines in proportion to their rates: each line in turn gets
 *   round(tax still to split × its rate ÷ the rates still to split), so the last line takes the
 *   remainder, the lines add up exactly to the tax and none has the opposite sign to it.
 *
 * Rounding is half away from zero to the cent, in BigInt, so any safe integer amount is exact and a
 * negative amount (a refund) gives exactly the negated result. No taxes (or all at 0) → tax 0.
 */
export function computeTax(
  amountCents: number,
  taxes: readonly TaxLineInput[],
  options: { inclusive: boolean },
): TaxResult {
  if (!Number.isSafeInteger(amountCents)) {
    throw new RangeError(`An amount must be a whole number of cents, got ${amountCents}`);
  }
  for (const t of taxes) checkRate(t.ratePpm);
  const amount = BigInt(amountCents);
  const rates = taxes.map((t) => BigInt(t.ratePpm));

  let net: bigint;
  let amounts: bigint[];
  if (!options.inclusive) {
    net = amount;
    amounts = rates.map((rate) => roundDiv(net * rate, BIG_PPM));
  } else {
    net = roundDiv(amount * BIG_PPM, BIG_PPM + rates.reduce((a, b) => a + b, 0n));
    amounts = shareOut(amount - net, rates);
  }
  const taxTotal = amounts.reduce((a, b) => a + b, 0n);
  return {
    netCents: Number(net),
    taxCents: Number(taxTotal),
    grossCents: Number(net + taxTotal),
    lines: taxes.map((t, i) => ({
      kind: t.kind,
      label: t.label,
      ratePpm: t.ratePpm,
      taxCents: Number(amounts[i]!),
    })),
  };
}

// ---------- the older key set: custom_taxes ----------

/** One entry of the older `custom_taxes` key (spec 03 §3). */
export interface CustomTax {
  name: string;
  rate: number;
  isActive: boolean;
}

const KIND_BY_NAME: Record<string, TaxKind> = {
  GST: 'GST',
  PST: 'PST',
  RST: 'PST',
  QST: 'QST',
  TVQ: 'QST',
  HST: 'HST',
  'SALES TAX': 'SALES_TAX',
  SALES_TAX: 'SALES_TAX',
};

const DECIMAL = /^(\d+)(?:\.(\d+))?$/;

/**
 * A custom tax rate as ppm: above 1 it is a percentage (5 → 5 %, 9.975 → 9.975 %), otherwise a fraction
 * (0.05 → 5 %, 1 → 100 %). Rounded half away from zero to the ppm; null unless from 0 to 100 %.
 */
function customRatePpm(value: unknown): number | null {
  const text = typeof value === 'number' ? numberText(value) : value;
  if (typeof text !== 'string') return null;
  const match = DECIMAL.exec(text.trim());
  if (!match) return null;
  const digits = `${match[1]}${match[2] ?? ''}`;
  const decimals = (match[2] ?? '').length;
  const scaled = BigInt(digits); // value × 10^decimals
  const denominator = 10n ** BigInt(decimals);
  const isPercent = scaled > denominator;
  const ppm = roundDiv(scaled * (isPercent ? 10_000n : BIG_PPM), denominator);
  return ppm <= BIG_PPM ? Number(ppm) : null;
}

/** A number as the decimal it was written as (9.975 → "9.975"); one printed with an exponent (4e-7) in fixed form. */
function numberText(value: number): string {
  if (!Number.isFinite(value) || value < 0) return '';
  const text = String(value);
  return text.includes('e') ? value.toFixed(20) : text;
}

/**
 * The active taxes of the older `custom_taxes` text (a JSON array of {name, rate, isActive}), or null when
 * the text is missing, blank or cannot be read (then the caller uses DEFAULT_TAX, spec 03 §9).
 * A readable array whose entries are all inactive, or that is empty, means "no tax" and gives [].
 * Each entry needs a rate (number or numeric text; see `customRatePpm`); a missing isActive counts as
 * active; a name of GST, PST, RST, QST, HST or Sales Tax gives that kind, anything else the kind 'TAX'.
 * One unreadable entry makes the whole text unreadable.
 */
export function parseCustomTaxes(text: string | null | undefined): TaxLineInput[] | null {
  if (text == null || text.trim() === '') return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return null;
  }
  if (!Array.isArray(parsed)) return null;
  const lines: TaxLineInput[] = [];
  for (const item of parsed as unknown[]) {
    if (typeof item !== 'object' || item === null || Array.isArray(item)) return null;
    const { name, rate, isActive } = item as Record<string, unknown>;
    if (name !== undefined && typeof name !== 'string') return null;
    const ratePpm = customRatePpm(rate);
    if (ratePpm === null) return null;
    const active =
      isActive === undefined || isActive === true || isActive === 'true'
        ? true
        : isActive === false || isActive === 'false'
          ? false
          : null;
    if (active === null) return null;
    if (!active) continue;
    const label = name?.trim() || DEFAULT_TAX.label;
    lines.push({ kind: KIND_BY_NAME[label.toUpperCase()] ?? 'TAX', label, ratePpm });
  }
  return lines;
}

/**
 * The older `custom_taxes` text for a region on a date, so that key can be kept in step with the new
 * ones: every tax that applies there, rate as a fraction (0.05), active when its slot is enabled
 * (default: the region's `defaultEnabled`). "[]" where no tax applies; null for an unknown region.
 * `parseCustomTaxes` reads it back to the same lines (the enabled ones).
 */
export function customTaxesFor(
  country: string,
  region: string,
  date: string,
  enabled?: Partial<TaxSlotValues<boolean>>,
): string | null {
  const found = taxRatesOn(country, region, date);
  if (!found) return null;
  const entries: CustomTax[] = found.taxes.map((t) => ({
    name: t.label,
    rate: Number(formatRatePpm(t.ratePpm)),
    isActive: enabled?.[t.slot] ?? true,
  }));
  return JSON.stringify(entries);
}
