/**
 * The only writer of `ledger_entries` and `student_credits` (design §3 "one owner per table's writes";
 * decision 002). Bookings, classes, students and the demo seed call these functions inside their own
 * transactions; nothing else inserts or updates those rows.
 */
import { and, asc, eq, inArray, isNull, ne, or, type SQL, sql } from 'drizzle-orm';
import type { PAYMENT_METHODS } from '../../../shared/constants';
import { type Described, en, msg } from '../../../shared/i18n/msg';
import { centsToDecimal } from '../../../shared/money';
import { scaleTaxLines, splitTaxCents, taxCentsOf, taxInsideAmount } from '../../../shared/recorded-tax';
import { insufficientCreditsMessage } from '../../../shared/schemas/billing';
import type { TaxLine } from '../../../shared/tax';
import type { Executor } from '../../db/client';
import { ledgerEntries, payments, refunds, studentCredits, students } from '../../db/schema';
import { AppError } from '../../errors';
import { translate } from '../../i18n/translate';
import { recordText, studioLanguage } from '../../kernel/settings/studio-language';
import { type StudioTaxCalendar, studioTaxCalendar } from '../../kernel/settings/tax-calendar';
import { executeRows } from '../../kernel/sql-rows';
import { clockNow } from '../../kernel/time/clock';
import { allocatedCtes } from './allocation';
import { availableLot, balanceCents } from './balance.service';
import { planCreditUse } from './credit-math';
import { studioToday } from './studio-periods';

export interface BookingCharge {
  studentId: number;
  bookingId: number;
  amountCents: number;
  description: string;
  occurredAt?: Date;
  adminId?: number | null;
  /**
   * The tax recorded with it (`chargeOfPrice`); when not given, the tax inside the amount at the
   * rates in force on its day.
   */
  taxes?: TaxLine[];
}

/** Tax lines for charges that came without: inside each amount, at the rates of its studio day. */
async function withTaxes<T extends { amountCents: number; taxes?: TaxLine[] }>(
  tx: Executor,
  rows: T[],
  at: (row: T) => Date | undefined,
): Promise<(T & { taxes: TaxLine[] })[]> {
  const calendar = rows.some((r) => !r.taxes) ? await studioTaxCalendar(tx) : null;
  return rows.map((r) => ({
    ...r,
    taxes: r.taxes ?? taxInsideAmount(r.amountCents, calendar!.at(at(r) ?? clockNow())),
  }));
}

/** A confirmed booking's charge (its price, fixed at booking, tax included when added on top). */
export async function chargeBookings(tx: Executor, charges: BookingCharge[]): Promise<void> {
  const owed = await withTaxes(
    tx,
    charges.filter((c) => c.amountCents > 0),
    (c) => c.occurredAt,
  );
  if (owed.length === 0) return;
  await tx.insert(ledgerEntries).values(
    owed.map((c) => ({
      studentId: c.studentId,
      entryType: 'charge' as const,
      amountCents: c.amountCents,
      taxCents: taxCentsOf(c.taxes),
      taxes: c.taxes,
      bookingId: c.bookingId,
      description: c.description,
      occurredAt: c.occurredAt,
      createdByAdminId: c.adminId ?? null,
    })),
  );
}

/**
 * chargeBookings as one step of a larger statement: a data-modifying CTE body that charges each row
 * of the CTE `source` (student_id, booking_id, amount_cents, tax_cents, taxes, description, occurred_at,
 * created_by_admin_id) that owes more than nothing. A booking inserts its charge in its own statement.
 */
export const bookingChargesFrom = (source: string): SQL => sql`
  insert into ${ledgerEntries}
    (student_id, entry_type, amount_cents, tax_cents, taxes, booking_id, description, occurred_at,
     created_by_admin_id)
  select student_id, 'charge', amount_cents, tax_cents, taxes, booking_id, description, occurred_at,
         created_by_admin_id
  from ${sql.identifier(source)} where amount_cents > 0
  returning id`;

