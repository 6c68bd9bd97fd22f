import { startOfMonth } from '../../../shared/dates';
import type { Executor } from '../../db/client';
import { getSettings } from '../../kernel/settings/read';
import { clockNow } from '../../kernel/time/clock';
import { studioInstant, studioWallClock } from '../../kernel/time/studio-time';
import type { DueTerms } from './allocation';

/** The studio's today, "YYYY-MM-DD" (what makes a class upcoming in the allocation's order). */
export async function studioToday(db: Executor, now: Date = clockNow()): Promise<string> {
  return studioWallClock((await getSettings(db)).timezone, now).date;
}

/** The studio's month so far, and the terms that give each charge its due date (allocation.ts). */
export async function studioPeriods(db: Executor, now: Date = clockNow()) {
  const settings = await getSettings(db);
  const today = studioWallClock(settings.timezone, now).date;
  const terms: DueTerms = {
    today,
    timeZone: settings.timezone,
    paymentDueDays: settings.paymentDueDays,
    billsMonthly: settings.autoInvoicing,
  };
  return {
    timeZone: settings.timezone,
    today,
    monthStart: studioInstant(settings.timezone, startOfMonth(today), '00:00'),
    terms,
  };
}
