import { z } from 'zod';
import { ZCredit, ZCreditListInput, ZOutstanding, ZStudentIdInput } from '../../../shared/schemas/billing';
import { router, signedInProcedure } from '../../trpc/init';
import { scopeOneStudent } from '../../trpc/scope';
import { assertStudentExists } from '../students/students.service';
import { listCredits, outstanding } from './balance.service';

export const billingRouter = router({
  /** What a student owes and has in credits: their own for a student, anyone's for an admin. */
  outstanding: signedInProcedure
    .input(ZStudentIdInput)
    .output(ZOutstanding)
    .query(async ({ ctx, input }) => {
      const studentId = scopeOneStudent(ctx.viewer, input.studentId);
      await assertStudentExists(ctx.db, studentId);
      return outstanding(ctx.db, studentId);
    }),

  credits: signedInProcedure
    .input(ZCreditListInput)
    .output(z.array(ZCredit))
    .query(async ({ ctx, input }) => {
      const studentId = scopeOneStudent(ctx.viewer, input.studentId);
      await assertStudentExists(ctx.db, studentId);
      return listCredits(ctx.db, studentId, { available: input.available });
    }),
});
