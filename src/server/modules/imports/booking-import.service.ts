import { addDays, formatDate } from '../../../shared/dates';
import { type Locale, SOURCE_LOCALE } from '../../../shared/i18n/locales';
import { type Described, msg } from '../../../shared/i18n/msg';
import { IMPORT_MESSAGES, type TBookingMapping, type TImportReport } from '../../../shared/schemas/imports';
import { AppError } from '../../errors';
import { translate } from '../../i18n/translate';
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
  locale: Locale,
): { date: string; time: string } | { problem: string } {
  const problem = (text: Described) => ({ problem: translate(locale, text) });
  const date = readDate(cells.classDate, dayFirst);
  const time = readTime(cells.startTime);
  if (!cells.className) return problem(msg('No class name'));
  if (date === null || date === 'invalid') {
    return problem(msg('Class date "{date}" is not a date (use YYYY-MM-DD)', { date: cells.classDate }));
  }
  if (time === null || time === 'invalid') {
    return problem(msg('Start time "{time}" is not a time (use HH:MM)', { time: cells.startTime }));
  }
  if (date < today) return problem(msg('Class date {date} is in the past', { date }));
  if (date > addDays(today, MAX_DAYS_AHEAD))
    return problem(msg('Class date {date} is more than a year ahead', { date }));
  return { date, time };
}

/** The one class a row names, or why there is none. */
function findClass(
  cells: Cells,
  when: { date: string; time: string },
  classesOn: Map<string, ImportableClass[]>,
  locale: Locale,
): ImportableClass | { problem: string } {
  const say = (described: Described) => translate(locale, described);
  const problem = (text: Described) => ({ problem: say(text) });
  const name = cells.className.toLowerCase();
  const className = cells.className;
  const at = say(msg('{date} at {time}', { date: formatDate(when.date, locale), time: when.time }));
  const thatDay = classesOn.get(when.date) ?? [];
  const found = thatDay.filter((c) => c.startTime === when.time && c.names.includes(name));
  if (found.length === 0) {
    // What the day does have, so the file can be fixed without opening the calendar.
    const listed = thatDay
      .filter((c) => !c.isCancelled)
      .slice(0, 6)
      .map((c) => say(msg('{className} at {time}', { className: c.shownAs, time: c.startTime })));
    return listed.length > 0
      ? problem(
          msg('Unknown class: no "{className}" on {at} (that day: {classes})', {
            className,
            at,
            classes: listed.join(', '),
          }),
        )
      : problem(msg('Unknown class: no "{className}" on {at} (no classes that day)', { className, at }));
  }
  if (found.length > 1)
    return problem(msg('Two classes "{className}" start on {at}: book it by hand', { className, at }));
  if (found[0]!.isCancelled)
    return problem(msg('The class "{className}" on {at} has been cancelled', { className, at }));
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
  /** The request's language: the problem rows' reasons are the administrator's to read. */
  locale: Locale = SOURCE_LOCALE,
): Promise<TImportReport> {
  // The dry run makes the bookings (and the weekly classes they need) in a transaction it undoes.
  return dryRun
    ? rehearse(actor, (inTransaction) => bookingsRun(inTransaction, input, true, locale))
    : bookingsRun(actor, input, false, locale);
}

async function bookingsRun(
  actor: AdminActor,
  input: { fileId: number; mapping: TBookingMapping; from?: number },
  dryRun: boolean,
  locale: Locale,
): Promise<TImportReport> {
  const say = (described: Described) => translate(locale, described);
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
    const when = cells.email ? readWhen(cells, today, dayFirst, locale) : { problem: say(msg('No e-mail')) };
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
    const found = findClass(cells, when, classesOn, locale);
    const label = say(
      msg('{className} on {date} at {time}', {
        className: cells.className,
        date: formatDate(when.date, locale),
        time: when.time,
      }),
    );
    const pair = 'id' in found ? `${cells.email} ${found.id}` : '';
    if ('problem' in found) problems.push({ line, reason: found.problem });
    else if (hasStarted(classStartInstant(when.date, when.time, timeZone), now)) {
      problems.push({ line, reason: say(msg('{label} has already started', { label })) });
    } else if (seen.has(pair)) {
      problems.push({
        line,
        reason: say(msg('Same student and class as line {line}', { line: String(seen.get(pair)) })),
      });
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
      locale,
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
          return {
            problem: say(
              msg('{email} cancelled {label} here: book it by hand if it is wanted', {
                email: row.email,
                label: row.label,
              }),
            ),
          };
        }
        try {
          await bookImported(tx, {
            studentId,
            classInstanceId: row.classId,
            adminId: actor.adminId,
            taxes,
            language: settings.language,
            now,
            timeZone,
          });
        } catch (error) {
          if (error instanceof AppError) {
            return {
              problem: say(msg('{problem}: {label}', { problem: say(error.described), label: row.label })),
            };
          }
          throw error;
        }
        return 'created';
      };
    },
  );
}
