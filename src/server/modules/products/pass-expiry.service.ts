import { and, eq, isNull, sql } from 'drizzle-orm';
import { addDays } from '../../../shared/dates';
import type { Db } from '../../db/client';
import { studentPasses } from '../../db/schema';
import type { Outbox } from '../../kernel/outbox';
import { recipientsByIds } from '../../kernel/recipients';
import { getSettings, studioClock } from '../../kernel/settings/read';
import { clockNow } from '../../kernel/time/clock';
import { emailStudioOf, recipientLocale, renderPassExpiring } from '../../mail/templates/render';

/** How many days before its last day a pack with classes left is flagged to its student. */
export const PASS_EXPIRY_NOTICE_DAYS = 7;

/**
 * Tells each student whose class pack expires within a week with classes left, once per pack: the
 * notice is claimed (expiry_notice_at) and queued in one transaction, so a second run or instance
 * sends nothing more.
 */
export async function sendPassExpiryNotices(deps: { db: Db; outbox: Outbox }): Promise<number> {
  const { db, outbox } = deps;
  const { today } = await studioClock(db);
  const settings = await getSettings(db);
  const due = await db
    .select({ id: studentPasses.id })
    .from(studentPasses)
    .where(
      and(
        isNull(studentPasses.expiryNoticeAt),
        sql`${studentPasses.classesUsed} < ${studentPasses.classesTotal}`,
        sql`${studentPasses.expiresOn} between ${today}::date and ${addDays(today, PASS_EXPIRY_NOTICE_DAYS)}::date`,
      ),
    );
  let sent = 0;
  for (const { id } of due) {
    sent += await db.transaction(async (tx) => {
      const [pass] = await tx
        .update(studentPasses)
        .set({ expiryNoticeAt: clockNow() })
        .where(and(eq(studentPasses.id, id), isNull(studentPasses.expiryNoticeAt)))
        .returning();
      if (!pass?.expiresOn) return 0;
      const [student] = await recipientsByIds(tx, [pass.studentId]);
      if (!student) return 0;
      const message = await renderPassExpiring({
        studio: emailStudioOf(settings),
        locale: recipientLocale(student, settings.language),
        name: student.name,
        pass: pass.name,
        classesLeft: pass.classesTotal - pass.classesUsed,
        expiresOn: pass.expiresOn,
      });
      await outbox.queue(tx, {
        kind: 'pass_expiring',
        toEmail: student.email,
        toName: student.name,
        studentId: pass.studentId,
        ...message,
      });
      return 1;
    });
  }
  return sent;
}
