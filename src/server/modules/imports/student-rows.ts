import type { StudentImportField, TStudentMapping } from '../../../shared/schemas/imports';
import { type TImportedStudent, ZImportedStudent } from '../../../shared/schemas/students';

const STATUS_WORDS: Record<string, 'active' | 'inactive' | 'pending'> = {
  '': 'active',
  active: 'active',
  yes: 'active',
  true: 'active',
  '1': 'active',
  current: 'active',
  member: 'active',
  actif: 'active',
  inactive: 'inactive',
  no: 'inactive',
  false: 'inactive',
  '0': 'inactive',
  archived: 'inactive',
  former: 'inactive',
  cancelled: 'inactive',
  canceled: 'inactive',
  inactif: 'inactive',
  pending: 'pending',
  lead: 'pending',
  prospect: 'pending',
};

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];
const pad = (n: number) => String(n).padStart(2, '0');

/**
 * A date (a birth date, a balance's day) as the exports of studio software write it, as YYYY-MM-DD: ISO, "YYYY/MM/DD",
 * "Mar 9, 1990", "9 March 1990". An all-number day/month order ("03/04/1990") is ambiguous and refused
 * unless one part is over 12; blank is none.
 */
export function readDate(text: string): string | null | 'invalid' {
  const t = text.trim();
  if (t === '') return null;
  const valid = (y: number, m: number, d: number) => {
    const at = new Date(Date.UTC(y, m - 1, d));
    return y > 1900 && at.getUTCMonth() === m - 1 && at.getUTCDate() === d
      ? `${y}-${pad(m)}-${pad(d)}`
      : 'invalid';
  };
  let m = /^(\d{4})[-/.](\d{1,2})[-/.](\d{1,2})(?:[T ].*)?$/.exec(t);
  if (m) return valid(Number(m[1]), Number(m[2]), Number(m[3]));
  m = /^(\d{1,2})[-/.](\d{1,2})[-/.](\d{4})$/.exec(t);
  if (m) {
    const [a, b] = [Number(m[1]), Number(m[2])];
    if (a > 12) return valid(Number(m[3]), b, a);
    if (b > 12) return valid(Number(m[3]), a, b);
    return 'invalid';
  }
  m = /^([A-Za-z]{3})[a-z]*\.? (\d{1,2}),? (\d{4})$/.exec(t) ?? null;
  if (m) return valid(Number(m[3]), MONTHS.indexOf(m[1]!.toLowerCase()) + 1, Number(m[2]));
  m = /^(\d{1,2}) ([A-Za-z]{3})[a-z]*\.? (\d{4})$/.exec(t);
  if (m) return valid(Number(m[3]), MONTHS.indexOf(m[2]!.toLowerCase()) + 1, Number(m[1]));
  return 'invalid';
}

export type RowReading = { student: TImportedStudent } | { problem: string };

/** One row as a student, or why it cannot be one (the reason a problem row is reported with). */
export function readStudentRow(cells: readonly string[], mapping: TStudentMapping): RowReading {
  const cell = (field: StudentImportField) => {
    const column = mapping[field];
    return column === undefined || column === null ? '' : (cells[column] ?? '').trim();
  };
  const name = cell('fullName') || [cell('firstName'), cell('lastName')].filter(Boolean).join(' ');
  const status = STATUS_WORDS[cell('status').toLowerCase()];
  if (!status) return { problem: `Unknown status "${cell('status')}" (use active, inactive or pending)` };
  const birthday = readDate(cell('birthday'));
  if (birthday === 'invalid')
    return { problem: `Birth date "${cell('birthday')}" is not a date (use YYYY-MM-DD)` };
  const parsed = ZImportedStudent.safeParse({
    name,
    email: cell('email'),
    phone: cell('phone') || null,
    birthday,
    secondaryContactName: cell('secondaryContactName') || null,
    secondaryContactEmail: cell('secondaryContactEmail') || null,
    secondaryContactPhone: cell('secondaryContactPhone') || null,
    status,
    notes: cell('notes') || null,
  });
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    const field = String(issue.path[0] ?? '');
    const shown = field === 'email' ? ` "${cell('email')}"` : field === 'phone' ? ` "${cell('phone')}"` : '';
    return { problem: `${issue.message}${shown}` };
  }
  return { student: parsed.data };
}
