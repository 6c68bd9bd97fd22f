import { getDisplayLocale } from './i18n/display-locale';
import { type Described, englishOf, msg } from './i18n/msg';

/**
 * The studio's policy texts follow its settings (issue 28: with a 72 h cut-off the refund policy still
 * said 24 hours). A text says `{{cancellation_hours}}` where the cut-off goes, and students read the
 * number in force; a text that writes another number of hours is flagged to the administrator.
 */
export const CANCELLATION_HOURS_TOKEN = '{{cancellation_hours}}';

const TOKEN = /\{\{\s*cancellation_?hours\s*\}\}/gi;

/** The default policies (spec 03 §9), which a studio keeps until it writes its own. */
export const DEFAULT_REFUND_POLICY =
  'Cancellations made less than {{cancellation_hours}} hours before a class are non-refundable. Cancel earlier and the class price comes back to you as a credit toward a future class.';
export const DEFAULT_CLASS_CHANGE_POLICY =
  'You may change one class per month free of charge, up to {{cancellation_hours}} hours before it starts. Further changes are treated as a cancellation and a new booking.';

/**
 * The defaults in French (issue 33). A studio's own text is shown as it wrote it; the defaults are
 * ours, so each reader gets them in their language. Not catalogue messages: the {{token}} is not ICU.
 */
const FRENCH_DEFAULTS: Readonly<Record<string, string>> = {
  [DEFAULT_REFUND_POLICY]:
    'Les annulations faites moins de {{cancellation_hours}} heures avant un cours ne sont pas remboursables. Annulez plus tôt et le prix du cours vous revient en crédit pour un prochain cours.',
  [DEFAULT_CLASS_CHANGE_POLICY]:
    'Vous pouvez changer un cours par mois sans frais, jusqu’à {{cancellation_hours}} heures avant son début. Les changements suivants sont traités comme une annulation suivie d’une nouvelle réservation.',
};

/** The text as students read it, with the cut-off in force; a default in the reader's language. */
export const renderPolicyText = (
  text: string,
  cancellationHours: number,
  locale = getDisplayLocale(),
): string =>
  (locale === 'fr-CA' ? (FRENCH_DEFAULTS[text] ?? text) : text).replace(TOKEN, String(cancellationHours));

/** Numbers of hours the text writes out that differ from the cut-off (24 in "less than 24 hours"). */
export function hoursOtherThanCutoff(text: string, cancellationHours: number): number[] {
  const written = [...text.replace(TOKEN, '').matchAll(/\b(\d{1,3})\s*(?:-\s*)?(?:hours?|hrs?|h)\b/gi)].map(
    (m) => Number(m[1]),
  );
  return [...new Set(written.filter((h) => h !== cancellationHours))];
}

/** What the policy editor says about such a text, or null: show it with tr() (src/client/i18n/tr.ts). */
export function cutoffMismatch(text: string, cancellationHours: number): Described | null {
  const other = hoursOtherThanCutoff(text, cancellationHours);
  if (other.length === 0) return null;
  // The hours the text writes, listed in the page's language ("24 hours and 48 hours").
  const french = getDisplayLocale() === 'fr-CA';
  const written = other.map((h) => (french ? `${h} heures` : `${h} hours`)).join(french ? ' et ' : ' and ');
  return msg(
    'This text says {written}, but the cancellation cut-off is {hours} hours. Write {token} where the cut-off goes and students always read the one in force.',
    { written, hours: cancellationHours, token: CANCELLATION_HOURS_TOKEN },
  );
}

/** The same warning in English (the unit tests, and anything that wants it as text). */
export function cutoffMismatchWarning(text: string, cancellationHours: number): string | null {
  const warning = cutoffMismatch(text, cancellationHours);
  return warning && englishOf(warning);
}
