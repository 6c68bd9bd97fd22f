import { addDays, formatDate } from '../../../shared/dates';
import { IMPORT_MESSAGES, type TBookingMapping, type TImportReport } from '../../../shared/schemas/imports';
import { AppError } from '../../errors';
import type { AdminActor } from '../../kernel/actor';
import { getSettingsAndTaxes } from '../../kernel/settings/read';
import { clockNow } from '../../kernel/time/clock';
import { studioNowIn } from '../../kernel/time/studio-time';
import { classStartInstant, hasStarted } from '../bookings/booking-rules';
import { bookImported, bookingsOf } from '../bookings/import.service';
import { type ImportableClass, importableClasses } from '../classes/importable-classes';
import { importByEmail, type RowOutcome, rehearse } from './by-email';
import { dayFirstIn, readDate, readTime } from './cell-dates';
import { importFileRows, neededColumns } from './import-file';

/**
 * Rows per part: each booking goes through the booking service (~2–3 ms on PostgreSQL, ~6–8 ms on PGlite,
 * `bench:import`), so a part of 500 keeps the bar moving every few seconds.
 */
const BOOKING_PART_ROWS = 500;
/**
 * Bookings per transaction: each holds its classes' locks (and, on PGlite, the one connection) until it
 * commits, so a batch is kept to well under a second and a student booking meanwhile barely waits.
 */
const BOOKING_BATCH_ROWS = 100;

/** How far ahead a bookings file may reach: the classes are made for it up to that day. */
const MAX_DAYS_AHEAD = 366;

interface Cells {
  email: string;
  classDate: string;
  startTime: string;
  className: string;
}

interface Reading {
  line: number;
  email: string;
  classId: number;
  /** "Yoga Flow on Aug 03, 2027 at 18:00", as problems name it. */
  label: string;
}

/** A row's class date and time, read, or why they cannot be. */
function readWhen(
  cells: Cells,
  today: string,
  dayFirst: boolean | null,
): { date: string; time: string } | { problem: string } {
  const date = readDate(cells.classDate, dayFirst);
  const time = readTime(cells.startTime);
  if (!cells.className) return { problem: 'No class name' };
  if (date === null || date === 'invalid') {
    return { problem: `Class date "${cells.classDate}" is not a date (use YYYY-MM-DD)` };
  }
  if (time === null || time === 'invalid') {
    return { problem: `Start time "${cells.startTime}" is not a time (use HH:MM)` };
  }
  if (date < today) return { problem: `Class date ${date} is in the past` };
  if (date > addDays(today, MAX_DAYS_AHEAD))
    return { problem: `Class date ${date} is more than a year ahead` };
  return { date, time };
}

/** The one class a row names, or why there is none. */
function findClass(
  cells: Cells,
  when: { date: string; time: string },
  classesOn: Map<string, ImportableClass[]>,
): ImportableClass | { problem: string } {
  const name = cells.className.toLowerCase();
  const at = `${formatDate(when.date)} at ${when.time}`;
  const thatDay = classesOn.get(when.date) ?? [];
  const found = thatDay.filter((c) => c.startTime === when.time && c.names.includes(name));
  if (found.length === 0) {
    // What the day does have, so the file can be fixed without opening the calendar.
    const listed = thatDay
      .filter((c) => !c.isCancelled)
      .slice(0, 6)
      .map((c) => `${c.shownAs} at ${c.startTime}`);
    const day = listed.length > 0 ? `that day: ${listed.join(', ')}` : 'no classes that day';
    return { problem: `Unknown class: no "${cells.className}" on ${at} (${day})` };
  }
  if (found.length > 1)
    return { problem: `Two classes "${cells.className}" start on ${at}: book it by hand` };
  if (found[0]!.isCancelled) return { problem: `The class "${cells.className}" on ${at} has been cancelled` };
  return found[0]!;
}

/**
 * Upcoming bookings by e-mail (issue 32): the class's date, its start time and its name (its type's,
 * its schedule's or its own). Each is booked as an administrator books (capacity holds; the previous
 * software was paid, so nothing is charged and an imported pack keeps its classes left: decision 040),
 * with no e-mail. A class in the past, one this studio does not have, and a full class are problem
 * rows. The dry run makes the bookings in a transaction it undoes, so a class the file itself fills is
 * reported as the import would find it, and nothing is left written. The same file again changes
 * nothing.
 */
