import { createHash } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../../db/client';
import { incomingEmails } from '../../../db/schema';
import type { ParsedIncoming } from './parse-message';
import { studentForSender } from './sender-student';

/**
 * What storing did: a new row; the same message already there (read again, by another scan or
 * another instance); or a different message already stored under this Message-ID.
 */
export type StoreResult = { stored: number } | { already: 'same' | 'different' };

/**
 * Stores a message once per Message-ID. A different message claiming a stored one's Message-ID is
 * not stored either, but told apart, so that a forgery sent ahead of a real notification to take its
 * place is reported rather than silent.
 */
export async function storeMessage(db: Executor, message: ParsedIncoming): Promise<StoreResult> {
  const studentId = await studentForSender(db, message.fromEmail);
  const [row] = await db
    .insert(incomingEmails)
    .values({ ...message, studentId })
    .onConflictDoNothing({ target: incomingEmails.messageId })
    .returning({ id: incomingEmails.id });
  if (row) return { stored: row.id };
  const digest = createHash('sha256').update(message.rawSource).digest('hex');
  const [different] = await db
    .select({ id: incomingEmails.id })
    .from(incomingEmails)
    .where(
      and(
        eq(incomingEmails.messageId, message.messageId),
        sql`${incomingEmails.rawSource} is not null`,
        sql`encode(sha256(${incomingEmails.rawSource}), 'hex') <> ${digest}`,
      ),
    )
    .limit(1);
  return { already: different ? 'different' : 'same' };
}
