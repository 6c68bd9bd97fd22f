import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { type Locale, SOURCE_LOCALE } from '../../../shared/i18n/locales';
import { centsToDecimal, formatMoney } from '../../../shared/money';
import {
  PRODUCT_MESSAGES,
  priceInForce,
  type TProduct,
  type TProductPrice,
  type ZProductCreateInput,
  type ZProductPriceInput,
  type ZProductUpdateInput,
} from '../../../shared/schemas/products';
import type { Executor } from '../../db/client';
import { classTypes, productClassTypes, productPrices, products } from '../../db/schema';
import { AppError } from '../../errors';
import { translate } from '../../i18n/translate';
import type { AdminActor } from '../../kernel/actor';
import { recordAudit } from '../../kernel/audit';
import { getSettings, studioClock } from '../../kernel/settings/read';
import { executeRows } from '../../kernel/sql-rows';
import { clockNow } from '../../kernel/time/clock';

type CreateInput = z.output<typeof ZProductCreateInput>;
type UpdateInput = z.output<typeof ZProductUpdateInput>;
type PriceInput = z.output<typeof ZProductPriceInput>;
type ProductRow = typeof products.$inferSelect;

/** The kind's own terms as columns; the other kind's are null. */
function termsOf(input: CreateInput | UpdateInput) {
  if (input.kind === 'pack') {
    return {
      classCount: input.classCount,
      validityCount: input.validityCount,
      validityUnit: input.validityUnit,
      validityFrom: input.validityFrom,
      introOffer: input.introOffer,
      allowance: null,
      allowanceCount: null,
      billingDay: null,
      minimumPeriods: null,
    };
  }
  return {
    classCount: null,
    validityCount: null,
    validityUnit: null,
    validityFrom: null,
    introOffer: false,
    allowance: input.allowance,
    allowanceCount: input.allowance === 'unlimited' ? null : (input.allowanceCount ?? null),
    billingDay: input.billingDay,
    minimumPeriods: input.minimumPeriods,
  };
}

function toProduct(row: ProductRow, prices: TProductPrice[], typeIds: number[], today: string): TProduct {
  // Before its first price's day a new product shows that price (it is what it will cost).
  const shown = priceInForce(prices, today) ?? prices[0];
  return {
    id: row.id,
    kind: row.kind,
    name: row.name,
    active: row.active,
    classTypeIds: typeIds,
    classCount: row.classCount,
    validityCount: row.validityCount,
    validityUnit: row.validityUnit,
    validityFrom: row.validityFrom,
    introOffer: row.introOffer,
    allowance: row.allowance,
    allowanceCount: row.allowanceCount,
    billingDay: row.billingDay,
    minimumPeriods: row.minimumPeriods,
    price: shown?.price ?? centsToDecimal(0),
    prices,
  };
}

/** Values grouped by their product, in the order read. */
function byProduct<T extends { productId: number }, V>(rows: T[], value: (row: T) => V): Map<number, V[]> {
  const grouped = new Map<number, V[]>();
  for (const row of rows) {
    const list = grouped.get(row.productId);
    if (list) list.push(value(row));
    else grouped.set(row.productId, [value(row)]);
  }
  return grouped;
}

/** Products with their prices and class types, read in three statements whatever their number. */
async function readProducts(db: Executor, where: ReturnType<typeof eq> | undefined): Promise<TProduct[]> {
  const rows = await db
    .select()
    .from(products)
    .where(where)
    .orderBy(asc(products.kind), asc(sql`lower(${products.name})`), asc(products.id));
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const [prices, types, clock] = await Promise.all([
    db
      .select({
        productId: productPrices.productId,
        fromDate: productPrices.fromDate,
        priceCents: productPrices.priceCents,
      })
      .from(productPrices)
      .where(inArray(productPrices.productId, ids))
      .orderBy(asc(productPrices.fromDate)),
    db
      .select({ productId: productClassTypes.productId, classTypeId: productClassTypes.classTypeId })
      .from(productClassTypes)
      .where(inArray(productClassTypes.productId, ids))
      .orderBy(asc(productClassTypes.classTypeId)),
    studioClock(db),
  ]);
  const pricesOf = byProduct(prices, (p) => ({ price: centsToDecimal(p.priceCents), from: p.fromDate }));
  const typesOf = byProduct(types, (t) => t.classTypeId);
  return rows.map((row) =>
    toProduct(row, pricesOf.get(row.id) ?? [], typesOf.get(row.id) ?? [], clock.today),
  );
}

/**
 * What a sale or a membership period on a studio day costs, in cents: the price in force that day, or,
 * before the product's first price's day, that first price (what its card shows, toProduct). Null only
 * for a product without any price.
 */
export async function priceCentsOn(db: Executor, productId: number, day: string): Promise<number | null> {
  const [row] = await executeRows<{ cents: number | null }>(
    db,
    sql`select coalesce(
      (select price_cents from ${productPrices} where product_id = ${productId} and from_date <= ${day}::date
        order by from_date desc limit 1),
      (select price_cents from ${productPrices} where product_id = ${productId} order by from_date limit 1)
    ) as cents`,
  );
  return row?.cents ?? null;
}

