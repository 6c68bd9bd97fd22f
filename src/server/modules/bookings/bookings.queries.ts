import { and, asc, desc, eq, ilike, or, type SQL, sql } from 'drizzle-orm';
import { toHhMm, zonedNow } from '../../../shared/dates';
import { centsToDecimal } from '../../../shared/money';
import { BOOKING_LIST_LIMIT, type TBooking } from '../../../shared/schemas/bookings';
import type { Executor } from '../../db/client';
import { bookings, classInstances, classSchedules, classTypes, students } from '../../db/schema';
import type { BookingPolicy } from '../settings/settings.service';
import { canStudentCancel, classStartInstant } from './booking-rules';

/** What "now" means for the canCancel flag: the studio's clock and cancellation deadline. */
export interface BookingClock {
  now: Date;
  timeZone: string;
  cancelCutoffHours: number;
}

export const clockOf = (policy: BookingPolicy, now: Date = new Date()): BookingClock => ({
  now,
  timeZone: policy.timeZone,
  cancelCutoffHours: policy.cancelCutoffHours,
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

const className = sql<string>`coalesce(${classInstances.customName}, ${classSchedules.customName}, ${classTypes.name})`;

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
};

/** LIKE wildcards in what a person typed are literal characters. */
const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

function whereOf(filter: BookingFilter): SQL | undefined {
  const search = filter.search?.trim();
  const pattern = search ? likePattern(search) : undefined;
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

type Row = Awaited<ReturnType<typeof bookingsQuery>>[number];

function bookingsQuery(db: Executor, filter: BookingFilter) {
  const order =
    filter.order === 'booked'
      ? [asc(bookings.bookedAt), asc(bookings.id)]
      : [desc(classInstances.classDate), desc(classInstances.startTime), desc(bookings.id)];
  return db
    .select(columns)
    .from(bookings)
    .innerJoin(classInstances, eq(classInstances.id, bookings.classInstanceId))
    .innerJoin(classTypes, eq(classTypes.id, classInstances.classTypeId))
    .leftJoin(classSchedules, eq(classSchedules.id, classInstances.classScheduleId))
    .innerJoin(students, eq(students.id, bookings.studentId))
    .where(whereOf(filter))
    .orderBy(...order)
    .limit(filter.limit ?? BOOKING_LIST_LIMIT.default)
    .offset(filter.offset ?? 0);
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
    bookingDate: zonedNow(clock.timeZone, row.bookedAt).date,
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
    canCancel:
      row.status === 'confirmed' &&
      !row.isClassCancelled &&
      canStudentCancel(start, clock.now, clock.cancelCutoffHours),
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
