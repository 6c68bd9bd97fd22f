import { eq } from 'drizzle-orm';
import type { TIncomingEmail } from '../../../../shared/schemas/inbox';
import type { Executor } from '../../../db/client';
import { incomingEmails } from '../../../db/schema';
import { AppError } from '../../../errors';
import { incomingSummary } from './inbox.queries';
import { INBOX_MESSAGES } from './messages';

/** Marks a message read (spec 03 §4: opened means read); again is the same. */
export async function markIncomingRead(db: Executor, id: number): Promise<TIncomingEmail> {
  return setFlag(db, id, { isRead: true });
}

/** Archives a message: it leaves Incoming Emails and its counts; the student's Emails tab drops it too. */
export async function archiveIncoming(db: Executor, id: number): Promise<TIncomingEmail> {
  return setFlag(db, id, { isArchived: true });
}

async function setFlag(
  db: Executor,
  id: number,
  flag: { isRead: true } | { isArchived: true },
): Promise<TIncomingEmail> {
  const [row] = await db
    .update(incomingEmails)
    .set(flag)
    .where(eq(incomingEmails.id, id))
    .returning({ id: incomingEmails.id });
  if (!row) throw new AppError('NOT_FOUND', INBOX_MESSAGES.emailNotFound);
  return incomingSummary(db, id);
}
