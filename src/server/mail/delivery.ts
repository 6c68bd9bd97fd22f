import { and, asc, eq, inArray, lt, or, sql } from 'drizzle-orm';
import nodemailer, { type Transporter } from 'nodemailer';
import type { AppConfig } from '../config';
import type { Db } from '../db/client';
import { outboundEmails } from '../db/schema';
import { defineJob, type JobAttempt, type Jobs } from '../jobs/jobs';
import { DELIVER_EMAIL_JOB, revealBody, sendDeliveryJob } from '../kernel/outbox';
import type { SecretBox } from '../kernel/secret-box';
import { getSettings } from '../kernel/settings/read';
import { clockNow } from '../kernel/time/clock';

export const SWEEP_OUTBOX_JOB = 'email.sweep';
const DELIVERY_EXPIRY_SECONDS = 120;
const staleBefore = () => new Date(Date.now() - DELIVERY_EXPIRY_SECONDS * 1000);

/** How an SMTP answer or a network error is treated: 5xx is final, anything else is tried again. */
export function isPermanentFailure(error: unknown): boolean {
  const code = (error as { responseCode?: unknown })?.responseCode;
  return typeof code === 'number' && code >= 500 && code < 600;
}

/** The server's answer as Sent Emails shows it: "550 5.1.1 No such user", or the network error. */
export function failureText(error: unknown): string {
  const e = error as { response?: unknown; responseCode?: unknown; code?: unknown; message?: unknown };
  if (typeof e?.response === 'string' && e.response) return e.response.slice(0, 500);
  const message = typeof e?.message === 'string' ? e.message : String(error);
  return (typeof e?.code === 'string' ? `${e.code}: ${message}` : message).slice(0, 500);
}

export interface DeliveryDeps {
  db: Db;
  box: SecretBox;
  transport: Transporter;
  /** SMTP_FROM, else the studio's business e-mail. */
  from: string | undefined;
  /** Extra headers for one message, worked out when it is sent (a reminder's List-Unsubscribe). */
  headersFor?: (email: typeof outboundEmails.$inferSelect) => Record<string, string>;
  /**
   * Why a message's secret (a temporary password, a reset link) no longer works, or null: asked just
   * before sending, so no e-mail leaves with a secret that was replaced or used meanwhile.
   */
  secretNoLongerWorks?: (email: {
    kind: string;
    studentId: number | null;
    secretCiphertext: string;
  }) => Promise<string | null>;
}

/** An SMTP transport for SMTP_URL: `smtps://` is TLS from the start, `smtp://` upgrades with STARTTLS. */
export function smtpTransport(config: AppConfig): Transporter | null {
  if (!config.SMTP_URL) return null;
  const url = new URL(config.SMTP_URL);
  // Timeouts short enough that a dead server fails the try (and it is retried) instead of hanging it.
  url.searchParams.set('connectionTimeout', '15000');
  url.searchParams.set('greetingTimeout', '15000');
  return nodemailer.createTransport(url.toString());
}

/**
 * Sends one outbox message. It is claimed first (queued → sending), so a message already sent is never
 * sent again; the secret is filled in only now and erased from the stored copy once the message is sent
 * or has finally failed. A 5xx answer fails the message at once; anything else is thrown so the job is
 * tried again with backoff, and the last try marks it failed with the server's answer.
 */
