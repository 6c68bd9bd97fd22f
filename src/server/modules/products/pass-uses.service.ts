import { inArray, type SQL, sql } from 'drizzle-orm';
import { validThrough } from '../../../shared/dates';
import type { Executor } from '../../db/client';
import { classInstances, membershipUses, passUses, productClassTypes, studentPasses } from '../../db/schema';
import { executeRows } from '../../kernel/sql-rows';
import { clockNow } from '../../kernel/time/clock';

/** The pass a booking uses, as its confirmation and the booking answer name it. */
export interface PassUsed {
  passId: number;
  name: string;
  /** Classes left on the pass after this booking. */
  classesLeft: number;
  expiresOn: string;
}

/**
 * The passes of `studentId` usable for a class on `classDate` of type `classTypeId` (SQL values): a
 * class left, not expired by the class's day (a pass whose validity runs from first use has no date yet)
 * and covering the class's type (a product with no types covers every type).
 */
export const usablePassesWhere = (studentId: number | SQL, classDate: SQL, classTypeId: SQL) => sql`
  ${studentPasses.studentId} = ${studentId} and ${studentPasses.classesUsed} < ${studentPasses.classesTotal}
  and (${studentPasses.expiresOn} is null or ${studentPasses.expiresOn} >= ${classDate}::date)
  and (not exists (select 1 from ${productClassTypes} t where t.product_id = ${studentPasses.productId})
    or exists (select 1 from ${productClassTypes} t where t.product_id = ${studentPasses.productId}
      and t.class_type_id = ${classTypeId}))`;

interface ChosenPassRow {
  id: number;
  name: string;
  classes_used: number;
  classes_total: number;
  validity_count: number;
  validity_unit: 'day' | 'week' | 'month';
  expires_on: string | null;
  class_date: string;
}

/**
 * The student's pass a booking of the class will use, locked: the usable one that expires first (one
 * without a date yet last). FOR UPDATE re-reads a pass that another booking changed while this one
 * waited and skips it when its last class went, so two bookings never take the same last class. Run it
 * after the class's lock (every path locks a class before a pass, so they never deadlock).
 */
export function choosePassStatement(
  studentId: number,
  classInstanceId: number,
  { lock = true, imported = false } = {},
) {
  const p = studentPasses;
  return sql`
    select ${p.id} as id, ${p.name} as name, ${p.classesUsed} as classes_used,
      ${p.classesTotal} as classes_total, ${p.validityCount} as validity_count,
      ${p.validityUnit} as validity_unit, to_char(${p.expiresOn}, 'YYYY-MM-DD') as expires_on,
      to_char(c.class_date, 'YYYY-MM-DD') as class_date
    from ${studentPasses}
    join ${classInstances} c on c.id = ${classInstanceId}
    where ${usablePassesWhere(studentId, sql`c.class_date`, sql`c.class_type_id`)}
      ${imported ? sql`and ${p.importedAt} is not null` : sql``}
    order by ${p.expiresOn} asc nulls last, ${p.id} asc
    limit 1
    ${lock ? sql`for update of ${studentPasses}` : sql``}`;
}

export const chosenPassOf = (rows: ChosenPassRow[]) => rows[0] ?? null;
export type ChosenPass = ChosenPassRow;

/**
 * Takes one class of the chosen (locked) pass for a booking. A pass whose validity runs from first use
 * starts on the class's day. A booking its classes left had already counted (one imported with the
 * pack, decision 040) adds the class it takes to the pack's total, so the classes left stay as they
 * were and a cancellation in time gives the class back as to any booking.
 */
export async function takePassClass(
  tx: Executor,
  pass: ChosenPass,
  bookingId: number,
  { alreadyCounted = false } = {},
): Promise<PassUsed> {
  const startsOn = pass.class_date;
  const expiresOn = pass.expires_on ?? validThrough(startsOn, pass.validity_count, pass.validity_unit);
  await tx
    .update(studentPasses)
    .set({
      classesUsed: sql`${studentPasses.classesUsed} + 1`,
      ...(alreadyCounted ? { classesTotal: sql`${studentPasses.classesTotal} + 1` } : {}),
      startsOn: sql`coalesce(${studentPasses.startsOn}, ${startsOn}::date)`,
      expiresOn: sql`coalesce(${studentPasses.expiresOn}, ${expiresOn}::date)`,
      updatedAt: clockNow(),
    })
    .where(sql`${studentPasses.id} = ${pass.id}`);
  await tx.insert(passUses).values({ passId: pass.id, bookingId, usedAt: clockNow() });
  return {
    passId: pass.id,
    name: pass.name,
    classesLeft: pass.classes_total - pass.classes_used - (alreadyCounted ? 0 : 1),
    expiresOn,
  };
}

