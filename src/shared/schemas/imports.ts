import { z } from 'zod';
import { type Described, en, msg } from '../i18n/msg';
import { zId } from './common';

/** What one upload may hold (issue 32 §3): said in the refusal, never a 413 without words. */
export const MAX_IMPORT_BYTES = 25 * 1024 * 1024;
export const MAX_IMPORT_ROWS = 50_000;

export const IMPORT_MESSAGES = {
  tooLarge: en('The file is larger than 25 MB. Split it into smaller files and import each.'),
  tooManyRows: en('The file has more than 50,000 rows. Split it into smaller files and import each.'),
  empty: en('The file has no rows to import.'),
  notCsv: en('The file could not be read as CSV.'),
  notFound: en('Import file not found'),
  noName: en('Choose the column that holds the name (full name, or first and last name).'),
  noEmail: en('Choose the column that holds the e-mail address.'),
  noBalance: en('Choose the column that holds the balance.'),
  noPass: en('Choose the column that holds the class pack or membership.'),
  noBooking: en('Choose the columns that hold the class date, its start time and the class.'),
  unknownColumn: en('The mapping names a column the file does not have.'),
} as const;

/** The header names of the column that finds a student by e-mail, in every kind of file. */
const EMAIL_ALIASES = [
  'email',
  'e-mail',
  'email address',
  'e-mail address',
  'student email',
  'client email',
  'member email',
  'customer email',
  'courriel',
  'adresse courriel',
];

/** The student fields a file's columns can fill, each with the header names that propose it. */
export const STUDENT_IMPORT_FIELDS = [
  {
    key: 'fullName',
    label: 'Full name',
    aliases: [
      'name',
      'full name',
      'student',
      'student name',
      'client',
      'client name',
      'member',
      'member name',
      'customer',
      'customer name',
      'nom complet',
    ],
  },
  {
    key: 'firstName',
    label: 'First name',
    aliases: ['first name', 'first', 'given name', 'firstname', 'prenom'],
  },
  {
    key: 'lastName',
    label: 'Last name',
    aliases: ['last name', 'last', 'surname', 'family name', 'lastname', 'nom', 'nom de famille'],
  },
  {
    key: 'email',
    label: 'E-mail',
    aliases: [...EMAIL_ALIASES, 'mail'],
  },
  {
    key: 'phone',
    label: 'Phone',
    aliases: ['phone', 'phone number', 'mobile', 'mobile phone', 'cell', 'cell phone', 'telephone'],
  },
  {
    key: 'birthday',
    label: 'Birth date',
    aliases: ['birthday', 'birth date', 'date of birth', 'dob', 'birthdate', 'date de naissance'],
  },
  { key: 'notes', label: 'Notes', aliases: ['notes', 'note', 'comments', 'comment', 'remarks'] },
  {
    key: 'secondaryContactName',
    label: 'Secondary contact name',
    aliases: [
      'secondary contact',
      'secondary contact name',
      'emergency contact',
      'emergency contact name',
      'parent',
      'parent name',
      'guardian',
      'guardian name',
    ],
  },
  {
    key: 'secondaryContactEmail',
    label: 'Secondary contact e-mail',
    aliases: [
      'secondary contact email',
      'secondary email',
      'emergency contact email',
      'parent email',
      'guardian email',
    ],
  },
  {
    key: 'secondaryContactPhone',
    label: 'Secondary contact phone',
    aliases: [
      'secondary contact phone',
      'secondary phone',
      'emergency contact phone',
      'emergency phone',
      'parent phone',
      'guardian phone',
    ],
  },
  { key: 'status', label: 'Status', aliases: ['status', 'state', 'member status', 'account status'] },
] as const;

export type StudentImportField = (typeof STUDENT_IMPORT_FIELDS)[number]['key'];

/** A mapping for a list of fields: which column (0-based) fills each field; null or absent, none. */
const zMapping = <K extends string>(fields: readonly { key: K }[]) =>
  z.partialRecord(z.enum(fields.map((f) => f.key) as [K, ...K[]]), z.number().int().min(0).nullable());

export const ZStudentMapping = zMapping(STUDENT_IMPORT_FIELDS);
export type TStudentMapping = z.infer<typeof ZStudentMapping>;

