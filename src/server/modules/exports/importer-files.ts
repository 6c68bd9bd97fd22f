import { and, asc, eq, gt, gte, isNull, or, sql } from 'drizzle-orm';
import { csvRow } from '../../../shared/csv';
import { validThrough } from '../../../shared/dates';
import { centsToDecimal } from '../../../shared/money';
import type { Executor } from '../../db/client';
import {
  bookings,
  classInstances,
  classSchedules,
  classTypes,
  products,
  studentBalances,
  studentMemberships,
  studentPasses,
  students,
} from '../../db/schema';

/** Rows read per query while the archive streams: memory stays one page. */
export const PAGE = 5000;

/** The studio's day and time when the archive is made: what is still to come. */
export interface ExportClock {
  today: string;
  /** HH:MM */
  time: string;
}

/**
 * A file in an importer's own columns (issue 32): what carries a studio's balances, packs, memberships
 * and bookings into an empty one with Settings → Import, in the order listed.
 */
export interface ImporterFile {
  name: string;
  about: string[];
  rows: (db: Executor, clock: ExportClock) => AsyncGenerator<string>;
}

/** Rows a page at a time by an increasing id, until a page comes back short. */
async function* paged<R extends { id: number }>(
  fetch: (after: number) => Promise<R[]>,
  line: (r: R) => unknown[],
): AsyncGenerator<string> {
  let after = 0;
  for (;;) {
    const rows = await fetch(after);
    if (rows.length === 0) return;
    yield rows.map((r) => csvRow(line(r) as never)).join('');
    if (rows.length < PAGE) return;
    after = rows[rows.length - 1]!.id;
  }
}

/** Each student's balance today (owed positive, credit negative, in dollars). */
async function* balancesCsv(db: Executor, clock: ExportClock): AsyncGenerator<string> {
  yield csvRow(['email', 'name', 'balance', 'as_of']);
  yield* paged(
    (after) =>
      db
        .select({
          id: students.id,
          email: students.email,
          name: students.name,
          cents: studentBalances.balanceCents,
        })
        .from(students)
        .leftJoin(studentBalances, eq(studentBalances.studentId, students.id))
        .where(and(isNull(students.deletedAt), gt(students.id, after)))
        .orderBy(asc(students.id))
        .limit(PAGE),
    (r) => [r.email, r.name, centsToDecimal(r.cents ?? 0), clock.today],
  );
}

/**
 * The packs with classes left and the memberships still running, by student and the product's name
 * today. A pack's classes left already leave out its upcoming bookings (they have taken theirs), as the
 * bookings importer expects. A student's packs of one product are one line (the importer takes one per
 * student and product): their classes left added up, valid to the latest last day; a pack whose
 * validity starts at first use counts as starting today.
 */