/** What a cancel did to a booking's charge (decisions 027 and 030). */
export interface ChargeSettlement {
  /** The unpaid part it removed. */
  removedCents: number;
  /** What had been paid for it (credits used on it and payments), before any money went back. */
  paidCents: number;
  /** The part of the money paid that went back to the student (money back, decision 030). */
  moneyBackCents: number;
  studentId: number;
  /** The charge's amount and recorded tax, which a refund of part of it takes its tax from. */
  chargedCents: number;
  taxes: TaxLine[];
}

/** Where a charge's own description goes in a reversal's text that SQL writes. */
const DESCRIPTION_MARK = '\ue000';

/**
 * Appends a charge_reversal for each booking's charge, less what is already paid of it: by credits
 * used on it, and by payments, which pay charges oldest first (allocation.ts; decision 002). The paid
 * part stays charged and is all a cancellation can give back as credit (decision 027), so nothing is
 * returned twice, nothing unpaid is given away, and no overpayment appears next to the credit. With
 * `moneyBack`, the paid part, up to its cap (null: all of it) and never more than the money the student
 * has paid in (payments less removed and refunded ones: credit never turns into cash), is reversed too:
 * it goes back to the student as money (`refundMoney`, decision 030). One statement; the unique reverses_entry_id
 * makes a second reversal of the same charge impossible. Answers, per charged booking, what it did.
 */
export async function reverseBookingCharges(
  tx: Executor,
  bookingIds: number[],
  adminId: number | null,
  moneyBack?: { capCents: number | null },
): Promise<Map<number, ChargeSettlement>> {
  const settled = new Map<number, ChargeSettlement>();
  if (bookingIds.length === 0) return settled;
  const ids = sql.join(
    bookingIds.map((id) => sql`${id}`),
    sql`, `,
  );
  // "Booking cancelled: Class: Yoga on Mar 09, 2026", its words in the studio's language.
  const language = await studioLanguage(tx);
  const around = (text: (description: string) => Described) => {
    const [before, after = ''] = translate(language, text(DESCRIPTION_MARK)).split(DESCRIPTION_MARK);
    return sql`${before}::text || description || ${after}::text`;
  };
  const refundedText = around((description) => msg('Booking refunded: {description}', { description }));
  const cancelledText = around((description) => msg('Booking cancelled: {description}', { description }));
  const at = clockNow().toISOString();
  // least() skips a null: no cap gives back all the paid part; no money back gives none.
  const cap = moneyBack ? moneyBack.capCents : 0;
  const rows = await executeRows<{
    booking_id: number;
    student_id: number;
    charged: number;
    removed: number;
    back: number;
    taxes: TaxLine[] | null;
  }>(
    tx,
    sql`
    with ${allocatedCtes(sql`select distinct student_id from ledger_entries where booking_id in (${ids})`, await studioToday(tx))},
    money as (
      select student_id, sum(case entry_type when 'payment' then amount_cents else -amount_cents end) as held
      from alloc_entries where entry_type in ('payment', 'payment_reversal', 'refund')
      group by student_id
    ),
    parts as (
      select c.id, c.student_id, c.booking_id, c.description, c.amount_cents as charged, c.taxes,
             coalesce(u.used, 0) as used,
             greatest(c.amount_cents - coalesce(u.used, 0) - coalesce(a.paid, 0), 0) as unpaid,
             least(coalesce(a.paid, 0), ${cap}::int, greatest(coalesce(m.held, 0), 0)) as back
      from ledger_entries c
      left join money m on m.student_id = c.student_id
      left join (
        select booking_id, sum(amount_cents)::int as used from ledger_entries
        where entry_type = 'credit_use' and booking_id in (${ids})
        group by booking_id
      ) u on u.booking_id = c.booking_id
      left join allocated a on a.booking_id = c.booking_id
      where c.entry_type = 'charge' and c.booking_id in (${ids})
        and not exists (select 1 from ledger_entries r where r.reverses_entry_id = c.id)
    ),
    reversed as (
      insert into ledger_entries
        (student_id, entry_type, amount_cents, booking_id, reverses_entry_id, description, created_by_admin_id,
         occurred_at, created_at)
      select student_id, 'charge_reversal', unpaid + back, booking_id, id,
             case when back > 0 then ${refundedText} else ${cancelledText} end,
             ${adminId}, ${at}::timestamptz, ${at}::timestamptz
      from parts where unpaid + back > 0
      on conflict (reverses_entry_id) do nothing
      returning booking_id, reverses_entry_id
    )
    select p.booking_id, min(p.student_id) as student_id, sum(p.charged)::int as charged,
           coalesce(sum(p.unpaid) filter (where r.booking_id is not null), 0)::int as removed,
           coalesce(sum(p.back) filter (where r.booking_id is not null), 0)::int as back,
           (array_agg(p.taxes))[1] as taxes
    from parts p left join reversed r on r.reverses_entry_id = p.id
    group by p.booking_id`,
  );
  for (const r of rows) {
    const removed = Number(r.removed);
    const back = Number(r.back);
    settled.set(Number(r.booking_id), {
      removedCents: removed,
      paidCents: Number(r.charged) - removed,
      moneyBackCents: back,
      studentId: Number(r.student_id),
      chargedCents: Number(r.charged),
      taxes: r.taxes ?? [],
    });
  }
  return settled;
}

