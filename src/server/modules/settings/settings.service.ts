import { sql } from 'drizzle-orm';
import { msg } from '../../../shared/i18n/msg';
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
  settingText,
  type TSetting,
} from '../../../shared/schemas/settings';
import type { Db, Executor } from '../../db/client';
import { settings } from '../../db/schema';
import { AppError } from '../../errors';
import { recordAudit } from '../../kernel/audit';
import { getSettings, readStoredSettings } from '../../kernel/settings/read';
import { checkTaxKeys, TAX_KEYS, taxKeysInStep, withLegacyTaxKeys } from '../../kernel/settings/taxes';
import { clockNow } from '../../kernel/time/clock';
import { studioNowIn } from '../../kernel/time/studio-time';

/**
 * GET /api/settings: every key with its value in force (stored, else the spec's default). A student
 * receives only the keys students may read (how to pay, who the studio is, booking rules).
 */
export async function listSettings(
  db: Executor,
  { studentView }: { studentView: boolean },
): Promise<Partial<StudioSettings>> {
  const typed = await getSettings(db);
  const keys = studentView ? STUDENT_SETTING_KEYS : SETTING_KEYS;
  return Object.fromEntries(keys.map((key) => [key, typed[key]])) as Partial<StudioSettings>;
}

/** The spec's answer: each key with its value as the text it is stored as, in the keys' order. */
export const settingRows = (values: Partial<StudioSettings>): TSetting[] =>
  SETTING_KEYS.filter((key) => key in values).map((key) => ({ key, value: settingText(values[key]) }));

/**
 * POST /api/settings/bulk: the list is checked as a whole (unknown keys, each key's rule, the tax
 * keys together) and saved in one transaction, or nothing is saved. Derived keys are kept in step
 * (the older tax key set, the policy's cancellation hours); every changed key is audited.
 */
export async function saveSettings(
  db: Db,
  input: { key: string; value: string }[],
  who: { adminId: number; ip?: string },
): Promise<Partial<StudioSettings>> {
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
    // The rule's own message (English here) after the key it refuses.
    if (!checked.ok)
      throw new AppError('BAD_REQUEST', msg('{key}: {message}', { key, message: checked.message }));
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
