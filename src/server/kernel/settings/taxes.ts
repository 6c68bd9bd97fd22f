/**
 * The tax settings: the two key sets of spec 03 §3 read as one, and kept in step on every save
 * (docs/decisions/003-settings-registry-and-tax-keys.md).
 */

import { msg } from '../../../shared/i18n/msg';
import type { SettingKey, StudioSettings } from '../../../shared/schemas/settings';
import {
  customTaxesFor,
  DEFAULT_TAX,
  findTaxRegion,
  formatRatePpm,
  isTaxCountry,
  parseCustomTaxes,
  parseRatePpm,
  TAX_SLOTS,
  type TaxLineInput,
  type TaxSlot,
  type TaxSlotValues,
  taxesForSlots,
  taxesOn,
} from '../../../shared/tax';
import {
  LEGACY_TAX_KEYS,
  SLOT_KEYS,
  SLOT_LABELS,
  TAX_KEYS,
  taxKeysFromTable,
} from '../../../shared/tax-keys';
import { AppError } from '../../errors';

export { LEGACY_TAX_KEYS, TAX_KEYS };

const isOnText = (v: string | undefined) => v === 'true';

/** A save that names a country and region must name a pair from the tax table (spec 03 §9). */
export function checkTaxKeys(
  next: ReadonlyMap<string, string>,
  changes: ReadonlyMap<SettingKey, string>,
): void {
  if (!changes.has('country') && !changes.has('region')) return;
  const country = next.get('country') ?? '';
  const region = next.get('region') ?? '';
  if (!isTaxCountry(country))
    throw new AppError('BAD_REQUEST', msg('country: {country} is not a supported country', { country }));
  if (!findTaxRegion(country, region)) {
    throw new AppError(
      'BAD_REQUEST',
      msg('region: {region} is not a state or province of {country}', { region, country }),
    );
  }
}

/**
 * The keys a save must also write so both key sets say the same thing. When the new keys change:
 * the rates follow the table for today (they are read-only), a new country or region brings its
 * default enable flags unless the save sets them, and the older keys are rewritten from the new.
 * When only the older keys change (an older client): they are translated into the new keys.
 */
export function taxKeysInStep(
  next: ReadonlyMap<string, string>,
  changes: ReadonlyMap<SettingKey, string>,
  today: string,
): Map<SettingKey, string> {
  const out = new Map<SettingKey, string>();
  const touchedNew = TAX_KEYS.some((k) => changes.has(k));
  const touchedLegacy = LEGACY_TAX_KEYS.some((k) => changes.has(k));
  if (!touchedNew && !touchedLegacy) return out;
  const value = (k: SettingKey) => out.get(k) ?? next.get(k) ?? '';

  if (!touchedNew) translateLegacy(next, out);

  // Rates always follow the table; a new country or region brings its flags unless the save sets them.
  const regionChanged = changes.has('country') || changes.has('region');
  const fromTable = taxKeysFromTable(value('country'), value('region'), today, regionChanged);
  for (const [key, text] of Object.entries(fromTable) as [SettingKey, string][]) {
    if (!changes.has(key) || key.endsWith('Rate')) out.set(key, text);
  }
  const enabled = Object.fromEntries(
    TAX_SLOTS.map((s) => [s, isOnText(value(SLOT_KEYS[s].enabled))]),
  ) as TaxSlotValues<boolean>;
  out.set('tax_country', value('country'));
  out.set('tax_region', value('region'));
  out.set('include_tax_in_prices', value('taxInclusive'));
  out.set(
    'custom_taxes',
    customTaxesFor(value('country'), value('region'), today, enabled) ?? customTaxesText(value, enabled),
  );
  return out;
}

/**
 * The stored rows as the app reads them: while a studio has only the older tax keys (it never saved
 * the new ones), the new keys read as their translation, so the screen shows its real taxes and a
 * first save builds on them instead of on the defaults.
 */