/** Opening balances (issue 32 §1): a student by e-mail, what they owe (negative: hold), as of a day. */
export const BALANCE_IMPORT_FIELDS = [
  {
    key: 'email',
    label: 'E-mail',
    aliases: EMAIL_ALIASES,
  },
  {
    key: 'balance',
    label: 'Balance (owed; negative: credit)',
    aliases: ['balance', 'amount owed', 'owed', 'balance due', 'account balance', 'outstanding', 'solde'],
  },
  { key: 'asOf', label: 'As of (date)', aliases: ['as of', 'as_of', 'date', 'balance date', 'as of date'] },
] as const;
export const ZBalanceMapping = zMapping(BALANCE_IMPORT_FIELDS);
export type TBalanceMapping = z.infer<typeof ZBalanceMapping>;
/** Class packs held (issue 32 §1): by e-mail, the pack's name here, the classes left, valid until. */
export const PASS_IMPORT_FIELDS = [
  {
    key: 'email',
    label: 'E-mail',
    aliases: EMAIL_ALIASES,
  },
  {
    key: 'product',
    label: 'Class pack or membership',
    aliases: [
      'product',
      'product name',
      'pack',
      'class pack',
      'pass',
      'pass name',
      'package',
      'package name',
      'series',
      'series name',
      'pricing option',
      'membership',
      'membership name',
      'contract',
      'plan',
      'forfait',
      'abonnement',
    ],
  },
  {
    key: 'classesLeft',
    label: 'Classes left (packs)',
    aliases: [
      'classes left',
      'remaining',
      'sessions remaining',
      'remaining classes',
      'classes remaining',
      'visits remaining',
      'remaining visits',
      'remaining sessions',
      'sessions left',
      'visits left',
      'credits',
      'credits remaining',
      'credits left',
      'remaining credits',
      'left',
      'cours restants',
      'séances restantes',
    ],
  },
  {
    key: 'validUntil',
    label: 'Valid until',
    aliases: [
      'valid until',
      'valid to',
      'valid through',
      'expires',
      'expires on',
      'expiry',
      'expiry date',
      'expiration',
      'expiration date',
      'end date',
      'membership end date',
      'ends on',
      "date d'expiration",
      'date de fin',
    ],
  },
] as const;
export const ZPassMapping = zMapping(PASS_IMPORT_FIELDS);
export type TPassMapping = z.infer<typeof ZPassMapping>;
/** Upcoming bookings (issue 32 §1): by e-mail, the class's date, its start time and its name. */
export const BOOKING_IMPORT_FIELDS = [
  {
    key: 'email',
    label: 'E-mail',
    aliases: EMAIL_ALIASES,
  },
  {
    key: 'classDate',
    label: 'Class date',
    // Not "booking date": in exports it is usually when the booking was made, not the class's day.
    aliases: ['class date', 'date', 'session date', 'visit date', 'class day', 'day', 'date du cours'],
  },
  {
    key: 'startTime',
    label: 'Start time',
    aliases: [
      'start time',
      'time',
      'class time',
      'class start',
      'start',
      'starts',
      'heure',
      'heure de début',
    ],
  },
  {
    key: 'className',
    label: 'Class',
    aliases: [
      'class',
      'class name',
      'class type',
      'class title',
      'service',
      'service name',
      'session',
      'event',
      'event name',
      'activity',
      'cours',
      'nom du cours',
    ],
  },
] as const;
export const ZBookingMapping = zMapping(BOOKING_IMPORT_FIELDS);
export type TBookingMapping = z.infer<typeof ZBookingMapping>;
export const ZImportUpload = z.object({
  fileName: z.string().trim().min(1).max(200),
  /** The file's bytes, base64: any encoding (UTF-8 with or without BOM, Windows-1252) is read. */
  content: z.string().max(Math.ceil((MAX_IMPORT_BYTES * 4) / 3) + 4, { error: IMPORT_MESSAGES.tooLarge }),
});
export type TImportUpload = z.input<typeof ZImportUpload>;

export const ZImportFile = z.object({
  id: z.number(),
  fileName: z.string(),
  encoding: z.string(),
  rowCount: z.number(),
  headers: z.array(z.string()),
  /** The mapping proposed from the headers; the administrator adjusts it. */
  mapping: ZStudentMapping,
  /** The same for an opening-balances file. */
  balanceMapping: ZBalanceMapping,
  /** The same for a class-packs file. */
  passMapping: ZPassMapping,
  /** The same for an upcoming-bookings file. */
  bookingMapping: ZBookingMapping,
  /** Rows of students an earlier import of this file wrote before it stopped (0: none stopped). */
  stoppedAfter: z.number(),
  /** The first rows, to check the mapping against. */
  sample: z.array(z.array(z.string())),
});
export type TImportFile = z.infer<typeof ZImportFile>;

/**
 * An import runs in parts of IMPORT_PART_ROWS rows, one request each, so the screen's progress moves:
 * `from` is the row (0-based) the part starts at, as the previous part's `next` said. A dry run reads
 * the whole file at once.
 */
