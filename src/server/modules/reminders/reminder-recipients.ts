import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import { students } from '../../db/schema';

/**
 * Who may get a reminder: a student who has not been deleted, is not inactive, and has not turned
 * reminders off (Settings, or the link in a reminder).
 */
export const remindable = and(
  isNull(students.deletedAt),
  ne(students.status, 'inactive'),
  eq(students.emailReminders, true),
);

/** The name reminders greet: the preferred name when there is one. */
export const greetingName = sql<string>`coalesce(nullif(trim(${students.preferredName}), ''), ${students.name})`;

/** Where a class reminder goes: the notification e-mail, else the login e-mail (as class mail does). */
export const classMailAddress = sql<string>`coalesce(nullif(trim(${students.notificationEmail}), ''), ${students.email})`;

/** Where a payment reminder goes: the billing (payment) e-mail, else the login e-mail. */
export const paymentMailAddress = sql<string>`coalesce(nullif(trim(${students.paymentEmail}), ''), ${students.email})`;