/** Money given back to a student for a class (decision 030). */
export interface MoneyBack {
  studentId: number;
  bookingId: number;
  amountCents: number;
  /** The class's charge and its recorded tax: the refund returns the same share of that tax. */
  chargedCents: number;
  chargeTaxes: TaxLine[];
  method: (typeof PAYMENT_METHODS)[number];
  reason: string;
  emailNotify: boolean;
  adminId: number | null;
}

/**
 * Records money going back to students, each as a refunded payment of a negative amount (so every
 * total of money received — Reports, the dashboard, the Payment Ledger and its CSV — nets it out with
 * its tax), the refunds row, and a 'refund' ledger line that takes it out of what the student holds.
 * The charge it paid must already be reversed by as much (`reverseBookingCharges` with `moneyBack`).
 */
export async function refundMoney(tx: Executor, backs: MoneyBack[]): Promise<void> {
  for (const b of backs.filter((x) => x.amountCents > 0)) {
    await recordMoneyBack(tx, {
      ...b,
      taxes: scaleTaxLines(b.chargeTaxes, b.chargedCents, b.amountCents),
      transactionId: null,
    });
  }
}

/** Money going back to a student: for a class (bookingId) or from a payment (a card refund, issue 31). */
export interface MoneyOut {
  studentId: number;
  bookingId: number | null;
  amountCents: number;
  /** The tax inside the amount, recorded with it (decision 028). */
  taxes: TaxLine[];
  method: string;
  reason: string;
  emailNotify: boolean;
  adminId: number | null;
  /** The processor's reference (a Stripe refund id): the same one twice records one refund. */
  transactionId: string | null;
}

/**
 * Records money going out once: a refunded payment of a negative amount (so every total of money
 * received nets it out with its tax), the refunds row, and a 'refund' ledger line. Answers the
 * negative payment's id, or null when its transaction id was already recorded.
 */
export async function recordMoneyBack(tx: Executor, b: MoneyOut): Promise<number | null> {
  const now = clockNow();
  const taxCents = taxCentsOf(b.taxes);
  const [payment] = await tx
    .insert(payments)
    .values({
      studentId: b.studentId,
      amountCents: -b.amountCents,
      netCents: -(b.amountCents - taxCents),
      taxCents: -taxCents,
      taxes: b.taxes.map((t) => ({ ...t, taxCents: -t.taxCents })),
      method: b.method,
      status: 'refunded',
      paymentDate: now,
      transactionId: b.transactionId,
      notes: b.reason,
      createdByAdminId: b.adminId,
    })
    .onConflictDoNothing()
    .returning({ id: payments.id });
  if (!payment) return null;
  const [refund] = await tx
    .insert(refunds)
    .values({
      studentId: b.studentId,
      bookingId: b.bookingId,
      paymentId: payment.id,
      amountCents: b.amountCents,
      taxCents,
      taxes: b.taxes,
      reason: b.reason,
      emailNotify: b.emailNotify,
      createdByAdminId: b.adminId,
    })
    .returning({ id: refunds.id });
  await tx.insert(ledgerEntries).values({
    studentId: b.studentId,
    entryType: 'refund',
    amountCents: b.amountCents,
    bookingId: b.bookingId,
    paymentId: payment.id,
    refundId: refund!.id,
    description: b.reason,
    occurredAt: now,
    isManual: true,
    createdByAdminId: b.adminId,
  });
  return payment.id;
}

