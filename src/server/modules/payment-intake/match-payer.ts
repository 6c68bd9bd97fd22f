import { and, isNull, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { students } from '../../db/schema';

export type MatchedBy = 'payment_email' | 'email' | 'secondary_email' | 'name';

export type PayerMatch =
  | { kind: 'matched'; studentId: number; studentName: string; by: MatchedBy }
  | { kind: 'ambiguous'; by: MatchedBy; candidates: { studentId: number; studentName: string }[] }
  | { kind: 'unmatched' };

/** "  JANE   Doe " and "jane doe" are the same name; nothing looser (no initials, no reordering). */
export const normaliseName = (name: string): string =>
  name.normalize('NFC').trim().replace(/\s+/g, ' ').toLowerCase();

const lowerTrim = (value: string | null | undefined): string | null => {
  const v = value?.trim().toLowerCase();
  return v ? v : null;
};

/**
 * Who paid (issue 13 §2 "Matching"): the payer's e-mail against the students' payment e-mail, then
 * their sign-in e-mail, then their secondary contact's e-mail; only then the payer's name, and only
 * when exactly one student has that exact name. The first rule that finds anyone decides: one student
 * is a match, several are ambiguous and wait for the administrator — the app never guesses.
 */
export async function matchPayer(
  db: Executor,
  payer: { email: string | null; name: string | null },
): Promise<PayerMatch> {
  const email = lowerTrim(payer.email);
  const rules: [MatchedBy, SQL | null][] = [
    ['payment_email', email ? sql`lower(trim(${students.paymentEmail})) = ${email}` : null],
    ['email', email ? sql`lower(${students.email}) = ${email}` : null],
    ['secondary_email', email ? sql`lower(trim(${students.secondaryContactEmail})) = ${email}` : null],
    [
      'name',
      payer.name?.trim()
        ? sql`lower(regexp_replace(trim(${students.name}), '\\s+', ' ', 'g')) = ${normaliseName(payer.name)}`
        : null,
    ],
  ];
  for (const [by, condition] of rules) {
    if (!condition) continue;
    const found = await db
      .select({ studentId: students.id, studentName: students.name })
      .from(students)
      .where(and(condition, isNull(students.deletedAt)))
      .orderBy(students.id)
      .limit(10);
    if (found.length === 1) return { kind: 'matched', by, ...found[0]! };
    if (found.length > 1) return { kind: 'ambiguous', by, candidates: found };
  }
  return { kind: 'unmatched' };
}
