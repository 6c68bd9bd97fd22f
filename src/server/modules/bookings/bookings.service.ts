import { type SQL, sql } from 'drizzle-orm';
import { formatDate, toHhMm } from '../../../shared/dates';
import { type Locale, SOURCE_LOCALE } from '../../../shared/i18n/locales';
import { msg } from '../../../shared/i18n/msg';
import { chargeOfPrice, type RecordedCharge, taxCentsOf } from '../../../shared/recorded-tax';
import { BOOKING_MESSAGES, type TCoverPreview, tooFarAheadMessage } from '../../../shared/schemas/bookings';
import { CLASS_MESSAGES } from '../../../shared/schemas/classes/fields';
import type { TaxLineInput } from '../../../shared/tax';
import type { Db, Executor } from '../../db/client';
import { isUniqueViolation } from '../../db/errors';
import { transactionOfStatements } from '../../db/one-round-trip';
import {
  bookings,
  classInstances,
  classSchedules,
  classTypes,
  students,
  waitlistEntries,
} from '../../db/schema';
import { AppError } from '../../errors';
import { translate } from '../../i18n/translate';
import { getSettingsAndTaxes, storedSettingsColumn, storedSettingsOf } from '../../kernel/settings/read';
import type { StudioTaxes } from '../../kernel/settings/taxes';
import { classStartInstant, hasStarted } from './booking-rules';
import type { BookingRow } from './bookings.queries';

export {
  type CancelBookingsInput,
  type CancelledBooking,
  type CreditSource,
  cancelBooking,
  cancelInstanceBookings,
} from './cancel.service';

import { type Recipient, recipientColumns } from '../../kernel/recipients';
import { executeRows } from '../../kernel/sql-rows';
import { assertMayBook } from '../../kernel/student-status';
import { clockNow } from '../../kernel/time/clock';
import { bookingChargesFrom, chargeBookings } from '../billing/ledger.service';
import { taxInsideAmountSql } from '../billing/recorded-tax.sql';
import {
  type ChosenMembership,
  chooseMembershipStatement,
  lockMembershipsStatement,
  type MembershipUsed,
  membershipWithRoom,
  takeMembershipClass,
} from '../products/membership-uses.service';
import {
  type ChosenPass,
  choosePassStatement,
  chosenPassOf,
  type PassUsed,
  takePassClass,
} from '../products/pass-uses.service';
import { endWaitingOnBooking } from './waitlist/close.service';

export interface BookClassInput {
  studentId: number;
  classInstanceId: number;
  /** An administrator who saw the over-capacity warning. */
  allowOverCapacity: boolean;
  bookedByAdminId?: number | null;
  /** An administrator's price for this booking (cents); otherwise the class's price. */
  priceCents?: number;
  /** An administrator's booking date; otherwise now. */
  bookedAt?: Date;
  /** Refuse a class that has started by `now` in the studio's timezone (a student books ahead only). */
  notStarted?: { now: Date; timeZone: string };
  /** The studio's taxes, when the caller has read them already (else they are read here). */
  taxes?: StudioTaxes;
  /** The studio's language, the one its ledger lines are written in (else read with the taxes). */
  language?: Locale;
  /** Refuse a class after this studio date (a student books at most `advanceBookingDays` ahead). */
  bookableUntil?: { date: string; days: number };
  /** Registered at the door while checking the class in: marked attended by `bookedByAdminId` now. */
  walkIn?: boolean;
  /**
   * Use the student's pass that covers the class instead of charging it (decision 038). By default a
   * booking does, unless an administrator set its price.
   */
  usePass?: boolean;
  /**
   * Brought from the studio's previous software (issue 32, decision 040): paid there. Only an imported
   * pack or a membership covers it, and an imported pack keeps the classes left its file gave (they
   * had already counted this booking); with nothing to cover it, it costs nothing here.
   */
  imported?: boolean;
}

