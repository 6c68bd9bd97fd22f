import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { membershipUses, passUses } from '../../db/schema';
import { executeRows } from '../../kernel/sql-rows';
import { retakeMembershipClass, returnMembershipClasses } from './membership-uses.service';
import { bookingsOnPasses, type PassReturn, retakePassClass, returnPassClasses } from './pass-uses.service';

/** What giving bookings' classes back did, per booking: the pack's class, or the membership's. */
export interface ClassesBack {
  passes: Map<number, PassReturn>;
  /** The membership's name, per booking. */
  memberships: Map<number, string>;
}

/**
 * Gives back the classes these bookings took from packs and memberships (a cancel in time, a class the
 * studio cancelled, a no-show that does not use the class); with `keep`, gives nothing back and says
 * which bookings keep a class (a late cancel that keeps the charge).
 */
export async function settleBookingClasses(
  tx: Executor,
  bookingIds: number[],
  { reason, keep }: { reason: string; keep: boolean },
): Promise<ClassesBack & { kept: Set<number> }> {
  if (keep)
    return { passes: new Map(), memberships: new Map(), kept: await bookingsOnPasses(tx, bookingIds) };
  return {
    passes: await returnPassClasses(tx, bookingIds, reason),
    memberships: await returnMembershipClasses(tx, bookingIds, reason),
    kept: new Set(),
  };
}

/** Why a no-show gives a class back (the studio's setting), kept on the use so unmarking finds it. */
const NO_SHOW_RETURN = 'No-show: the studio gives the class back';

/** A booking marked no-show gives its pack or membership class back (when no-shows do not use it). */
export const giveBackForNoShow = (tx: Executor, bookingId: number) =>
  settleBookingClasses(tx, [bookingId], { reason: NO_SHOW_RETURN, keep: false });

/**
 * A no-show mark taken off: the class it gave back is taken again, whatever the setting says by then
 * (else the booking would stay confirmed on nothing). False when it gave one back and the pack or the
 * membership has none left now; true otherwise.
 */
export async function retakeAfterNoShow(tx: Executor, bookingId: number): Promise<boolean> {
  const [row] = await executeRows<{ back: boolean }>(
    tx,
    sql`select exists (select 1 from ${passUses} where booking_id = ${bookingId} and return_reason = ${NO_SHOW_RETURN})
      or exists (select 1 from ${membershipUses} where booking_id = ${bookingId} and return_reason = ${NO_SHOW_RETURN}) as back`,
  );
  if (row?.back !== true) return true;
  return (await retakePassClass(tx, bookingId)) || (await retakeMembershipClass(tx, bookingId));
}
