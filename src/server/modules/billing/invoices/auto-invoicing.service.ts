import { addDays, endOfMonth } from '../../../../shared/dates';
import type { Db } from '../../../db/client';
import { getSettings } from '../../../kernel/settings/read';
import { clockNow } from '../../../kernel/time/clock';
import { studioWallClock } from '../../../kernel/time/studio-time';
import { billMonth } from './generate.service';

const previousMonth = (day: string) => addDays(`${day.slice(0, 7)}-01`, -1).slice(0, 7);

/**
 * Which months the auto-invoicing run bills now, by `invoiceTiming` (decision 007):
 * - start_of_month: on the 1st, last month;
 * - end_of_month: on the month's last day, this month;
 * - 5min_after_booking / 1hr_after_booking: this month's bill follows the bookings (every run, or
 *   once an hour), and on the 1st last month's bill takes its final charges.
 */
export function monthsToBill(timing: string, now: { date: string; time: string }): string[] {
  const { date, time } = now;
  const firstDay = date.endsWith('-01');
  switch (timing) {
    case 'start_of_month':
      return firstDay ? [previousMonth(date)] : [];
    case 'end_of_month':
      return date === endOfMonth(date) ? [date.slice(0, 7)] : [];
    case '1hr_after_booking':
      if (Number(time.slice(3, 5)) >= 5) return [];
      return firstDay ? [previousMonth(date), date.slice(0, 7)] : [date.slice(0, 7)];
    default:
      return firstDay ? [previousMonth(date), date.slice(0, 7)] : [date.slice(0, 7)];
  }
}

/** The auto-invoicing run (every 5 minutes): bills the months `monthsToBill` names when `autoInvoicing` is on. */
export async function runAutoInvoicing(db: Db, now: Date = clockNow()) {
  const settings = await getSettings(db);
  if (!settings.autoInvoicing) return { billed: 0, months: [] as string[] };
  const months = monthsToBill(settings.invoiceTiming, studioWallClock(settings.timezone, now));
  let billed = 0;
  for (const period of months) {
    billed += (await billMonth({ db, adminId: null, ip: 'system' }, period)).length;
  }
  return { billed, months };
}