export interface BookedClass {
  bookingId: number;
  classInstanceId: number;
  classDate: string;
  startTime: string;
  endTime: string;
  location: string | null;
  /** The class's display name: instance, else schedule, else class type name. */
  className: string;
  priceCents: number;
  /** What the ledger charged: the price, plus tax when the studio adds tax on top. */
  chargeCents: number;
  overCapacity: boolean;
  /** The pass the booking used instead of a charge, if any. */
  pass: PassUsed | null;
  /** The membership the booking used instead of a charge, if any. */
  membership: MembershipUsed | null;
  /** Who the confirmation e-mail goes to. */
  recipient: Recipient;
  /** The booking as the booking lists show it, without reading it again. */
  listing: BookingRow;
}

/** "Yoga Flow on Mar 09, 2026": how a class is named in ledger lines, credits and e-mails. */
/** "Yoga on Mar 09, 2026", in `language` (a record's: the studio's) — "Yoga le 9 mars 2026". */
export const classLabel = (name: string, classDate: string, language: Locale = SOURCE_LOCALE) =>
  translate(
    language,
    msg('{className} on {date}', { className: name, date: formatDate(classDate, language) }),
  );

/** Split marks for a message's placeholders when SQL fills them in. */
const NAME_MARK = '\ue000';
const DATE_MARK = '\ue001';

/**
 * A class charge's ledger line ("Class: Yoga on Mar 09, 2026") written by the booking statement, in
 * the studio's language; the English is the statement's original expression, unchanged.
 */
function classChargeDescriptionSql(name: SQL, day: SQL, language: Locale): SQL {
  if (language === SOURCE_LOCALE) {
    return sql`'Class: ' || ${name} || ' on ' || to_char(${day}, 'Mon DD, YYYY')`;
  }
  const text = translate(
    language,
    msg('Class: {label}', {
      label: translate(language, msg('{className} on {date}', { className: NAME_MARK, date: DATE_MARK })),
    }),
  );
  // The month names as formatDate writes them ("mars"), and Quebec's "1er" for the first of a month.
  const months = Array.from({ length: 12 }, (_, i) =>
    formatDate(`2026-${String(i + 1).padStart(2, '0')}-15`, language)
      .replace(/^15\s/u, '')
      .replace(/\s2026$/u, ''),
  );
  const date = sql`extract(day from ${day})::int::text
    || case when extract(day from ${day})::int = 1 then 'er' else '' end
    || ' ' || (${`{${months.map((m) => `"${m}"`).join(',')}}`}::text[])[extract(month from ${day})::int]
    || ' ' || extract(year from ${day})::int::text`;
  const parts = text.split(/(\ue000|\ue001)/u).map((part) => {
    if (part === NAME_MARK) return name;
    if (part === DATE_MARK) return date;
    return sql`${part}::text`;
  });
  return sql.join(parts, sql` || `);
}

/** What the booking statement and the pre-read read: the class, the student and the class's counts. */
interface BookingReadRow {
  id: number | null;
  class_date: string;
  start_time: string;
  end_time: string;
  location: string | null;
  listed_location: string | null;
  max_students: number;
  price_cents: number;
  is_cancelled: boolean;
  class_schedule_id: number | null;
  custom_name: string | null;
  schedule_name: string | null;
  class_type_id: number;
  type_name: string;
  type_active: boolean;
  student_status: string | null;
  student_name: string;
  student_email: string;
  student_phone: string | null;
  recipient_name: string;
  recipient_email: string;
  recipient_language: Locale | null;
  confirmed: number;
  mine: number;
}

/** One row of the booking statement: what it read, and the booking if made. */
interface BookingStatementRow extends BookingReadRow {
  waiting: boolean;
  booking_id: number | null;
  booked_price_cents: number | null;
  attendance: 'attended' | 'no_show' | null;
  /** The confirmation's outbox row, when the statement queued it. */
  email_id: number | null;
}

/**
 * The pre-read: the statement's reads, whether the student is on the class's waiting list, and whether
 * they hold a pass the class could use.
 */
export interface BookingPreReadRow extends BookingReadRow {
  waiting: boolean;
  pass_usable: boolean;
}

/**
 * What the booking statement charges itself: the booked price (its tax inside, at these taxes), a
 * fixed amount with its tax, or nothing.
 */
type ChargeInStatement = { price: readonly TaxLineInput[] } | RecordedCharge | null;

/**
 * For a booking made on what the pre-read saw (its confirmation rendered from it): book only while
 * every value the message shows is unchanged and the student is not waiting for the class.
 */
