import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { addDays, formatDate, toHhMm } from '../../../shared/dates';
import { type Locale, SOURCE_LOCALE } from '../../../shared/i18n/locales';
import { type Described, englishOf, localized, msg } from '../../../shared/i18n/msg';
import { earliestEnd, nextBillingDate } from '../../../shared/membership-periods';
import { centsToDecimal, formatMoney } from '../../../shared/money';
import {
  type allowanceLabel,
  MEMBERSHIP_MESSAGES,
  PASS_MESSAGES,
  PRODUCT_MESSAGES,
  type TMembershipBooking,
  type TMembershipBookingsInput,
  type TStudentMembership,
} from '../../../shared/schemas/products';
import type { Executor } from '../../db/client';
import { transactionWithRetry } from '../../db/retry';
import {
  bookings,
  classInstances,
  classSchedules,
  classTypes,
  membershipPauses,
  membershipPeriods,
  membershipUses,
  productClassTypes,
  products,
  studentMemberships,
  students,
} from '../../db/schema';
import { AppError } from '../../errors';
import { translate } from '../../i18n/translate';
import type { Actor, AdminActor } from '../../kernel/actor';
import { recordAudit } from '../../kernel/audit';
import { classNameSql } from '../../kernel/class-name';
import { recipientsByIds } from '../../kernel/recipients';
import { getSettings, studioClock } from '../../kernel/settings/read';
import { assertStudentExists } from '../../kernel/student-status';
import { clockNow } from '../../kernel/time/clock';
import {
  emailStudioOf,
  recipientLocale,
  renderBookingCancelled,
  renderPurchaseConfirmation,
} from '../../mail/templates/render';
import { cancelBooking } from '../bookings/bookings.service';
import { promoteFromWaitlist } from '../bookings/waitlist/promote.service';
import { inAllowanceWindow } from '../products/membership-uses.service';
import { priceCentsOn } from '../products/products.service';
import { billDuePeriods, creditDaysTakenOut, pausesOf } from './billing.service';

type MembershipRow = typeof studentMemberships.$inferSelect;

function statusOf(m: MembershipRow, paused: boolean, today: string): TStudentMembership['status'] {
  if (m.endsOn !== null && m.endsOn < today) return 'ended';
  if (m.startsOn > today) return 'scheduled';
  return paused ? 'paused' : 'active';
}

/** A student's memberships, newest first, with their state today, next billing date and price now. */
export async function studentMembershipList(db: Executor, studentId: number): Promise<TStudentMembership[]> {
  await assertStudentExists(db, studentId);
  const rows = await db
    .select()
    .from(studentMemberships)
    .where(eq(studentMemberships.studentId, studentId))
    .orderBy(asc(studentMemberships.id));
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const { today } = await studioClock(db);
  const [pauses, types, billed, used] = await Promise.all([
    db
      .select()
      .from(membershipPauses)
      .where(inArray(membershipPauses.membershipId, ids))
      .orderBy(asc(membershipPauses.fromDate)),
    db
      .select()
      .from(productClassTypes)
      .where(inArray(productClassTypes.productId, [...new Set(rows.map((r) => r.productId))])),
    db
      .select({
        id: membershipPeriods.membershipId,
        cents:
          sql<number>`sum(${membershipPeriods.amountCents} - ${membershipPeriods.creditedCents})`.mapWith(
            Number,
          ),
      })
      .from(membershipPeriods)
      .where(inArray(membershipPeriods.membershipId, ids))
      .groupBy(membershipPeriods.membershipId),
    db
      .select({ id: membershipUses.membershipId, n: sql<number>`count(*)`.mapWith(Number) })
      .from(membershipUses)
      .innerJoin(studentMemberships, eq(studentMemberships.id, membershipUses.membershipId))
      .where(
        sql`${inArray(membershipUses.membershipId, ids)} and ${membershipUses.returnedAt} is null
          and ${inAllowanceWindow(sql`${membershipUses.classDate}`, sql`${studentMemberships.allowance}`, sql`${today}`)}`,
      )
      .groupBy(membershipUses.membershipId),
  ]);
  const productIds = [...new Set(rows.map((r) => r.productId))];
  const priceNow = new Map(
    await Promise.all(productIds.map(async (id) => [id, (await priceCentsOn(db, id, today)) ?? 0] as const)),
  );
  return rows.reverse().map((m) => {
    const own = pauses.filter((p) => p.membershipId === m.id);
    const paused = own.some((p) => p.fromDate <= today && today <= p.toDate);
    return {
      id: m.id,
      productId: m.productId,
      name: m.name,
      allowance: m.allowance,
      allowanceCount: m.allowanceCount,
      billingDay: m.billingDay,
      minimumPeriods: m.minimumPeriods,
      startsOn: m.startsOn,
      endsOn: m.endsOn,
      endReason: m.endReason,
      status: statusOf(m, paused, today),
      price: centsToDecimal(priceNow.get(m.productId) ?? 0),
      nextBillingDate: nextBillingDate(m, today),
      earliestEnd: earliestEnd(m.startsOn, m.billingDay, m.minimumPeriods),
      usedNow: used.find((u) => u.id === m.id)?.n ?? 0,
      pauses: own.map((p) => ({ from: p.fromDate, to: p.toDate, reason: p.reason })),
      classTypeIds: types.filter((t) => t.productId === m.productId).map((t) => t.classTypeId),
      billed: centsToDecimal(billed.find((b) => b.id === m.id)?.cents ?? 0),
    };
  });
}