export type CreditSource = 'booking_cancellation' | 'class_cancellation' | 'admin_refund' | 'admin_credit';

export interface BookingCredit {
  studentId: number;
  bookingId: number;
  classInstanceId: number;
  classDate: string | null;
  amountCents: number;
}

/**
 * Grants one credit lot per cancelled booking, with its 'credit' ledger line. A booking's lot is
 * unique (concurrent cancels grant it once): a booking that already has one is skipped. Answers the
 * cents granted per booking.
 */
export async function grantBookingCredits(
  tx: Executor,
  credits: BookingCredit[],
  lot: { reason: string; source: CreditSource; adminId: number | null },
): Promise<Map<number, number>> {
  const granted = new Map<number, number>();
  const positive = credits.filter((c) => c.amountCents > 0);
  if (positive.length === 0) return granted;
  const rows = await tx
    .insert(studentCredits)
    .values(
      positive.map((c) => ({
        studentId: c.studentId,
        amountCents: c.amountCents,
        reason: lot.reason,
        source: lot.source,
        classDate: c.classDate,
        bookingId: c.bookingId,
        classInstanceId: c.classInstanceId,
        createdByAdminId: lot.adminId,
      })),
    )
    .onConflictDoNothing({ target: studentCredits.bookingId })
    .returning({
      id: studentCredits.id,
      studentId: studentCredits.studentId,
      bookingId: studentCredits.bookingId,
      amountCents: studentCredits.amountCents,
    });
  if (rows.length > 0) {
    await tx.insert(ledgerEntries).values(
      rows.map((c) => ({
        studentId: c.studentId,
        entryType: 'credit' as const,
        amountCents: c.amountCents,
        bookingId: c.bookingId,
        creditId: c.id,
        description: lot.reason,
        createdByAdminId: lot.adminId,
      })),
    );
  }
  for (const c of rows) granted.set(c.bookingId!, c.amountCents);
  return granted;
}

export const CREDITS_CHANGED = en('Your credits changed while booking. Please try again.');

export interface CreditUse {
  studentId: number;
  bookingId: number;
  priceCents: number;
  /** "Yoga Flow on Nov 25, 2026", for the ledger lines. */
  label: string;
}

/**
 * Pays a booking's price (already charged) from the credit the student holds, inside the booking's
 * transaction; 409 "Insufficient credits…" when it does not cover it (and the booking rolls back).
 * The credit held is the one balance's (issue 27 §2): lots and overpayment, less what is owed; the
 * lots are used oldest first, and what they do not cover is paid by the overpayment. The student row
 * is locked first so two bookings by one student cannot spend the same credit.
 */