interface AsRead {
  read: BookingReadRow;
  /** The confirmation's outbox row, inserted from the `booked` CTE (Outbox.queuedFrom). */
  email: SQL;
}

const waitingSql = (
  studentId: number,
  classInstanceId: number,
) => sql`exists (select 1 from ${waitlistEntries} w
  where w.student_id = ${studentId} and w.class_instance_id = ${classInstanceId} and w.status = 'waiting')`;

/**
 * Whether the student holds a pack with classes left, or a membership, that runs on the class's day
 * (`cls`): then the booking is made the ordinary way, which decides which one covers it (types,
 * pauses, allowance). Kept this coarse on purpose: it is in every student's booking statement, and
 * the exact rule in SQL cost a third of the one-round-trip booking's throughput (bench:booking).
 */
const passUsable = (studentId: number) => sql`(exists (select 1 from student_passes p
    where p.student_id = ${studentId} and p.classes_used < p.classes_total
      and (p.expires_on is null or p.expires_on >= cls.class_date::date))
  or exists (select 1 from student_memberships m where m.student_id = ${studentId}
      and m.starts_on <= cls.class_date::date and (m.ends_on is null or m.ends_on >= cls.class_date::date)))`;

/** True while `cls` and `stu` still hold what `read` saw of everything a confirmation shows. */
const unchangedSince = (read: BookingReadRow) => sql`(cls.price_cents, cls.class_date, cls.start_time,
  cls.end_time, cls.location, cls.custom_name, cls.schedule_name, cls.type_name, stu.recipient_name,
  stu.recipient_email) is not distinct from (${read.price_cents}::int, ${read.class_date}::text,
  ${read.start_time}::text, ${read.end_time}::text, ${read.location}::text, ${read.custom_name}::text,
  ${read.schedule_name}::text, ${read.type_name}::text, ${read.recipient_name}::text,
  ${read.recipient_email}::text)`;

/** The reads of the booking statement and of the pre-read: `cls`, `stu` and `counts`. */
function bookingReads(studentId: number, classInstanceId: number) {
  return sql`
    cls as (
      select ${classInstances.id} as id, to_char(${classInstances.classDate}, 'YYYY-MM-DD') as class_date,
        ${classInstances.startTime}::text as start_time, ${classInstances.endTime}::text as end_time,
        ${classInstances.location} as location,
        coalesce(${classInstances.location}, ${classSchedules.location}) as listed_location,
        ${classInstances.maxStudents} as max_students, ${classInstances.priceCents} as price_cents,
        ${classInstances.isCancelled} as is_cancelled, ${classInstances.classScheduleId} as class_schedule_id,
        ${classInstances.customName} as custom_name, ${classSchedules.customName} as schedule_name,
        ${classTypes.id} as class_type_id, ${classTypes.name} as type_name, ${classTypes.isActive} as type_active
      from ${classInstances}
      join ${classTypes} on ${classTypes.id} = ${classInstances.classTypeId}
      left join ${classSchedules} on ${classSchedules.id} = ${classInstances.classScheduleId}
      where ${classInstances.id} = ${classInstanceId}
    ),
    stu as (
      select ${students.status} as student_status, ${students.name} as student_name,
        ${students.email} as student_email, ${students.phone} as student_phone,
        ${recipientColumns.name} as recipient_name, ${recipientColumns.email} as recipient_email,
        ${students.language} as recipient_language
      from ${students} where ${students.id} = ${studentId} and ${students.deletedAt} is null
    ),
    counts as (
      select count(*) filter (where status = 'confirmed')::int as confirmed,
        count(*) filter (where student_id = ${studentId} and status <> 'cancelled')::int as mine
      from ${bookings} where class_instance_id = ${classInstanceId}
    )`;
}

/**
 * The booking as one statement (decision 017): it reads the class, the student and the class's counts
 * and, when the rules that SQL can judge allow it, inserts the booking and (when the charge is the
 * price) its ledger charge. It must run after the class row is locked, in a statement of its own: a
 * statement's snapshot is taken when it starts, so only then does it count every booking committed
 * before the lock was granted.
 */
