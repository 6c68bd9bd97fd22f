import { and, isNull, ne, notExists, sql } from 'drizzle-orm';
import { LOGIN_INVITATION_TTL_MS } from '../../../shared/constants';
import { type Described, msg } from '../../../shared/i18n/msg';
import type { Executor } from '../../db/client';
import { passwordResetTokens, students } from '../../db/schema';
import type { AdminActor } from '../../kernel/actor';
import { recordAudit } from '../../kernel/audit';
import { clockNow } from '../../kernel/time/clock';
import { generateToken, hashToken } from '../../kernel/tokens';
import { loginInvitationMessage } from '../../mail/auth-messages';
import { recipientLocale } from '../../mail/locale';
import { loadEmailStudio } from '../../mail/templates/studio';

/**
 * Students who cannot sign in yet and have no invitation waiting: never a password, no Google
 * sign-in, not archived or inactive, and no unused link that still works. Imported students are these.
 */
const uninvited = () =>
  and(
    isNull(students.passwordHash),
    isNull(students.googleSub),
    isNull(students.deletedAt),
    ne(students.status, 'inactive'),
    notExists(
      sql`(select 1 from ${passwordResetTokens} t where t.student_id = ${students.id}
           and t.used_at is null and t.expires_at > ${clockNow().toISOString()}::timestamptz)`,
    ),
  );

export async function uninvitedCount(db: Executor): Promise<number> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(students).where(uninvited());
  return row?.n ?? 0;
}

/**
 * Queues a login invitation to each student who cannot sign in yet: a link to choose their password
 * (a reset token that works once, for 14 days), sealed in the outbox and checked again when it leaves
 * (decision 034). Invited students are not invited twice while their link works.
 */
export async function inviteStudents(
  actor: AdminActor,
  origin: string,
): Promise<{ queued: number; message: Described }> {
  const studio = await loadEmailStudio(actor.db);
  const invitees = await actor.db
    .select({ id: students.id, name: students.name, email: students.email, language: students.language })
    .from(students)
    .where(uninvited())
    .orderBy(students.id);
  const expiresAt = new Date(clockNow().getTime() + LOGIN_INVITATION_TTL_MS);
  let queued = 0;
  for (const s of invitees) {
    const token = generateToken();
    const message = await loginInvitationMessage(studio, recipientLocale(s, studio.language), s.name);
    await actor.db.transaction(async (tx) => {
      await tx.insert(passwordResetTokens).values({ id: hashToken(token), studentId: s.id, expiresAt });
      await actor.outbox.queue(tx, {
        kind: 'login_invitation',
        toEmail: s.email,
        toName: s.name,
        studentId: s.id,
        ...message,
        sentByAdminId: actor.adminId,
        secret: `${origin}/reset-password?token=${token}`,
      });
    });
    queued++;
  }
  await recordAudit(actor.db, {
    adminId: actor.adminId,
    action: 'students.invite',
    entityType: 'student',
    details: { queued },
    ip: actor.ip,
  });
  return { queued, message: invitedMessage(queued, actor.outbox.canDeliver) };
}

/** What inviting did, for the screen to translate (the router answers in the page's language). */
function invitedMessage(queued: number, canDeliver: boolean): Described {
  const count = String(queued);
  if (queued === 0)
    return msg('Every student can already sign in or has an invitation waiting: nothing was queued.');
  if (queued === 1)
    return canDeliver
      ? msg(
          '1 login invitation queued: each goes out as the mail server accepts it (Sent Emails shows each one).',
        )
      : msg('1 login invitation queued: no mail server is set up, so they wait in Sent Emails until one is.');
  return canDeliver
    ? msg(
        '{count} login invitations queued: each goes out as the mail server accepts it (Sent Emails shows each one).',
        { count },
      )
    : msg(
        '{count} login invitations queued: no mail server is set up, so they wait in Sent Emails until one is.',
        { count },
      );
}
