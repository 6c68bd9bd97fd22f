import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { reminderDeliveries } from '../../db/schema';
import type { Outbox, QueuedEmail } from '../../kernel/outbox';

export const classReminderKey = (bookingId: number, classDate: string) => `class:${bookingId}:${classDate}`;
export const paymentReminderKey = (invoiceId: number, dueDate: string) =>
  `payment-due:${invoiceId}:${dueDate}`;

/**
 * Queues a reminder once per key: the key is claimed (`on conflict do nothing`) in the caller's
 * transaction together with the outbox message, so a second run, a run on another instance at the
 * same moment or a run after a restart finds the key taken and queues nothing. True when queued here.
 */
export async function queueReminderOnce(
  tx: Executor,
  outbox: Outbox,
  reminder: { key: string; kind: 'class' | 'payment_due'; studentId: number },
  email: QueuedEmail,
): Promise<boolean> {
  const [claimed] = await tx
    .insert(reminderDeliveries)
    .values(reminder)
    .onConflictDoNothing({ target: reminderDeliveries.key })
    .returning({ key: reminderDeliveries.key });
  if (!claimed) return false;
  const emailId = await outbox.queue(tx, email);
  await tx
    .update(reminderDeliveries)
    .set({ outboundEmailId: emailId })
    .where(eq(reminderDeliveries.key, claimed.key));
  return true;
}
