import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import { monthLabel } from '../../../../shared/dates';
import { type Locale, SOURCE_LOCALE } from '../../../../shared/i18n/locales';
import { msg } from '../../../../shared/i18n/msg';
import {
  billingPeriodTooLate,
  INVOICE_MESSAGES,
  type ZBulkInvoiceInput,
  type ZCreateInvoiceInput,
  type ZGenerateMonthlyInput,
} from '../../../../shared/schemas/invoices';
import { AppError } from '../../../errors';
import { translate } from '../../../i18n/translate';
import type { AdminActor } from '../../../kernel/actor';
import { recordAudit } from '../../../kernel/audit';
import { getSettings } from '../../../kernel/settings/read';
import { assertStudentExists } from '../../../kernel/student-status';
import { clockNow } from '../../../kernel/time/clock';
import { studioDateOf } from '../../../kernel/time/studio-time';
import { billStudents, lockBilling, periodDays } from './bill.service';
import { billableCharges } from './billable-charges';
import { invoiceList, invoicesOf } from './invoices.queries';

/**
 * Bills every student with charges in the month (or the one student given) in one transaction under
 * the billing lock: one invoice each, or more lines on a pending one. A second run finds nothing new.
 */
export async function billMonth(
  actor: { db: AdminActor['db']; adminId: number | null; ip: string },
  period: string,
  studentId?: number,
) {
  const { timezone } = await getSettings(actor.db);
  const { from, to } = periodDays(period);
  return actor.db.transaction(async (tx) => {
    await lockBilling(tx);
    const charges = await billableCharges(tx, {
      studentIds: studentId
        ? sql`select ${studentId}::int`
        : sql`select id from students where deleted_at is null`,
      from,
      to,
      timeZone: timezone,
    });
    const byStudent = new Map<number, typeof charges>();
    for (const c of charges) {
      const theirs = byStudent.get(c.studentId) ?? [];
      theirs.push(c);
      byStudent.set(c.studentId, theirs);
    }
    const billed = await billStudents(tx, period, byStudent);
    if (billed.length > 0) {
      await recordAudit(tx, {
        adminId: actor.adminId,
        action: 'invoice.generate',
        entityType: 'invoice',
        entityId: billed[0]!.id,
        details: { period, invoices: billed.length, studentId: studentId ?? null },
        ip: actor.ip,
      });
    }
    return billed;
  });
}

/** The bills a run made or added to, as the answers list them (their amount due from the run). */
const billedInvoices = async (actor: AdminActor, billed: { id: number; dueCents: number }[]) =>
  billed.length
    ? invoiceList(
        actor.db,
        invoicesOf(billed.map((b) => b.id)),
        undefined,
        new Map(billed.map((b) => [b.id, b.dueCents])),
      )
    : [];

const periodOf = (month: number, year: number) => `${year}-${String(month).padStart(2, '0')}`;

/** POST /api/payments/generate-monthly: the month's bills (spec 03 §2.2 Monthly Payment Generator). */
export async function generateMonthly(
  actor: AdminActor,
  input: z.output<typeof ZGenerateMonthlyInput>,
  locale: Locale = SOURCE_LOCALE,
) {
  const period = periodOf(input.month, input.year);
  const billed = await billMonth(actor, period);
  const created = billed.filter((b) => b.created).length;
  const payments = await billedInvoices(actor, billed);
  // Said in `locale`, the request's language.
  const label = monthLabel(period, 'long', locale);
  const count = String(created);
  const added = String(billed.length - created);
  const more = billed.length > created;
  const message =
    billed.length === 0
      ? msg('No new charges to bill for {label}', { label })
      : created === 1
        ? more
          ? msg('Generated 1 monthly bill for {label} and added new charges to {added}', { label, added })
          : msg('Generated 1 monthly bill for {label}', { label })
        : more
          ? msg('Generated {count} monthly bills for {label} and added new charges to {added}', {
              count,
              label,
              added,
            })
          : msg('Generated {count} monthly bills for {label}', { count, label });
  return { success: true as const, created, message: translate(locale, message), payments };
}

async function assertPeriodNotTooLate(actor: AdminActor, period: string) {
  const { timezone } = await getSettings(actor.db);
  const tooLate = billingPeriodTooLate(period, studioDateOf(timezone, clockNow()));
  if (tooLate) throw new AppError('BAD_REQUEST', tooLate);
}

/** POST /api/invoices: one student's bill for a month (the New Invoice dialog). */
export async function createInvoice(actor: AdminActor, input: z.output<typeof ZCreateInvoiceInput>) {
  await assertPeriodNotTooLate(actor, input.billingPeriod);
  await assertStudentExists(actor.db, input.studentId);
  const [bill] = await billMonth(actor, input.billingPeriod, input.studentId);
  if (!bill) throw new AppError('CONFLICT', INVOICE_MESSAGES.nothingToBill);
  return (await billedInvoices(actor, [bill]))[0]!;
}

/** POST /api/invoices/bulk: every student's bill for a month; who was billed and who could not be. */
export async function bulkInvoices(actor: AdminActor, input: z.output<typeof ZBulkInvoiceInput>) {
  await assertPeriodNotTooLate(actor, input.billingPeriod);
  const billed = await billMonth(actor, input.billingPeriod);
  return {
    success: await billedInvoices(actor, billed),
    failed: [] as { studentId: number; studentName: string; error: string }[],
  };
}
