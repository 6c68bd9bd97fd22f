import { escapeHtml } from '../../../shared/email-placeholders';
import type { Executor } from '../../db/client';
import { outboundEmails } from '../../db/schema';
import type { Jobs } from '../../jobs/jobs';
import type { SecretBox } from '../auth/secret-box';

/** Where a sealed secret goes in a stored body; replaced only at delivery time. */
export const SECRET_MARKER = '{{secret}}';

/** The delivery job's queue; its job carries the outbox row's id. */
export const DELIVER_EMAIL_JOB = 'email.deliver';
export const deliveryKey = (emailId: number) => `email-${emailId}`;

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
      .values({
        kind: email.kind,
        toEmail: email.toEmail,
        toName: email.toName ?? null,
        studentId: email.studentId ?? null,
        subject: email.subject,
        bodyText: email.bodyText,
        bodyHtml: email.bodyHtml ?? null,
        senderType: email.senderType ?? 'system',
        sentByAdminId: email.sentByAdminId ?? null,
        templateId: email.templateId ?? null,
        secretCiphertext: email.secret ? this.box.seal(email.secret) : null,
        relatedType: email.related?.type ?? null,
        relatedId: email.related?.id ?? null,
      })
      .returning({ id: outboundEmails.id });
    const id = row!.id;
    if (this.deliveryRunning) {
      await this.jobs!.send(DELIVER_EMAIL_JOB, { emailId: id }, { tx, singletonKey: deliveryKey(id) });
    }
    return id;
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
