import { eq } from 'drizzle-orm';
import { DEFAULT_TIMEZONE } from '../../../shared/constants';
import { addDays, zonedNow } from '../../../shared/dates';
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
