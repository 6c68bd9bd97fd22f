import { formatDate, formatTime, zonedNow } from '../../shared/dates';

/** "Nov 22, 2026 7:30 PM" in the studio's timezone, from an ISO instant. */
export function formatInstant(iso: string, timeZone: string): string {
  const { date, time } = zonedNow(timeZone, new Date(iso));
  return `${formatDate(date)} ${formatTime(time)}`;
}
