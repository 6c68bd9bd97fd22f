import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  date,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { ALLOWANCES } from '../../../shared/schemas/products';
import { ledgerEntries } from './billing';
import { bookings } from './classes';
import { timestamps } from './columns';
import { admins, students } from './people';
import { products } from './products';

/**
 * A membership a student holds (decision 038): its terms copied from the product when it started, so
 * editing the product changes none. Billed each period by the membership job (membership_periods);
 * stops at ends_on.
 */
export const studentMemberships = pgTable(
  'student_memberships',
  {
    id: serial('id').primaryKey(),
    studentId: integer('student_id')
      .notNull()
      .references(() => students.id, { onDelete: 'restrict' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'restrict' }),
    name: text('name').notNull(),
    allowance: text('allowance', { enum: ALLOWANCES }).notNull(),
    allowanceCount: integer('allowance_count'),
    billingDay: integer('billing_day').notNull(),
    minimumPeriods: integer('minimum_periods').notNull(),
    startsOn: date('starts_on').notNull(),
    endsOn: date('ends_on'),
    endReason: text('end_reason'),
    soldByAdminId: integer('sold_by_admin_id').references(() => admins.id, { onDelete: 'set null' }),
    /** Brought from the studio's previous software (issue 32): its periods until then paid there. */
    importedAt: timestamp('imported_at', { withTimezone: true }),
    ...timestamps(),
  },
  (t) => [
    index('student_memberships_student_idx').on(t.studentId),
    check('student_memberships_dates_ck', sql`${t.endsOn} is null or ${t.endsOn} >= ${t.startsOn}`),
    check('student_memberships_billing_day_ck', sql`${t.billingDay} between 1 and 28`),
  ],
);

/**
 * One billed period of a membership: unique per membership and period start, written with its ledger
 * charge in one transaction, so a retry or a second app instance never bills a period twice. Days
 * given back later (a pause or an end inside a billed period) are credited once (creditedCents).
 */
export const membershipPeriods = pgTable(
  'membership_periods',
  {
    id: serial('id').primaryKey(),
    membershipId: integer('membership_id')
      .notNull()
      .references(() => studentMemberships.id, { onDelete: 'restrict' }),
    periodStart: date('period_start').notNull(),
    periodEnd: date('period_end').notNull(),
    billedDays: integer('billed_days').notNull(),
    periodDays: integer('period_days').notNull(),
    priceCents: integer('price_cents').notNull(),
    amountCents: integer('amount_cents').notNull(),
    chargeEntryId: bigint('charge_entry_id', { mode: 'number' }).references(() => ledgerEntries.id, {
      onDelete: 'restrict',
    }),
    creditedDays: integer('credited_days').notNull().default(0),
    creditedCents: integer('credited_cents').notNull().default(0),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('membership_periods_uq').on(t.membershipId, t.periodStart),
    check('membership_periods_days_ck', sql`${t.billedDays} between 0 and ${t.periodDays}`),
    check('membership_periods_credit_ck', sql`${t.creditedCents} between 0 and ${t.amountCents}`),
  ],
);

/** A pause: no billing and no booking on the membership from one day to another (both included). */
export const membershipPauses = pgTable(
  'membership_pauses',
  {
    id: serial('id').primaryKey(),
    membershipId: integer('membership_id')
      .notNull()
      .references(() => studentMemberships.id, { onDelete: 'restrict' }),
    fromDate: date('from_date').notNull(),
    toDate: date('to_date').notNull(),
    reason: text('reason').notNull(),
    createdByAdminId: integer('created_by_admin_id').references(() => admins.id, { onDelete: 'set null' }),
    ...timestamps(),
  },
  (t) => [
    index('membership_pauses_membership_idx').on(t.membershipId),
    check('membership_pauses_dates_ck', sql`${t.toDate} >= ${t.fromDate}`),
  ],
);

/**
 * A class a booking took from a membership: one per booking. A limited membership's allowance is
 * counted from these in the class's week or month; a cancel in time gives it back (returned_at).
 */
export const membershipUses = pgTable(
  'membership_uses',
  {
    id: serial('id').primaryKey(),
    membershipId: integer('membership_id')
      .notNull()
      .references(() => studentMemberships.id, { onDelete: 'restrict' }),
    bookingId: integer('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'restrict' }),
    classDate: date('class_date').notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }).notNull(),
    returnedAt: timestamp('returned_at', { withTimezone: true }),
    returnReason: text('return_reason'),
  },
  (t) => [
    uniqueIndex('membership_uses_booking_uq').on(t.bookingId),
    index('membership_uses_membership_idx').on(t.membershipId, t.classDate),
  ],
);
