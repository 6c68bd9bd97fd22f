import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, pgTable, primaryKey, serial, text } from 'drizzle-orm/pg-core';
import { ALLOWANCES, PRODUCT_KINDS, VALIDITY_FROM, VALIDITY_UNITS } from '../../../shared/schemas/products';
import { classTypes } from './classes';
import { timestamps } from './columns';

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
