import { type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import {
  classInstances,
  membershipPauses,
  membershipUses,
  productClassTypes,
  studentMemberships,
} from '../../db/schema';
import { executeRows } from '../../kernel/sql-rows';
import { clockNow } from '../../kernel/time/clock';

/**
 * The memberships of `studentId` that run on the class's day (`classDate`, SQL), are not paused on it
 * and cover the class's type (`classTypeId`, SQL; a product with no types covers every type). Their
 * allowance is judged apart (allowanceLeft), after the membership rows are locked.
 */
export const runningMembershipsWhere = (studentId: number, classDate: SQL, classTypeId: SQL) => sql`
  ${studentMemberships.studentId} = ${studentId}
  and ${studentMemberships.startsOn} <= ${classDate}::date
  and (${studentMemberships.endsOn} is null or ${studentMemberships.endsOn} >= ${classDate}::date)
  and not exists (select 1 from ${membershipPauses} mp where mp.membership_id = ${studentMemberships.id}
    and ${classDate}::date between mp.from_date and mp.to_date)
  and (not exists (select 1 from ${productClassTypes} t where t.product_id = ${studentMemberships.productId})
    or exists (select 1 from ${productClassTypes} t where t.product_id = ${studentMemberships.productId}
      and t.class_type_id = ${classTypeId}))`;

/**
 * Whether a use on `useDate` counts in the same allowance window as `day`: the week (Monday to Sunday)
 * or the calendar month of `day`, by the membership's `allowance`.
 */
export const inAllowanceWindow = (useDate: SQL, allowance: SQL, day: SQL) => {
  const unit = sql`case when ${allowance} = 'per_week' then 'week' else 'month' end`;
  const start = sql`date_trunc(${unit}, ${day}::date)`;
  return sql`${useDate} >= ${start}::date
    and ${useDate} < (${start} + case when ${allowance} = 'per_week' then interval '1 week' else interval '1 month' end)::date`;
};

/** Locks the student's memberships that could cover the class (the class's lock is taken before). */
export function lockMembershipsStatement(studentId: number, classInstanceId: number) {
  return sql`
    select ${studentMemberships.id} from ${studentMemberships}
    join ${classInstances} c on c.id = ${classInstanceId}
    where ${runningMembershipsWhere(studentId, sql`c.class_date`, sql`c.class_type_id`)}
    order by ${studentMemberships.id}
    for update of ${studentMemberships}`;
}

export interface ChosenMembership {
  id: number;
  name: string;
  ends_on: string | null;
  allowance: 'unlimited' | 'per_week' | 'per_month';
  allowance_count: number | null;
  /** Classes of its week or month already taken, before this booking. */
  used: number;
  class_date: string;
}

/**
 * The membership a booking of the class will use, read after lockMembershipsStatement in a statement
 * of its own (so it counts every use committed before the locks were granted): one with allowance
 * left in the class's week or month, the one that ends first (an open one last).
 */
export function chooseMembershipStatement(studentId: number, classInstanceId: number) {
  const m = studentMemberships;
  return sql`
    select ${m.id} as id, ${m.name} as name, to_char(${m.endsOn}, 'YYYY-MM-DD') as ends_on,
      ${m.allowance} as allowance, ${m.allowanceCount} as allowance_count,
      to_char(c.class_date, 'YYYY-MM-DD') as class_date,
      (select count(*)::int from ${membershipUses} u where u.membership_id = ${m.id} and u.returned_at is null
        and ${inAllowanceWindow(sql`u.class_date`, sql`${m.allowance}`, sql`c.class_date`)}) as used
    from ${studentMemberships}
    join ${classInstances} c on c.id = ${classInstanceId}
    where ${runningMembershipsWhere(studentId, sql`c.class_date`, sql`c.class_type_id`)}
    order by ${m.endsOn} asc nulls last, ${m.id} asc`;
}

/** The first chosen membership with allowance left. */
export const membershipWithRoom = (rows: ChosenMembership[]): ChosenMembership | null =>
  rows.find((r) => r.allowance === 'unlimited' || r.used < (r.allowance_count ?? 0)) ?? null;

/** What a booking used from a membership, as its confirmation names it. */
export interface MembershipUsed {
  membershipId: number;
  name: string;
  /** Classes left in the class's week or month after this booking (null: unlimited). */
  classesLeft: number | null;
  allowance: ChosenMembership['allowance'];
}

export async function takeMembershipClass(
  tx: Executor,
  m: ChosenMembership,
  bookingId: number,
): Promise<MembershipUsed> {
  await tx
    .insert(membershipUses)
    .values({ membershipId: m.id, bookingId, classDate: m.class_date, usedAt: clockNow() });
  return {
    membershipId: m.id,
    name: m.name,
    allowance: m.allowance,
    classesLeft: m.allowance === 'unlimited' ? null : (m.allowance_count ?? 0) - m.used - 1,
  };
}

/** Gives back the membership classes these bookings took; answers the membership's name per booking. */
export async function returnMembershipClasses(
  tx: Executor,
  bookingIds: number[],
  reason: string,
): Promise<Map<number, string>> {
  const back = new Map<number, string>();
  if (bookingIds.length === 0) return back;
  const ids = sql.join(
    bookingIds.map((id) => sql`${id}`),
    sql`, `,
  );
  const rows = await executeRows<{ booking_id: number; name: string }>(
    tx,
    sql`
      with given as (
        update ${membershipUses} set returned_at = ${clockNow().toISOString()}::timestamptz, return_reason = ${reason}
        where booking_id in (${ids}) and returned_at is null
        returning membership_id, booking_id
      )
      select given.booking_id, m.name from given join ${studentMemberships} m on m.id = given.membership_id`,
  );
  for (const r of rows) back.set(r.booking_id, r.name);
  return back;
}

/**
 * Takes the class again for a booking whose no-show had given it back, when the membership's week or
 * month still has room (under the membership's lock); false otherwise.
 */
export async function retakeMembershipClass(tx: Executor, bookingId: number): Promise<boolean> {
  const [use] = await executeRows<{ membership_id: number }>(
    tx,
    sql`select u.membership_id from ${membershipUses} u where u.booking_id = ${bookingId} and u.returned_at is not null`,
  );
  if (!use) return false;
  await executeRows(
    tx,
    sql`select 1 from ${studentMemberships} where ${studentMemberships.id} = ${use.membership_id} for update`,
  );
  const rows = await executeRows<{ id: number }>(
    tx,
    sql`
      update ${membershipUses} u set returned_at = null, return_reason = null
      from ${studentMemberships} m
      where u.booking_id = ${bookingId} and m.id = u.membership_id and (m.allowance = 'unlimited' or (
        select count(*) from ${membershipUses} o where o.membership_id = m.id and o.returned_at is null
          and ${inAllowanceWindow(sql`o.class_date`, sql`m.allowance`, sql`u.class_date`)}) < m.allowance_count)
      returning u.id`,
  );
  return rows.length > 0;
}