const listedOne = async (db: Executor, m: MembershipRow) =>
  (await studentMembershipList(db, m.studentId)).find((x) => x.id === m.id)!;

/**
 * Starts a membership (the administrator on a profile, from today or a later day; a student from
 * their dashboard, today): the product's terms copied, its first period billed at once (pro-rated by
 * days), audited, and a purchase confirmation queued, all in one transaction. A student holds one
 * running membership of a product at a time.
 */
export async function startMembership(
  actor: Actor,
  input: { studentId: number; productId: number; startsOn?: string },
  locale: Locale = SOURCE_LOCALE,
): Promise<{ membership: TStudentMembership; message: string; chargedCents: number }> {
  const settings = await getSettings(actor.db);
  const { today } = await studioClock(actor.db);
  const startsOn = input.startsOn ?? today;
  if (startsOn < today) throw new AppError('BAD_REQUEST', MEMBERSHIP_MESSAGES.startInPast);
  const result = await transactionWithRetry(actor.db, async (tx) => {
    await assertStudentExists(tx, input.studentId);
    const [product] = await tx.select().from(products).where(eq(products.id, input.productId)).for('share');
    if (!product) throw new AppError('NOT_FOUND', PRODUCT_MESSAGES.notFound);
    if (product.kind !== 'membership') throw new AppError('BAD_REQUEST', MEMBERSHIP_MESSAGES.notAMembership);
    if (!product.active) throw new AppError('CONFLICT', PASS_MESSAGES.notOnSale);
    // One running membership of a product per student: the student's row is the lock that orders two
    // starts of the same membership.
    await tx.select({ id: students.id }).from(students).where(eq(students.id, input.studentId)).for('update');
    const [held] = await tx
      .select({ id: studentMemberships.id })
      .from(studentMemberships)
      .where(
        and(
          eq(studentMemberships.studentId, input.studentId),
          eq(studentMemberships.productId, product.id),
          sql`(${studentMemberships.endsOn} is null or ${studentMemberships.endsOn} >= ${startsOn}::date)`,
        ),
      );
    if (held) throw new AppError('CONFLICT', MEMBERSHIP_MESSAGES.alreadyHeld);
    const [m] = await tx
      .insert(studentMemberships)
      .values({
        studentId: input.studentId,
        productId: product.id,
        name: product.name,
        allowance: product.allowance!,
        allowanceCount: product.allowanceCount,
        billingDay: product.billingDay!,
        minimumPeriods: product.minimumPeriods ?? 0,
        startsOn,
        soldByAdminId: actor.adminId,
      })
      .returning();
    const billed = await billDuePeriods(tx, m!, today);
    await recordAudit(tx, {
      adminId: actor.adminId,
      action: 'membership.start',
      entityType: 'student_membership',
      entityId: m!.id,
      details: {
        studentId: input.studentId,
        productId: product.id,
        startsOn,
        billedCents: billed[0]?.amountCents ?? 0,
      },
      ip: actor.ip,
    });
    const firstCents = billed[0]?.amountCents ?? 0;
    const [student] = await recipientsByIds(tx, [input.studentId]);
    if (student) {
      // The e-mail is in the student's language (not the request's).
      const to = recipientLocale(student, settings.language);
      const t = (text: Described) => translate(to, text);
      const facts: [string, string][] = [
        [t(msg('Membership')), m!.name],
        [t(msg('Classes')), allowanceIn(m!, to)],
        [t(msg('Starts')), formatDate(startsOn, to)],
        [t(msg('Billed')), t(msg('monthly on day {day}', { day: m!.billingDay }))],
      ];
      const message = await renderPurchaseConfirmation({
        studio: emailStudioOf(settings),
        locale: to,
        name: student.name,
        product: m!.name,
        kind: 'membership',
        facts,
        amount: firstCents > 0 ? formatMoney(firstCents, { currency: settings.currency, locale: to }) : null,
      });
      await actor.outbox.queue(tx, {
        kind: 'purchase_confirmation',
        toEmail: student.email,
        toName: student.name,
        studentId: input.studentId,
        ...message,
      });
    }
    return { m: m!, firstCents };
  });
  // Said in `locale`, the request's language.
  const first = formatMoney(result.firstCents, { currency: settings.currency, locale });
  const message = translate(
    locale,
    result.firstCents === 0
      ? MEMBERSHIP_MESSAGES.startedFree(result.m.name)
      : actor.adminId === null
        ? MEMBERSHIP_MESSAGES.bought(result.m.name, first)
        : MEMBERSHIP_MESSAGES.started(result.m.name, first),
  );
  return { membership: await listedOne(actor.db, result.m), message, chargedCents: result.firstCents };
}

