/**
 * Where placeholder values come from (decision 004): the studio's settings (businessName), the values
 * the sender typed, and the recipient — a student's own record when the address (or id) is a
 * student's, otherwise the name given with the address. Later sources win: studio < sender <
 * recipient, and a blank value never hides an earlier one.
 */
import { and, asc, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import { splitName } from '../../../shared/email-placeholders';
import { formatMoney } from '../../../shared/money';
import type { StudioSettings } from '../../../shared/schemas/settings';
import type { Executor } from '../../db/client';
import { students } from '../../db/schema';
import { availableCreditCents } from '../billing/balance.service';

export interface StudentFacts {
  id: number;
  name: string;
  preferredName: string | null;
  email: string;
  notificationEmail: string | null;
  phone: string | null;
}

/** Who a message goes to: an address, maybe a name, maybe the student it belongs to. */
export interface Target {
  email: string;
  name: string | null;
  student?: StudentFacts;
}

const factColumns = {
  id: students.id,
  name: students.name,
  preferredName: students.preferredName,
  email: students.email,
  notificationEmail: students.notificationEmail,
  phone: students.phone,
};

/** Where a student wants mail: the notification address if they gave one. */
export const contactAddress = (s: StudentFacts) => s.notificationEmail?.trim() || s.email;

export async function studentFacts(db: Executor, id: number): Promise<StudentFacts | undefined> {
  const [row] = await db
    .select(factColumns)
    .from(students)
    .where(and(eq(students.id, id), isNull(students.deletedAt)))
    .limit(1);
  return row;
}

/** The students these addresses belong to (login or notification address, any case), by address. */
export async function studentsByAddress(
  db: Executor,
  addresses: string[],
): Promise<Map<string, StudentFacts>> {
  const lower = [...new Set(addresses.map((a) => a.toLowerCase()))];
  const found = new Map<string, StudentFacts>();
  if (lower.length === 0) return found;
  const rows = await db
    .select(factColumns)
    .from(students)
    .where(
      and(
        isNull(students.deletedAt),
        or(
          inArray(sql`lower(${students.email})`, lower),
          inArray(sql`lower(trim(${students.notificationEmail}))`, lower),
        ),
      ),
    )
    .orderBy(asc(students.id));
  // A login address is the student's own; a notification address only when no login address matches.
  for (const row of rows) {
    const notification = row.notificationEmail?.trim().toLowerCase();
    if (notification && !found.has(notification)) found.set(notification, row);
  }
  for (const row of rows) found.set(row.email.toLowerCase(), row);
  return found;
}

export const studioValues = (settings: StudioSettings): Record<string, string> => ({
  businessName: settings.businessName,
});

export function recipientValues(target: Target): Record<string, string | null> {
  const s = target.student;
  const fullName = s?.name ?? target.name ?? null;
  const calledName = s ? s.preferredName?.trim() || s.name : target.name;
  const { firstName } = splitName(calledName ?? '');
  const { lastName } = splitName(fullName ?? '');
  return {
    studentName: calledName ?? null,
    fullName,
    firstName: firstName || null,
    lastName: lastName || null,
    email: target.email,
    phone: s?.phone ?? null,
  };
}

/** {{credits}}: each student's available class credit in the studio currency. */
export async function creditValues(
  db: Executor,
  studentIds: number[],
  currency: string,
): Promise<Map<number, string>> {
  const values = new Map<number, string>();
  for (const id of new Set(studentIds))
    values.set(id, formatMoney(await availableCreditCents(db, id), currency));
  return values;
}
