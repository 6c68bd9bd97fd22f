import { parseSettings, type StudioSettings } from '../../../shared/schemas/settings';
import type { Executor } from '../../db/client';
import { studioDateOf } from '../time/studio-time';
import { readStoredSettings } from './read';
import { type StudioTaxes, studioTaxesOn, withLegacyTaxKeys } from './taxes';

export interface StudioTaxCalendar {
  settings: StudioSettings;
  /** The studio's taxes in force on a studio day, as `getStudioTaxes(db, day)` gives them. */
  on: (day: string) => StudioTaxes;
  /** The taxes in force at an instant: on its studio day. */
  at: (instant: Date) => StudioTaxes;
}

/**
 * The settings read once and the taxes of any day from them: a report or a run of charges asks for
 * many days, and `getStudioTaxes` would read the settings table for each.
 */
export async function studioTaxCalendar(db: Executor): Promise<StudioTaxCalendar> {
  const stored = await readStoredSettings(db);
  const settings = parseSettings(withLegacyTaxKeys(stored));
  const keys = new Set(stored.keys());
  const memo = new Map<string, StudioTaxes>();
  const on = (day: string) => {
    let taxes = memo.get(day);
    if (!taxes) {
      taxes = studioTaxesOn(settings, keys, day);
      memo.set(day, taxes);
    }
    return taxes;
  };
  return { settings, on, at: (instant) => on(studioDateOf(settings.timezone, instant)) };
}