/** The Products section's list (every product); a student sees the active ones. */
export const listProducts = (db: Executor, { activeOnly }: { activeOnly: boolean }) =>
  readProducts(db, activeOnly ? eq(products.active, true) : undefined);

export async function getProduct(db: Executor, id: number): Promise<TProduct> {
  const [product] = await readProducts(db, eq(products.id, id));
  if (!product) throw new AppError('NOT_FOUND', PRODUCT_MESSAGES.notFound);
  return product;
}

async function setClassTypes(tx: Executor, productId: number, typeIds: number[]): Promise<void> {
  const wanted = [...new Set(typeIds)];
  if (wanted.length > 0) {
    const found = await tx
      .select({ id: classTypes.id })
      .from(classTypes)
      .where(inArray(classTypes.id, wanted));
    if (found.length !== wanted.length) throw new AppError('BAD_REQUEST', PRODUCT_MESSAGES.unknownClassType);
  }
  await tx.delete(productClassTypes).where(eq(productClassTypes.productId, productId));
  if (wanted.length > 0) {
    await tx.insert(productClassTypes).values(wanted.map((classTypeId) => ({ productId, classTypeId })));
  }
}

async function assertFromTodayOn(tx: Executor, from: string): Promise<void> {
  if (from < (await studioClock(tx)).today) throw new AppError('BAD_REQUEST', PRODUCT_MESSAGES.priceDatePast);
}

export async function createProduct(actor: AdminActor, input: CreateInput): Promise<TProduct> {
  const id = await actor.db.transaction(async (tx) => {
    const from = input.priceFrom ?? (await studioClock(tx)).today;
    await assertFromTodayOn(tx, from);
    const [row] = await tx
      .insert(products)
      .values({ kind: input.kind, name: input.name, active: input.active, ...termsOf(input) })
      .returning({ id: products.id });
    await tx.insert(productPrices).values({ productId: row!.id, fromDate: from, priceCents: input.price });
    await setClassTypes(tx, row!.id, input.classTypeIds);
    await recordAudit(tx, {
      adminId: actor.adminId,
      action: 'product.create',
      entityType: 'product',
      entityId: row!.id,
      details: { kind: input.kind, name: input.name, priceCents: input.price, from },
      ip: actor.ip,
    });
    return row!.id;
  });
  return getProduct(actor.db, id);
}

/** New terms for what is sold from now on; sales already made keep the terms they were sold with. */
export async function updateProduct(actor: AdminActor, input: UpdateInput): Promise<TProduct> {
  await actor.db.transaction(async (tx) => {
    const [before] = await tx.select().from(products).where(eq(products.id, input.id)).for('update');
    if (!before) throw new AppError('NOT_FOUND', PRODUCT_MESSAGES.notFound);
    if (before.kind !== input.kind) throw new AppError('BAD_REQUEST', PRODUCT_MESSAGES.kindFixed);
    const next = { name: input.name, active: input.active, ...termsOf(input) };
    await tx
      .update(products)
      .set({ ...next, updatedAt: clockNow() })
      .where(eq(products.id, input.id));
    await setClassTypes(tx, input.id, input.classTypeIds);
    const changed = Object.fromEntries(
      Object.entries(next)
        .filter(([k, v]) => before[k as keyof ProductRow] !== v)
        .map(([k, v]) => [k, { old: before[k as keyof ProductRow], new: v }]),
    );
    await recordAudit(tx, {
      adminId: actor.adminId,
      action: 'product.update',
      entityType: 'product',
      entityId: input.id,
      details: { ...changed, classTypeIds: input.classTypeIds },
      ip: actor.ip,
    });
  });
  return getProduct(actor.db, input.id);
}

/** A new price from a date (today or later): sales and periods before it keep the price of their day. */
export async function setProductPrice(
  actor: AdminActor,
  input: PriceInput,
  locale: Locale = SOURCE_LOCALE,
): Promise<{ product: TProduct; message: string }> {
  await actor.db.transaction(async (tx) => {
    const [row] = await tx
      .select({ id: products.id })
      .from(products)
      .where(eq(products.id, input.id))
      .for('update');
    if (!row) throw new AppError('NOT_FOUND', PRODUCT_MESSAGES.notFound);
    await assertFromTodayOn(tx, input.from);
    await tx
      .insert(productPrices)
      .values({ productId: input.id, fromDate: input.from, priceCents: input.price })
      .onConflictDoUpdate({
        target: [productPrices.productId, productPrices.fromDate],
        set: { priceCents: input.price, updatedAt: clockNow() },
      });
    await recordAudit(tx, {
      adminId: actor.adminId,
      action: 'product.price',
      entityType: 'product',
      entityId: input.id,
      details: { priceCents: input.price, from: input.from },
      ip: actor.ip,
    });
  });
  const { currency } = await getSettings(actor.db);
  return {
    product: await getProduct(actor.db, input.id),
    message: translate(
      locale,
      PRODUCT_MESSAGES.priceSet(formatMoney(input.price, { currency, locale }), input.from),
    ),
  };
}
