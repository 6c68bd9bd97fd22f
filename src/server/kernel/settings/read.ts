import { sql } from 'drizzle-orm';
import type { TStudioClock } from '../../../shared/schemas/clock';
import { parseSettings, type StudioSettings, type TTaxesInForce } from '../../../shared/schemas/settings';
import { describeTax } from '../../../shared/tax';
import type { Executor } from '../../db/client';
import { settings } from '../../db/schema';
import { clockNow } from '../time/clock';
import { clockForClients, type StudioNow, studioNowIn } from '../time/studio-time';
import { type StudioTaxes, studioTaxesOn, withLegacyTaxKeys } from './taxes';

/**
 * The stored settings rows as one JSON text column, for a statement that reads them beside other
 * things (a booking's pre-read); storedSettingsOf turns the column back into readStoredSettings' map.
 */
export const storedSettingsColumn = sql<string>`(select coalesce(json_object_agg(${settings.key}, ${settings.value}), '{}')::text from ${settings})`;

export const storedSettingsOf = (column: string): Map<string, string> =>
  new Map(Object.entries(JSON.parse(column) as Record<string, string>));

/** Stored settings rows as a map: one query. */
export async function readStoredSettings(db: Executor): Promise<Map<string, string>> {
  const rows = await db.select({ key: settings.key, value: settings.value }).from(settings);
  return new Map(rows.map((r) => [r.key, r.value]));
}

/** The studio's settings as one typed object: the only way the server reads a setting. */
export async function getSettings(db: Executor): Promise<StudioSettings> {
  return parseSettings(withLegacyTaxKeys(await readStoredSettings(db)));
}

export type StudioClock = StudioNow;

/** The studio's date and time now (or at `at`), in the studio's zone from its settings. */
export async function studioClock(db: Executor, at: Date = clockNow()): Promise<StudioClock> {
  return studioNowIn((await getSettings(db)).timezone, at);
}

/** What browsers use for "today", "this month" and instants' dates, so they agree with the server. */
export async function studioClockForClients(db: Executor, at: Date = clockNow()): Promise<TStudioClock> {
  return clockForClients((await getSettings(db)).timezone, at);
}

/** The taxes in force on a studio date (today by default), from whichever tax key set is stored. */
export async function getStudioTaxes(db: Executor, date?: string): Promise<StudioTaxes> {
  return (await getSettingsAndTaxes(db, date)).taxes;
}

/** The taxes charged today, as the Settings screen names them, and which settings they come from. */
export async function taxesInForce(db: Executor): Promise<TTaxesInForce> {
  const tax = await getStudioTaxes(db);
  return { source: tax.source, inclusive: tax.inclusive, lines: tax.taxes.map(describeTax) };
}

/** The typed settings and the taxes in force, from one read (a booking needs both). */
export async function getSettingsAndTaxes(
  db: Executor,
  date?: string,
): Promise<{ settings: StudioSettings; taxes: StudioTaxes }> {
  return settingsAndTaxesFrom(await readStoredSettings(db), date);
}

/** The typed settings and the taxes in force, from stored settings rows read elsewhere. */
export function settingsAndTaxesFrom(
  stored: Map<string, string>,
  date?: string,
): { settings: StudioSettings; taxes: StudioTaxes } {
  const settings = parseSettings(withLegacyTaxKeys(stored));
  const taxes = studioTaxesOn(settings, new Set(stored.keys()), date ?? studioNowIn(settings.timezone).today);
  return { settings, taxes };
}