async function* heldCsv(db: Executor, clock: ExportClock): AsyncGenerator<string> {
  yield csvRow(['email', 'product', 'classes_left', 'valid_until']);
  const packs = await db
    .select({
      email: students.email,
      product: products.name,
      left: sql<number>`sum(${studentPasses.classesTotal} - ${studentPasses.classesUsed})::int`,
      latest: sql<string | null>`to_char(max(${studentPasses.expiresOn}), 'YYYY-MM-DD')`,
      undated: sql<boolean>`bool_or(${studentPasses.expiresOn} is null)`,
      validityCount: sql<number>`max(${studentPasses.validityCount})::int`,
      validityUnit: sql<'day' | 'week' | 'month'>`max(${studentPasses.validityUnit})`,
    })
    .from(studentPasses)
    .innerJoin(students, eq(students.id, studentPasses.studentId))
    .innerJoin(products, eq(products.id, studentPasses.productId))
    .where(
      and(
        isNull(students.deletedAt),
        sql`${studentPasses.classesUsed} < ${studentPasses.classesTotal}`,
        or(isNull(studentPasses.expiresOn), gte(studentPasses.expiresOn, clock.today)),
      ),
    )
    .groupBy(students.id, students.email, products.id, products.name)
    .orderBy(asc(students.id), asc(products.id));
  for (let i = 0; i < packs.length; i += PAGE) {
    yield packs
      .slice(i, i + PAGE)
      .map((r) => {
        const fromToday = r.undated ? validThrough(clock.today, r.validityCount, r.validityUnit) : null;
        const until = [r.latest, fromToday]
          .filter((d) => d !== null)
          .sort()
          .at(-1);
        return csvRow([r.email, r.product, r.left, until ?? null]);
      })
      .join('');
  }
  yield* paged(
    (after) =>
      db
        .select({
          id: studentMemberships.id,
          email: students.email,
          product: products.name,
          endsOn: studentMemberships.endsOn,
        })
        .from(studentMemberships)
        .innerJoin(students, eq(students.id, studentMemberships.studentId))
        .innerJoin(products, eq(products.id, studentMemberships.productId))
        .where(
          and(
            gt(studentMemberships.id, after),
            isNull(students.deletedAt),
            or(isNull(studentMemberships.endsOn), gte(studentMemberships.endsOn, clock.today)),
          ),
        )
        .orderBy(asc(studentMemberships.id))
        .limit(PAGE),
    (r) => [r.email, r.product, null, r.endsOn],
  );
}

/** The confirmed bookings of classes still to start, named as the calendar names the class. */
async function* upcomingBookingsCsv(db: Executor, clock: ExportClock): AsyncGenerator<string> {
  yield csvRow(['email', 'class_date', 'start_time', 'class']);
  yield* paged(
    (after) =>
      db
        .select({
          id: bookings.id,
          email: students.email,
          classDate: classInstances.classDate,
          startTime: sql<string>`to_char(${classInstances.startTime}, 'HH24:MI')`,
          name: sql<string>`coalesce(${classInstances.customName}, ${classSchedules.customName}, ${classTypes.name})`,
        })
        .from(bookings)
        .innerJoin(students, eq(students.id, bookings.studentId))
        .innerJoin(classInstances, eq(classInstances.id, bookings.classInstanceId))
        .innerJoin(classTypes, eq(classTypes.id, classInstances.classTypeId))
        .leftJoin(classSchedules, eq(classSchedules.id, classInstances.classScheduleId))
        .where(
          and(
            gt(bookings.id, after),
            eq(bookings.status, 'confirmed'),
            isNull(students.deletedAt),
            eq(classInstances.isCancelled, false),
            sql`(${classInstances.classDate}, ${classInstances.startTime}) > (${clock.today}::date, ${clock.time}::time)`,
          ),
        )
        .orderBy(asc(bookings.id))
        .limit(PAGE),
    (r) => [r.email, r.classDate, r.startTime, r.name],
  );
}

export const IMPORTER_FILES: ImporterFile[] = [
  {
    name: 'balances.csv',
    about: [
      "each student's balance on the day of the export, owed positive and credit negative, in dollars:",
      'Settings → Import → Opening Balances, after students.csv.',
      'columns: email, name, balance, as_of',
    ],
    rows: balancesCsv,
  },
  {
    name: 'held.csv',
    about: [
      'the class packs with classes left (their classes left already leave out upcoming bookings) and the',
      'memberships still running (classes_left blank; valid_until blank when it runs on), by the',
      "product's name: Settings → Import → Class Packs and Memberships, once the products exist there.",
      'columns: email, product, classes_left, valid_until',
    ],
    rows: heldCsv,
  },
  {
    name: 'upcoming-bookings.csv',
    about: [
      'the confirmed bookings of classes still to start: Settings → Import → Upcoming Bookings, last,',
      'once the same classes are on the schedule there.',
      'columns: email, class_date, start_time, class',
    ],
    rows: upcomingBookingsCsv,
  },
];
