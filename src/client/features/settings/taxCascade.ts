/**
 * The Financial tab's tax cascade (spec 03 §4): changing the country resets the region to that
 * country's first region, and changing either sets the four rates and enabled flags from the dated tax
 * table for the given day. Rates are read-only: the screen only ever takes them from the table.
 */
import { t } from '@lingui/core/macro';
import type { SettingKey } from '../../../shared/schemas/settings';
import {
  findTaxRegion,
  formatRatePercent,
  parseRatePpm,
  regionsOf,
  TAX_SLOTS,
  type TaxSlot,
  taxRatesOn,
} from '../../../shared/tax';
import { SLOT_KEYS, SLOT_LABELS, type TaxKeyPatch, taxKeysFromTable } from '../../../shared/tax-keys';
import { tr } from '../../i18n/tr';

export { SLOT_KEYS, taxKeysFromTable };
export type SettingsPatch = TaxKeyPatch;
type TaxValues = Readonly<Partial<Record<SettingKey, string>>>;

/** A new country: its first region, and that region's rates and flags. */
export function changeCountry(country: string, date: string): SettingsPatch {
  const region = regionsOf(country)[0] ?? '';
  return { country, region, ...taxKeysFromTable(country, region, date) };
}

/** A new region of the current country: its rates and flags. */
export function changeRegion(country: string, region: string, date: string): SettingsPatch {
  return { region, ...taxKeysFromTable(country, region, date) };
}

export interface TaxRateRow {
  slot: TaxSlot;
  /** GST, PST, QST (Quebec's pst slot), HST or Sales Tax. */
  label: string;
  ratePpm: number;
  /** "GST 5%", "QST 9.975%". */
  text: string;
  enabledKey: SettingKey;
  enabled: boolean;
}

const ppmOf = (text: string | undefined): number => parseRatePpm(text ?? '') ?? 0;

/**
 * The taxes the screen lists, with the rates as saved in the form: for a region in the table, the taxes
 * it charges on the date; otherwise (an older, hand-written region) every slot with a rate above 0.
 */
export function taxRows(values: TaxValues, date: string): TaxRateRow[] {
  const country = values.country ?? '';
  const region = values.region ?? '';
  const entry = findTaxRegion(country, region);
  const inForce = taxRatesOn(country, region, date);
  const slots = inForce
    ? inForce.taxes.map((tax) => tax.slot)
    : TAX_SLOTS.filter((slot) => ppmOf(values[SLOT_KEYS[slot].rate]) > 0);
  return slots.map((slot) => {
    const label = tr(entry?.taxes.find((tax) => tax.slot === slot)?.label ?? SLOT_LABELS[slot]);
    const ratePpm = ppmOf(values[SLOT_KEYS[slot].rate]);
    const rate = formatRatePercent(ratePpm);
    return {
      slot,
      label,
      ratePpm,
      text: t`${label} ${rate}%`,
      enabledKey: SLOT_KEYS[slot].enabled,
      enabled: values[SLOT_KEYS[slot].enabled] === 'true',
    };
  });
}

/** The sum of the enabled rows as a percentage without the sign: "12", "14.975". */
export function enabledTotalPercent(rows: readonly TaxRateRow[]): string {
  return formatRatePercent(rows.filter((r) => r.enabled).reduce((sum, r) => sum + r.ratePpm, 0));
}

/**
 * Whether the saved rates differ from the table's for the date (a rate changed since they were set):
 * the screen then offers to take today's rates. False for a region not in the table.
 */
export function ratesOutOfDate(values: TaxValues, date: string): boolean {
  const found = taxRatesOn(values.country ?? '', values.region ?? '', date);
  if (!found) return false;
  return TAX_SLOTS.some((slot) => ppmOf(values[SLOT_KEYS[slot].rate]) !== found[slot]);
}