function bookingStatement(input: BookClassInput, bookedAt: Date, charge: ChargeInStatement, asRead?: AsRead) {
  const { studentId, classInstanceId } = input;
  const waiting = waitingSql(studentId, classInstanceId);
  const unchanged = asRead
    ? sql`${unchangedSince(asRead.read)} and not ${waiting} and not ${passUsable(studentId)}`
    : sql`true`;
  const fixed = charge !== null && 'amountCents' in charge ? charge : null;
  const priceTax =
    charge !== null && 'price' in charge ? taxInsideAmountSql(sql`booked.price_cents`, charge.price) : null;
  const byAdmin = Boolean(input.bookedByAdminId);
  const adminId = input.bookedByAdminId ?? null;
  const walkIn = input.walkIn === true;
  // As text: drizzle's postgres.js driver sends parameters of a raw statement unconverted.
  const at = bookedAt.toISOString();
  return sql`
    with ${bookingReads(studentId, classInstanceId)},
    allowed as (
      select cls.*, counts.confirmed >= cls.max_students as over_capacity
      from cls, stu, counts
      where stu.student_status <> 'inactive' and (stu.student_status <> 'pending' or ${byAdmin}::boolean)
        and not cls.is_cancelled and cls.type_active
        and (${input.bookableUntil?.date ?? null}::date is null or cls.class_date::date <= ${input.bookableUntil?.date ?? null}::date)
        and counts.mine = 0 and (counts.confirmed < cls.max_students or ${input.allowOverCapacity}::boolean)
        and ${unchanged}
    ),
    booked as (
      insert into ${bookings} (student_id, class_instance_id, status, price_cents, booked_at, over_capacity,
        booked_by_admin_id, is_walk_in, attendance, attendance_marked_at, attendance_marked_by_admin_id)
      select ${studentId}::int, ${classInstanceId}::int, 'confirmed',
        coalesce(${input.priceCents ?? null}::int, allowed.price_cents), ${at}::timestamptz,
        allowed.over_capacity, ${adminId}::int, ${walkIn}::boolean,
        case when ${walkIn}::boolean then 'attended' end,
        case when ${walkIn}::boolean then ${at}::timestamptz end,
        case when ${walkIn}::boolean then ${adminId}::int end
      from allowed
      returning id, price_cents, attendance
    ),
    charges as (
      select booked.id as booking_id, ${studentId}::int as student_id,
        coalesce(${fixed?.amountCents ?? null}::int, booked.price_cents) as amount_cents,
        ${fixed ? sql`${taxCentsOf(fixed.taxes)}::int` : (priceTax?.taxCents ?? sql`0`)} as tax_cents,
        ${fixed ? sql`${JSON.stringify(fixed.taxes)}::jsonb` : (priceTax?.taxes ?? sql`'[]'::jsonb`)} as taxes,
        ${classChargeDescriptionSql(
          sql`coalesce(allowed.custom_name, allowed.schedule_name, allowed.type_name)`,
          sql`allowed.class_date::date`,
          input.language ?? SOURCE_LOCALE,
        )} as description,
        ${at}::timestamptz as occurred_at, ${adminId}::int as created_by_admin_id
      from booked, allowed where ${charge !== null}::boolean
    ),
    charged as (${bookingChargesFrom('charges')}),
    mailed as (${asRead ? asRead.email : sql`select null::int as id where false`})
    select cls.*, stu.*, counts.confirmed, counts.mine, ${waiting} as waiting,
      booked.id as booking_id, booked.price_cents as booked_price_cents, booked.attendance,
      (select id from mailed) as email_id
    from counts left join cls on true left join stu on true left join booked on true`;
}

/** The rules a booking is judged by, besides the class and the student. */
export type BookingRules = Pick<
  BookClassInput,
  'allowOverCapacity' | 'bookedByAdminId' | 'notStarted' | 'bookableUntil'
>;

/**
 * The booking rules, in their order and with their messages, on what the booking statement (or the
 * pre-read) read. Throws the first rule broken; otherwise says whether the booking is over capacity.
 */
