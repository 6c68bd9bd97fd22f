import type { Executor } from '../../../db/client';
import { incomingEmails } from '../../../db/schema';
import type { ParsedIncoming } from './parse-message';
import { studentForSender } from './sender-student';

/**
 * Stores a message once: a Message-ID already stored (the same message read again, by another scan
 * or another instance) stores nothing. Answers the new row's id, or null when it was already there.
 */
export async function storeMessage(db: Executor, message: ParsedIncoming): Promise<number | null> {
  const studentId = await studentForSender(db, message.fromEmail);
  const [row] = await db
    .insert(incomingEmails)
    .values({ ...message, studentId })
    .onConflictDoNothing({ target: incomingEmails.messageId })
    .returning({ id: incomingEmails.id });
  return row?.id ?? null;
}
