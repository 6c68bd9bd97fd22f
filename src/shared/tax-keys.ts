/**
 * How the tax table maps onto the settings keys (spec 03 §3): each slot's rate and enabled keys, the
 * key sets, and what a country or region brings with it (spec 03 §4). The Settings screen and the
 * server's save both use it, so the screen shows what the save will store.
 */

import { en } from './i18n/msg';
import type { SettingKey } from './schemas/settings';
import { formatRatePpm, TAX_SLOTS, type TaxSlot, taxRatesOn } from './tax';

/** The settings keys of each tax slot. */
export const SLOT_KEYS: Record<TaxSlot, { rate: SettingKey; enabled: SettingKey }> = {
  gst: { rate: 'gstRate', enabled: 'enableGst' },
  pst: { rate: 'pstRate', enabled: 'enablePst' },
  hst: { rate: 'hstRate', enabled: 'enableHst' },
  salesTax: { rate: 'salesTaxRate', enabled: 'enableSalesTax' },
};

/** A slot's name where the region does not give one (Quebec's pst slot is QST). */
export const SLOT_LABELS: Record<TaxSlot, string> = {
  gst: en('GST'),
  pst: en('PST'),
  hst: en('HST'),
  salesTax: en('Sales Tax'),
};

/** The key set the app writes. */
export const TAX_KEYS = [
  'country',
  'region',
  'gstRate',
  'pstRate',
  'hstRate',
  'salesTaxRate',
  'enableGst',
  'enablePst',
  'enableHst',
  'enableSalesTax',
  'taxInclusive',
] as const satisfies readonly SettingKey[];

/** The older key set, read when the new one was never saved and rewritten to match it. */
export const LEGACY_TAX_KEYS = [
  'custom_taxes',
  'tax_country',
  'tax_region',
  'include_tax_in_prices',
] as const satisfies readonly SettingKey[];

export type TaxKeyPatch = Partial<Record<SettingKey, string>>;

/**
 * The rates (and, unless `withFlags` is false, the enabled flags) the table gives a region on a date,
 * as settings text; {} when the region is not in the table.
 */
export function taxKeysFromTable(
  country: string,
  region: string,
  date: string,
  withFlags = true,
): TaxKeyPatch {
  const found = taxRatesOn(country, region, date);
  if (!found) return {};
  const patch: TaxKeyPatch = {};
  for (const slot of TAX_SLOTS) {
    patch[SLOT_KEYS[slot].rate] = formatRatePpm(found[slot]);
    if (withFlags) patch[SLOT_KEYS[slot].enabled] = String(found.defaultEnabled[slot]);
  }
  return patch;
}