export function judgeBooking(row: BookingReadRow, rules: BookingRules): { overCapacity: boolean } {
  if (row.student_status === null) throw new AppError('NOT_FOUND', CLASS_MESSAGES.studentNotFound);
  assertMayBook(row.student_status, rules.bookedByAdminId ? 'admin' : 'student');
  if (row.id === null) throw new AppError('NOT_FOUND', CLASS_MESSAGES.instanceNotFound);
  if (row.is_cancelled) throw new AppError('CONFLICT', CLASS_MESSAGES.classCancelled);
  if (!row.type_active) throw new AppError('CONFLICT', CLASS_MESSAGES.classTypeInactive);
  const { notStarted } = rules;
  if (
    notStarted &&
    hasStarted(classStartInstant(row.class_date, row.start_time, notStarted.timeZone), notStarted.now)
  ) {
    throw new AppError('CONFLICT', BOOKING_MESSAGES.pastClass);
  }
  if (rules.bookableUntil && row.class_date > rules.bookableUntil.date) {
    throw new AppError('BAD_REQUEST', tooFarAheadMessage(rules.bookableUntil.days));
  }
  if (row.mine > 0) throw new AppError('CONFLICT', CLASS_MESSAGES.alreadyBooked);
  const overCapacity = row.confirmed >= row.max_students;
  if (overCapacity && !rules.allowOverCapacity) throw new AppError('CONFLICT', CLASS_MESSAGES.classFull);
  return { overCapacity };
}

/**
 * A student's booking, read before its transaction (decision 021): the class, the student and the
 * counts as committed now, and the studio's stored settings, in one statement without a lock. Judged
 * by judgeBooking, a refusal stands (the class was full, or the student booked, when it was read) and
 * the request never opens a transaction; an acceptance is judged again by bookClass under the lock.
 */
export async function preReadBooking(
  db: Executor,
  booking: { studentId: number; classInstanceId: number },
): Promise<{ row: BookingPreReadRow; storedSettings: Map<string, string> }> {
  const [found] = await executeRows<BookingPreReadRow & { settings: string }>(
    db,
    sql`
      with ${bookingReads(booking.studentId, booking.classInstanceId)}
      select cls.*, stu.*, counts.confirmed, counts.mine,
        ${waitingSql(booking.studentId, booking.classInstanceId)} as waiting,
        ${passUsable(booking.studentId)} as pass_usable,
        ${storedSettingsColumn} as settings
      from counts left join cls on true left join stu on true`,
  );
  const { settings: stored, ...row } = found!;
  return { row, storedSettings: storedSettingsOf(stored) };
}

/**
 * Books a student into one class. Must run inside a transaction: the instance row is locked, so
 * concurrent bookings of the same class are counted one after the other and never overbook. The
 * price is fixed now (from the instance unless an administrator set one) and charged to the ledger.
 *
 * Two statements sent together (one round trip): the lock, then the booking statement. The rules are
 * judged here on what it read, in their order and with their messages; a rule SQL does not judge (the
 * class has started) throws after the insert and the caller's transaction or savepoint undoes it.
 */
