import type { Executor } from '../../../db/client';
import type { Outbox } from '../../../kernel/outbox';
import { recipientsByIds } from '../../../kernel/recipients';
import type { ClassFacts } from '../../../mail/class-facts';
import { loadEmailStudio, recipientLocale, renderWaitlistNotice } from '../../../mail/templates/render';
import type { WaitlistEnding } from '../../../mail/templates/WaitlistNotice';

export const WAITLIST_NOTICE_KIND = 'waitlist_update';

/**
 * Tells each student why their place on the class's waitlist ended without a booking, queued in the
 * caller's transaction (so the e-mail goes if and only if the change commits).
 */
export async function queueWaitlistNotices(
  tx: Executor,
  outbox: Outbox,
  facts: ClassFacts,
  studentIds: number[],
  ending: WaitlistEnding,
): Promise<number> {
  if (studentIds.length === 0) return 0;
  const studio = await loadEmailStudio(tx);
  let queued = 0;
  for (const student of await recipientsByIds(tx, studentIds)) {
    const message = await renderWaitlistNotice({
      studio,
      locale: recipientLocale(student, studio.language),
      name: student.name,
      class: facts,
      ending,
    });
    await outbox.queue(tx, {
      kind: WAITLIST_NOTICE_KIND,
      toEmail: student.email,
      toName: student.name,
      studentId: student.studentId,
      ...message,
    });
    queued++;
  }
  return queued;
}
