/**
 * Administrator sends (spec 03 §5, §7; spec 02 §7): compose, bulk and template sends. Every message is
 * rendered for its recipient first (a send with an unfilled placeholder is refused as a whole), then
 * all are written to the outbox in one transaction, within the administrator's sending limit. The
 * answer is what is true at that moment: queued, or not sent because no mail server is configured.
 */
import type { z } from 'zod';
import { emailStatusText } from '../../../shared/email-status';
import type {
  TBulkSendResult,
  TComposeResult,
  TQueuedEmail,
  ZBulkEmailInput,
  ZComposeEmailInput,
  ZTemplateSendInput,
} from '../../../shared/schemas/email';
import { EMAIL_MESSAGES } from '../../../shared/schemas/email';
import { AppError } from '../../errors';
import type { AdminActor } from '../../kernel/actor';
import { recordAudit } from '../../kernel/audit';
import { assertComplete, type Draft } from '../../mail/render';
import { composeTarget, renderMessages, targetsFor, usableTemplate } from './messages';
import type { Target } from './placeholder-values';
import { reserveSendQuota } from './send-limit';

type ComposeInput = z.output<typeof ZComposeEmailInput>;
type BulkInput = z.output<typeof ZBulkEmailInput>;
type TemplateSendInput = z.output<typeof ZTemplateSendInput>;

interface SendOptions {
  kind: 'admin_compose' | 'admin_bulk' | 'template';
  templateId?: number | null;
  placeholderValues: Record<string, string>;
}

const plural = (n: number) => (n === 1 ? 'e-mail' : 'e-mails');

function summary(n: number, configured: boolean): string {
  return configured
    ? `${n} ${plural(n)} queued for delivery`
    : `${n} ${plural(n)} saved but not sent: no mail server is configured (SMTP_URL)`;
}

/** Renders the draft for every target, refuses it if anything is left unfilled, queues it all. */
async function sendToAll(
  actor: AdminActor,
  draft: Draft,
  targets: Target[],
  options: SendOptions,
): Promise<TBulkSendResult> {
  const { db, outbox } = actor;
  const rendered = await renderMessages(db, draft, targets, options.placeholderValues);
  assertComplete(rendered);

  const ids = await db.transaction(async (tx) => {
    await reserveSendQuota(tx, actor.adminId, rendered.length);
    const queued: number[] = [];
    for (const { target, message } of rendered) {
      queued.push(
        await outbox.queue(tx, {
          kind: options.kind,
          toEmail: target.email,
          toName: target.student?.name ?? target.name,
          studentId: target.student?.id ?? null,
          subject: message.subject,
          bodyText: message.bodyText,
          bodyHtml: message.bodyHtml,
          senderType: 'admin',
          sentByAdminId: actor.adminId,
          templateId: options.templateId ?? null,
        }),
      );
    }
    await recordAudit(tx, {
      adminId: actor.adminId,
      action: 'email.send',
      entityType: 'outbound_email',
      entityId: queued.length === 1 ? queued[0] : null,
      details: {
        kind: options.kind,
        subject: draft.subject,
        recipients: queued.length,
        templateId: options.templateId ?? null,
        firstId: queued[0],
        lastId: queued.at(-1),
      },
      ip: actor.ip,
    });
    return queued;
  });

  const configured = outbox.canDeliver;
  const statusText = emailStatusText({ status: 'queued', lastError: null }, configured);
  const results: TQueuedEmail[] = rendered.map(({ target }, i) => ({
    id: ids[i]!,
    name: target.student?.name ?? target.name,
    email: target.email,
    status: 'queued',
    statusText,
  }));
  return {
    success: true,
    message: summary(results.length, configured),
    total: results.length,
    totalQueued: results.length,
    totalSent: 0,
    mailConfigured: configured,
    results,
  };
}

/** POST /api/emails/send: one message, to an address or to a student by id. */
export async function composeEmail(actor: AdminActor, input: ComposeInput): Promise<TComposeResult> {
  const template = input.templateId ? await usableTemplate(actor.db, input.templateId) : null;
  const subject = input.subject ?? template?.subject;
  const body = input.body ?? template?.body;
  if (subject === undefined) throw new AppError('BAD_REQUEST', EMAIL_MESSAGES.subjectRequired);
  if (body === undefined) throw new AppError('BAD_REQUEST', EMAIL_MESSAGES.bodyRequired);
  const target = await composeTarget(actor.db, input);
  if (!target) throw new AppError('BAD_REQUEST', EMAIL_MESSAGES.invalidEmail);
  const result = await sendToAll(actor, { subject, body, format: input.format }, [target], {
    kind: 'admin_compose',
    templateId: template?.id ?? null,
    placeholderValues: input.placeholderValues,
  });
  return {
    success: true,
    message: result.mailConfigured
      ? 'Email queued for delivery'
      : 'Email saved but not sent: no mail server is configured (SMTP_URL)',
    email: result.results[0]!,
    mailConfigured: result.mailConfigured,
  };
}

/** POST /api/emails/send-bulk: the same message to many, `{{student_name}}` filled for each. */
export async function sendBulkEmail(actor: AdminActor, input: BulkInput): Promise<TBulkSendResult> {
  return sendToAll(
    actor,
    { subject: input.subject, body: input.body, format: input.format },
    await targetsFor(actor.db, input.recipients),
    { kind: 'admin_bulk', placeholderValues: input.placeholderValues },
  );
}

/** POST /api/email-templates/{id}/send: the template to each address, placeholders filled per recipient. */
export async function sendTemplate(actor: AdminActor, input: TemplateSendInput): Promise<TBulkSendResult> {
  const template = await usableTemplate(actor.db, input.id);
  return sendToAll(
    actor,
    { subject: template.subject, body: template.body, format: 'text' },
    await targetsFor(
      actor.db,
      input.recipients.map((email) => ({ email })),
    ),
    { kind: 'template', templateId: template.id, placeholderValues: input.placeholderValues },
  );
}
