import { type SQL, sql } from 'drizzle-orm';
import { escapeHtml } from '../../shared/email-placeholders';
import type { Executor } from '../db/client';
import { outboundEmails } from '../db/schema';
import type { Jobs } from '../jobs/jobs';
import type { SecretBox } from './secret-box';
import { clockNow } from './time/clock';

/** Where a sealed secret goes in a stored body; replaced only at delivery time. */
export const SECRET_MARKER = '{{secret}}';

/** The delivery job's queue; its job carries the outbox row's id. */
export const DELIVER_EMAIL_JOB = 'email.deliver';
export const deliveryKey = (emailId: number) => `email-${emailId}`;

/**
 * A message's delivery job (one waiting per message: its singleton key), inside `tx` when given so it
 * exists only if that transaction commits.
 */
export const sendDeliveryJob = (jobs: Jobs, emailId: number, tx?: Executor) =>
  jobs.send(DELIVER_EMAIL_JOB, { emailId }, { tx, singletonKey: deliveryKey(emailId) });

export interface QueuedEmail {
  kind: string;
  toEmail: string;
  toName?: string | null;
  studentId?: number | null;
  subject: string;
  bodyText: string;
  bodyHtml?: string | null;
  senderType?: 'system' | 'admin';
  sentByAdminId?: number | null;
  templateId?: number | null;
  /** A value (temporary password, reset link) that the body refers to as {{secret}}. */
  secret?: string;
  /** What it is about, so the thing can follow its delivery (a cancellation's notificationSent). */
  related?: { type: 'class_instance'; id: number };
}

/**
 * The outbox: a message is written in the caller's transaction together with its delivery job, so it
 * is sent if and only if the change that caused it commits. Without a mail server (no SMTP_URL) the
 * message stays queued, and Sent Emails says why.
 */
export class Outbox {
  private jobs: Jobs | null = null;

  constructor(
    readonly box: SecretBox,
    /** Whether SMTP_URL is set: without it nothing can be delivered. */
    readonly canDeliver: boolean,
  ) {}

  /** Called when background jobs start (not in API tests that run without them). */
  attach(jobs: Jobs | null): void {
    this.jobs = jobs;
  }

  get deliveryRunning(): boolean {
    return this.jobs !== null && this.canDeliver;
  }

  async queue(tx: Executor, email: QueuedEmail): Promise<number> {
    const [row] = await tx
      .insert(outboundEmails)
      .values(this.rowOf(email))
      .returning({ id: outboundEmails.id });
    const id = row!.id;
    if (this.deliveryRunning) await sendDeliveryJob(this.jobs!, id, tx);
    return id;
  }

  /**
   * The message's outbox row as the body of a statement's CTE: inserted once for each row of `source`
   * (an earlier CTE of the same statement), so it exists if and only if the change it reports was
   * made. Its delivery job is not part of the statement: the caller sends it with `deliver` after the
   * commit, and the minute sweep gives it one if the instance stops in between.
   */
  queuedFrom(source: string, email: QueuedEmail): SQL {
    const row = this.rowOf(email);
    return sql`insert into ${outboundEmails} (kind, to_email, to_name, student_id, subject, body_text,
        body_html, sender_type, sent_by_admin_id, template_id, secret_ciphertext, related_type, related_id,
        created_at)
      select ${row.kind}, ${row.toEmail}, ${row.toName}, ${row.studentId}::int, ${row.subject},
        ${row.bodyText}, ${row.bodyHtml}, ${row.senderType}, ${row.sentByAdminId}::int,
        ${row.templateId}::int, ${row.secretCiphertext}, ${row.relatedType}, ${row.relatedId}::int,
        ${clockNow().toISOString()}::timestamptz
      from ${sql.identifier(source)}
      returning id`;
  }

  /** Sends the delivery job of a message queued by `queuedFrom`, once its statement has committed. */
  async deliver(emailId: number): Promise<void> {
    if (this.deliveryRunning) await sendDeliveryJob(this.jobs!, emailId);
  }

  private rowOf(email: QueuedEmail) {
    return {
      kind: email.kind,
      toEmail: email.toEmail,
      toName: email.toName ?? null,
      studentId: email.studentId ?? null,
      subject: email.subject,
      bodyText: email.bodyText,
      bodyHtml: email.bodyHtml ?? null,
      senderType: email.senderType ?? ('system' as const),
      sentByAdminId: email.sentByAdminId ?? null,
      templateId: email.templateId ?? null,
      secretCiphertext: email.secret ? this.box.seal(email.secret) : null,
      relatedType: email.related?.type ?? null,
      relatedId: email.related?.id ?? null,
    };
  }
}

/**
 * Fills {{secret}} for delivery, HTML-escaped in an HTML body (a password may hold `&` or `<`). The
 * caller erases secretCiphertext once the message is sent.
 */
export function revealBody(
  body: string,
  sealed: string | null,
  box: SecretBox,
  format: 'text' | 'html' = 'text',
): string {
  if (!sealed) return body;
  const secret = box.open(sealed);
  return body.split(SECRET_MARKER).join(format === 'html' ? escapeHtml(secret) : secret);
}
