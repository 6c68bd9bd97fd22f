import { formatDate, formatTime, zonedNow } from '../../../shared/dates';

/** "Nov 22, 2026 7:30 PM" in the studio's timezone, from an ISO instant. */
export function formatInstant(iso: string, timeZone: string): string {
  const { date, time } = zonedNow(timeZone, new Date(iso));
  return `${formatDate(date)} ${formatTime(time)}`;
}

/** "Configured (smtp.example.com:587)" or "Not configured — set SMTP_URL". */
export function connectionText(configured: boolean, server: string | null, envVar: string): string {
  if (!configured) return `Not configured — set ${envVar}`;
  return server ? `Configured (${server})` : 'Configured';
}
