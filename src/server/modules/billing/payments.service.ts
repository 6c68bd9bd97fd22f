import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import { centsToDecimal } from '../../../shared/money';
import { paymentMethodLabel } from '../../../shared/payment-methods';
import {
  PAYMENT_MESSAGES,
  type TRecordPaymentResult,
  type ZRecordPaymentInput,
} from '../../../shared/schemas/billing';
import { payments } from '../../db/schema';
import { AppError } from '../../errors';
import { recordAudit } from '../audit/audit.service';
import type { AdminActor } from '../classes/context';
import { assertStudentExists } from '../students/students.service';
import { chargeManually, recordPayment, reversePayment } from './ledger.service';
import { toStudentPayment } from './student-money.queries';

type RecordInput = z.output<typeof ZRecordPaymentInput>;

/**
 * POST /api/payments (spec 02 §7). "paid": a payment received (idempotent on transactionId; a blank
 * reference becomes "Manual {method} payment"). "pending": the profile's Add Charge, a charge that
 * adds to what the student owes.
 */
export async function registerPayment(actor: AdminActor, input: RecordInput): Promise<TRecordPaymentResult> {
  await assertStudentExists(actor.db, input.studentId);
  const note = (input.notes || input.reference || '').trim() || null;
  if (input.status === 'pending') {
    const description = note ?? 'Charge';
    await actor.db.transaction(async (tx) => {
      const entryId = await chargeManually(tx, {
        studentId: input.studentId,
        amountCents: input.amount,
        description,
        adminId: actor.adminId,
      });
      await recordAudit(tx, {
        adminId: actor.adminId,
        action: 'charge.create',
        entityType: 'ledger_entry',
        entityId: entryId,
        details: {
          studentId: input.studentId,
          amountCents: input.amount,
          transactionId: input.transactionId ?? null,
        },
        ip: actor.ip,
      });
    });
    return {
      success: true,
      kind: 'charge',
      created: true,
      payment: null,
      message: `A charge of ${centsToDecimal(input.amount)} was added: ${description}`,
    };
  }
  const result = await actor.db.transaction(async (tx) => {
    const recorded = await recordPayment(tx, {
      studentId: input.studentId,
      amountCents: input.amount,
      method: input.paymentMethod,
      paymentDate: input.paymentDate ? new Date(input.paymentDate) : new Date(),
      transactionId: input.transactionId || null,
      notes: note ?? `Manual ${paymentMethodLabel(input.paymentMethod)} payment`,
      adminId: actor.adminId,
    });
    if (recorded.payment.studentId !== input.studentId) {
      throw new AppError('CONFLICT', 'This transaction ID is already recorded for another student');
    }
    if (recorded.created) {
      await recordAudit(tx, {
        adminId: actor.adminId,
        action: 'payment.create',
        entityType: 'payment',
        entityId: recorded.payment.id,
        details: { studentId: input.studentId, amountCents: input.amount, method: input.paymentMethod },
        ip: actor.ip,
      });
    }
    return recorded;
  });
  return {
    success: true,
    kind: 'payment',
    created: result.created,
    payment: toStudentPayment(result.payment),
    message: result.created
      ? `Payment of ${centsToDecimal(result.payment.amountCents)} recorded`
      : 'This payment was already recorded',
  };
}

/**
 * DELETE /api/payments/{id}: never a deleted row. A reversing ledger entry, the payment marked
 * cancelled, and the administrator and reason in the audit log.
 */
export async function removePayment(actor: AdminActor, id: number, reason = 'Removed by admin') {
  return actor.db.transaction(async (tx) => {
    const [payment] = await tx.select().from(payments).where(eq(payments.id, id)).for('update');
    if (!payment) throw new AppError('NOT_FOUND', PAYMENT_MESSAGES.notFound);
    const reversed = await reversePayment(tx, id, actor.adminId, reason);
    if (!reversed) throw new AppError('CONFLICT', PAYMENT_MESSAGES.alreadyRemoved);
    await recordAudit(tx, {
      adminId: actor.adminId,
      action: 'payment.remove',
      entityType: 'payment',
      entityId: id,
      details: { studentId: payment.studentId, amountCents: payment.amountCents, reason },
      ip: actor.ip,
    });
    return { success: true as const, message: 'Payment removed' };
  });
}
