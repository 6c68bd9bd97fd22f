import { sql } from 'drizzle-orm';
import type { TStudioClock } from '../../../shared/schemas/clock';
import {
  checkSetting,
  isSettingKey,
  parseSettings,
  SETTING_DEFAULTS,
  SETTING_KEYS,
  SETTINGS_MESSAGES,
  type SettingKey,
  STUDENT_SETTING_KEYS,
  type StudioSettings,
  type TSetting,
  type TTaxesInForce,
} from '../../../shared/schemas/settings';
import { describeTax } from '../../../shared/tax';
import type { Db, Executor } from '../../db/client';
import { policies, settings } from '../../db/schema';
import { AppError } from '../../errors';
import { clockNow } from '../../kernel/clock';
import { clockForClients, type StudioNow, studioNowIn } from '../../kernel/studio-time';
import { recordAudit } from '../audit/audit.service';
import {
  checkTaxKeys,
  type StudioTaxes,
  studioTaxesOn,
  TAX_KEYS,
  taxKeysInStep,
  withLegacyTaxKeys,
} from './tax-settings';

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

/**
 * GET /api/settings: every key with its value in force (stored, else the spec's default). A student
 * receives only the keys students may read (how to pay, who the studio is, booking rules).
 */
export async function listSettings(
  db: Executor,
  { studentView }: { studentView: boolean },
): Promise<TSetting[]> {
  const typed = await getSettings(db);
  const keys = studentView ? STUDENT_SETTING_KEYS : SETTING_KEYS;
  return keys.map((key) => ({ key, value: String(typed[key]) }));
}

/**
 * POST /api/settings/bulk: the list is checked as a whole (unknown keys, each key's rule, the tax
 * keys together) and saved in one transaction, or nothing is saved. Derived keys are kept in step
 * (the older tax key set, the policy's cancellation hours); every changed key is audited.
 */
export async function saveSettings(
  db: Db,
  input: { key: string; value: string }[],
  who: { adminId: number; ip?: string },
): Promise<TSetting[]> {
  await db.transaction((tx) => applySettings(tx, input, who));
  return listSettings(db, { studentView: false });
}

/** The body of a settings save, inside the caller's transaction (the demo studio uses it too). */
export async function applySettings(
  tx: Executor,
  input: { key: string; value: string }[],
  who: { adminId: number | null; ip?: string },
): Promise<void> {
  const changes = new Map<SettingKey, string>();
  for (const { key, value } of input) {
    if (!isSettingKey(key)) throw new AppError('BAD_REQUEST', SETTINGS_MESSAGES.unknownKey(key));
    const checked = checkSetting(key, value);
    if (!checked.ok) throw new AppError('BAD_REQUEST', `${key}: ${checked.message}`);
    changes.set(key, checked.text);
  }
  // One writer at a time, so two concurrent saves cannot interleave into a mixed set.
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('studio.settings'))`);
  const stored = await readStoredSettings(tx);
  const read = withLegacyTaxKeys(stored);
  const next = new Map<string, string>(SETTING_KEYS.map((k) => [k, read.get(k) ?? SETTING_DEFAULTS[k]]));
  for (const [key, value] of changes) next.set(key, value);
  // A first save of the new tax keys keeps what the older ones said, not the defaults.
  if (TAX_KEYS.some((k) => changes.has(k))) {
    for (const key of TAX_KEYS)
      if (!stored.has(key) && read.has(key) && !changes.has(key)) changes.set(key, read.get(key)!);
  }
  checkTaxKeys(next, changes);
  const today = studioNowIn(parseSettings(next).timezone).today;
  for (const [key, value] of taxKeysInStep(next, changes, today)) {
    next.set(key, value);
    changes.set(key, value);
  }
  await writeSettings(tx, changes, stored, who);
  if (changes.has('cancellationDeadlineHours')) {
    await tx
      .update(policies)
      .set({ cancellationHours: Number(changes.get('cancellationDeadlineHours')), updatedAt: clockNow() });
  }
}

/** Upserts the changed keys and audits each one whose value changed: who, when, old and new. */
export async function writeSettings(
  tx: Executor,
  changes: ReadonlyMap<SettingKey, string>,
  stored: ReadonlyMap<string, string>,
  who: { adminId: number | null; ip?: string },
): Promise<void> {
  const rows = [...changes].filter(([key, value]) => stored.get(key) !== value);
  if (rows.length === 0) return;
  const now = clockNow();
  await tx
    .insert(settings)
    .values(rows.map(([key, value]) => ({ key, value, updatedAt: now, updatedByAdminId: who.adminId })))
    .onConflictDoUpdate({
      target: settings.key,
      set: {
        value: sql`excluded.value`,
        updatedAt: sql`excluded.updated_at`,
        updatedByAdminId: sql`excluded.updated_by_admin_id`,
      },
    });
  for (const [key, value] of rows) {
    const old = stored.get(key) ?? SETTING_DEFAULTS[key];
    // Storing a key at the value it already had in force (its default) changes nothing to audit.
    if (old === value) continue;
    await recordAudit(tx, {
      adminId: who.adminId,
      action: 'setting.update',
      entityType: 'setting',
      entityId: key,
      details: { key, old, new: value },
      ip: who.ip,
    });
  }
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