export async function bookClass(tx: Executor, input: BookClassInput): Promise<BookedClass> {
  const { studentId, classInstanceId } = input;
  const bookedAt = input.bookedAt ?? clockNow();
  const { imported = false } = input;
  const usePass = imported || (input.usePass ?? input.priceCents === undefined);
  // The charge is the price itself when prices include tax: then it is inserted by the same statement.
  let { taxes, language } = input;
  if (!taxes || !language) {
    const read = await getSettingsAndTaxes(tx);
    taxes ??= read.taxes;
    language ??= read.settings.language;
  }
  let row: BookingStatementRow;
  let covered: CoveredBy = null;
  try {
    // Sent together, so they reach the connection in this order: the class lock first, then the
    // passes and memberships (every path locks a class before them), then the count of the
    // memberships' uses, in a statement that starts once their locks are held.
    const [, passes, , memberships] = await Promise.all([
      executeRows(tx, lockClass(classInstanceId)),
      usePass
        ? executeRows<ChosenPass>(tx, choosePassStatement(studentId, classInstanceId, { imported }))
        : [],
      usePass ? executeRows(tx, lockMembershipsStatement(studentId, classInstanceId)) : [],
      usePass ? executeRows<ChosenMembership>(tx, chooseMembershipStatement(studentId, classInstanceId)) : [],
    ]);
    covered = coverFor(chosenPassOf(passes), membershipWithRoom(memberships));
    const booking = covered || imported ? { ...input, priceCents: 0 } : input;
    const charge = covered === null && taxes.inclusive ? { price: taxes.taxes } : null;
    [row] = (await executeRows<BookingStatementRow>(
      tx,
      bookingStatement({ ...booking, language }, bookedAt, charge),
    )) as [BookingStatementRow];
  } catch (error) {
    // Rethrown at once: on PostgreSQL the transaction is aborted and rolls back as the error leaves it.
    if (isUniqueViolation(error)) throw new AppError('CONFLICT', CLASS_MESSAGES.alreadyBooked);
    throw error;
  }
  const { overCapacity } = judgeBooking(row, input);
  // Every rule the statement judges is judged by judgeBooking too, so it has booked.
  if (row.booking_id === null || row.booked_price_cents === null) {
    throw new Error(`The booking statement refused student ${studentId} in class ${classInstanceId}`);
  }
  const bookingId = row.booking_id;
  const priceCents = row.booked_price_cents;
  if (row.waiting) await endWaitingOnBooking(tx, { studentId, classInstanceId, bookingId });
  const { className } = classShownBy(row, studentId);
  const used =
    covered?.kind === 'pass'
      ? await takePassClass(tx, covered.pass, bookingId, { alreadyCounted: imported })
      : null;
  const membership =
    covered?.kind === 'membership' ? await takeMembershipClass(tx, covered.membership, bookingId) : null;
  const charge = chargeOfPrice(priceCents, taxes);
  const chargeCents = covered ? 0 : charge.amountCents;
  if (!covered && !taxes.inclusive) {
    await chargeBookings(tx, [
      {
        studentId,
        bookingId,
        amountCents: chargeCents,
        taxes: charge.taxes,
        description: translate(
          language,
          msg('Class: {label}', { label: classLabel(className, row.class_date, language) }),
        ),
        occurredAt: bookedAt,
        adminId: input.bookedByAdminId ?? null,
      },
    ]);
  }
  return bookedClassOf(row, {
    studentId,
    classInstanceId,
    bookedAt,
    chargeCents,
    overCapacity,
    pass: used,
    membership,
  });
}

type CoveredBy =
  | { kind: 'pass'; pass: ChosenPass }
  | { kind: 'membership'; membership: ChosenMembership }
  | null;

/**
 * What pays for the class instead of a charge: of a usable pass and a membership with room, the one
 * that expires first (no end date last); a membership when they end together (its classes cost
 * nothing more, the pack's are kept).
 */
function coverFor(pass: ChosenPass | null, membership: ChosenMembership | null): CoveredBy {
  if (pass && membership) {
    const passEnds = pass.expires_on ?? '9999-12-31';
    const membershipEnds = membership.ends_on ?? '9999-12-31';
    return passEnds < membershipEnds ? { kind: 'pass', pass } : { kind: 'membership', membership };
  }
  if (pass) return { kind: 'pass', pass };
  if (membership) return { kind: 'membership', membership };
  return null;
}

/**
 * A booking whose class, student and charge were read before (preReadBooking) and whose confirmation
 * was rendered from that read, as one transaction in one round trip (decision 025): the class lock and
 * the booking statement, which also charges `chargeCents` and queues the confirmation. The class lock
 * is held for no client round trip. Throws the rule a booking breaks under the lock (the class filled
 * up since the read); answers null when something the confirmation shows changed since the read, or
 * the student joined the class's waiting list, and the caller books the ordinary way.
 */
export async function bookClassAsRead(
  db: Db,
  input: BookClassInput & { charge: RecordedCharge },
  asRead: AsRead,
): Promise<(BookedClass & { emailId: number | null }) | null> {
  const { studentId, classInstanceId } = input;
  const chargeCents = input.charge.amountCents;
  const bookedAt = input.bookedAt ?? clockNow();
  let row: BookingStatementRow;
  try {
    const [, rows] = await transactionOfStatements<BookingStatementRow>(db, [
      lockClass(classInstanceId),
      bookingStatement(input, bookedAt, input.charge, asRead),
    ]);
    row = rows![0]!;
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError('CONFLICT', CLASS_MESSAGES.alreadyBooked);
    throw error;
  }
  if (row.booking_id === null) {
    judgeBooking(row, input);
    return null;
  }
  const overCapacity = row.confirmed >= row.max_students;
  return {
    ...bookedClassOf(row, {
      studentId,
      classInstanceId,
      bookedAt,
      chargeCents,
      overCapacity,
      pass: null,
      membership: null,
    }),
    emailId: row.email_id,
  };
}

