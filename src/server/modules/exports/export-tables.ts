import type { PgTable } from 'drizzle-orm/pg-core';
import * as schema from '../../db/schema';

/** One table of the archive: its file, what it holds, and the columns left out (secrets). */
export interface ExportedTable {
  file: string;
  table: PgTable;
  about: string;
  /** Column keys (as the schema names them) never exported. */
  leftOut?: string[];
}

/**
 * What the studio owns (issue 32 §2), table by table. Left out on purpose: sessions, reset tokens,
 * administrators' passwords, calendar-feed tokens, Stripe keys and events, rate limits, the mailbox's
 * raw messages, upload copies: secrets, or the app's own machinery.
 */
export const EXPORTED_TABLES: readonly ExportedTable[] = [
  {
    file: 'students',
    table: schema.students,
    about: 'Students and their contact details (no password).',
    leftOut: ['passwordHash', 'googleSub'],
  },
  { file: 'student_notes', table: schema.studentNotes, about: "The administrator's notes on students." },
  { file: 'class_types', table: schema.classTypes, about: 'Class types and their prices (cents).' },
  { file: 'class_schedules', table: schema.classSchedules, about: 'Weekly schedules.' },
  {
    file: 'class_instances',
    table: schema.classInstances,
    about: 'Classes on the calendar, held or to come.',
  },
  { file: 'bookings', table: schema.bookings, about: 'Bookings, with their status and attendance.' },
  { file: 'waitlist_entries', table: schema.waitlistEntries, about: 'Waitlists.' },
  {
    file: 'ledger_entries',
    table: schema.ledgerEntries,
    about:
      "Every money movement: the ledger a student's balance is the sum of (cents; owed is charge − payment − credit …).",
  },
  {
    file: 'payments',
    table: schema.payments,
    about: 'Money received (and given back, negative), method, reference, tax recorded (cents).',
  },
  { file: 'refunds', table: schema.refunds, about: 'Refunds, as credit or money.' },
  { file: 'student_credits', table: schema.studentCredits, about: 'Credit lots.' },
  { file: 'invoices', table: schema.invoices, about: 'Invoices (monthly bills).' },
  { file: 'invoice_lines', table: schema.invoiceLines, about: "Invoices' lines." },
  { file: 'products', table: schema.products, about: 'Class packs and memberships on sale.' },
  { file: 'product_prices', table: schema.productPrices, about: 'Their dated prices (cents).' },
  {
    file: 'student_passes',
    table: schema.studentPasses,
    about: 'Class packs sold: classes used, valid dates.',
  },
  { file: 'pass_uses', table: schema.passUses, about: 'Which booking used which pack class.' },
  { file: 'student_memberships', table: schema.studentMemberships, about: 'Memberships.' },
  { file: 'membership_periods', table: schema.membershipPeriods, about: 'Membership periods billed.' },
  { file: 'membership_pauses', table: schema.membershipPauses, about: 'Membership pauses.' },
  { file: 'card_checkouts', table: schema.cardCheckouts, about: 'Card payments opened through Stripe.' },
  {
    file: 'email_log',
    table: schema.outboundEmails,
    about: 'E-mails sent or queued (no secret: a password or link in one is never exported).',
    leftOut: ['secretCiphertext'],
  },
  { file: 'email_templates', table: schema.emailTemplates, about: "The studio's e-mail templates." },
  { file: 'settings', table: schema.settings, about: "The studio's settings (key, value)." },
  { file: 'policies', table: schema.policies, about: 'The class-change policy.' },
];
