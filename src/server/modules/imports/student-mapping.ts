import {
  BALANCE_IMPORT_FIELDS,
  BOOKING_IMPORT_FIELDS,
  PASS_IMPORT_FIELDS,
  STUDENT_IMPORT_FIELDS,
  type TBalanceMapping,
  type TBookingMapping,
  type TPassMapping,
  type TStudentMapping,
} from '../../../shared/schemas/imports';

/** "E-Mail Address " → "e mail address": headers compared without case, accents or punctuation. */
const plain = (header: string) =>
  header
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();

/**
 * The mapping a file's headers suggest: each field takes the first column whose header is one of its
 * names; a column serves one field. Full name is dropped when first and last name are both found.
 */
function propose<K extends string>(
  headers: readonly string[],
  fields: readonly { key: K; aliases: readonly string[] }[],
): Partial<Record<K, number>> {
  const plainHeaders = headers.map(plain);
  const taken = new Set<number>();
  const mapping: Partial<Record<K, number>> = {};
  for (const field of fields) {
    const names = new Set(field.aliases.map(plain));
    const column = plainHeaders.findIndex((h, i) => !taken.has(i) && names.has(h));
    if (column >= 0) {
      mapping[field.key] = column;
      taken.add(column);
    }
  }
  return mapping;
}

/** The class-pack fields the headers suggest. */
export const proposePassMapping = (headers: readonly string[]): TPassMapping =>
  propose(headers, PASS_IMPORT_FIELDS);

/** The upcoming-booking fields the headers suggest. */
export const proposeBookingMapping = (headers: readonly string[]): TBookingMapping =>
  propose(headers, BOOKING_IMPORT_FIELDS);

/** The opening-balance fields the headers suggest. */
export const proposeBalanceMapping = (headers: readonly string[]): TBalanceMapping =>
  propose(headers, BALANCE_IMPORT_FIELDS);

export function proposeStudentMapping(headers: readonly string[]): TStudentMapping {
  const mapping: TStudentMapping = propose(headers, STUDENT_IMPORT_FIELDS);
  if (mapping.firstName !== undefined && mapping.lastName !== undefined && mapping.fullName !== undefined) {
    const name = headers[mapping.fullName ?? -1] ?? '';
    // "Name" beside "First name" and "Last name" is usually the full name again: keep the pair.
    if (plain(name) === 'name') delete mapping.fullName;
  }
  return mapping;
}
