import { and, gte, inArray, isNull, or } from 'drizzle-orm';
import { periodsDue } from '../../../shared/membership-periods';
import type { Executor } from '../../db/client';
import { membershipPeriods, type products, studentMemberships } from '../../db/schema';
import { clockNow } from '../../kernel/time/clock';

/**
 * The memberships these students hold that run on `today` or later, by "student product": their last
 * day (null: runs on) and whether they were imported.
 */
export async function heldMemberships(
  db: Executor,
  studentIds: number[],
  today: string,
): Promise<Map<string, { endsOn: string | null; imported: boolean }>> {
  if (studentIds.length === 0) return new Map();
  const rows = await db
    .select({
      studentId: studentMemberships.studentId,
      productId: studentMemberships.productId,
      endsOn: studentMemberships.endsOn,
      importedAt: studentMemberships.importedAt,
    })
    .from(studentMemberships)
    .where(
      and(
        inArray(studentMemberships.studentId, studentIds),
        or(isNull(studentMemberships.endsOn), gte(studentMemberships.endsOn, today)),
      ),
    );
  return new Map(
    rows.map((r) => [`${r.studentId} ${r.productId}`, { endsOn: r.endsOn, imported: r.importedAt !== null }]),
  );
}

/**
 * A membership brought from the previous software (issue 32): it runs from today, on the product's
 * terms, to the day given or on. What it has paid there is not billed here: the period running today
 * (and, for one with a last day, every period up to it) is recorded as billed at $0, so billing here
 * starts with the next period of a membership that runs on, and never for one that ends.
 */
export async function recordImportedMembership(
  tx: Executor,
  p: {
    studentId: number;
    product: typeof products.$inferSelect;
    validUntil: string | null;
    today: string;
    adminId: number;
  },
): Promise<void> {
  const billingDay = p.product.billingDay!;
  const [m] = await tx
    .insert(studentMemberships)
    .values({
      studentId: p.studentId,
      productId: p.product.id,
      name: p.product.name,
      allowance: p.product.allowance!,
      allowanceCount: p.product.allowanceCount,
      billingDay,
      // Its minimum term was the previous software's to keep.
      minimumPeriods: 0,
      startsOn: p.today,
      endsOn: p.validUntil,
      soldByAdminId: p.adminId,
      importedAt: clockNow(),
    })
    .returning({ id: studentMemberships.id });
  const paidThere = periodsDue(
    { startsOn: p.today, endsOn: p.validUntil, billingDay },
    null,
    p.validUntil ?? p.today,
    [],
  );
  await tx.insert(membershipPeriods).values(
    paidThere.map((d) => ({
      membershipId: m!.id,
      periodStart: d.period.start,
      periodEnd: d.period.end,
      billedDays: d.billedDays,
      periodDays: d.periodDays,
      priceCents: 0,
      amountCents: 0,
    })),
  );
}
