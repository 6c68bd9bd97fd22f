import { z } from 'zod';
import { zId } from '../../../shared/schemas/common';
import {
  ZBuyMembershipInput,
  ZEndMembershipInput,
  ZMembershipBooking,
  ZMembershipBookingsInput,
  ZPauseMembershipInput,
  ZStartMembershipInput,
  ZStudentMembership,
} from '../../../shared/schemas/products';
import { adminActor } from '../../kernel/actor';
import { adminProcedure, router, signedInProcedure, studentProcedure } from '../../trpc/init';
import { scopeNamedStudent } from '../../trpc/scope';
import * as service from './memberships.service';

const changed = z.object({ membership: ZStudentMembership, message: z.string() });

export const membershipsRouter = router({
  /** A student's memberships: the administrator reads anyone's, a student their own. */
  list: signedInProcedure
    .input(z.object({ studentId: zId.optional() }).optional())
    .output(z.array(ZStudentMembership))
    .query(({ ctx, input }) =>
      service.studentMembershipList(ctx.db, scopeNamedStudent(ctx.viewer, input?.studentId)),
    ),

  start: adminProcedure
    .input(ZStartMembershipInput)
    .output(changed)
    .mutation(({ ctx, input }) => service.startMembership(adminActor(ctx), input, ctx.meta.locale)),

  buy: studentProcedure
    .input(ZBuyMembershipInput)
    .output(changed)
    .mutation(({ ctx, input }) =>
      service.startMembership(
        { db: ctx.db, outbox: ctx.services.outbox, adminId: null, ip: ctx.meta.ip },
        { studentId: ctx.student.id, productId: input.productId },
        ctx.meta.locale,
      ),
    ),

  /** The bookings a pause or an end would cancel, shown before the administrator confirms. */
  bookingsBetween: adminProcedure
    .input(ZMembershipBookingsInput)
    .output(z.array(ZMembershipBooking))
    .query(({ ctx, input }) => service.bookingsCancelledBy(ctx.db, input)),

  pause: adminProcedure
    .input(ZPauseMembershipInput)
    .output(changed)
    .mutation(({ ctx, input }) => service.pauseMembership(adminActor(ctx), input, ctx.meta.locale)),

  end: adminProcedure
    .input(ZEndMembershipInput)
    .output(changed)
    .mutation(({ ctx, input }) => service.endMembership(adminActor(ctx), input, ctx.meta.locale)),
});
