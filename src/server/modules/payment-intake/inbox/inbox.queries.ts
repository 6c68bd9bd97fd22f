import { and, count, desc, eq, ilike, isNotNull, or, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import {
  INCOMING_PREVIEW_LENGTH,
  type TIncomingEmail,
  type TIncomingEmailDetail,
  type TIncomingPage,
  type ZIncomingListInput,
} from '../../../../shared/schemas/inbox';
import type { Executor } from '../../../db/client';
import { containsPattern } from '../../../db/like';
import { incomingEmails, students } from '../../../db/schema';
import { AppError } from '../../../errors';
import { sanitizeEmailHtml } from '../../../mail/html-body';
import { INBOX_MESSAGES } from './messages';
import { incomingPaymentOf } from './payment-summary';

type ListInput = z.output<typeof ZIncomingListInput>;

/**
 * The list's columns: the start of the body only, never the whole body or the raw source; the payment
 * state (a small jsonb) is mapped in TypeScript.
 */
const summaryColumns = {
  id: incomingEmails.id,
  subject: incomingEmails.subject,
  fromEmail: incomingEmails.fromEmail,
  fromName: incomingEmails.fromName,
  // Whitespace runs count as one character in the preview: read a little more than it shows.
  bodyStart: sql<string>`left(${incomingEmails.bodyText}, ${INCOMING_PREVIEW_LENGTH * 4})`,
  receivedAt: incomingEmails.receivedAt,
  isRead: incomingEmails.isRead,
  studentId: incomingEmails.studentId,
  studentName: students.name,
  attachments: incomingEmails.attachments,
  parsedPayment: incomingEmails.parsedPayment,
  paymentId: incomingEmails.paymentId,
};
interface SummaryRow {
  id: number;
  subject: string;
  fromEmail: string;
  fromName: string | null;
  bodyStart: string | null;
  receivedAt: Date;
  isRead: boolean;
  studentId: number | null;
  studentName: string | null;
  attachments: { filename: string; size: number }[];
  parsedPayment: unknown;
  paymentId: number | null;
}

export const previewOf = (text: string): string =>
  text.replace(/\s+/g, ' ').trim().slice(0, INCOMING_PREVIEW_LENGTH);

function toIncomingEmail(row: SummaryRow): TIncomingEmail {
  return {
    id: row.id,
    subject: row.subject,
    from: row.fromEmail,
    fromName: row.fromName,
    preview: previewOf(row.bodyStart ?? ''),
    receivedAt: row.receivedAt.toISOString(),
    isRead: row.isRead,
    isFromStudent: row.studentId !== null,
    studentId: row.studentId,
    studentName: row.studentId === null ? null : row.studentName,
    attachments: row.attachments,
    payment: incomingPaymentOf(row.parsedPayment, row.paymentId),
  };
}

const notArchived = eq(incomingEmails.isArchived, false);

/** Incoming Emails: newest first, archived left out, filtered, searched and paged on the server. */
export async function listIncoming(db: Executor, input: ListInput): Promise<TIncomingPage> {
  const conditions: (SQL | undefined)[] = [
    notArchived,
    input.filter === 'unread' ? eq(incomingEmails.isRead, false) : undefined,
    input.filter === 'students' ? isNotNull(incomingEmails.studentId) : undefined,
  ];
  if (input.search) {
    const pattern = containsPattern(input.search);
    conditions.push(
      or(
        ilike(incomingEmails.fromEmail, pattern),
        ilike(incomingEmails.fromName, pattern),
        ilike(incomingEmails.subject, pattern),
        ilike(incomingEmails.bodyText, pattern),
        ilike(students.name, pattern),
      ),
    );
  }
  const where = and(...conditions);
  const [rows, [matching], [counts]] = await Promise.all([
    db
      .select(summaryColumns)
      .from(incomingEmails)
      .leftJoin(students, eq(students.id, incomingEmails.studentId))
      .where(where)
      .orderBy(desc(incomingEmails.receivedAt), desc(incomingEmails.id))
      .limit(input.pageSize)
      .offset(input.page * input.pageSize),
    db
      .select({ n: count() })
      .from(incomingEmails)
      .leftJoin(students, eq(students.id, incomingEmails.studentId))
      .where(where),
    db
      .select({
        total: count(),
        unread: sql<number>`count(*) filter (where not ${incomingEmails.isRead})`.mapWith(Number),
        fromStudents: sql<number>`count(${incomingEmails.studentId})`.mapWith(Number),
      })
      .from(incomingEmails)
      .where(notArchived),
  ]);
  return {
    rows: rows.map(toIncomingEmail),
    total: Number(matching?.n ?? 0),
    page: input.page,
    pageSize: input.pageSize,
    counts: {
      total: Number(counts?.total ?? 0),
      unread: counts?.unread ?? 0,
      fromStudents: counts?.fromStudents ?? 0,
    },
  };
}

/** One message, archived or not: its whole text body and its HTML body sanitised once more. */
export async function incomingDetail(db: Executor, id: number): Promise<TIncomingEmailDetail> {
  const [row] = await db
    .select({
      ...summaryColumns,
      bodyText: incomingEmails.bodyText,
      bodyHtml: incomingEmails.bodyHtml,
      toEmail: incomingEmails.toEmail,
    })
    .from(incomingEmails)
    .leftJoin(students, eq(students.id, incomingEmails.studentId))
    .where(eq(incomingEmails.id, id))
    .limit(1);
  if (!row) throw new AppError('NOT_FOUND', INBOX_MESSAGES.emailNotFound);
  return {
    ...toIncomingEmail(row),
    body: row.bodyText,
    // Stored sanitised; sanitised again so a stricter rule today also covers what was stored before.
    bodyHtml: row.bodyHtml === null ? null : sanitizeEmailHtml(row.bodyHtml, { remoteContent: false }),
    to: row.toEmail,
  };
}

/** The list row of one message (the answer of read and archive). */
export async function incomingSummary(db: Executor, id: number): Promise<TIncomingEmail> {
  const [row] = await db
    .select(summaryColumns)
    .from(incomingEmails)
    .leftJoin(students, eq(students.id, incomingEmails.studentId))
    .where(eq(incomingEmails.id, id))
    .limit(1);
  if (!row) throw new AppError('NOT_FOUND', INBOX_MESSAGES.emailNotFound);
  return toIncomingEmail(row);
}