/** A class given back to its pass, as the cancel's message names it. */
export interface PassReturn {
  bookingId: number;
  name: string;
  classesLeft: number;
}

/**
 * Gives back the classes these bookings took from passes (a cancel in time, a class the studio
 * cancelled, a no-show that does not use the class). The passes are locked in id order first, so two
 * class cancellations touching the same passes wait for each other instead of deadlocking. A booking
 * that used no pass, or already gave its class back, is left alone.
 */
export async function returnPassClasses(
  tx: Executor,
  bookingIds: number[],
  reason: string,
): Promise<Map<number, PassReturn>> {
  const returned = new Map<number, PassReturn>();
  if (bookingIds.length === 0) return returned;
  const ids = sql.join(
    bookingIds.map((id) => sql`${id}`),
    sql`, `,
  );
  await executeRows(
    tx,
    sql`select p.id from ${studentPasses} p where p.id in (select u.pass_id from ${passUses} u
      where u.booking_id in (${ids}) and u.returned_at is null) order by p.id for update of p`,
  );
  const rows = await executeRows<{ booking_id: number; name: string; classes_left: number }>(
    tx,
    sql`
      with given as (
        update ${passUses} set returned_at = ${clockNow().toISOString()}::timestamptz, return_reason = ${reason}
        where booking_id in (${ids}) and returned_at is null
        returning pass_id, booking_id
      ),
      counted as (select pass_id, count(*)::int as n from given group by pass_id),
      passes as (
        update ${studentPasses} p set classes_used = p.classes_used - counted.n
        from counted where p.id = counted.pass_id
        returning p.id, p.name, p.classes_total - p.classes_used as classes_left
      )
      select given.booking_id, passes.name, passes.classes_left
      from given join passes on passes.id = given.pass_id`,
  );
  for (const r of rows) {
    returned.set(r.booking_id, { bookingId: r.booking_id, name: r.name, classesLeft: r.classes_left });
  }
  return returned;
}

/**
 * Takes the class again for a booking whose no-show had given it back, when its pass still has one;
 * false when the pass has none left (the booking then stays without it).
 */
export async function retakePassClass(tx: Executor, bookingId: number): Promise<boolean> {
  const rows = await executeRows<{ id: number }>(
    tx,
    sql`
      with pass as (
        select p.id from ${studentPasses} p join ${passUses} u on u.pass_id = p.id
        where u.booking_id = ${bookingId} and u.returned_at is not null
          and p.classes_used < p.classes_total
        for update of p
      ),
      taken as (
        update ${studentPasses} p set classes_used = p.classes_used + 1 from pass where p.id = pass.id
        returning p.id
      )
      update ${passUses} set returned_at = null, return_reason = null
      where booking_id = ${bookingId} and pass_id in (select id from taken)
      returning id`,
  );
  return rows.length > 0;
}

/** Which of these bookings used a pass or a membership (and have not given the class back). */
export async function bookingsOnPasses(tx: Executor, bookingIds: number[]): Promise<Set<number>> {
  if (bookingIds.length === 0) return new Set();
  const [passes, memberships] = await Promise.all([
    tx
      .select({ bookingId: passUses.bookingId })
      .from(passUses)
      .where(sql`${inArray(passUses.bookingId, bookingIds)} and ${passUses.returnedAt} is null`),
    tx
      .select({ bookingId: membershipUses.bookingId })
      .from(membershipUses)
      .where(sql`${inArray(membershipUses.bookingId, bookingIds)} and ${membershipUses.returnedAt} is null`),
  ]);
  return new Set([...passes, ...memberships].map((r) => r.bookingId));
}