const lockClass = (classInstanceId: number) =>
  sql`select 1 from ${classInstances} where ${classInstances.id} = ${classInstanceId} for update`;

/** The class and the recipient as a booking's confirmation shows them, from a statement's row. */
export function classShownBy(
  row: BookingReadRow,
  studentId: number,
): Pick<BookedClass, 'className' | 'classDate' | 'startTime' | 'endTime' | 'location' | 'recipient'> {
  return {
    className: row.custom_name ?? row.schedule_name ?? row.type_name,
    classDate: row.class_date,
    startTime: toHhMm(row.start_time),
    endTime: toHhMm(row.end_time),
    location: row.location,
    recipient: {
      studentId,
      name: row.recipient_name,
      email: row.recipient_email,
      language: row.recipient_language,
    },
  };
}

/** The booking the statement made, as the services and the booking lists show it. */
function bookedClassOf(
  row: BookingStatementRow,
  made: {
    studentId: number;
    classInstanceId: number;
    bookedAt: Date;
    chargeCents: number;
    overCapacity: boolean;
    pass: PassUsed | null;
    membership: MembershipUsed | null;
  },
): BookedClass {
  const { studentId, classInstanceId, bookedAt } = made;
  const bookingId = row.booking_id!;
  const priceCents = row.booked_price_cents!;
  const shown = classShownBy(row, studentId);
  return {
    ...shown,
    bookingId,
    classInstanceId,
    priceCents,
    chargeCents: made.chargeCents,
    overCapacity: made.overCapacity,
    pass: made.pass,
    membership: made.membership,
    listing: {
      id: bookingId,
      studentId,
      classInstanceId,
      status: 'confirmed',
      priceCents,
      bookedAt,
      cancelledAt: null,
      cancellationReason: null,
      cancelledBy: null,
      attendance: row.attendance,
      classDate: row.class_date,
      startTime: row.start_time,
      endTime: row.end_time,
      location: row.listed_location,
      isClassCancelled: row.is_cancelled,
      classScheduleId: row.class_schedule_id,
      classTypeId: row.class_type_id,
      classTypeName: row.type_name,
      className: shown.className,
      studentName: row.student_name,
      studentEmail: row.student_email,
      studentPhone: row.student_phone,
      passName: made.pass?.name ?? made.membership?.name ?? null,
      passKind: made.pass ? 'pack' : made.membership ? 'membership' : null,
      total: 0,
    },
  };
}

/**
 * What would pay for the student's booking of the class now, read without a lock (the booking dialog
 * says it before the student books): the pass or membership bookClass would choose, or null when the
 * class would be charged. The booking itself decides again under its locks.
 */
export async function coverPreview(
  db: Executor,
  studentId: number,
  classInstanceId: number,
): Promise<TCoverPreview | null> {
  const [passes, memberships] = await Promise.all([
    executeRows<ChosenPass>(db, choosePassStatement(studentId, classInstanceId, { lock: false })),
    executeRows<ChosenMembership>(db, chooseMembershipStatement(studentId, classInstanceId)),
  ]);
  const covered = coverFor(chosenPassOf(passes), membershipWithRoom(memberships));
  if (covered?.kind === 'pass') {
    const p = covered.pass;
    return {
      kind: 'pack',
      name: p.name,
      classesLeftAfter: p.classes_total - p.classes_used - 1,
      expiresOn: p.expires_on,
      allowance: null,
    };
  }
  if (covered?.kind === 'membership') {
    const m = covered.membership;
    return {
      kind: 'membership',
      name: m.name,
      classesLeftAfter: m.allowance === 'unlimited' ? null : (m.allowance_count ?? 0) - m.used - 1,
      expiresOn: m.ends_on,
      allowance: m.allowance,
    };
  }
  return null;
}