/**
 * The confirmed bookings on the membership that a change would cancel: those inside a pause (from
 * and to included), or after an end's day.
 */
export async function bookingsCancelledBy(
  db: Executor,
  change: TMembershipBookingsInput,
): Promise<TMembershipBooking[]> {
  const input =
    'endsOn' in change ? { id: change.id, from: addDays(change.endsOn, 1), to: undefined } : change;
  const rows = await db
    .select({
      bookingId: bookings.id,
      className: classNameSql,
      classDate: classInstances.classDate,
      startTime: classInstances.startTime,
      endTime: classInstances.endTime,
      location: classInstances.location,
    })
    .from(membershipUses)
    .innerJoin(bookings, eq(bookings.id, membershipUses.bookingId))
    .innerJoin(classInstances, eq(classInstances.id, bookings.classInstanceId))
    .innerJoin(classTypes, eq(classTypes.id, classInstances.classTypeId))
    .leftJoin(classSchedules, eq(classSchedules.id, classInstances.classScheduleId))
    .where(
      sql`${membershipUses.membershipId} = ${input.id} and ${membershipUses.returnedAt} is null
        and ${bookings.status} = 'confirmed' and ${classInstances.classDate} >= ${input.from}::date
        and (${input.to ?? null}::date is null or ${classInstances.classDate} <= ${input.to ?? null}::date)`,
    )
    .orderBy(asc(classInstances.classDate), asc(classInstances.startTime));
  return rows.map((r) => ({ ...r, startTime: toHhMm(r.startTime), endTime: toHhMm(r.endTime) }));
}

/** "3 classes a week", "Unlimited classes": a membership's allowance in the purchase e-mail's language. */
function allowanceIn(m: Parameters<typeof allowanceLabel>[0], locale: Locale): string {
  const count = m.allowanceCount ?? 0;
  const text =
    m.allowance === 'unlimited'
      ? msg('Unlimited classes')
      : m.allowance === 'per_week'
        ? msg('{count, plural, one {# class} other {# classes}} a week', { count })
        : msg('{count, plural, one {# class} other {# classes}} a month', { count });
  return translate(locale, text);
}

