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

const UNITS = ['KB', 'MB', 'GB'] as const;

/** An attachment's size for people: "512 bytes", "1.5 KB", "12 MB". */
export function fileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} byte${bytes === 1 ? '' : 's'}`;
  let value = bytes / 1024;
  let unit = 0;
  while (value >= 1024 && unit < UNITS.length - 1) {
    value /= 1024;
    unit += 1;
  }
  const shown = value < 10 ? Math.round(value * 10) / 10 : Math.round(value);
  return `${shown} ${UNITS[unit]}`;
}

/** "1 attachment", "3 attachments". */
export const attachmentCount = (n: number): string => `${n} attachment${n === 1 ? '' : 's'}`;
