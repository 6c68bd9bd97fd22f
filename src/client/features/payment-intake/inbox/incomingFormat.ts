import { i18n } from '@lingui/core';
import { plural, t } from '@lingui/core/macro';

/** "Jo Park <jo@example.com>", or the address alone when the sender gave no name. */
export const senderLabel = (email: { from: string; fromName: string | null }): string =>
  email.fromName?.trim() ? `${email.fromName.trim()} <${email.from}>` : email.from;

/** What the list shows first: the sender's name, else the address. */
export const senderName = (email: { from: string; fromName: string | null }): string =>
  email.fromName?.trim() || email.from;

/** The subject of a reply: "Re: " once, however many replies came before. */
export function replySubject(subject: string): string {
  const rest = subject.trim().replace(/^((re|aw|sv)\s*:\s*)+/i, '');
  return `Re: ${rest}`.trimEnd();
}

/** An attachment's size for people: "512 bytes", "1.5 KB", "12 MB". */
export function fileSize(bytes: number): string {
  if (bytes < 1024) return plural(bytes, { one: '# byte', other: '# bytes' });
  let value = bytes / 1024;
  let unit = 0;
  while (value >= 1024 && unit < 2) {
    value /= 1024;
    unit += 1;
  }
  const shown = value < 10 ? Math.round(value * 10) / 10 : Math.round(value);
  const size = new Intl.NumberFormat(i18n.locale, { useGrouping: false, maximumFractionDigits: 1 }).format(
    shown,
  );
  if (unit === 0) return t`${size} KB`;
  if (unit === 1) return t`${size} MB`;
  return t`${size} GB`;
}

/** "1 attachment", "3 attachments". */
export const attachmentCount = (n: number): string =>
  plural(n, { one: '# attachment', other: '# attachments' });
