/**
 * Sent Emails (spec 03 §2.6, §7 GET /api/sent-emails) and a student's e-mails (spec 02 §7): what the
 * outbox holds, with its true status. A sealed secret is never read here: bodies show the {{secret}}
 * marker as •••••• (the secret itself is encrypted until delivery, then erased).
 */
import { and, count, desc, eq, ilike, inArray, or, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import { emailStatusText } from '../../../shared/email-status';
import {
  EMAIL_MESSAGES,
  type TSentEmail,
  type TSentEmailDetail,
  type TSentEmailPage,
  type TSentStatus,
  type TStudentEmail,
  type ZSentEmailListInput,
} from '../../../shared/schemas/email';
import type { Executor } from '../../db/client';
import { containsPattern } from '../../db/like';
import { incomingEmails, outboundEmails } from '../../db/schema';
import { AppError } from '../../errors';
import { SECRET_MARKER } from '../../kernel/outbox';
import { sanitizeEmailHtml } from '../../mail/html-body';
import { studentFacts } from './placeholder-values';

type ListInput = z.output<typeof ZSentEmailListInput>;

export const MASKED_SECRET = '••••••';
/** The stored body as it may be shown: the sealed secret's place masked. */
export const maskSecret = (body: string): string => body.split(SECRET_MARKER).join(MASKED_SECRET);

/** Every column a list shows; never the bodies' secret (not selected at all). */
const summaryColumns = {
  id: outboundEmails.id,
  kind: outboundEmails.kind,
  subject: outboundEmails.subject,
  toEmail: outboundEmails.toEmail,
  toName: outboundEmails.toName,
  studentId: outboundEmails.studentId,
  templateId: outboundEmails.templateId,
  senderType: outboundEmails.senderType,
  status: outboundEmails.status,
  attempts: outboundEmails.attempts,
  lastError: outboundEmails.lastError,
  sentAt: outboundEmails.sentAt,
  createdAt: outboundEmails.createdAt,
};
type SummaryRow = Pick<typeof outboundEmails.$inferSelect, keyof typeof summaryColumns>;

function toSentEmail(row: SummaryRow, configured: boolean): TSentEmail {
  return {
    id: row.id,
    kind: row.kind,
    subject: maskSecret(row.subject),
    to: row.toEmail,
    toName: row.toName,
    studentId: row.studentId,
    templateId: row.templateId,
    senderType: row.senderType,
    status: row.status,
    statusText: emailStatusText(row, configured),
    attempts: row.attempts,
    lastError: row.lastError,
    sentAt: row.sentAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}

export async function listSentEmails(
  db: Executor,
  input: ListInput,
  configured: boolean,
): Promise<TSentEmailPage> {
  const conditions: (SQL | undefined)[] = [
    input.status === 'all' ? undefined : eq(outboundEmails.status, input.status),
    input.studentId === undefined ? undefined : eq(outboundEmails.studentId, input.studentId),
    input.ids ? inArray(outboundEmails.id, input.ids) : undefined,
  ];
  if (input.search) {
    const pattern = containsPattern(input.search);
    conditions.push(
      or(
        ilike(outboundEmails.toEmail, pattern),
        ilike(outboundEmails.toName, pattern),
        ilike(outboundEmails.subject, pattern),
      ),
    );
  }
  const where = and(...conditions);
  const [rows, [total]] = await Promise.all([
    db
      .select(summaryColumns)
      .from(outboundEmails)
      .where(where)
      .orderBy(desc(outboundEmails.createdAt), desc(outboundEmails.id))
      .limit(input.pageSize)
      .offset(input.page * input.pageSize),
    db.select({ n: count() }).from(outboundEmails).where(where),
  ]);
  return {
    rows: rows.map((r) => toSentEmail(r, configured)),
    total: Number(total?.n ?? 0),
    page: input.page,
    pageSize: input.pageSize,
    mailConfigured: configured,
  };
}

/** One message exactly as it was (or will be) sent, with the secret masked and the HTML sanitised. */
export async function sentEmailDetail(
  db: Executor,
  id: number,
  configured: boolean,
  from: string | null,
): Promise<TSentEmailDetail> {
  const [row] = await db
    .select({
      ...summaryColumns,
      bodyText: outboundEmails.bodyText,
      bodyHtml: outboundEmails.bodyHtml,
      providerMessageId: outboundEmails.providerMessageId,
      fromHeader: outboundEmails.fromHeader,
    })
    .from(outboundEmails)
    .where(eq(outboundEmails.id, id))
    .limit(1);
  if (!row) throw new AppError('NOT_FOUND', EMAIL_MESSAGES.emailNotFound);
  return {
    ...toSentEmail(row, configured),
    // What it went out with once sent; before that, what it will go out with.
    from: row.fromHeader ?? from,
    bodyText: maskSecret(row.bodyText),
    bodyHtml: row.bodyHtml === null ? null : sanitizeEmailHtml(maskSecret(row.bodyHtml)),
    providerMessageId: row.providerMessageId,
  };
}

/** Where a batch of messages stands now (the results of a bulk send, followed until done). */
export async function sentEmailStatuses(
  db: Executor,
  ids: number[],
  configured: boolean,
): Promise<TSentStatus> {
  const rows = await db
    .select(summaryColumns)
    .from(outboundEmails)
    .where(inArray(outboundEmails.id, ids))
    .orderBy(outboundEmails.id);
  const counts = { queued: 0, sending: 0, sent: 0, failed: 0 };
  for (const r of rows) if (r.status in counts) counts[r.status as keyof typeof counts]++;
  return {
    rows: rows.map((r) => {
      const e = toSentEmail(r, configured);
      return {
        id: e.id,
        status: e.status,
        statusText: e.statusText,
        sentAt: e.sentAt,
        lastError: e.lastError,
      };
    }),
    counts,
  };
}

/**
 * GET /api/emails/student/{id}: the student's e-mails, newest first: what the studio sent them
 * (outgoing) and, once the inbox reads mail, what they sent (incoming).
 */
export async function studentEmails(
  db: Executor,
  studentId: number,
  configured: boolean,
  from: string | null,
  limit = 200,
): Promise<TStudentEmail[]> {
  if (!(await studentFacts(db, studentId))) throw new AppError('NOT_FOUND', EMAIL_MESSAGES.studentNotFound);
  const [sent, received] = await Promise.all([
    db
      .select({ ...summaryColumns, bodyText: outboundEmails.bodyText })
      .from(outboundEmails)
      .where(eq(outboundEmails.studentId, studentId))
      .orderBy(desc(outboundEmails.createdAt), desc(outboundEmails.id))
      .limit(limit),
    db
      // What the tab shows: never the raw source (up to 10 MB a message).
      .select({
        id: incomingEmails.id,
        subject: incomingEmails.subject,
        bodyText: incomingEmails.bodyText,
        fromEmail: incomingEmails.fromEmail,
        toEmail: incomingEmails.toEmail,
        receivedAt: incomingEmails.receivedAt,
        createdAt: incomingEmails.createdAt,
      })
      .from(incomingEmails)
      .where(and(eq(incomingEmails.studentId, studentId), eq(incomingEmails.isArchived, false)))
      .orderBy(desc(incomingEmails.receivedAt), desc(incomingEmails.id))
      .limit(limit),
  ]);
  const outgoing: TStudentEmail[] = sent.map((r) => ({
    id: r.id,
    direction: 'outgoing',
    subject: maskSecret(r.subject),
    body: maskSecret(r.bodyText),
    fromEmail: from,
    toEmail: r.toEmail,
    status: r.status,
    statusText: emailStatusText(r, configured),
    sentAt: r.sentAt?.toISOString() ?? null,
    createdAt: r.createdAt.toISOString(),
  }));
  const incoming: TStudentEmail[] = received.map((r) => ({
    id: r.id,
    direction: 'incoming',
    subject: r.subject,
    body: r.bodyText,
    fromEmail: r.fromEmail,
    toEmail: r.toEmail,
    status: null,
    statusText: 'Received',
    sentAt: r.receivedAt.toISOString(),
    createdAt: r.createdAt.toISOString(),
  }));
  return [...outgoing, ...incoming]
    .sort((a, b) => (b.sentAt ?? b.createdAt).localeCompare(a.sentAt ?? a.createdAt))
    .slice(0, limit);
}
