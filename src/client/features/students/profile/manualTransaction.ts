import { studioInstantOf, studioNowInstant, studioToday } from '../../../lib/studioClock';

/** The spec's id for a payment or charge entered by hand: "manual-" and a timestamp (spec 02 §7). */
export const manualTransactionId = (now: number = Date.now()): string => `manual-${now}`;

/** The wall-clock time a payment dated another day is recorded at: midday, safe from any zone shift. */
const OTHER_DAY_TIME = '12:00';

/**
 * The instant sent for a payment dated `date` (a studio date). Today is now; another day is midday in
 * the studio, so the Payments tab shows the date that was picked (midnight UTC could show the day
 * before).
 */
export function paymentDateIso(date: string): string {
  if (date === studioToday()) return studioNowInstant().toISOString();
  return studioInstantOf(date, OTHER_DAY_TIME).toISOString();
}