const zFrom = z.number().int().min(0).optional();
export const IMPORT_PART_ROWS = 5000;

export const ZStudentImportInput = z.object({ fileId: zId, mapping: ZStudentMapping, from: zFrom });

export const ZPassImportInput = z.object({ fileId: zId, mapping: ZPassMapping, from: zFrom });

export const ZBalanceImportInput = z.object({ fileId: zId, mapping: ZBalanceMapping, from: zFrom });

export const ZBookingImportInput = z.object({ fileId: zId, mapping: ZBookingMapping, from: zFrom });
export type TStudentImportInput = z.input<typeof ZStudentImportInput>;

/** Problems listed with their line (the file's own line number, the header being line 1). */
export const MAX_LISTED_PROBLEMS = 1000;

export const ZImportReport = z.object({
  fileId: z.number(),
  dryRun: z.boolean(),
  total: z.number(),
  created: z.number(),
  updated: z.number(),
  unchanged: z.number(),
  skipped: z.number(),
  problems: z.array(z.object({ line: z.number(), reason: z.string() })),
  message: z.string(),
  /** Rows of the file handled once this part is done (all of them for a dry run). */
  processed: z.number(),
  /** The `from` of the next part; null when the file is done. */
  next: z.number().nullable(),
  /** Rows an earlier, stopped import of this file had written, which this one did not do again. */
  resumedFrom: z.number(),
});
export type TImportReport = z.infer<typeof ZImportReport>;

export const IMPORT_KINDS = ['students', 'balances', 'passes', 'bookings'] as const;
export type ImportKind = (typeof IMPORT_KINDS)[number];

/**
 * The report's sentence for an import's counts (a part's, or the whole file's added up by the screen):
 * "Dry run: 2 opening balances would be recorded, 0 unchanged, 1 skipped. Nothing was written."
 */
export function importMessage(
  kind: ImportKind,
  dryRun: boolean,
  c: { created: number; updated: number; unchanged: number; skipped: number },
): Described {
  const { created, updated, unchanged, skipped } = c;
  if (kind === 'students') {
    return dryRun
      ? msg(
          'Dry run: {created} would be created, {updated} updated, {unchanged} unchanged, {skipped} skipped. Nothing was written.',
          { created, updated, unchanged, skipped },
        )
      : msg(
          'Imported: {created} created, {updated} updated, {unchanged} unchanged, {skipped} skipped. No e-mail was sent.',
          { created, updated, unchanged, skipped },
        );
  }
  const values = { created, unchanged, skipped };
  const one = created === 1;
  if (kind === 'balances') {
    if (dryRun)
      return one
        ? msg(
            'Dry run: 1 opening balance would be recorded, {unchanged} unchanged, {skipped} skipped. Nothing was written.',
            values,
          )
        : msg(
            'Dry run: {created} opening balances would be recorded, {unchanged} unchanged, {skipped} skipped. Nothing was written.',
            values,
          );
    return one
      ? msg(
          'Imported: 1 opening balance recorded, {unchanged} unchanged, {skipped} skipped. No e-mail was sent.',
          values,
        )
      : msg(
          'Imported: {created} opening balances recorded, {unchanged} unchanged, {skipped} skipped. No e-mail was sent.',
          values,
        );
  }
  if (kind === 'passes') {
    if (dryRun)
      return one
        ? msg(
            'Dry run: 1 class pack or membership would be recorded, {unchanged} unchanged, {skipped} skipped. Nothing was written.',
            values,
          )
        : msg(
            'Dry run: {created} class packs and memberships would be recorded, {unchanged} unchanged, {skipped} skipped. Nothing was written.',
            values,
          );
    return one
      ? msg(
          'Imported: 1 class pack or membership recorded, {unchanged} unchanged, {skipped} skipped. No e-mail was sent.',
          values,
        )
      : msg(
          'Imported: {created} class packs and memberships recorded, {unchanged} unchanged, {skipped} skipped. No e-mail was sent.',
          values,
        );
  }
  if (dryRun)
    return one
      ? msg(
          'Dry run: 1 booking would be recorded, {unchanged} unchanged, {skipped} skipped. Nothing was written.',
          values,
        )
      : msg(
          'Dry run: {created} bookings would be recorded, {unchanged} unchanged, {skipped} skipped. Nothing was written.',
          values,
        );
  return one
    ? msg(
        'Imported: 1 booking recorded, {unchanged} unchanged, {skipped} skipped. No e-mail was sent.',
        values,
      )
    : msg(
        'Imported: {created} bookings recorded, {unchanged} unchanged, {skipped} skipped. No e-mail was sent.',
        values,
      );
}
