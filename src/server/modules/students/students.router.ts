import { z } from 'zod';
import { zId } from '../../../shared/schemas/common';
import { ZStudentOption, ZStudentProfile, ZStudentProfileUpdate } from '../../../shared/schemas/students';
import { STUDENT_COOKIE } from '../../trpc/context';
import { adminProcedure, router, signedInProcedure } from '../../trpc/init';
import { scopeOneStudent } from '../../trpc/scope';
import { getProfile, updateProfile } from './profile.service';
import { listStudentOptions } from './students.service';

export const studentsRouter = router({
  options: adminProcedure.output(z.array(ZStudentOption)).query(({ ctx }) => listStudentOptions(ctx.db)),

  /** A student reads their own profile; an administrator anyone's. */
  get: signedInProcedure
    .input(z.object({ id: zId }))
    .output(ZStudentProfile)
    .query(({ ctx, input }) => getProfile(ctx.db, scopeOneStudent(ctx.viewer, input.id))),

  updateProfile: signedInProcedure
    .input(ZStudentProfileUpdate)
    .output(ZStudentProfile)
    .mutation(async ({ ctx, input }) => {
      scopeOneStudent(ctx.viewer, input.id);
      const { profile, session } = await updateProfile(
        { db: ctx.db, services: ctx.services, meta: ctx.meta },
        ctx.viewer,
        input,
      );
      if (session) ctx.cookies.set(STUDENT_COOKIE, session.token, session.expiresAt);
      return profile;
    }),
});
