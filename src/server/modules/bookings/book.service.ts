import type { z } from 'zod';
import { decimalToCents } from '../../../shared/money';
import { chargeOfPrice } from '../../../shared/recorded-tax';
import type { ZCreateBookingInput } from '../../../shared/schemas/bookings';
import type { Db, Executor } from '../../db/client';
import { recordAudit } from '../../kernel/audit';
import type { Outbox, QueuedEmail } from '../../kernel/outbox';
import { type BookingPolicy, bookingPolicyOf, lastBookableDate } from '../../kernel/settings/booking-policy';
import { readStoredSettings, settingsAndTaxesFrom } from '../../kernel/settings/read';
import type { StudioTaxes } from '../../kernel/settings/taxes';
import { clockNow } from '../../kernel/time/clock';
import {
  type EmailStudio,
  emailStudioOf,
  recipientLocale,
  renderBookingConfirmation,
} from '../../mail/templates/render';
import type { Viewer } from '../../trpc/init';
import { payWithCredits } from '../billing/ledger.service';
import { bookingDateInstant } from './booking-rules';
import { clockOf, toBooking } from './bookings.queries';
import {
  type BookedClass,
  type BookingPreReadRow,
  type BookingRules,
  bookClass,
  bookClassAsRead,
  classLabel,
  classShownBy,
  judgeBooking,
  preReadBooking,
} from './bookings.service';

type CreateInput = z.output<typeof ZCreateBookingInput>;

/** What a student's booking needs besides the database: the rules, and how to tell them it is booked. */
export interface StudentBookingContext {
  policy: BookingPolicy;
  taxes: StudioTaxes;
  /** The studio as its e-mails show it (from the same settings as the policy). */
  studio: EmailStudio;
  outbox: Outbox;
}

/** The booking rules and the e-mail's studio details from one settings read. */
export async function studentBookingContext(db: Executor, outbox: Outbox): Promise<StudentBookingContext> {
  return studentBookingContextFrom(await readStoredSettings(db), outbox);
}

function studentBookingContextFrom(stored: Map<string, string>, outbox: Outbox): StudentBookingContext {
  const { settings, taxes } = settingsAndTaxesFrom(stored);
  return { policy: bookingPolicyOf(settings), taxes, studio: emailStudioOf(settings), outbox };
}

/** The rules a student books by: not a class that has started, not further ahead than the policy. */
const studentRules = (policy: BookingPolicy, now: Date): BookingRules => ({
  allowOverCapacity: false,
  notStarted: { now, timeZone: policy.timeZone },
  bookableUntil: { date: lastBookableDate(policy, now), days: policy.advanceBookingDays },
});

/**
 * A student books a class for themselves, inside the caller's transaction: confirmed at the class's
 * price; refused when the class is full, cancelled, of an inactive type, or already started; with
 * prepayment required, paid from their credits (or refused when they do not cover the price). The
 * booking confirmation e-mail is queued in the same transaction.
 */
export async function bookAsStudent(
  tx: Executor,
  booking: { studentId: number; classInstanceId: number },
  context: StudentBookingContext,
  now: Date = clockNow(),
  { fromWaitlist = false }: { fromWaitlist?: boolean } = {},
): Promise<BookedClass> {
  const { policy } = context;
  const language = context.studio.language;
  const booked = await bookClass(tx, {
    ...booking,
    ...studentRules(policy, now),
    taxes: context.taxes,
    language,
  });
  const paidWithCredits = policy.prepaymentRequired && booked.chargeCents > 0;
  if (paidWithCredits) {
    await payWithCredits(tx, {
      studentId: booking.studentId,
      bookingId: booked.bookingId,
      priceCents: booked.chargeCents,
      label: classLabel(booked.className, booked.classDate, language),
    });
  }
  await queueBookingConfirmation(tx, context, booking.studentId, booked, { paidWithCredits, fromWaitlist });
  return booked;
}

/** "You're booked" to the student's notification address (else their e-mail). */
export async function queueBookingConfirmation(
  tx: Executor,
  context: Pick<StudentBookingContext, 'studio' | 'policy' | 'outbox'>,
  studentId: number,
  booked: BookedClass,
  flags: { paidWithCredits: boolean; fromWaitlist: boolean },
): Promise<void> {
  await context.outbox.queue(tx, await bookingConfirmation(context, studentId, booked, flags));
}

type ConfirmedClass = Pick<
  BookedClass,
  'className' | 'classDate' | 'startTime' | 'endTime' | 'location' | 'chargeCents' | 'recipient'
> & { pass?: BookedClass['pass']; membership?: BookedClass['membership'] };

