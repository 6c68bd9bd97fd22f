import { and, eq } from 'drizzle-orm';
import { formatDate, formatTime } from '../../../shared/dates';
import type { Db } from '../../db/client';
import { passwordResetTokens, students } from '../../db/schema';
import type { SecretBox } from '../../kernel/secret-box';
import { clockNow } from '../../kernel/time/clock';
import { studioWallClock } from '../../kernel/time/studio-time';
import { hashToken } from '../../kernel/tokens';
import { verifyPassword } from './passwords';

/** What the delivery job knows of a queued message that carries a secret. */
export interface MailedSecret {
  kind: string;
  studentId: number | null;
  secretCiphertext: string;
}

/**
 * Why a message's secret no longer works, checked when the message is about to leave (issue 28: a
 * welcome e-mail queued while no mail server was set went out later with a password a newer one had
 * replaced). A temporary password must still be the student's password; a reset link must still be
 * unused and unexpired. Null: it still works, send it. The reason is what Sent Emails shows.
 */
export function mailedSecretCheck(db: Db, box: SecretBox, timeZone: () => Promise<string>) {
  return async (email: MailedSecret): Promise<string | null> => {
    if (email.studentId === null) return null;
    const secret = box.open(email.secretCiphertext);
    if (email.kind === 'temporary_password') {
      const [student] = await db
        .select({ hash: students.passwordHash, changedAt: students.passwordChangedAt })
        .from(students)
        .where(eq(students.id, email.studentId));
      if (student && (await verifyPassword(student.hash, secret))) return null;
      const when = student?.changedAt ? ` on ${await studioMoment(student.changedAt, timeZone)}` : '';
      return `Not sent: the password in it no longer works (the student's password was changed${when}, by a newer temporary password or by the student). No e-mail carries a password that does not work.`;
    }
    // An imported student's invitation is a reset link with a longer life (issue 32).
    if (email.kind === 'password_reset' || email.kind === 'login_invitation') {
      const token = new URL(secret).searchParams.get('token') ?? '';
      const [row] = await db
        .select({ usedAt: passwordResetTokens.usedAt, expiresAt: passwordResetTokens.expiresAt })
        .from(passwordResetTokens)
        .where(
          and(
            eq(passwordResetTokens.id, hashToken(token)),
            eq(passwordResetTokens.studentId, email.studentId),
          ),
        );
      if (!row) return 'Not sent: the reset link in it no longer exists.';
      if (row.usedAt)
        return `Not sent: the reset link in it was already used on ${await studioMoment(row.usedAt, timeZone)}.`;
      if (row.expiresAt <= clockNow())
        return `Not sent: the reset link in it expired on ${await studioMoment(row.expiresAt, timeZone)}.`;
      return null;
    }
    return null;
  };
}

async function studioMoment(instant: Date, timeZone: () => Promise<string>): Promise<string> {
  const { date, time } = studioWallClock(await timeZone(), instant);
  return `${formatDate(date)} at ${formatTime(time)}`;
}
