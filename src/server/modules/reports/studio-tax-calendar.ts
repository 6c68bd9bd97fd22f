import { parseSettings, type StudioSettings } from '../../../shared/schemas/settings';
import type { Executor } from '../../db/client';
import { readStoredSettings } from '../settings/settings.service';
import { type StudioTaxes, studioTaxesOn, withLegacyTaxKeys } from '../settings/tax-settings';

export interface StudioTaxCalendar {
  settings: StudioSettings;
  /** The studio's taxes in force on a studio day, as `getStudioTaxes(db, day)` gives them. */
  on: (day: string) => StudioTaxes;
}

/**
 * The settings read once and the taxes of any day from them: a report asks for hundreds of days, and
 * `getStudioTaxes` would read the settings table for each.
 */
export async function studioTaxCalendar(db: Executor): Promise<StudioTaxCalendar> {
  const stored = await readStoredSettings(db);
  const settings = parseSettings(withLegacyTaxKeys(stored));
  const keys = new Set(stored.keys());
  const memo = new Map<string, StudioTaxes>();
  return {
    settings,
    on: (day) => {
      let taxes = memo.get(day);
      if (!taxes) {
        taxes = studioTaxesOn(settings, keys, day);
        memo.set(day, taxes);
      }
      return taxes;
    },
  };
}
