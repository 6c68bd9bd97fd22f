/**
 * The studio's policy texts follow its settings (issue 28: with a 72 h cut-off the refund policy still
 * said 24 hours). A text says `{{cancellation_hours}}` where the cut-off goes, and students read the
 * number in force; a text that writes another number of hours is flagged to the administrator.
 */
export const CANCELLATION_HOURS_TOKEN = '{{cancellation_hours}}';

const TOKEN = /\{\{\s*cancellation_?hours\s*\}\}/gi;

/** The text as students read it, with the cut-off in force. */
export const renderPolicyText = (text: string, cancellationHours: number): string =>
  text.replace(TOKEN, String(cancellationHours));

/** Numbers of hours the text writes out that differ from the cut-off (24 in "less than 24 hours"). */
export function hoursOtherThanCutoff(text: string, cancellationHours: number): number[] {
  const written = [...text.replace(TOKEN, '').matchAll(/\b(\d{1,3})\s*(?:-\s*)?(?:hours?|hrs?|h)\b/gi)].map(
    (m) => Number(m[1]),
  );
  return [...new Set(written.filter((h) => h !== cancellationHours))];
}

/** What the policy editor says about such a text, or null. */
export function cutoffMismatchWarning(text: string, cancellationHours: number): string | null {
  const other = hoursOtherThanCutoff(text, cancellationHours);
  if (other.length === 0) return null;
  const written = other.map((h) => `${h} hours`).join(' and ');
  return `This text says ${written}, but the cancellation cut-off is ${cancellationHours} hours. Write ${CANCELLATION_HOURS_TOKEN} where the cut-off goes and students always read the one in force.`;
}
