/**
 * From a draft and its recipients to each recipient's message: who each address is (a student or not),
 * the values their placeholders take (decision 004), and the rendered subject, text and HTML. Shared by
 * the sends and the preview; writes nothing.
 */
import { mergePlaceholderValues, placeholdersIn } from '../../../shared/email-placeholders';
import { EMAIL_MESSAGES } from '../../../shared/schemas/email';
import type { Executor } from '../../db/client';
import { AppError } from '../../errors';
import { getSettings } from '../../kernel/settings/read';
import { type Draft, prepareDraft, type RenderedEmail, renderFor } from '../../mail/render';
import {
  contactAddress,
  creditValues,
  recipientValues,
  studentFacts,
  studentsByAddress,
  studioValues,
  type Target,
} from './placeholder-values';
import { findTemplate } from './templates.service';

export interface RecipientMessage {
  target: Target;
  email: string;
  message: RenderedEmail;
}

export async function renderMessages(
  db: Executor,
  draft: Draft,
  targets: Target[],
  placeholderValues: Record<string, string>,
): Promise<RecipientMessage[]> {
  const settings = await getSettings(db);
  const prepared = prepareDraft(draft);
  const studentIds = targets.flatMap((t) => (t.student ? [t.student.id] : []));
  const credits = placeholdersIn(prepared.subject, prepared.text).includes('credits')
    ? await creditValues(db, studentIds, settings.currency)
    : new Map<number, string>();
  return targets.map((target) => ({
    target,
    email: target.email,
    message: renderFor(
      prepared,
      mergePlaceholderValues(studioValues(settings), placeholderValues, recipientValues(target), {
        credits: target.student ? credits.get(target.student.id) : undefined,
      }),
    ),
  }));
}

/** Addresses matched to the students they belong to, so their own details fill the placeholders. */
export async function targetsFor(
  db: Executor,
  recipients: { email: string; name?: string | null }[],
): Promise<Target[]> {
  const known = await studentsByAddress(
    db,
    recipients.map((r) => r.email),
  );
  return recipients.map((r) => ({
    email: r.email,
    name: r.name?.trim() || null,
    student: known.get(r.email.toLowerCase()),
  }));
}

/**
 * The one recipient of a compose: a student by id (at the address given, else where they want mail),
 * or an address (a student's if it is one). Null when neither is given (a preview without recipient).
 */
export async function composeTarget(
  db: Executor,
  input: { to?: string; recipientEmail?: string; recipientId?: number; toName?: string },
): Promise<Target | null> {
  const address = input.to ?? input.recipientEmail;
  if (input.recipientId !== undefined) {
    const student = await studentFacts(db, input.recipientId);
    if (!student) throw new AppError('NOT_FOUND', EMAIL_MESSAGES.studentNotFound);
    return { email: address ?? contactAddress(student), name: input.toName || null, student };
  }
  if (!address) return null;
  const [target] = await targetsFor(db, [{ email: address, name: input.toName }]);
  return target!;
}

/** A template that may be sent: it exists and is active. */
export async function usableTemplate(db: Executor, id: number) {
  const template = await findTemplate(db, id);
  if (!template.isActive) throw new AppError('BAD_REQUEST', EMAIL_MESSAGES.templateInactive);
  return template;
}
