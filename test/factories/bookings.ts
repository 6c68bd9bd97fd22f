import type { FastifyInstance } from 'fastify';
import type { Db } from '../../src/server/db/client';
import { ledgerEntries, settings, studentCredits } from '../../src/server/db/schema';
import { clockNow } from '../../src/server/kernel/time/clock';
import { studioWallClock } from '../../src/server/kernel/time/studio-time';
import { recordPayment } from '../../src/server/modules/billing/ledger.service';
import { STUDENT_COOKIE } from '../../src/server/trpc/context';
import { minutesOf, minutesToTime } from '../../src/shared/dates';
import { DEFAULT_SETTINGS } from '../../src/shared/schemas/settings';
import { browserAt } from './browsers';
import { insertInstance } from './classes';
import { insertStudentsWithSessions } from './sessions';

const DEFAULT_TIMEZONE = DEFAULT_SETTINGS.timezone;

/** `n` students, each signed in from their own address (see insertStudentsWithSessions). */
export async function studentsWithSessions(app: FastifyInstance, db: Db, n: number, prefix = 'Racer') {
  const made = await insertStudentsWithSessions(db, n, prefix);
  return made.map(({ student, token }) => {
    const browser = browserAt(app);
    browser.cookies.set(STUDENT_COOKIE, token);
    return { student, browser, token };
  });
}

/**
 * Where a class starting `hours` from now sits on the studio's wall clock. Start times are kept at or
 * before 23:00 so the class can last 30 minutes on the same day (tests use offsets with room for it).
 */
export function wallClockIn(hours: number, timeZone = DEFAULT_TIMEZONE) {
  const at = studioWallClock(timeZone, new Date(Date.now() + hours * 3_600_000));
  const start = Math.min(minutesOf(at.time), 23 * 60);
  return { classDate: at.date, startTime: minutesToTime(start), endTime: minutesToTime(start + 30) };
}

export async function classIn(
  db: Db,
  classTypeId: number,
  hours: number,
  overrides: Parameters<typeof insertInstance>[2] = {},
) {
  return insertInstance(db, classTypeId, { ...wallClockIn(hours), ...overrides });
}

export async function setSetting(db: Db, key: string, value: string) {
  await db
    .insert(settings)
    .values({ key, value })
    .onConflictDoUpdate({ target: settings.key, set: { value } });
}

export async function clearSettings(db: Db, keys: string[]) {
  for (const key of keys) await setSetting(db, key, '');
}

/** An administrator's credit lot (and its ledger line), as the billing screens will grant them. */
export async function grantCredit(db: Db, studentId: number, amountCents: number, reason = 'Goodwill') {
  const [lot] = await db
    .insert(studentCredits)
    .values({ studentId, amountCents, reason, source: 'admin_credit' })
    .returning();
  await db.insert(ledgerEntries).values({
    studentId,
    entryType: 'credit',
    amountCents,
    creditId: lot!.id,
    description: reason,
  });
  return lot!;
}

export async function studentWithSession(app: FastifyInstance, db: Db, prefix = 'Solo') {
  return (await studentsWithSessions(app, db, 1, prefix))[0]!;
}

/**
 * A payment the studio received from the student (billing's own recordPayment): it pays their oldest
 * charges first, so a cancel or refund afterwards has something to give back (decision 027).
 */
export async function receivePayment(
  db: Db,
  studentId: number,
  amountCents: number,
  o: { at?: Date; method?: string } = {},
) {
  return db.transaction((tx) =>
    recordPayment(tx, {
      studentId,
      amountCents,
      method: o.method ?? 'cash',
      paymentDate: o.at ?? clockNow(),
      transactionId: null,
      notes: 'Paid at the desk',
      adminId: null,
    }),
  );
}