export async function importBookings(
  actor: AdminActor,
  input: { fileId: number; mapping: TBookingMapping; from?: number },
  dryRun: boolean,
): Promise<TImportReport> {
  // The dry run makes the bookings (and the weekly classes they need) in a transaction it undoes.
  return dryRun
    ? rehearse(actor, (inTransaction) => bookingsRun(inTransaction, input, true))
    : bookingsRun(actor, input, false);
}

async function bookingsRun(
  actor: AdminActor,
  input: { fileId: number; mapping: TBookingMapping; from?: number },
  dryRun: boolean,
): Promise<TImportReport> {
  const { file, headers, rows } = await importFileRows(actor.db, input.fileId);
  const { email, classDate, startTime, className } = neededColumns(input.mapping, headers.length, [
    [['email'], IMPORT_MESSAGES.noEmail],
    [['classDate', 'startTime', 'className'], IMPORT_MESSAGES.noBooking],
  ]);
  // The settings once: the studio's zone for its clock, the taxes a booking is recorded with.
  const { settings, taxes } = await getSettingsAndTaxes(actor.db);
  const timeZone = settings.timezone;
  const now = clockNow();
  const { today } = studioNowIn(timeZone, now);
  const problems: TImportReport['problems'] = [];
  const dated: { line: number; cells: Cells; when: { date: string; time: string } }[] = [];
  const dayFirst = dayFirstIn(rows.map((r) => r.cells[classDate] ?? ''));
  for (const row of rows) {
    const cell = (c: number) => (row.cells[c] ?? '').trim();
    const cells = {
      email: cell(email).toLowerCase(),
      classDate: cell(classDate),
      startTime: cell(startTime),
      className: cell(className),
    };
    const when = cells.email ? readWhen(cells, today, dayFirst) : { problem: 'No e-mail' };
    if ('problem' in when) problems.push({ line: row.line, reason: when.problem });
    else dated.push({ line: row.line, cells, when });
  }
  // Every date read is today or later: the classes are made up to the latest.
  const last =
    dated
      .map((d) => d.when.date)
      .sort()
      .at(-1) ?? today;
  const classesOn = new Map<string, ImportableClass[]>();
  for (const c of await importableClasses(actor.db, { from: today, to: last, timeZone })) {
    classesOn.set(c.classDate, [...(classesOn.get(c.classDate) ?? []), c]);
  }
  const readings: Reading[] = [];
  const seen = new Map<string, number>();
  for (const { line, cells, when } of dated) {
    const found = findClass(cells, when, classesOn);
    const label = `${cells.className} on ${formatDate(when.date)} at ${when.time}`;
    const pair = 'id' in found ? `${cells.email} ${found.id}` : '';
    if ('problem' in found) problems.push({ line, reason: found.problem });
    else if (hasStarted(classStartInstant(when.date, when.time, timeZone), now)) {
      problems.push({ line, reason: `${label} has already started` });
    } else if (seen.has(pair)) {
      problems.push({ line, reason: `Same student and class as line ${seen.get(pair)}` });
    } else {
      seen.set(pair, line);
      readings.push({ line, email: cells.email, classId: found.id, label });
    }
  }
  return importByEmail(
    actor,
    {
      kind: 'bookings',
      file: { id: file.id, rows },
      from: input.from,
      dryRun,
      partRows: BOOKING_PART_ROWS,
      batchRows: BOOKING_BATCH_ROWS,
    },
    readings,
    problems,
    async (tx, studentIds, batch) => {
      const booked = await bookingsOf(
        tx,
        studentIds,
        batch.map((r) => r.classId),
      );
      return async (row, studentId): Promise<RowOutcome> => {
        const before = booked.get(`${studentId} ${row.classId}`);
        if (before === 'confirmed') return 'unchanged';
        // Imported once and cancelled since: the same file again must not book it back.
        if (before === 'cancelled') {
          return { problem: `${row.email} cancelled ${row.label} here: book it by hand if it is wanted` };
        }
        try {
          await bookImported(tx, {
            studentId,
            classInstanceId: row.classId,
            adminId: actor.adminId,
            taxes,
            now,
            timeZone,
          });
        } catch (error) {
          if (error instanceof AppError) return { problem: `${error.message}: ${row.label}` };
          throw error;
        }
        return 'created';
      };
    },
  );
}
