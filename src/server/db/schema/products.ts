import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { ALLOWANCES, PRODUCT_KINDS, VALIDITY_FROM, VALIDITY_UNITS } from '../../../shared/schemas/products';
import { ledgerEntries } from './billing';
import { bookings, classTypes } from './classes';
import { timestamps } from './columns';
import { admins, students } from './people';

const inList = (values: readonly string[]) => sql.raw(values.map((v) => `'${v}'`).join(', '));

/**
 * What the studio sells besides single classes (decision 038): a class pack (N classes valid for a time)
 * or a membership (unlimited, or N classes a week or a month, billed each period). A sale copies the
 * terms it was sold with, so editing a product never changes one.
 */
export const products = pgTable(
  'products',
  {
    id: serial('id').primaryKey(),
    kind: text('kind', { enum: PRODUCT_KINDS }).notNull(),
    name: text('name').notNull(),
    active: boolean('active').notNull().default(true),
    // A pack's terms.
    classCount: integer('class_count'),
    validityCount: integer('validity_count'),
    validityUnit: text('validity_unit', { enum: VALIDITY_UNITS }),
    validityFrom: text('validity_from', { enum: VALIDITY_FROM }),
    introOffer: boolean('intro_offer').notNull().default(false),
    // A membership's terms.
    allowance: text('allowance', { enum: ALLOWANCES }),
    allowanceCount: integer('allowance_count'),
    billingDay: integer('billing_day'),
    minimumPeriods: integer('minimum_periods'),
    ...timestamps(),
  },
  (t) => [
    check('products_kind_ck', sql`${t.kind} in (${inList(PRODUCT_KINDS)})`),
    check(
      'products_pack_terms_ck',
      sql`${t.kind} <> 'pack' or (${t.classCount} between 1 and 200 and ${t.validityCount} between 1 and 365
        and ${t.validityUnit} in (${inList(VALIDITY_UNITS)}) and ${t.validityFrom} in (${inList(VALIDITY_FROM)}))`,
    ),
    check(
      'products_membership_terms_ck',
      sql`${t.kind} <> 'membership' or (${t.allowance} in (${inList(ALLOWANCES)})
        and (${t.allowance} = 'unlimited') = (${t.allowanceCount} is null)
        and ${t.billingDay} between 1 and 28 and ${t.minimumPeriods} between 0 and 24)`,
    ),
  ],
);

/** A product's price from a studio date on: the price of a sale or a period is the one in force on its day. */
export const productPrices = pgTable(
  'product_prices',
  {
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    fromDate: date('from_date').notNull(),
    priceCents: integer('price_cents').notNull(),
    ...timestamps(),
  },
  (t) => [
    primaryKey({ columns: [t.productId, t.fromDate] }),
    check('product_prices_price_ck', sql`${t.priceCents} between 0 and 1000000`),
  ],
);

/** The class types a product covers; a product with none covers every type. */
export const productClassTypes = pgTable(
  'product_class_types',
  {
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    classTypeId: integer('class_type_id')
      .notNull()
      .references(() => classTypes.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.productId, t.classTypeId] }),
    index('product_class_types_type_idx').on(t.classTypeId),
  ],
);

/**
 * A class pack sold to a student (decision 038): the terms it was sold with, copied, so editing the
 * product never changes it. Its dates are set at the sale, or at its first class when validity runs from
 * first use. Its sale is a ledger charge (billing's), owed until paid like any other.
 */
export const studentPasses = pgTable(
  'student_passes',
  {
    id: serial('id').primaryKey(),
    studentId: integer('student_id')
      .notNull()
      .references(() => students.id, { onDelete: 'restrict' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'restrict' }),
    name: text('name').notNull(),
    classesTotal: integer('classes_total').notNull(),
    validityCount: integer('validity_count').notNull(),
    validityUnit: text('validity_unit', { enum: VALIDITY_UNITS }).notNull(),
    introOffer: boolean('intro_offer').notNull().default(false),
    startsOn: date('starts_on'),
    expiresOn: date('expires_on'),
    priceCents: integer('price_cents').notNull(),
    /** Classes taken by bookings and not given back (pass_uses without returned_at). */
    classesUsed: integer('classes_used').notNull().default(0),
    saleEntryId: bigint('sale_entry_id', { mode: 'number' }).references(() => ledgerEntries.id, {
      onDelete: 'restrict',
    }),
    soldByAdminId: integer('sold_by_admin_id').references(() => admins.id, { onDelete: 'set null' }),
    /** When the student was told it is about to expire with classes left (once). */
    expiryNoticeAt: timestamp('expiry_notice_at', { withTimezone: true }),
    /** Brought from the studio's previous software (issue 32): its classes left, paid there. */
    importedAt: timestamp('imported_at', { withTimezone: true }),
    ...timestamps(),
  },
  (t) => [
    index('student_passes_student_idx').on(t.studentId),
    index('student_passes_expires_idx').on(t.expiresOn),
    /** An intro offer is sold once per student. */
    uniqueIndex('student_passes_intro_uq').on(t.studentId, t.productId).where(sql`${t.introOffer}`),
    check('student_passes_classes_ck', sql`${t.classesTotal} between 1 and 200`),
    check('student_passes_used_ck', sql`${t.classesUsed} between 0 and ${t.classesTotal}`),
    check('student_passes_dates_ck', sql`(${t.startsOn} is null) = (${t.expiresOn} is null)`),
  ],
);

/**
 * A class of a pass taken by a booking (decision 038): one per booking, ever. Given back (returned_at)
 * when the booking is cancelled in time or the class is cancelled; kept for a late cancel or a no-show
 * when the studio's setting says those use the class.
 */
export const passUses = pgTable(
  'pass_uses',
  {
    id: serial('id').primaryKey(),
    passId: integer('pass_id')
      .notNull()
      .references(() => studentPasses.id, { onDelete: 'restrict' }),
    bookingId: integer('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'restrict' }),
    usedAt: timestamp('used_at', { withTimezone: true }).notNull(),
    returnedAt: timestamp('returned_at', { withTimezone: true }),
    returnReason: text('return_reason'),
  },
  (t) => [uniqueIndex('pass_uses_booking_uq').on(t.bookingId), index('pass_uses_pass_idx').on(t.passId)],
);
