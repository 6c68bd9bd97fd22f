import { t } from '@lingui/core/macro';
import type { TStudentEmail } from '../../../../shared/schemas/email';
import { dateTimeLabel, sortTime } from './profileDates';

const PREVIEW_CHARS = 160;

export interface EmailHistoryItem {
  /** Sent and received e-mails come from different tables: their ids can meet. */
  key: string;
  direction: 'Sent' | 'Received';
  subject: string;
  preview: string;
  date: string;
  /** What is true of an outgoing message now ("Queued", "Sent", "Failed: …"); null for a received one. */
  status: string | null;
}

/** The first words of a body on one line, cut at a word with "…". */
export function bodyPreview(body: string, max = PREVIEW_CHARS): string {
  const text = body.replace(/\s+/g, ' ').trim();
  if (text.length <= max) return text;
  const cut = text.slice(0, max);
  const space = cut.lastIndexOf(' ');
  return `${(space > max / 2 ? cut.slice(0, space) : cut).trimEnd()}…`;
}

const whenOf = (email: TStudentEmail) => email.sentAt ?? email.createdAt;

/** A student's e-mails, newest first: direction, subject, body preview, date and, if outgoing, status. */
export function emailHistory(emails: readonly TStudentEmail[]): EmailHistoryItem[] {
  return [...emails]
    .sort((a, b) => sortTime(whenOf(b)) - sortTime(whenOf(a)) || b.id - a.id)
    .map((email) => ({
      key: `${email.direction}-${email.id}`,
      direction: email.direction === 'incoming' ? 'Received' : 'Sent',
      subject: email.subject.trim() || t`(no subject)`,
      preview: bodyPreview(email.body),
      date: dateTimeLabel(whenOf(email)),
      status: email.direction === 'outgoing' ? email.statusText : null,
    }));
}
