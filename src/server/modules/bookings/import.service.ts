import { and, inArray } from 'drizzle-orm';
import type { Locale } from '../../../shared/i18n/locales';
import type { Executor } from '../../db/client';
import { bookings } from '../../db/schema';
import type { StudioTaxes } from '../../kernel/settings/taxes';
import { type BookedClass, bookClass } from './bookings.service';

/**
 * The bookings of these students in these classes, as "student class": confirmed, or cancelled (and
 * none confirmed).
 */
export async function bookingsOf(
  db: Executor,
  studentIds: number[],
  classIds: number[],
): Promise<Map<string, 'confirmed' | 'cancelled'>> {
  if (studentIds.length === 0 || classIds.length === 0) return new Map();
  const rows = await db
    .select({ studentId: bookings.studentId, classId: bookings.classInstanceId, status: bookings.status })
    .from(bookings)
    .where(
      and(
        inArray(bookings.studentId, studentIds),
        inArray(bookings.classInstanceId, classIds),
        inArray(bookings.status, ['confirmed', 'cancelled']),
      ),
    );
  const found = new Map<string, 'confirmed' | 'cancelled'>();
  for (const r of rows) {
    const key = `${r.studentId} ${r.classId}`;
    if (r.status === 'confirmed' || !found.has(key)) found.set(key, r.status as 'confirmed' | 'cancelled');
  }
  return found;
}

/**
 * A booking brought from the previous software (decision 040), made as an administrator's booking is:
 * the class's capacity holds and a class that has started is refused, with the booking rules' own
 * messages. It was paid there: an imported pack covering the class keeps the classes left its file
 * gave, a membership covers it as any booking, and otherwise it costs nothing here. No e-mail is sent.
 * In a savepoint, so a refused row leaves the batch's transaction usable.
 */
export async function bookImported(
  tx: Executor,
  b: {
    studentId: number;
    classInstanceId: number;
    adminId: number;
    taxes: StudioTaxes;
    /** The studio's language, its ledger lines'. */
    language: Locale;
    now: Date;
    timeZone: string;
  },
): Promise<BookedClass> {
  return tx.transaction((savepoint) =>
    bookClass(savepoint, {
      studentId: b.studentId,
      classInstanceId: b.classInstanceId,
      allowOverCapacity: false,
      bookedByAdminId: b.adminId,
      bookedAt: b.now,
      notStarted: { now: b.now, timeZone: b.timeZone },
      taxes: b.taxes,
      language: b.language,
      imported: true,
    }),
  );
}
