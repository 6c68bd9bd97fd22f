import { and, eq, gte, lte, type SQL, sql } from 'drizzle-orm';
import { addDays, formatDate, formatTime, toHhMm } from '../../../shared/dates';
import { msg } from '../../../shared/i18n/msg';
import type { StudioSettings } from '../../../shared/schemas/settings';
import type { Executor } from '../../db/client';
import { bookings, classInstances, reminderDeliveries, students } from '../../db/schema';
import { translate } from '../../i18n/translate';
import { getSettings } from '../../kernel/settings/read';
import { clockNow } from '../../kernel/time/clock';
import { studioInstant, studioWallClock } from '../../kernel/time/studio-time';
import { instanceFacts } from '../../mail/class-facts';
import { emailStudioOf, recipientLocale } from '../../mail/templates/render';
import { classReminderKey, queueReminderOnce } from './reminder-deliveries';
import type { ReminderDeps } from './reminder-deps';
import { CLASS_REMINDER_KIND, renderClassReminder } from './reminder-emails';
import { classMailAddress, greetingName, remindable } from './reminder-recipients';
import { classReminderDue } from './reminder-timing';
import { unsubscribeUrl } from './unsubscribe-link';

const HOUR_MS = 3_600_000;
const classDateText = sql<string>`to_char(${classInstances.classDate}, 'YYYY-MM-DD')`;

/**
 * Confirmed bookings of classes that are not cancelled, for students who may get reminders, whose
 * reminder for this class date has not been queued yet.
 */
function pendingReminders(db: Executor, where: SQL | undefined) {
  return db
    .select({
      bookingId: bookings.id,
      studentId: bookings.studentId,
      bookedAt: bookings.bookedAt,
      classInstanceId: classInstances.id,
      classDate: classDateText,
      startTime: classInstances.startTime,
      name: greetingName,
      email: classMailAddress,
      language: students.language,
    })
    .from(bookings)
    .innerJoin(classInstances, eq(classInstances.id, bookings.classInstanceId))
    .innerJoin(students, eq(students.id, bookings.studentId))
    .where(
      and(
        eq(bookings.status, 'confirmed'),
        eq(classInstances.isCancelled, false),
        remindable,
        sql`not exists (select 1 from ${reminderDeliveries} where ${reminderDeliveries.key} =
          'class:' || ${bookings.id} || ':' || ${classDateText})`,
        where,
      ),
    );
}

/**
 * The class reminder run (issue 14 §4; docs/decisions/014): when `emailClassReminders` is on, every
 * booking whose reminder is due (09:00 studio time `classReminderDays` before the class, see
 * reminder-timing) gets one e-mail, once. Safe to run twice or on two instances at once: each booking
 * is re-read under its row lock and its reminder key is claimed with the message.
 */
export async function runClassReminders(deps: ReminderDeps, now: Date = clockNow()) {
  const settings = await getSettings(deps.db);
  if (!settings.emailClassReminders) return { reminded: 0 };
  const days = settings.classReminderDays;
  const zone = settings.timezone;
  const today = studioWallClock(zone, now).date;
  // One day more than `days`: a same-day reminder of a class just after midnight is due the evening before.
  const candidates = await pendingReminders(
    deps.db,
    and(gte(classInstances.classDate, today), lte(classInstances.classDate, addDays(today, days + 1))),
  );
  let reminded = 0;
  for (const candidate of candidates) {
    if (!classReminderDue(candidate, days, zone, now)) continue;
    if (await remindOne(deps, settings, candidate.bookingId, now)) reminded += 1;
  }
  return { reminded };
}

async function remindOne(deps: ReminderDeps, settings: StudioSettings, bookingId: number, now: Date) {
  const days = settings.classReminderDays;
  const zone = settings.timezone;
  return deps.db.transaction(async (tx) => {
    // Re-read under the booking's lock: a cancellation or a move in between is seen, not raced.
    const [booking] = await pendingReminders(tx, eq(bookings.id, bookingId)).for('update', { of: bookings });
    if (!booking || !classReminderDue(booking, days, zone, now)) return false;
    const facts = await instanceFacts(tx, booking.classInstanceId);
    if (!facts) return false;
    const start = studioInstant(zone, facts.classDate, toHhMm(facts.startTime));
    const deadline = new Date(start.getTime() - settings.cancellationDeadlineHours * HOUR_MS);
    const deadlineLocal = studioWallClock(zone, deadline);
    const locale = recipientLocale(booking, settings.language);
    const cancelBy = translate(
      locale,
      msg('{date}, {time}', {
        date: formatDate(deadlineLocal.date, locale),
        time: formatTime(deadlineLocal.time, locale),
      }),
    );
    const message = await renderClassReminder({
      studio: emailStudioOf(settings),
      locale,
      name: booking.name,
      class: facts,
      cancelBy,
      cancelDeadlinePassed: now >= deadline,
      cancellationDeadlineHours: settings.cancellationDeadlineHours,
      unsubscribeUrl: unsubscribeUrl(deps.origin, deps.box, booking.studentId),
    });
    return queueReminderOnce(
      tx,
      deps.outbox,
      { key: classReminderKey(bookingId, booking.classDate), kind: 'class', studentId: booking.studentId },
      {
        kind: CLASS_REMINDER_KIND,
        toEmail: booking.email,
        toName: booking.name,
        studentId: booking.studentId,
        ...message,
      },
    );
  });
}