async function bookingConfirmation(
  context: Pick<StudentBookingContext, 'studio' | 'policy'>,
  studentId: number,
  booked: ConfirmedClass,
  { paidWithCredits, fromWaitlist }: { paidWithCredits: boolean; fromWaitlist: boolean },
): Promise<QueuedEmail> {
  const student = booked.recipient;
  const message = await renderBookingConfirmation({
    studio: context.studio,
    locale: recipientLocale(student, context.studio.language),
    name: student.name,
    class: {
      name: booked.className,
      classDate: booked.classDate,
      startTime: booked.startTime,
      endTime: booked.endTime,
      location: booked.location,
    },
    priceCents: booked.chargeCents,
    paidWithCredits,
    pass: booked.pass ?? null,
    membership: booked.membership ?? null,
    cancellationDeadlineHours: context.policy.cancellationDeadlineHours,
    fromWaitlist,
  });
  return {
    kind: 'booking_confirmation',
    toEmail: student.email,
    toName: student.name,
    studentId,
    ...message,
  };
}

/**
 * A student's booking in one round trip when nothing but the class lock and the booking statement is
 * needed (decision 025): no prepayment from credits and no waiting-list entry to close. Its
 * confirmation is rendered from the pre-read; null when the booking must be made the ordinary way.
 */
async function bookAsRead(
  db: Db,
  booking: { studentId: number; classInstanceId: number },
  read: BookingPreReadRow,
  context: StudentBookingContext,
  now: Date,
): Promise<BookedClass | null> {
  const charge = chargeOfPrice(read.price_cents, context.taxes);
  const chargeCents = charge.amountCents;
  if (read.waiting || read.pass_usable || (context.policy.prepaymentRequired && chargeCents > 0)) return null;
  const email = await bookingConfirmation(
    context,
    booking.studentId,
    { ...classShownBy(read, booking.studentId), chargeCents },
    { paidWithCredits: false, fromWaitlist: false },
  );
  const booked = await bookClassAsRead(
    db,
    {
      ...booking,
      ...studentRules(context.policy, now),
      taxes: context.taxes,
      language: context.studio.language,
      bookedAt: now,
      charge,
    },
    { read, email: context.outbox.queuedFrom('booked', email) },
  );
  if (booked?.emailId) await context.outbox.deliver(booked.emailId);
  return booked;
}

/**
 * POST /api/student-bookings. A student's booking follows bookAsStudent (their price, date and
 * capacity overrides are ignored). An administrator books anyone, with their price and booking date
 * and over capacity when asked, for a past class too (recording a drop-in), and without prepayment.
 */
export async function createBooking(
  deps: { db: Db; ip: string; outbox: Outbox },
  viewer: Viewer,
  input: CreateInput,
) {
  const now = clockNow();
  if (viewer.kind === 'student') {
    const booking = { studentId: viewer.studentId, classInstanceId: input.classInstanceId };
    // A refusal on what is committed now answers without a transaction (decision 021): in a rush on
    // a full class, nobody who cannot get a seat waits for the class's lock.
    const { row, storedSettings } = await preReadBooking(deps.db, booking);
    const context = studentBookingContextFrom(storedSettings, deps.outbox);
    judgeBooking(row, studentRules(context.policy, now));
    const booked =
      (await bookAsRead(deps.db, booking, row, context, now)) ??
      (await deps.db.transaction((tx) => bookAsStudent(tx, booking, context, now)));
    return toBooking(booked.listing, clockOf(context.policy, now));
  }
  const context = await studentBookingContext(deps.db, deps.outbox);
  const { policy } = context;
  const listing = await deps.db.transaction(async (tx) => {
    const booked = await bookClass(tx, {
      studentId: input.studentId,
      classInstanceId: input.classInstanceId,
      allowOverCapacity: input.allowOverCapacity,
      bookedByAdminId: viewer.adminId,
      priceCents: input.price === undefined ? undefined : (decimalToCents(input.price) ?? undefined),
      bookedAt:
        input.bookingDate === undefined ? undefined : bookingDateInstant(input.bookingDate, policy.timeZone),
    });
    await recordAudit(tx, {
      adminId: viewer.adminId,
      action: 'booking.create',
      entityType: 'booking',
      entityId: booked.bookingId,
      details: {
        studentId: input.studentId,
        classInstanceId: input.classInstanceId,
        priceCents: booked.priceCents,
        overCapacity: booked.overCapacity,
        bookingDate: input.bookingDate ?? null,
      },
      ip: deps.ip,
    });
    return booked.listing;
  });
  return toBooking(listing, clockOf(policy, now));
}
