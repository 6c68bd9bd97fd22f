import { t } from '@lingui/core/macro';
import type { z } from 'zod';
import type { ZBulkEmailItem } from '../../../../shared/schemas/payment-emails';

export type BulkEmail = z.input<typeof ZBulkEmailItem>;

export type BulkInputCheck = { ok: true; emails: BulkEmail[] } | { ok: false; problem: string };

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const filled = (value: unknown): value is string => typeof value === 'string' && value.trim() !== '';

/**
 * Bulk mode's pasted text (spec 03 §5 "Email parsing (bulk)"): a JSON array of notifications, each with
 * content and senderEmail, an optional subject and receivedDate. What is not that never reaches the
 * server; the server checks the rest (lengths, the date's format, at most 200).
 */
export function checkBulkInput(text: string): BulkInputCheck {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return {
      ok: false,
      problem: t`The text is not valid JSON. Paste a JSON array of objects, each with "content" and "senderEmail".`,
    };
  }
  if (!Array.isArray(parsed))
    return { ok: false, problem: t`Paste a JSON array of objects, each with "content" and "senderEmail".` };
  if (parsed.length === 0) return { ok: false, problem: t`The array is empty.` };
  const emails: BulkEmail[] = [];
  for (const [index, item] of parsed.entries()) {
    const number = index + 1;
    if (!isRecord(item))
      return {
        ok: false,
        problem: t`Item ${number} is not an object. Paste a JSON array of objects, each with "content" and "senderEmail".`,
      };
    if (!filled(item.content) || !filled(item.senderEmail))
      return { ok: false, problem: t`Item ${number} needs both "content" and "senderEmail".` };
    if (item.subject !== undefined && typeof item.subject !== 'string')
      return { ok: false, problem: t`Item ${number}: "subject" must be text.` };
    if (item.receivedDate !== undefined && typeof item.receivedDate !== 'string')
      return { ok: false, problem: t`Item ${number}: "receivedDate" must be a date and time as text.` };
    emails.push({
      content: item.content,
      senderEmail: item.senderEmail,
      subject: item.subject ?? '',
      ...(item.receivedDate ? { receivedDate: item.receivedDate } : {}),
    });
  }
  return { ok: true, emails };
}
