import { z } from 'zod';
import {
  ZBalanceImportInput,
  ZBookingImportInput,
  ZImportFile,
  ZImportReport,
  ZImportUpload,
  ZPassImportInput,
  ZStudentImportInput,
} from '../../../shared/schemas/imports';
import { adminActor } from '../../kernel/actor';
import { adminProcedure, router } from '../../trpc/init';
import { inviteStudents, uninvitedCount } from '../auth/invitations.service';
import { importBalances } from './balance-import.service';
import { importBookings } from './booking-import.service';
import { importPasses } from './pass-import.service';
import { importStudents, uploadImportFile } from './student-import.service';

/** Settings → Import (issue 32): upload, dry run, import. */
export const importsRouter = router({
  upload: adminProcedure
    .input(ZImportUpload)
    .output(ZImportFile)
    .mutation(({ ctx, input }) => uploadImportFile(adminActor(ctx), input)),

  studentsDryRun: adminProcedure
    .input(ZStudentImportInput)
    .output(ZImportReport)
    .mutation(({ ctx, input }) => importStudents(adminActor(ctx), input, true)),

  students: adminProcedure
    .input(ZStudentImportInput)
    .output(ZImportReport)
    .mutation(({ ctx, input }) => importStudents(adminActor(ctx), input, false)),

  balancesDryRun: adminProcedure
    .input(ZBalanceImportInput)
    .output(ZImportReport)
    .mutation(({ ctx, input }) => importBalances(adminActor(ctx), input, true)),

  balances: adminProcedure
    .input(ZBalanceImportInput)
    .output(ZImportReport)
    .mutation(({ ctx, input }) => importBalances(adminActor(ctx), input, false)),

  passesDryRun: adminProcedure
    .input(ZPassImportInput)
    .output(ZImportReport)
    .mutation(({ ctx, input }) => importPasses(adminActor(ctx), input, true)),

  passes: adminProcedure
    .input(ZPassImportInput)
    .output(ZImportReport)
    .mutation(({ ctx, input }) => importPasses(adminActor(ctx), input, false)),

  bookingsDryRun: adminProcedure
    .input(ZBookingImportInput)
    .output(ZImportReport)
    .mutation(({ ctx, input }) => importBookings(adminActor(ctx), input, true)),

  bookings: adminProcedure
    .input(ZBookingImportInput)
    .output(ZImportReport)
    .mutation(({ ctx, input }) => importBookings(adminActor(ctx), input, false)),

  /** How many students cannot sign in yet and have no invitation waiting. */
  uninvited: adminProcedure
    .output(z.object({ count: z.number() }))
    .query(async ({ ctx }) => ({ count: await uninvitedCount(ctx.db) })),

  /** Queues a login invitation (a link to choose a password) to each of them. */
  invite: adminProcedure
    .output(z.object({ queued: z.number(), message: z.string() }))
    .mutation(({ ctx }) => inviteStudents(adminActor(ctx), ctx.meta.origin)),
});
