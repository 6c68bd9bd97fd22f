import { eq, inArray } from 'drizzle-orm';
import { CANCEL_CUTOFF_HOURS, DEFAULT_TIMEZONE, INVOICE_DUE_DAYS } from '../../../shared/constants';
import { addDays, zonedNow, zonedOffsetMinutes } from '../../../shared/dates';
import type { TStudioClock } from '../../../shared/schemas/clock';
import {
  isOn,
  PAYMENT_SETTING_DEFAULTS,
  PAYMENT_SETTING_KEYS,
  SETTING_DEFAULTS,
  type TSetting,
} from '../../../shared/schemas/settings';
import type { Executor } from '../../db/client';
import { settings } from '../../db/schema';

export function isValidTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-CA', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

/** The studio's timezone (settings key `timezone`); an unset or unknown zone is the default. */
export async function getStudioTimezone(db: Executor): Promise<string> {
  const [row] = await db
    .select({ value: settings.value })
    .from(settings)
    .where(eq(settings.key, 'timezone'))
    .limit(1);
  const zone = row?.value.trim();
  return zone && isValidTimeZone(zone) ? zone : DEFAULT_TIMEZONE;
}

export interface StudioClock {
  timeZone: string;
  /** Today's date in the studio, "YYYY-MM-DD". */
  today: string;
  tomorrow: string;
}

export async function studioClock(db: Executor, now: Date = new Date()): Promise<StudioClock> {
  const timeZone = await getStudioTimezone(db);
  const today = zonedNow(timeZone, now).date;
  return { timeZone, today, tomorrow: addDays(today, 1) };
}

/** What browsers use for "today" and "has this class started", so they agree with the server. */
export async function studioClockForClients(db: Executor, now: Date = new Date()): Promise<TStudioClock> {
  const { timeZone, today } = await studioClock(db, now);
  return { timeZone, today, offsetMinutes: zonedOffsetMinutes(timeZone, now) };
}

/** Stored settings as a map, optionally only some keys: one query. */
export async function readSettings(db: Executor, keys?: readonly string[]): Promise<Map<string, string>> {
  const rows = await db
    .select({ key: settings.key, value: settings.value })
    .from(settings)
    .where(keys ? inArray(settings.key, [...keys]) : undefined);
  return new Map(rows.map((r) => [r.key, r.value]));
}

/**
 * The settings list. A student reads only how to pay and whether booking needs credits, with the
 * defaults filled in; an administrator reads every stored row over the defaults.
 */
export async function listSettings(
  db: Executor,
  { studentView }: { studentView: boolean },
): Promise<TSetting[]> {
  if (studentView) {
    const stored = await readSettings(db, PAYMENT_SETTING_KEYS);
    return PAYMENT_SETTING_KEYS.map((key) => ({
      key,
      value: stored.get(key) ?? PAYMENT_SETTING_DEFAULTS[key],
    }));
  }
  const stored = await readSettings(db);
  const merged = new Map<string, string>(Object.entries(SETTING_DEFAULTS));
  for (const [key, value] of [...stored].sort(([a], [b]) => a.localeCompare(b))) merged.set(key, value);
  return [...merged].map(([key, value]) => ({ key, value }));
}

export interface BookingPolicy {
  paymentMethod: 'invoice' | 'prepayment';
  requirePaymentBeforeBooking: boolean;
  cancelCutoffHours: number;
  paymentDueDays: number;
  timeZone: string;
}

const POLICY_KEYS = [
  'payment_method',
  'require_payment_before_booking',
  'cancellationDeadlineHours',
  'paymentDueDays',
  'timezone',
] as const;

/** A whole number within bounds, else the fallback (settings are free text). */
function boundedInt(value: string | undefined, min: number, max: number, fallback: number): number {
  const n = value !== undefined && /^\s*\d+\s*$/.test(value) ? Number(value) : Number.NaN;
  return Number.isInteger(n) && n >= min && n <= max ? n : fallback;
}

/** The rules booking reads from settings (spec 03 §9 bounds); anything unreadable is the default. */
export function policyFromSettings(stored: Map<string, string>): BookingPolicy {
  const zone = stored.get('timezone')?.trim();
  return {
    paymentMethod: stored.get('payment_method')?.trim() === 'prepayment' ? 'prepayment' : 'invoice',
    requirePaymentBeforeBooking: isOn(stored.get('require_payment_before_booking')?.trim()),
    cancelCutoffHours: boundedInt(stored.get('cancellationDeadlineHours'), 1, 168, CANCEL_CUTOFF_HOURS),
    paymentDueDays: boundedInt(stored.get('paymentDueDays'), 1, 90, INVOICE_DUE_DAYS),
    timeZone: zone && isValidTimeZone(zone) ? zone : DEFAULT_TIMEZONE,
  };
}

export async function bookingPolicy(db: Executor): Promise<BookingPolicy> {
  return policyFromSettings(await readSettings(db, POLICY_KEYS));
}

/** Prepayment: a student's credits must cover the price, and the booking uses them. */
export const requiresPrepayment = (policy: BookingPolicy): boolean =>
  policy.paymentMethod === 'prepayment' && policy.requirePaymentBeforeBooking;