export async function payWithCredits(tx: Executor, use: CreditUse): Promise<void> {
  await tx
    .select({ id: students.id })
    .from(students)
    .where(eq(students.id, use.studentId))
    .for('no key update');
  const lots = await tx
    .select({
      id: studentCredits.id,
      amountCents: studentCredits.amountCents,
      source: studentCredits.source,
      classDate: studentCredits.classDate,
    })
    .from(studentCredits)
    .where(availableLot(use.studentId))
    .orderBy(asc(studentCredits.createdAt), asc(studentCredits.id));
  const held = Math.max(0, use.priceCents - (await balanceCents(tx, use.studentId)));
  const inLots = lots.reduce((sum, l) => sum + l.amountCents, 0);
  const plan = held >= use.priceCents ? planCreditUse(lots, Math.min(use.priceCents, inLots)) : null;
  if (!plan) {
    throw new AppError(
      'CONFLICT',
      insufficientCreditsMessage(centsToDecimal(use.priceCents), centsToDecimal(held)),
    );
  }
  if (plan.takes.length === 0) return;
  const now = clockNow();
  const language = await studioLanguage(tx);
  const marked = await tx
    .update(studentCredits)
    .set({ usedAt: now, usedByBookingId: use.bookingId })
    .where(
      and(
        inArray(
          studentCredits.id,
          plan.takes.map((t) => t.lotId),
        ),
        availableLot(use.studentId),
      ),
    )
    .returning({ id: studentCredits.id });
  // Cannot happen under the student lock; if it ever does, refuse rather than spend a lot twice.
  if (marked.length !== plan.takes.length) throw new AppError('CONFLICT', CREDITS_CHANGED);
  if (plan.remainder) {
    const { lotId, amountCents } = plan.remainder;
    const original = lots.find((l) => l.id === lotId)!;
    await tx.insert(studentCredits).values({
      studentId: use.studentId,
      amountCents,
      reason: translate(language, msg('Remainder of credit #{lotId}', { lotId: String(lotId) })),
      source: original.source,
      classDate: original.classDate,
    });
  }
  await tx.insert(ledgerEntries).values(
    plan.takes.map((t) => ({
      studentId: use.studentId,
      entryType: 'credit_use' as const,
      amountCents: t.amountCents,
      bookingId: use.bookingId,
      creditId: t.lotId,
      description: translate(language, msg('Credit used: {label}', { label: use.label })),
    })),
  );
}

/**
 * A charge not tied to a class (the profile's Add Charge: a walk-in, a product): the amount is what
 * the student owes, its tax inside at the rates of its day; a late fee is `untaxed`.
 */
export const chargeManually = (tx: Executor, charge: LooseCharge): Promise<number> =>
  insertLooseCharge(tx, charge, true);

/**
 * A sale of something the studio sells besides a class (a class pack, a membership's period): owed like
 * any charge, its tax inside at the rates of its day, frozen with it (decisions 028, 038).
 */
export const chargeSale = (tx: Executor, sale: Omit<LooseCharge, 'untaxed'>): Promise<number> =>
  insertLooseCharge(tx, sale, false);

interface LooseCharge {
  studentId: number;
  amountCents: number;
  description: string;
  adminId: number | null;
  /** When it was owed (now unless the administrator dated it). */
  occurredAt?: Date;
  untaxed?: boolean;
}

async function insertLooseCharge(tx: Executor, charge: LooseCharge, isManual: boolean): Promise<number> {
  const [taxed] = await withTaxes(
    tx,
    [{ amountCents: charge.amountCents, taxes: charge.untaxed ? [] : undefined }],
    () => charge.occurredAt,
  );
  const [row] = await tx
    .insert(ledgerEntries)
    .values({
      studentId: charge.studentId,
      entryType: 'charge',
      amountCents: charge.amountCents,
      taxCents: taxCentsOf(taxed!.taxes),
      taxes: taxed!.taxes,
      description: charge.description,
      occurredAt: charge.occurredAt,
      isManual,
      createdByAdminId: charge.adminId,
    })
    .returning({ id: ledgerEntries.id });
  return row!.id;
}

export interface NewPayment {
  studentId: number;
  amountCents: number;
  method: string;
  paymentDate: Date;
  transactionId: string | null;
  notes: string | null;
  adminId: number | null;
  /**
   * The tax in the amount when the caller states it (the older form's GST), split over the taxes of
   * its day; else the tax inside the amount at the rates in force on its day.
   */
  taxCents?: number;
  /** The address the payer used (the older form's payment email). */
  paymentEmail?: string | null;
  /** The monthly bill (invoice) it pays, when the administrator named one. */
  invoiceId?: number | null;
  /** Once-only key when there is no transaction id (a payment e-mail without a reference number). */
  idempotencyKey?: string | null;
  /** A payment read from an e-mail: where it came from and when it was processed. */
  fromEmail?: {
    incomingEmailId: number | null;
    from: string;
    subject: string;
    processedAt: Date;
    processingNotes: string;
  } | null;
}

/**
 * Records a received payment and its 'payment' ledger line. Idempotent on the transaction id: the
 * same id again (one after the other, or at the same instant from two tabs) writes nothing and
 * answers the payment already recorded.
 */
