import { and, inArray, isNotNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { products, studentPasses } from '../../db/schema';
import { clockNow } from '../../kernel/time/clock';

/**
 * The studio's class packs and memberships by lower-case name: what a pass file's "product" column
 * names. Of two products with one name, the one on sale.
 */
export async function passProductsByName(db: Executor): Promise<Map<string, typeof products.$inferSelect>> {
  const rows = await db
    .select()
    .from(products)
    .where(inArray(products.kind, ['pack', 'membership']))
    .orderBy(products.active, products.id);
  return new Map(rows.map((p) => [p.name.trim().toLowerCase(), p]));
}

/** Passes already imported for these students, by "student product". */
export async function importedPasses(
  db: Executor,
  studentIds: number[],
): Promise<Map<string, { classesLeft: number; expiresOn: string | null }>> {
  if (studentIds.length === 0) return new Map();
  const rows = await db
    .select({
      studentId: studentPasses.studentId,
      productId: studentPasses.productId,
      left: sql<number>`(${studentPasses.classesTotal} - ${studentPasses.classesUsed})::int`,
      expiresOn: studentPasses.expiresOn,
    })
    .from(studentPasses)
    .where(and(inArray(studentPasses.studentId, studentIds), isNotNull(studentPasses.importedAt)));
  return new Map(
    rows.map((r) => [`${r.studentId} ${r.productId}`, { classesLeft: r.left, expiresOn: r.expiresOn }]),
  );
}

/**
 * A pack brought from the previous software: its classes left as a pack of that many, valid from
 * today to the day given, nothing charged (it was paid there).
 */
export async function recordImportedPass(
  tx: Executor,
  p: {
    studentId: number;
    product: typeof products.$inferSelect;
    classesLeft: number;
    validUntil: string;
    today: string;
    adminId: number;
  },
): Promise<void> {
  await tx.insert(studentPasses).values({
    studentId: p.studentId,
    productId: p.product.id,
    name: p.product.name,
    classesTotal: p.classesLeft,
    validityCount: p.product.validityCount ?? 1,
    validityUnit: p.product.validityUnit ?? 'month',
    introOffer: false,
    // The importer refuses a last day before today.
    startsOn: p.today,
    expiresOn: p.validUntil,
    priceCents: 0,
    soldByAdminId: p.adminId,
    importedAt: clockNow(),
  });
}
