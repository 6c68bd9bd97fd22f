/**
 * The message as its recipient will see it, before anything is sent: the same rendering as a send,
 * with what is still unfilled reported instead of refused. Writes nothing.
 */
import type { z } from 'zod';
import type { TEmailPreview, ZEmailPreviewInput } from '../../../shared/schemas/email';
import type { Executor } from '../../db/client';
import { composeTarget, renderMessages, usableTemplate } from './messages';

type PreviewInput = z.output<typeof ZEmailPreviewInput>;

export async function previewEmail(db: Executor, input: PreviewInput): Promise<TEmailPreview> {
  const template = input.templateId ? await usableTemplate(db, input.templateId) : null;
  const target = (await composeTarget(db, input)) ?? { email: '', name: input.toName || null };
  const [rendered] = await renderMessages(
    db,
    {
      subject: input.subject || template?.subject || '',
      body: input.body || template?.body || '',
      format: template && !input.body ? 'text' : input.format,
    },
    [target],
    input.placeholderValues,
  );
  const { message } = rendered!;
  return {
    recipient: target.email
      ? {
          email: target.email,
          name: target.student?.name ?? target.name,
          studentId: target.student?.id ?? null,
        }
      : null,
    subject: message.subject,
    bodyText: message.bodyText,
    bodyHtml: message.bodyHtml,
    unknown: message.unknown,
    missing: message.missing,
    refused: message.refused,
  };
}
