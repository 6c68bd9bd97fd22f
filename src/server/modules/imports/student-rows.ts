import { type Locale, SOURCE_LOCALE } from '../../../shared/i18n/locales';
import { type Described, msg } from '../../../shared/i18n/msg';
import type { StudentImportField, TStudentMapping } from '../../../shared/schemas/imports';
import { type TImportedStudent, ZImportedStudent } from '../../../shared/schemas/students';
import { translate } from '../../i18n/translate';
import { readDate } from './cell-dates';

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

export type RowReading = { student: TImportedStudent } | { problem: string };

/** One row as a student, or why it cannot be one (the reason a problem row is reported with). */
export function readStudentRow(
  cells: readonly string[],
  mapping: TStudentMapping,
  /** How the birth-date column orders day and month (dayFirstIn). */
  dayFirst: boolean | null = null,
  /** The language of the reason when the row cannot be read (the request's). */
  locale: Locale = SOURCE_LOCALE,
): RowReading {
  const problem = (text: Described) => ({ problem: translate(locale, text) });
  const cell = (field: StudentImportField) => {
    const column = mapping[field];
    return column === undefined || column === null ? '' : (cells[column] ?? '').trim();
  };
  const name = cell('fullName') || [cell('firstName'), cell('lastName')].filter(Boolean).join(' ');
  const status = STATUS_WORDS[cell('status').toLowerCase()];
  if (!status) {
    return problem(
      msg('Unknown status "{status}" (use active, inactive or pending)', { status: cell('status') }),
    );
  }
  const birthday = readDate(cell('birthday'), dayFirst);
  if (birthday === 'invalid')
    return problem(msg('Birth date "{date}" is not a date (use YYYY-MM-DD)', { date: cell('birthday') }));
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
    return { problem: `${translate(locale, issue.message)}${shown}` };
  }
  return { student: parsed.data };
}
