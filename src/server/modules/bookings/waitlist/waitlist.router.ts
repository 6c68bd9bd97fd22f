import { z } from 'zod';
import { CLASS_MESSAGES } from '../../../../shared/schemas/classes/fields';
import {
  ZClassWaitlist,
  ZClassWaitlistInput,
  ZJoinWaitlistInput,
  ZMyWaitlistEntry,
  ZPromoteWaitlistInput,
  ZWaitlistActionResult,
  ZWaitlistEntryInput,
} from '../../../../shared/schemas/waitlist';
import { AppError } from '../../../errors';
import { said } from '../../../i18n/said';
import { adminActor } from '../../../kernel/actor';
import { bookingPolicy } from '../../../kernel/settings/booking-policy';
import { clockNow } from '../../../kernel/time/clock';
import { adminProcedure, router, studentProcedure } from '../../../trpc/init';
import { classWaitlist, myWaitlist } from './waitlist.queries';
import { joinWaitlist, leaveWaitlist, promoteAsAdmin, removeAsAdmin } from './waitlist.service';

export const waitlistRouter = router({
  /** The signed-in student's waiting places, with their position in each queue. */
  mine: studentProcedure.output(z.array(ZMyWaitlistEntry)).query(async ({ ctx }) => {
    const policy = await bookingPolicy(ctx.db);
    return myWaitlist(ctx.db, ctx.student.id, {
      timeZone: policy.timeZone,
      closeHours: policy.waitlistCloseHours,
    });
  }),

  join: studentProcedure
    .input(ZJoinWaitlistInput)
    .output(ZMyWaitlistEntry)
    .mutation(({ ctx, input }) => joinWaitlist(ctx.db, ctx.student.id, input.classInstanceId)),

  leave: studentProcedure
    .input(ZWaitlistEntryInput)
    .output(ZWaitlistActionResult)
    .mutation(async ({ ctx, input }) =>
      said(ctx.meta.locale, await leaveWaitlist(ctx.db, ctx.student.id, input.id)),
    ),

  /** A class's waiting students in queue order (the attendees dialogs). */
  forClass: adminProcedure
    .input(ZClassWaitlistInput)
    .output(ZClassWaitlist)
    .query(async ({ ctx, input }) => {
      const policy = await bookingPolicy(ctx.db);
      const list = await classWaitlist(ctx.db, input.classInstanceId, {
        timeZone: policy.timeZone,
        closeHours: policy.waitlistCloseHours,
        now: clockNow(),
      });
      if (!list) throw new AppError('NOT_FOUND', CLASS_MESSAGES.instanceNotFound);
      return list;
    }),

  promote: adminProcedure
    .input(ZPromoteWaitlistInput)
    .output(ZWaitlistActionResult)
    .mutation(async ({ ctx, input }) => said(ctx.meta.locale, await promoteAsAdmin(adminActor(ctx), input))),

  remove: adminProcedure
    .input(ZWaitlistEntryInput)
    .output(ZWaitlistActionResult)
    .mutation(async ({ ctx, input }) =>
      said(ctx.meta.locale, await removeAsAdmin(adminActor(ctx), input.id)),
    ),
});