async function lockMembership(tx: Executor, id: number): Promise<MembershipRow> {
  const [m] = await tx.select().from(studentMemberships).where(eq(studentMemberships.id, id)).for('update');
  if (!m) throw new AppError('NOT_FOUND', MEMBERSHIP_MESSAGES.notFound);
  return m;
}

/**
 * Cancels the bookings on the membership inside a pause or after an end, after the administrator saw
 * them: no credit (nothing was paid for them), the class back to the membership, the seat to the
 * waitlist, and the student told by e-mail.
 */
async function cancelMembershipBookings(
  tx: Executor,
  actor: AdminActor,
  found: TMembershipBooking[],
  /** Why, kept in English on the bookings and told to each student in their language. */
  why: Described,
): Promise<number> {
  if (found.length === 0) return 0;
  const reason = englishOf(why);
  const settings = await getSettings(tx);
  let cancelled = 0;
  for (const b of found) {
    const done = await cancelBooking(tx, {
      bookingId: b.bookingId,
      reason,
      cancelledBy: 'admin',
      issueCredit: false,
      creditSource: 'booking_cancellation',
      creditReason: reason,
      adminId: actor.adminId,
    });
    if (!done) continue;
    cancelled++;
    await promoteFromWaitlist(tx, done.classInstanceId, actor.outbox);
    const [student] = await recipientsByIds(tx, [done.studentId]);
    if (student) {
      const to = recipientLocale(student, settings.language);
      const message = await renderBookingCancelled({
        studio: emailStudioOf(settings),
        locale: to,
        name: student.name,
        class: {
          name: b.className,
          classDate: b.classDate,
          startTime: b.startTime,
          endTime: b.endTime,
          location: b.location,
        },
        cancelledBy: 'admin',
        creditCents: 0,
        reason: translate(to, why),
      });
      await actor.outbox.queue(tx, {
        kind: 'booking_cancelled',
        toEmail: student.email,
        toName: student.name,
        studentId: done.studentId,
        ...message,
      });
    }
  }
  return cancelled;
}

/**
 * Pauses a membership from one day to another (both included): billing stops for those days (days of
 * a period already billed come back as credit), its bookings inside are cancelled only when the
 * administrator confirmed them (else 409 saying how many), and bookings cannot use it then. Audited.
 */
export async function pauseMembership(
  actor: AdminActor,
  input: { id: number; from: string; to: string; reason: string; cancelBookings: boolean },
  locale: Locale = SOURCE_LOCALE,
): Promise<{ membership: TStudentMembership; message: string }> {
  if (input.to < input.from) throw new AppError('BAD_REQUEST', MEMBERSHIP_MESSAGES.pauseOrder);
  const { today } = await studioClock(actor.db);
  if (input.from < today) throw new AppError('BAD_REQUEST', MEMBERSHIP_MESSAGES.pauseInPast);
  const result = await transactionWithRetry(actor.db, async (tx) => {
    const m = await lockMembership(tx, input.id);
    if (input.from < m.startsOn || (m.endsOn !== null && input.from > m.endsOn))
      throw new AppError('BAD_REQUEST', MEMBERSHIP_MESSAGES.pauseOutside);
    const overlapping = (await pausesOf(tx, m.id)).some((p) => p.from <= input.to && input.from <= p.to);
    if (overlapping) throw new AppError('CONFLICT', MEMBERSHIP_MESSAGES.pauseOverlaps);
    const inside = await bookingsCancelledBy(tx, { id: m.id, from: input.from, to: input.to });
    if (inside.length > 0 && !input.cancelBookings)
      throw new AppError('CONFLICT', MEMBERSHIP_MESSAGES.bookingsInside(inside.length));
    await tx.insert(membershipPauses).values({
      membershipId: m.id,
      fromDate: input.from,
      toDate: input.to,
      reason: input.reason,
      createdByAdminId: actor.adminId,
    });
    const cancelled = await cancelMembershipBookings(
      tx,
      actor,
      inside,
      msg('Membership paused: {reason}', { reason: input.reason }),
    );
    const creditedCents = await creditDaysTakenOut(tx, m, msg('Membership paused'), actor.adminId);
    await recordAudit(tx, {
      adminId: actor.adminId,
      action: 'membership.pause',
      entityType: 'student_membership',
      entityId: m.id,
      details: { from: input.from, to: input.to, reason: input.reason, cancelled, creditedCents },
      ip: actor.ip,
    });
    return { m, cancelled };
  });
  return {
    membership: await listedOne(actor.db, result.m),
    message: translate(
      locale,
      MEMBERSHIP_MESSAGES.paused(
        result.m.name,
        formatDate(input.from, locale),
        formatDate(input.to, locale),
        result.cancelled,
      ),
    ),
  };
}