export async function deliverEmail(deps: DeliveryDeps, emailId: number, attempt: JobAttempt): Promise<void> {
  const { db } = deps;
  const [email] = await db
    .update(outboundEmails)
    .set({ status: 'sending', sendingSince: new Date(), attempts: sql`${outboundEmails.attempts} + 1` })
    .where(
      and(
        eq(outboundEmails.id, emailId),
        or(
          eq(outboundEmails.status, 'queued'),
          // A try that outlived the job's expiry died with its instance: this one takes over.
          and(eq(outboundEmails.status, 'sending'), lt(outboundEmails.sendingSince, staleBefore())),
        ),
      ),
    )
    .returning();
  if (!email) return;
  const stale =
    email.secretCiphertext && deps.secretNoLongerWorks
      ? await deps.secretNoLongerWorks({ ...email, secretCiphertext: email.secretCiphertext })
      : null;
  if (stale) {
    // Kept, not failed: nothing went wrong with the mail, the message just must not go.
    await db
      .update(outboundEmails)
      .set({ status: 'kept', lastError: stale, secretCiphertext: null })
      .where(eq(outboundEmails.id, emailId));
    return;
  }
  const settings = await getSettings(db);
  // SMTP_FROM may be a bare address (named after the studio) or a whole "Name <address>".
  const fromAddress = deps.from ?? (settings.businessEmail || 'noreply@localhost');
  const fromHeader = fromAddress.includes('<')
    ? fromAddress
    : `"${settings.businessName.replace(/["\\\r\n]/g, '')}" <${fromAddress}>`;
  try {
    const info = await deps.transport.sendMail({
      from: fromHeader,
      to: email.toName ? { name: email.toName, address: email.toEmail } : email.toEmail,
      replyTo: settings.businessEmail || undefined,
      subject: email.subject,
      text: revealBody(email.bodyText, email.secretCiphertext, deps.box),
      html: email.bodyHtml ? revealBody(email.bodyHtml, email.secretCiphertext, deps.box, 'html') : undefined,
      headers: deps.headersFor?.(email),
    });
    await db
      .update(outboundEmails)
      .set({
        status: 'sent',
        sentAt: clockNow(),
        providerMessageId: info.messageId ?? null,
        fromHeader,
        lastError: null,
        secretCiphertext: null,
      })
      .where(eq(outboundEmails.id, emailId));
    if (email.kind === CLASS_CANCELLED_KIND && email.relatedType === 'class_instance' && email.relatedId) {
      await markCancellationNotified(db, email.relatedId);
    }
  } catch (error) {
    const final = isPermanentFailure(error) || attempt.retryCount >= attempt.retryLimit;
    await db
      .update(outboundEmails)
      .set({
        status: final ? 'failed' : 'queued',
        lastError: failureText(error),
        ...(final ? { secretCiphertext: null } : {}),
      })
      .where(eq(outboundEmails.id, emailId));
    if (!final) throw error;
  }
}

export const CLASS_CANCELLED_KIND = 'class_cancelled';

/** A class cancellation's students are notified once every one of its notices has been sent. */
async function markCancellationNotified(db: Db, classInstanceId: number): Promise<void> {
  await db.execute(sql`
    update class_cancellations set notification_sent = true
    where class_instance_id = ${classInstanceId} and not notification_sent
      and not exists (select 1 from outbound_emails
        where related_type = 'class_instance' and related_id = ${classInstanceId}
          and kind = ${CLASS_CANCELLED_KIND} and status <> 'sent')`);
}

/**
 * Gives every queued message without a live delivery job one (the singleton key makes it a no-op for
 * those that have one): messages queued while no mail server was configured, or by an instance that
 * stopped between its commit and its job. Runs at start and every minute.
 */
export async function sweepOutbox(db: Db, jobs: Jobs, olderThanMs = 0): Promise<number> {
  const rows = await db
    .select({ id: outboundEmails.id })
    .from(outboundEmails)
    .where(
      and(
        inArray(outboundEmails.status, ['queued', 'sending']),
        lt(outboundEmails.createdAt, new Date(clockNow().getTime() - olderThanMs)),
      ),
    )
    .orderBy(asc(outboundEmails.id))
    .limit(1000);
  for (const { id } of rows) await sendDeliveryJob(jobs, id);
  return rows.length;
}

/** The e-mail jobs: delivery (six tries over about ten minutes) and the minute sweep. */
export function emailJobs(
  deps: DeliveryDeps,
  jobs: () => Jobs,
  tuning: { mailRetryDelaySeconds?: number } = {},
) {
  return [
    defineJob<{ emailId: number }>({
      name: DELIVER_EMAIL_JOB,
      retryLimit: 5,
      retryDelaySeconds: tuning.mailRetryDelaySeconds ?? 20,
      expireInSeconds: DELIVERY_EXPIRY_SECONDS,
      // One waiting and one running job per message at most, whatever the sweeps send.
      policy: 'stately',
      concurrency: 4,
      run: (data, attempt) => deliverEmail(deps, data.emailId, attempt),
    }),
    defineJob<Record<string, never>>({
      name: SWEEP_OUTBOX_JOB,
      cron: '* * * * *',
      retryLimit: 0,
      run: async () => {
        await sweepOutbox(deps.db, jobs(), 30_000);
      },
    }),
  ];
}
