import type { z } from 'zod';
import { emailStatusText } from '../../../shared/email-status';
import { type Locale, SOURCE_LOCALE } from '../../../shared/i18n/locales';
import { msg } from '../../../shared/i18n/msg';
import {
  STUDENT_MESSAGES,
  type TStudentSaveResult,
  type ZStudentCreateInput,
} from '../../../shared/schemas/students';
import { isUniqueViolation } from '../../db/errors';
import { students } from '../../db/schema';
import { AppError } from '../../errors';
import { translate } from '../../i18n/translate';
import type { AdminActor } from '../../kernel/actor';
import { recordAudit } from '../../kernel/audit';
import { clockNow } from '../../kernel/time/clock';
import { generatePassword } from '../../kernel/tokens';
import { temporaryPasswordMessage } from '../../mail/auth-messages';
import { loadEmailStudio, recipientLocale } from '../../mail/templates/render';
import { hashPassword } from '../auth/passwords';
import { toProfile } from './profile.service';

type CreateInput = z.output<typeof ZStudentCreateInput>;

/**
 * POST /api/students (Add Student). With "Create password now" the administrator's password is stored
 * (hashed) and never sent anywhere; with "Send temporary password via email" one is generated and the
 * welcome e-mail carrying it goes into the outbox in the same transaction as the student, sealed until
 * delivery (it is never stored in clear nor returned).
 */
export async function createStudent(
  actor: AdminActor & { origin: string },
  input: CreateInput,
  locale: Locale = SOURCE_LOCALE,
): Promise<TStudentSaveResult> {
  const byEmail = input.passwordOption === 'email';
  const password = byEmail ? generatePassword() : input.customPassword!;
  const passwordHash = await hashPassword(password);
  const studio = byEmail ? await loadEmailStudio(actor.db) : null;
  // A new student has chosen no language yet: the studio's (recipientLocale).
  const message = studio
    ? await temporaryPasswordMessage(studio, recipientLocale(null, studio.language), input.name, actor.origin)
    : null;
  try {
    const { row, emailId } = await actor.db.transaction(async (tx) => {
      const [row] = await tx
        .insert(students)
        .values({
          name: input.name,
          email: input.email,
          phone: input.phone ?? null,
          paymentEmail: input.paymentEmail ?? null,
          notificationEmail: input.notificationEmail ?? null,
          secondaryContactName: input.secondaryContactName ?? null,
          secondaryContactEmail: input.secondaryContactEmail ?? null,
          secondaryContactPhone: input.secondaryContactPhone ?? null,
          status: input.status ?? 'active',
          passwordHash,
          passwordIsTemporary: byEmail,
          passwordChangedAt: clockNow(),
        })
        .returning();
      const emailId = message
        ? await actor.outbox.queue(tx, {
            kind: 'temporary_password',
            toEmail: row!.email,
            toName: row!.name,
            studentId: row!.id,
            ...message,
            secret: password,
            sentByAdminId: actor.adminId,
          })
        : null;
      await recordAudit(tx, {
        adminId: actor.adminId,
        action: 'student.create',
        entityType: 'student',
        entityId: row!.id,
        details: { passwordOption: input.passwordOption, status: row!.status },
        ip: actor.ip,
      });
      return { row: row!, emailId };
    });
    const mailConfigured = actor.outbox.canDeliver;
    return {
      success: true,
      // Said in `locale`, the request's language.
      message: translate(
        locale,
        !byEmail
          ? msg('{name} has been added with the provided password', { name: row.name })
          : mailConfigured
            ? msg('{name} has been added and will receive login details via email', { name: row.name })
            : msg(
                '{name} has been added, but the login e-mail cannot be sent: no mail server is configured (SMTP_URL). Issue a password from Login Info instead.',
                { name: row.name },
              ),
      ),
      student: toProfile(row),
      email:
        emailId === null
          ? null
          : {
              id: emailId,
              status: 'queued',
              statusText: emailStatusText({ status: 'queued', lastError: null }, mailConfigured),
              mailConfigured,
            },
    };
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError('CONFLICT', STUDENT_MESSAGES.emailTaken);
    throw error;
  }
}