export function withLegacyTaxKeys(stored: ReadonlyMap<string, string>): Map<string, string> {
  const filled = new Map(stored);
  if (TAX_KEYS.some((k) => stored.has(k)) || !LEGACY_TAX_KEYS.some((k) => stored.has(k))) return filled;
  const translated = new Map<SettingKey, string>();
  translateLegacy(stored, translated);
  for (const [key, value] of translated) filled.set(key, value);
  return filled;
}

/** The older keys as the new ones: country, region, prices-include-tax, and each custom tax in its slot. */
function translateLegacy(next: ReadonlyMap<string, string>, out: Map<SettingKey, string>): void {
  const country = next.get('tax_country') ?? '';
  const region = next.get('tax_region') ?? '';
  if (country) out.set('country', country);
  if (region) out.set('region', region);
  out.set('taxInclusive', String(isOnText(next.get('include_tax_in_prices'))));
  const lines = parseCustomTaxes(next.get('custom_taxes'));
  if (!lines) return;
  const ppm: TaxSlotValues<number> = { gst: 0, pst: 0, hst: 0, salesTax: 0 };
  for (const line of lines) ppm[slotOf(line)] += line.ratePpm;
  for (const slot of TAX_SLOTS) {
    out.set(SLOT_KEYS[slot].rate, formatRatePpm(Math.min(ppm[slot], 1_000_000)));
    out.set(SLOT_KEYS[slot].enabled, String(ppm[slot] > 0));
  }
}

const slotOf = (line: TaxLineInput): TaxSlot =>
  line.kind === 'GST'
    ? 'gst'
    : line.kind === 'PST' || line.kind === 'QST'
      ? 'pst'
      : line.kind === 'HST'
        ? 'hst'
        : 'salesTax';

/** The older custom_taxes text from the stored rates, for a region the table does not know. */
function customTaxesText(value: (k: SettingKey) => string, enabled: TaxSlotValues<boolean>): string {
  const rates = ratesOf(value);
  return JSON.stringify(
    TAX_SLOTS.filter((slot) => rates[slot] > 0).map((slot) => ({
      name: SLOT_LABELS[slot],
      rate: Number(formatRatePpm(rates[slot])),
      isActive: enabled[slot],
    })),
  );
}

const ratesOf = (value: (k: SettingKey) => string): TaxSlotValues<number> =>
  Object.fromEntries(
    TAX_SLOTS.map((s) => [s, parseRatePpm(value(SLOT_KEYS[s].rate)) ?? 0]),
  ) as TaxSlotValues<number>;

export interface StudioTaxes {
  /** Prices include tax (the net is found by dividing), or tax is added on top. */
  inclusive: boolean;
  /** The taxes that apply, each reported on its own line (GST, PST, QST, HST, sales tax). */
  taxes: TaxLineInput[];
  /** Which settings they came from. */
  source: 'settings' | 'legacy' | 'default';
}

/**
 * The taxes in force on a date. The new key set once the studio has saved any of it: a table region
 * uses the table's rate on that date (a past period keeps its past rate), another region its stored
 * rates. Else the older key set. Else the spec's default: 5 % named "Tax" (spec 03 §9).
 */
export function studioTaxesOn(s: StudioSettings, stored: ReadonlySet<string>, date: string): StudioTaxes {
  const enabled: TaxSlotValues<boolean> = {
    gst: s.enableGst,
    pst: s.enablePst,
    hst: s.enableHst,
    salesTax: s.enableSalesTax,
  };
  if (TAX_KEYS.some((k) => stored.has(k))) {
    const fromTable = taxesOn(s.country, s.region, date, enabled);
    const taxes =
      fromTable ??
      taxesForSlots(
        s.country,
        s.region,
        ratesOf((k) => String(s[k])),
        enabled,
      );
    return { inclusive: s.taxInclusive, taxes, source: 'settings' };
  }
  if (LEGACY_TAX_KEYS.some((k) => stored.has(k))) {
    return {
      inclusive: s.include_tax_in_prices === 'true',
      taxes: parseCustomTaxes(s.custom_taxes) ?? [{ ...DEFAULT_TAX }],
      source: 'legacy',
    };
  }
  return { inclusive: s.taxInclusive, taxes: [{ ...DEFAULT_TAX }], source: 'default' };
}
