import { z } from 'zod';
import {
  ZAdminCancelInput,
  ZBooking,
  ZBookingListInput,
  ZBookingPage,
  ZBookingPageInput,
  ZBookingPolicy,
  ZCancelBookingResult,
  ZCoverPreview,
  ZCreateBookingInput,
  ZStudentCancelInput,
} from '../../../shared/schemas/bookings';
import { zId } from '../../../shared/schemas/common';
import { adminActor } from '../../kernel/actor';
import { bookingPolicy, lastBookableDate } from '../../kernel/settings/booking-policy';
import { adminProcedure, router, signedInProcedure, studentProcedure } from '../../trpc/init';
import { scopeOneStudent, scopeStudentId } from '../../trpc/scope';
import { createBooking } from './book.service';
import { coverPreview } from './bookings.service';
import { cancelAsAdmin, cancelAsStudent } from './cancel-requests.service';
import { instanceBookings, listBookings, pageBookings } from './list.service';

export const bookingsRouter = router({
  /** What would pay for the student's booking of a class: their pack or membership, or nothing. */
  cover: studentProcedure
    .input(z.object({ classInstanceId: zId }))
    .output(ZCoverPreview)
    .query(({ ctx, input }) => coverPreview(ctx.db, ctx.student.id, input.classInstanceId)),

  book: signedInProcedure
    .input(ZCreateBookingInput)
    .output(ZBooking)
    .mutation(({ ctx, input }) => {
      scopeOneStudent(ctx.viewer, input.studentId);
      return createBooking({ db: ctx.db, ip: ctx.meta.ip, outbox: ctx.services.outbox }, ctx.viewer, input);
    }),

  cancel: studentProcedure
    .input(ZStudentCancelInput)
    .output(ZCancelBookingResult)
    .mutation(({ ctx, input }) =>
      cancelAsStudent({ db: ctx.db, outbox: ctx.services.outbox }, ctx.student.id, input, ctx.meta.locale),
    ),

  adminCancel: adminProcedure
    .input(ZAdminCancelInput)
    .output(ZCancelBookingResult)
    .mutation(({ ctx, input }) => cancelAsAdmin(adminActor(ctx), input, ctx.meta.locale)),

  /** A student's own bookings (another id is "Student not found"); an administrator's choice. */
  list: signedInProcedure
    .input(ZBookingListInput)
    .output(z.array(ZBooking))
    .query(({ ctx, input }) => {
      const filter = input ?? {};
      return listBookings(ctx.db, { ...filter, studentId: scopeStudentId(ctx.viewer, filter.studentId) });
    }),

  /** Every booking (Booking Management): administrators only. */
  all: adminProcedure
    .input(ZBookingListInput)
    .output(z.array(ZBooking))
    .query(({ ctx, input }) => listBookings(ctx.db, input ?? {})),

  /** Booking Management's grid: one page of every booking, filtered, ordered and counted in SQL. */
  page: adminProcedure
    .input(ZBookingPageInput)
    .output(ZBookingPage)
    .query(({ ctx, input }) => pageBookings(ctx.db, input)),

  forInstance: adminProcedure
    .input(z.object({ id: zId }))
    .output(z.array(ZBooking))
    .query(({ ctx, input }) => instanceBookings(ctx.db, input.id)),

  policy: signedInProcedure.output(ZBookingPolicy).query(async ({ ctx }) => {
    const policy = await bookingPolicy(ctx.db);
    return { ...policy, lastBookableDate: lastBookableDate(policy) };
  }),
});
