import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Locale } from '../../shared/i18n/locales';
import type { Executor } from '../db/client';
import { bookings, students } from '../db/schema';

export interface Recipient {
  studentId: number;
  name: string;
  email: string;
  /** The student's language for e-mails; null follows the studio's (recipientLocale). */
  language: Locale | null;
}

export const recipientColumns = {
  studentId: students.id,
  name: sql<string>`coalesce(nullif(trim(${students.preferredName}), ''), ${students.name})`,
  /** A student may ask for class mail at another address (notificationEmail). */
  email: sql<string>`coalesce(nullif(trim(${students.notificationEmail}), ''), ${students.email})`,
  language: students.language,
};

export async function recipientsByIds(db: Executor, studentIds: number[]): Promise<Recipient[]> {
  if (studentIds.length === 0) return [];
  return db
    .select(recipientColumns)
    .from(students)
    .where(inArray(students.id, [...new Set(studentIds)]))
    .orderBy(asc(students.id));
}

/** Everyone with a confirmed place in the class, once each. */
export async function confirmedRecipients(db: Executor, classInstanceId: number): Promise<Recipient[]> {
  return db
    .selectDistinct(recipientColumns)
    .from(bookings)
    .innerJoin(students, eq(students.id, bookings.studentId))
    .where(and(eq(bookings.classInstanceId, classInstanceId), eq(bookings.status, 'confirmed')))
    .orderBy(asc(students.id));
}