/**
 * Ends a membership on a day (its last): no period after it is billed, the days of a billed period
 * after it come back as credit, and its bookings after it are cancelled once confirmed. Not before
 * the end of its minimum periods, and once set an end only moves earlier. Audited.
 */
export async function endMembership(
  actor: AdminActor,
  input: { id: number; endsOn: string; reason: string; cancelBookings: boolean },
  locale: Locale = SOURCE_LOCALE,
): Promise<{ membership: TStudentMembership; message: string }> {
  const { today } = await studioClock(actor.db);
  if (input.endsOn < today) throw new AppError('BAD_REQUEST', MEMBERSHIP_MESSAGES.endInPast);
  const result = await transactionWithRetry(actor.db, async (tx) => {
    const m = await lockMembership(tx, input.id);
    if (m.endsOn !== null && m.endsOn < today)
      throw new AppError('CONFLICT', MEMBERSHIP_MESSAGES.alreadyEnded);
    if (input.endsOn < m.startsOn) throw new AppError('BAD_REQUEST', MEMBERSHIP_MESSAGES.endBeforeStart);
    // Days after an end are credited, and another membership of the product may start after it: an end
    // that moved later would run days already given back, or over that membership.
    if (m.endsOn !== null && input.endsOn > m.endsOn)
      throw new AppError(
        'CONFLICT',
        MEMBERSHIP_MESSAGES.endOnlyEarlier(localized((l) => formatDate(m.endsOn!, l))),
      );
    const earliest = earliestEnd(m.startsOn, m.billingDay, m.minimumPeriods);
    if (earliest !== null && input.endsOn < earliest)
      throw new AppError(
        'BAD_REQUEST',
        MEMBERSHIP_MESSAGES.beforeMinimum(
          m.minimumPeriods,
          localized((l) => formatDate(earliest, l)),
        ),
      );
    const after = await bookingsCancelledBy(tx, { id: m.id, endsOn: input.endsOn });
    if (after.length > 0 && !input.cancelBookings)
      throw new AppError('CONFLICT', MEMBERSHIP_MESSAGES.bookingsInside(after.length));
    const [ended] = await tx
      .update(studentMemberships)
      .set({ endsOn: input.endsOn, endReason: input.reason, updatedAt: clockNow() })
      .where(eq(studentMemberships.id, m.id))
      .returning();
    const cancelled = await cancelMembershipBookings(
      tx,
      actor,
      after,
      msg('Membership ended: {reason}', { reason: input.reason }),
    );
    const creditedCents = await creditDaysTakenOut(tx, ended!, msg('Membership ended'), actor.adminId);
    await recordAudit(tx, {
      adminId: actor.adminId,
      action: 'membership.end',
      entityType: 'student_membership',
      entityId: m.id,
      details: { from: m.endsOn, to: input.endsOn, reason: input.reason, cancelled, creditedCents },
      ip: actor.ip,
    });
    return { m: ended!, cancelled };
  });
  return {
    membership: await listedOne(actor.db, result.m),
    message: translate(
      locale,
      MEMBERSHIP_MESSAGES.ended(result.m.name, formatDate(input.endsOn, locale), result.cancelled),
    ),
  };
}
