/**
 * How fast one administrator may send: at most ADMIN_SEND_LIMIT_PER_MINUTE messages in any minute,
 * counted from the outbox itself, so it holds across app instances and restarts. The administrator's
 * row is locked for the count, so two sends at once cannot both slip under the limit.
 */
import { and, eq, gt, sql } from 'drizzle-orm';
import { ADMIN_SEND_LIMIT_PER_MINUTE, EMAIL_MESSAGES } from '../../../shared/schemas/email';
import type { Executor } from '../../db/client';
import { admins, outboundEmails } from '../../db/schema';
import { AppError } from '../../errors';
import { clockNow } from '../../kernel/time/clock';

export async function reserveSendQuota(tx: Executor, adminId: number, count: number): Promise<void> {
  await tx.select({ id: admins.id }).from(admins).where(eq(admins.id, adminId)).for('update');
  const [row] = await tx
    .select({ n: sql<number>`count(*)::int`.mapWith(Number) })
    .from(outboundEmails)
    .where(
      and(
        eq(outboundEmails.sentByAdminId, adminId),
        gt(outboundEmails.createdAt, new Date(clockNow().getTime() - 60_000)),
      ),
    );
  if ((row?.n ?? 0) + count > ADMIN_SEND_LIMIT_PER_MINUTE) {
    throw new AppError('TOO_MANY_REQUESTS', EMAIL_MESSAGES.sendLimit);
  }
}
