import { createHash } from 'node:crypto';
import { type AddressObject, simpleParser } from 'mailparser';
import { clockNow } from '../../../kernel/time/clock';
import { htmlToText, sanitizeEmailHtml } from '../../../mail/html-body';
import { INBOX_MESSAGES } from './messages';

/** A message larger than this is skipped: a payment notification is a few kilobytes. */
export const MAX_MESSAGE_BYTES = 10 * 1024 * 1024;
/** Header fields are cut to this many characters: enough for any honest subject or name. */
const MAX_HEADER_CHARS = 1000;

/** A message read from the mailbox, ready to store. */
export interface ParsedIncoming {
  messageId: string;
  fromEmail: string;
  fromName: string | null;
  toEmail: string | null;
  subject: string;
  bodyText: string;
  /** Sanitised, remote content removed. */
  bodyHtml: string | null;
  attachments: { filename: string; size: number }[];
  receivedAt: Date;
  rawSource: Buffer;
}

export type ParseOutcome = { ok: true; message: ParsedIncoming } | { ok: false; reason: string };

// PostgreSQL text cannot hold NUL; a hostile message may carry them anywhere.
const clean = (text: string): string => text.replace(/\0/g, '');
const header = (text: string): string => clean(text).replace(/\s+/g, ' ').trim().slice(0, MAX_HEADER_CHARS);

const validDate = (date: Date | undefined) => (date && !Number.isNaN(date.getTime()) ? date : null);

const addresses = (field: AddressObject | AddressObject[] | undefined) =>
  (Array.isArray(field) ? field : field ? [field] : []).flatMap((group) => group.value);

/**
 * The stored form of one message: sender, recipients, subject, text and sanitised HTML bodies, the
 * attachments' names and sizes, and the source itself. A message without a Message-ID gets one made
 * from its bytes, so the same message read again is still recognised. Never throws: what cannot be
 * read is a reason to skip it.
 */
export async function parseMessage(source: Buffer, receivedAt: Date | null): Promise<ParseOutcome> {
  if (source.length > MAX_MESSAGE_BYTES) {
    return { ok: false, reason: INBOX_MESSAGES.tooLarge(source.length, MAX_MESSAGE_BYTES) };
  }
  let parsed: Awaited<ReturnType<typeof simpleParser>>;
  try {
    parsed = await simpleParser(source, {
      skipHtmlToText: true,
      skipImageLinks: true,
      skipTextToHtml: true,
      skipTextLinks: true,
    });
  } catch (error) {
    return { ok: false, reason: INBOX_MESSAGES.malformed((error as Error).message || 'unreadable') };
  }
  const sender = addresses(parsed.from).find((a) => a.address?.includes('@'));
  if (!sender?.address) return { ok: false, reason: INBOX_MESSAGES.malformed('no sender address') };
  const html =
    typeof parsed.html === 'string' ? sanitizeEmailHtml(clean(parsed.html), { remoteContent: false }) : null;
  const to = addresses(parsed.to)
    .map((a) => a.address)
    .filter((a): a is string => Boolean(a));
  const messageId = parsed.messageId
    ? header(parsed.messageId)
    : `<sha256.${createHash('sha256').update(source).digest('hex')}@studio.invalid>`;
  return {
    ok: true,
    message: {
      messageId,
      fromEmail: header(sender.address),
      fromName: sender.name ? header(sender.name) || null : null,
      toEmail: to.length ? header(to.join(', ')) : null,
      subject: header(parsed.subject ?? ''),
      // Without a text part, the text is the sanitised HTML's: what the administrator can see.
      bodyText: (parsed.text ? clean(parsed.text) : html ? htmlToText(html) : '').trim(),
      bodyHtml: html,
      attachments: parsed.attachments
        .filter((a) => !a.related || a.filename)
        .map((a) => ({ filename: header(a.filename ?? 'attachment'), size: a.size })),
      receivedAt: receivedAt ?? validDate(parsed.date) ?? clockNow(),
      rawSource: source,
    },
  };
}