export async function recordPayment(
  tx: Executor,
  p: NewPayment,
  /** The studio's taxes, when the caller has read the settings already. */
  known?: StudioTaxCalendar,
): Promise<{ payment: typeof payments.$inferSelect; created: boolean }> {
  const rule = (known ?? (await studioTaxCalendar(tx))).at(p.paymentDate);
  const taxes =
    p.taxCents === undefined ? taxInsideAmount(p.amountCents, rule) : splitTaxCents(p.taxCents, rule.taxes);
  const taxCents = taxCentsOf(taxes);
  const [inserted] = await tx
    .insert(payments)
    .values({
      studentId: p.studentId,
      amountCents: p.amountCents,
      netCents: p.amountCents - taxCents,
      taxCents,
      taxes,
      method: p.method,
      paymentEmail: p.paymentEmail ?? null,
      invoiceId: p.invoiceId ?? null,
      status: 'paid',
      paymentDate: p.paymentDate,
      transactionId: p.transactionId,
      idempotencyKey: p.idempotencyKey ?? null,
      notes: p.notes,
      emailFrom: p.fromEmail?.from ?? null,
      emailSubject: p.fromEmail?.subject ?? null,
      emailProcessedAt: p.fromEmail?.processedAt ?? null,
      incomingEmailId: p.fromEmail?.incomingEmailId ?? null,
      processingNotes: p.fromEmail?.processingNotes ?? null,
      createdByAdminId: p.adminId,
    })
    // Either key already taken: the payment is already recorded (once only, design §3).
    .onConflictDoNothing()
    .returning();
  if (!inserted) {
    const byTransaction = p.transactionId ? eq(payments.transactionId, p.transactionId) : undefined;
    const byKey = p.idempotencyKey ? eq(payments.idempotencyKey, p.idempotencyKey) : undefined;
    const [existing] = await tx.select().from(payments).where(or(byTransaction, byKey)).limit(1);
    if (!existing) throw new Error('A payment conflicted on a key no payment holds');
    return { payment: existing, created: false };
  }
  await tx.insert(ledgerEntries).values({
    studentId: p.studentId,
    entryType: 'payment',
    amountCents: p.amountCents,
    paymentId: inserted.id,
    invoiceId: p.invoiceId ?? null,
    description: p.notes ?? (await recordText(tx, () => msg('Payment'))),
    occurredAt: p.paymentDate,
    isManual: true,
    createdByAdminId: p.adminId,
  });
  return { payment: inserted, created: true };
}

/**
 * Removes a payment the append-only way: the payment marked cancelled (only once: a second removal
 * finds it cancelled) and a 'payment_reversal' of its ledger line. Undefined when it was already
 * removed. The payment row is written before the ledger line, as recordPayment does, so its tax hour
 * and the student's balance (decisions 031, 032) are locked in the same order by both.
 */
export async function reversePayment(
  tx: Executor,
  paymentId: number,
  adminId: number | null,
  reason: string,
): Promise<{ studentId: number; amountCents: number } | undefined> {
  const [entry] = await tx
    .select()
    .from(ledgerEntries)
    .where(and(eq(ledgerEntries.paymentId, paymentId), eq(ledgerEntries.entryType, 'payment')));
  if (!entry) return undefined;
  const [cancelled] = await tx
    .update(payments)
    .set({ status: 'cancelled' })
    .where(and(eq(payments.id, paymentId), ne(payments.status, 'cancelled')))
    .returning({ id: payments.id });
  if (!cancelled) return undefined;
  const language = await studioLanguage(tx);
  const [reversal] = await tx
    .insert(ledgerEntries)
    .values({
      studentId: entry.studentId,
      entryType: 'payment_reversal',
      amountCents: entry.amountCents,
      paymentId,
      reversesEntryId: entry.id,
      description: translate(language, msg('Payment removed: {reason}', { reason })),
      isManual: true,
      createdByAdminId: adminId,
    })
    .onConflictDoNothing({ target: ledgerEntries.reversesEntryId })
    .returning({ id: ledgerEntries.id });
  if (!reversal) throw new Error('A payment not cancelled already had its reversal');
  return { studentId: entry.studentId, amountCents: entry.amountCents };
}

