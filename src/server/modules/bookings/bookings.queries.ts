import { and, asc, desc, eq, ilike, or, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { toHhMm } from '../../../shared/dates';
import { centsToDecimal } from '../../../shared/money';
import {
  BOOKING_LIST_LIMIT,
  type TBooking,
  type TBookingPage,
  type TBookingSort,
  type TBookingSortField,
} from '../../../shared/schemas/bookings';
import type { Executor } from '../../db/client';
import { containsPattern } from '../../db/like';
import {
  bookings,
  classInstances,
  classSchedules,
  classTypes,
  membershipUses,
  passUses,
  studentMemberships,
  studentPasses,
  students,
} from '../../db/schema';
import { classNameSql } from '../../kernel/class-name';
import type { BookingPolicy } from '../../kernel/settings/booking-policy';
import { clockNow } from '../../kernel/time/clock';
import { studioWallClock } from '../../kernel/time/studio-time';
import { canStudentCancel, classStartInstant } from './booking-rules';

/** What "now" means for the canCancel flag: the studio's clock and cancellation deadline. */
export interface BookingClock {
  now: Date;
  timeZone: string;
  cancellationDeadlineHours: number;
}

export const clockOf = (policy: BookingPolicy, now: Date = clockNow()): BookingClock => ({
  now,
  timeZone: policy.timeZone,
  cancellationDeadlineHours: policy.cancellationDeadlineHours,
});

export interface BookingFilter {
  id?: number;
  studentId?: number;
  classInstanceId?: number;
  /** all (default), active (confirmed) or cancelled. */
  status?: 'all' | 'active' | 'cancelled';
  /** Part of the student's name or e-mail, or of the class's name. */
  search?: string;
  limit?: number;
  offset?: number;
  /** Newest class first (lists) or first booked first (a class's roster). */
  order?: 'newest_class' | 'booked';
}

const className = classNameSql;

const columns = {
  id: bookings.id,
  studentId: bookings.studentId,
  classInstanceId: bookings.classInstanceId,
  status: bookings.status,
  priceCents: bookings.priceCents,
  bookedAt: bookings.bookedAt,
  cancelledAt: bookings.cancelledAt,
  cancellationReason: bookings.cancellationReason,
  cancelledBy: bookings.cancelledBy,
  attendance: bookings.attendance,
  classDate: classInstances.classDate,
  startTime: classInstances.startTime,
  endTime: classInstances.endTime,
  location: sql<string | null>`coalesce(${classInstances.location}, ${classSchedules.location})`,
  isClassCancelled: classInstances.isCancelled,
  classScheduleId: classInstances.classScheduleId,
  classTypeId: classTypes.id,
  classTypeName: classTypes.name,
  className,
  studentName: students.name,
  studentEmail: students.email,
  studentPhone: students.phone,
  /** The class pack or membership the booking used instead of a charge (decision 038), given back or not. */
  passName: sql<string | null>`coalesce((select ${studentPasses.name} from ${passUses}
    join ${studentPasses} on ${studentPasses.id} = ${passUses.passId}
    where ${passUses.bookingId} = ${bookings.id}), (select ${studentMemberships.name} from ${membershipUses}
    join ${studentMemberships} on ${studentMemberships.id} = ${membershipUses.membershipId}
    where ${membershipUses.bookingId} = ${bookings.id}))`,
  passKind: sql<'pack' | 'membership' | null>`case
    when exists (select 1 from ${passUses} where ${passUses.bookingId} = ${bookings.id}) then 'pack'
    when exists (select 1 from ${membershipUses} where ${membershipUses.bookingId} = ${bookings.id}) then 'membership'
  end`,
};

function whereOf(filter: BookingFilter): SQL | undefined {
  const search = filter.search?.trim();
  const pattern = search ? containsPattern(search) : undefined;
  return and(
    filter.id === undefined ? undefined : eq(bookings.id, filter.id),
    filter.studentId === undefined ? undefined : eq(bookings.studentId, filter.studentId),
    filter.classInstanceId === undefined ? undefined : eq(bookings.classInstanceId, filter.classInstanceId),
    filter.status === 'active' ? eq(bookings.status, 'confirmed') : undefined,
    filter.status === 'cancelled' ? eq(bookings.status, 'cancelled') : undefined,
    pattern
      ? or(
          ilike(students.name, pattern),
          ilike(students.email, pattern),
          ilike(className, pattern),
          ilike(classTypes.name, pattern),
        )
      : undefined,
  );
}

/** How many rows the whole filtered result has, before LIMIT and OFFSET (a window over every row). */
const TOTAL_ROWS = sql<number>`count(*) over ()`.mapWith(Number);
const NOT_COUNTED = sql<number>`0`.mapWith(Number);

/**
 * Bookings joined to their class and student, narrowed by `filter`: the one FROM and WHERE every
 * booking list shares. `withTotal` fills `total` with the number of matching rows (else 0).
 */
function filteredBookings(db: Executor, filter: BookingFilter, withTotal = false) {
  return db
    .select({ ...columns, total: withTotal ? TOTAL_ROWS : NOT_COUNTED })
    .from(bookings)
    .innerJoin(classInstances, eq(classInstances.id, bookings.classInstanceId))
    .innerJoin(classTypes, eq(classTypes.id, classInstances.classTypeId))
    .leftJoin(classSchedules, eq(classSchedules.id, classInstances.classScheduleId))
    .innerJoin(students, eq(students.id, bookings.studentId))
    .where(whereOf(filter));
}

type Row = Awaited<ReturnType<typeof bookingsQuery>>[number];
/** One booking as the lists read it (bookClass builds it from its own statement). */
export type BookingRow = Row;

/** Latest class first, then latest start, then newest booking: unique, so pages never overlap. */
const NEWEST_CLASS_FIRST = [
  desc(classInstances.classDate),
  desc(classInstances.startTime),
  desc(bookings.id),
];

function bookingsQuery(db: Executor, filter: BookingFilter) {
  const order = filter.order === 'booked' ? [asc(bookings.bookedAt), asc(bookings.id)] : NEWEST_CLASS_FIRST;
  return filteredBookings(db, filter)
    .orderBy(...order)
    .limit(filter.limit ?? BOOKING_LIST_LIMIT.default)
    .offset(filter.offset ?? 0);
}

/**
 * The SQL each sort field orders by. Only these fixed expressions reach ORDER BY; the field name
 * chosen by the client is a key into this map, never text in the query.
 */
const SORT_EXPRESSIONS: Record<TBookingSortField, (SQL | AnyPgColumn)[]> = {
  classDate: [classInstances.classDate, classInstances.startTime],
  studentName: [students.name],
  className: [className],
  price: [bookings.priceCents],
  status: [bookings.status],
  bookedAt: [bookings.bookedAt],
};

/** ORDER BY for a page: the chosen field, then the default order, ending with the unique id. */
export function pageOrder(sort: TBookingSort | undefined): SQL[] {
  if (!sort) return NEWEST_CLASS_FIRST;
  const direction = sort.direction === 'asc' ? asc : desc;
  const chosen = SORT_EXPRESSIONS[sort.field].map((e) => direction(e));
  // By class date the id follows the same direction; otherwise ties fall back to newest class first.
  if (sort.field === 'classDate') return [...chosen, direction(bookings.id)];
  return [...chosen, ...NEWEST_CLASS_FIRST];
}

export interface BookingPageRequest {
  filter: Pick<BookingFilter, 'status' | 'search'>;
  sort?: TBookingSort;
  page: number;
  pageSize: number;
}

/**
 * One page and the number of matching bookings, in one query (`count(*) over ()` is computed before
 * LIMIT). A page past the end has no row to carry the count, so only then is it counted again.
 */
export async function findBookingPage(
  db: Executor,
  { filter, sort, page, pageSize }: BookingPageRequest,
  clock: BookingClock,
): Promise<TBookingPage> {
  const rows = await filteredBookings(db, filter, true)
    .orderBy(...pageOrder(sort))
    .limit(pageSize)
    .offset(page * pageSize);
  let total = rows[0]?.total ?? 0;
  if (rows.length === 0 && page > 0) {
    const [first] = await filteredBookings(db, filter, true).limit(1);
    total = first?.total ?? 0;
  }
  return { rows: rows.map((r) => toBooking(r, clock)), total, page, pageSize };
}

export function toBooking(row: Row, clock: BookingClock): TBooking {
  const price = centsToDecimal(row.priceCents);
  const start = classStartInstant(row.classDate, row.startTime, clock.timeZone);
  const student = { name: row.studentName, email: row.studentEmail, phone: row.studentPhone };
  return {
    id: row.id,
    studentId: row.studentId,
    classInstanceId: row.classInstanceId,
    bookingStatus: row.status,
    status: row.status,
    bookedAt: row.bookedAt.toISOString(),
    bookingDate: studioWallClock(clock.timeZone, row.bookedAt).date,
    cancelledAt: row.cancelledAt?.toISOString() ?? null,
    cancellationReason: row.cancellationReason,
    cancelledBy: row.cancelledBy,
    price,
    classPrice: price,
    className: row.className,
    classTypeName: row.classTypeName,
    classDate: row.classDate,
    classInstanceDate: row.classDate,
    startTime: toHhMm(row.startTime),
    endTime: toHhMm(row.endTime),
    location: row.location,
    classTypeId: row.classTypeId,
    classScheduleId: row.classScheduleId,
    isClassCancelled: row.isClassCancelled,
    attendance: row.attendance,
    passName: row.passName,
    passKind: row.passKind,
    canCancel:
      row.status === 'confirmed' &&
      !row.isClassCancelled &&
      canStudentCancel(start, clock.now, clock.cancellationDeadlineHours),
    studentName: row.studentName,
    studentEmail: row.studentEmail,
    studentPhone: row.studentPhone,
    student,
  };
}

/** Bookings with their class and student, in one query (no N+1). */
export async function findBookings(
  db: Executor,
  filter: BookingFilter,
  clock: BookingClock,
): Promise<TBooking[]> {
  const rows = await bookingsQuery(db, filter);
  return rows.map((r) => toBooking(r, clock));
}

export async function findBooking(
  db: Executor,
  id: number,
  clock: BookingClock,
): Promise<TBooking | undefined> {
  const [row] = await bookingsQuery(db, { id, limit: 1 });
  return row ? toBooking(row, clock) : undefined;
}
