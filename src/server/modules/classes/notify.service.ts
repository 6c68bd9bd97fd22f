import type { z } from 'zod';
import { CLASS_MESSAGES } from '../../../shared/schemas/classes/fields';
import type { ZNotifyInput } from '../../../shared/schemas/classes/notify';
import { AppError } from '../../errors';
import type { AdminActor } from '../../kernel/actor';
import { recordAudit } from '../../kernel/audit';
import { confirmedRecipients } from '../../kernel/recipients';
import { instanceFacts } from '../../mail/class-facts';
import { loadEmailStudio, recipientLocale } from '../../mail/templates/render';
import { classNotificationMessage } from './class-messages';

type NotifyInput = z.output<typeof ZNotifyInput>;

/** Queues the administrator's message to every student with a confirmed place in the class. */
export async function notifyInstance(
  actor: AdminActor,
  input: NotifyInput,
): Promise<{ notificationsQueued: number; message: string }> {
  return actor.db.transaction(async (tx) => {
    const facts = await instanceFacts(tx, input.classInstanceId);
    if (!facts) throw new AppError('NOT_FOUND', CLASS_MESSAGES.instanceNotFound);
    const recipients = await confirmedRecipients(tx, facts.id);
    const studio = await loadEmailStudio(tx);
    for (const student of recipients) {
      await actor.outbox.queue(tx, {
        kind: 'class_notification',
        toEmail: student.email,
        toName: student.name,
        studentId: student.studentId,
        senderType: 'admin',
        ...(await classNotificationMessage(
          studio,
          recipientLocale(student, studio.language),
          student.name,
          facts,
          input.subject,
          input.message,
        )),
      });
    }
    await recordAudit(tx, {
      adminId: actor.adminId,
      action: 'class_instance.notify',
      entityType: 'class_instance',
      entityId: facts.id,
      details: { subject: input.subject, recipients: recipients.length },
      ip: actor.ip,
    });
    const n = recipients.length;
    return { notificationsQueued: n, message: `${n} e-mail${n === 1 ? '' : 's'} queued to the students` };
  });
}
