import { z } from 'zod';
import type { Locale } from '../../../shared/i18n/locales';
import {
  ZBalanceImportInput,
  ZBookingImportInput,
  ZImportFile,
  ZImportReport,
  ZImportUpload,
  ZPassImportInput,
  ZStudentImportInput,
} from '../../../shared/schemas/imports';
import { said } from '../../i18n/said';
import { type AdminActor, adminActor } from '../../kernel/actor';
import { adminProcedure, router } from '../../trpc/init';
import { inviteStudents, uninvitedCount } from '../auth/invitations.service';
import { importBalances } from './balance-import.service';
import { importBookings } from './booking-import.service';
import { importPasses } from './pass-import.service';
import { importStudents, uploadImportFile } from './student-import.service';

/** A kind of file's dry run and import: the same service, told which it is. */
function dryRunAndImport<S extends z.ZodType>(
  input: S,
  run: (
    actor: AdminActor,
    input: z.output<S>,
    dryRun: boolean,
    locale: Locale,
  ) => Promise<z.output<typeof ZImportReport>>,
) {
  const procedure = (dryRun: boolean) =>
    adminProcedure
      .input(input)
      .output(ZImportReport)
      .mutation(({ ctx, input }) => run(adminActor(ctx), input as z.output<S>, dryRun, ctx.meta.locale));
  return { dryRun: procedure(true), apply: procedure(false) };
}

const students = dryRunAndImport(ZStudentImportInput, importStudents);
const balances = dryRunAndImport(ZBalanceImportInput, importBalances);
const passes = dryRunAndImport(ZPassImportInput, importPasses);
const bookings = dryRunAndImport(ZBookingImportInput, importBookings);

/** Settings → Import (issue 32): upload, dry run, import. */
export const importsRouter = router({
  upload: adminProcedure
    .input(ZImportUpload)
    .output(ZImportFile)
    .mutation(({ ctx, input }) => uploadImportFile(adminActor(ctx), input)),
  studentsDryRun: students.dryRun,
  students: students.apply,
  balancesDryRun: balances.dryRun,
  balances: balances.apply,
  passesDryRun: passes.dryRun,
  passes: passes.apply,
  bookingsDryRun: bookings.dryRun,
  bookings: bookings.apply,

  /** How many students cannot sign in yet and have no invitation waiting. */
  uninvited: adminProcedure
    .output(z.object({ count: z.number() }))
    .query(async ({ ctx }) => ({ count: await uninvitedCount(ctx.db) })),

  /** Queues a login invitation (a link to choose a password) to each of them. */
  invite: adminProcedure
    .output(z.object({ queued: z.number(), message: z.string() }))
    .mutation(async ({ ctx }) =>
      said(ctx.meta.locale, await inviteStudents(adminActor(ctx), ctx.meta.origin)),
    ),
});