/** A credit lot the administrator grants (not tied to a booking), with its 'credit' ledger line. */
export async function grantCredit(
  tx: Executor,
  lot: {
    studentId: number;
    amountCents: number;
    reason: string;
    source: 'admin_refund' | 'admin_credit';
    classDate: string | null;
    adminId: number | null;
  },
): Promise<typeof studentCredits.$inferSelect> {
  const [row] = await tx
    .insert(studentCredits)
    .values({
      studentId: lot.studentId,
      amountCents: lot.amountCents,
      reason: lot.reason,
      source: lot.source,
      classDate: lot.classDate,
      createdByAdminId: lot.adminId,
    })
    .returning();
  await tx.insert(ledgerEntries).values({
    studentId: lot.studentId,
    entryType: 'credit',
    amountCents: lot.amountCents,
    creditId: row!.id,
    description: lot.reason,
    isManual: true,
    createdByAdminId: lot.adminId,
  });
  return row!;
}

/**
 * Voids an available credit lot ('credit_void' line). A used lot paid for a class and cannot be
 * voided; answers what stood in the way.
 */
export async function voidCredit(
  tx: Executor,
  creditId: number,
  adminId: number | null,
): Promise<'voided' | 'missing' | 'used' | 'already_voided'> {
  const [lot] = await tx.select().from(studentCredits).where(eq(studentCredits.id, creditId)).for('update');
  if (!lot) return 'missing';
  if (lot.voidedAt) return 'already_voided';
  if (lot.usedAt) return 'used';
  await tx.update(studentCredits).set({ voidedAt: clockNow() }).where(eq(studentCredits.id, creditId));
  const language = await studioLanguage(tx);
  await tx.insert(ledgerEntries).values({
    studentId: lot.studentId,
    entryType: 'credit_void',
    amountCents: lot.amountCents,
    creditId,
    description: translate(language, msg('Credit deleted: {reason}', { reason: lot.reason })),
    isManual: true,
    createdByAdminId: adminId,
  });
  return 'voided';
}

/** A refund given back as account credit: the refunds row beside the credit lot. */
export async function recordRefund(
  tx: Executor,
  refund: {
    studentId: number;
    creditId: number;
    amountCents: number;
    reason: string;
    emailNotify: boolean;
    adminId: number | null;
  },
): Promise<void> {
  const taxes = taxInsideAmount(refund.amountCents, (await studioTaxCalendar(tx)).at(clockNow()));
  await tx.insert(refunds).values({
    studentId: refund.studentId,
    creditId: refund.creditId,
    amountCents: refund.amountCents,
    taxCents: taxCentsOf(taxes),
    taxes,
    reason: refund.reason,
    emailNotify: refund.emailNotify,
    createdByAdminId: refund.adminId,
  });
}

/** Marks many charges as billed, each on its invoice (a month's bills at once), a statement per 5,000. */
export async function attachChargesToInvoices(
  tx: Executor,
  pairs: { entryId: number; invoiceId: number }[],
): Promise<void> {
  for (let i = 0; i < pairs.length; i += 5000) {
    const part = pairs.slice(i, i + 5000);
    const ids = `{${part.map((p) => p.entryId).join(',')}}`;
    const invoiceIds = `{${part.map((p) => p.invoiceId).join(',')}}`;
    await tx.execute(sql`
      update ledger_entries le set invoice_id = v.invoice_id
      from unnest(${ids}::bigint[], ${invoiceIds}::int[]) as v(id, invoice_id)
      where le.id = v.id and le.entry_type = 'charge' and le.invoice_id is null`);
  }
}

/** Marks charges as billed on an invoice (a monthly bill lists each charge once). */
export async function attachChargesToInvoice(
  tx: Executor,
  entryIds: number[],
  invoiceId: number,
): Promise<void> {
  if (entryIds.length === 0) return;
  await tx
    .update(ledgerEntries)
    .set({ invoiceId })
    .where(
      and(
        inArray(ledgerEntries.id, entryIds),
        eq(ledgerEntries.entryType, 'charge'),
        isNull(ledgerEntries.invoiceId),
      ),
    );
}
