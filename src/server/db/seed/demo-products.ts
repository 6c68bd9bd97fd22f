import { and, asc, between, eq, inArray, sql } from 'drizzle-orm';
import { addDays, validThrough } from '../../../shared/dates';
import { chargeSale } from '../../modules/billing/ledger.service';
import { bookClass } from '../../modules/bookings/bookings.service';
import { billDuePeriods } from '../../modules/memberships/billing.service';
import type { Executor } from '../client';
import {
  bookings,
  classInstances,
  productPrices,
  products,
  studentMemberships,
  studentPasses,
  students,
  waitlistEntries,
} from '../schema';

/** The demo's class packs and memberships, and who holds one (by e-mail). */
const DEMO_PRODUCTS = [
  {
    kind: 'pack' as const,
    name: '10-Class Card',
    classCount: 10,
    validityCount: 3,
    validityUnit: 'month' as const,
    validityFrom: 'purchase' as const,
    priceCents: 18_000,
    holders: ['amelia.chen@example.com', 'olivia.singh@example.com'],
  },
  {
    kind: 'pack' as const,
    name: 'Intro: 3 Classes',
    classCount: 3,
    validityCount: 1,
    validityUnit: 'month' as const,
    validityFrom: 'first_use' as const,
    introOffer: true,
    priceCents: 3_900,
    holders: ['mateo.alvarez@example.com'],
  },
  {
    kind: 'membership' as const,
    name: 'Unlimited Monthly',
    allowance: 'unlimited' as const,
    billingDay: 1,
    minimumPeriods: 0,
    priceCents: 12_900,
    holders: ['liam.tremblay@example.com'],
  },
  {
    kind: 'membership' as const,
    name: 'Twice a Week',
    allowance: 'per_week' as const,
    allowanceCount: 2,
    billingDay: 1,
    minimumPeriods: 3,
    priceCents: 9_900,
    holders: ['noah.martin@example.com'],
  },
];

/**
 * Class packs and memberships in use (issue 30): two 10-class cards and an intro offer sold today, an
 * unlimited and a twice-a-week membership started today (the first period billed by billing's period
 * rule), and a few upcoming classes booked on them by the booking rule itself.
 */
export async function seedDemoProducts(
  tx: Executor,
  today: string,
): Promise<{ passes: number; memberships: number }> {
  const holderEmails = DEMO_PRODUCTS.flatMap((p) => p.holders);
  const holders = new Map(
    (
      await tx
        .select({ id: students.id, email: students.email })
        .from(students)
        .where(inArray(students.email, holderEmails))
    ).map((s) => [s.email, s.id]),
  );
  // Sold and started today: the demo's earlier bookings were made (and charged) before, as they would
  // have been; the bookings below are the first ones on them.
  const soldOn = today;
  const memberSince = today;
  let passes = 0;
  let memberships = 0;
  const booked: number[] = [];
  for (const { holders: emails, priceCents, ...terms } of DEMO_PRODUCTS) {
    const [product] = await tx.insert(products).values(terms).returning();
    await tx
      .insert(productPrices)
      .values({ productId: product!.id, fromDate: addDays(today, -90), priceCents });
    for (const email of emails) {
      const studentId = holders.get(email);
      if (studentId === undefined) continue;
      booked.push(studentId);
      if (product!.kind === 'pack') {
        const fromPurchase = product!.validityFrom === 'purchase';
        const saleEntryId = await chargeSale(tx, {
          studentId,
          amountCents: priceCents,
          description: `${product!.name} (class pack)`,
          adminId: null,
        });
        await tx.insert(studentPasses).values({
          studentId,
          productId: product!.id,
          name: product!.name,
          classesTotal: product!.classCount!,
          validityCount: product!.validityCount!,
          validityUnit: product!.validityUnit!,
          introOffer: product!.introOffer,
          startsOn: fromPurchase ? soldOn : null,
          expiresOn: fromPurchase
            ? validThrough(soldOn, product!.validityCount!, product!.validityUnit!)
            : null,
          priceCents,
          saleEntryId,
        });
        passes++;
      } else {
        const [m] = await tx
          .insert(studentMemberships)
          .values({
            studentId,
            productId: product!.id,
            name: product!.name,
            allowance: product!.allowance!,
            allowanceCount: product!.allowanceCount,
            billingDay: product!.billingDay!,
            minimumPeriods: product!.minimumPeriods ?? 0,
            startsOn: memberSince,
          })
          .returning();
        await billDuePeriods(tx, m!, today);
        memberships++;
      }
    }
  }
  // Three upcoming classes each, with room and not booked yet: the booking uses the pack or membership.
  for (const studentId of booked) {
    const open = await tx
      .select({ id: classInstances.id })
      .from(classInstances)
      .where(
        and(
          between(classInstances.classDate, addDays(today, 2), addDays(today, 12)),
          eq(classInstances.isCancelled, false),
          sql`(select count(*) from ${bookings} b where b.class_instance_id = ${classInstances.id} and b.status = 'confirmed') < ${classInstances.maxStudents}`,
          sql`not exists (select 1 from ${bookings} b where b.class_instance_id = ${classInstances.id} and b.student_id = ${studentId})`,
          // The demo's sold-out class keeps its waitlist as it is.
          sql`not exists (select 1 from ${waitlistEntries} w where w.class_instance_id = ${classInstances.id} and w.status = 'waiting')`,
        ),
      )
      .orderBy(asc(classInstances.classDate), asc(classInstances.startTime))
      .limit(3);
    for (const c of open) {
      await bookClass(tx, {
        studentId,
        classInstanceId: c.id,
        allowOverCapacity: false,
        bookedAt: new Date(`${addDays(today, -1)}T17:00:00Z`),
      });
    }
  }
  return { passes, memberships };
}
