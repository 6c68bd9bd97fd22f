import {
  ZAdminLoginOutput,
  ZAdminSessionOutput,
  ZForgotPasswordInput,
  ZGoogleConfigOutput,
  ZLoginInput,
  ZNeutralMessage,
  ZResetPasswordInput,
  ZSignupOutput,
  ZStudentChangePasswordInput,
  ZStudentLoginOutput,
  ZStudentSessionOutput,
  ZStudentSignupInput,
} from '../../../shared/schemas/auth';
import { AppError } from '../../errors';
import { ADMIN_COOKIE, type Context, STUDENT_COOKIE } from '../../trpc/context';
import { publicProcedure, router, studentProcedure } from '../../trpc/init';
import * as auth from './auth.service';
import { endSession, startSession } from './sign-in';

const deps = (ctx: Context): auth.AuthDeps => ({ db: ctx.db, services: ctx.services, meta: ctx.meta });

export const authRouter = router({
  studentSignup: publicProcedure
    .input(ZStudentSignupInput)
    .output(ZSignupOutput)
    .mutation(({ ctx, input }) => auth.signupStudent(deps(ctx), input)),

  studentLogin: publicProcedure
    .input(ZLoginInput)
    .output(ZStudentLoginOutput)
    .mutation(async ({ ctx, input }) => {
      const { student } = await auth.loginStudent(deps(ctx), input);
      await startSession(ctx, 'student', student.id);
      return { success: true as const, student };
    }),

  studentLogout: publicProcedure.output(ZNeutralMessage).mutation(async ({ ctx }) => {
    await endSession(ctx, 'student');
    return { success: true as const, message: 'Signed out' };
  }),

  studentSession: publicProcedure.output(ZStudentSessionOutput).query(async ({ ctx }) => {
    const session = await ctx.studentSession();
    if (!session) {
      if (ctx.cookies.get(STUDENT_COOKIE)) ctx.cookies.clear(STUDENT_COOKIE);
      return { authenticated: false, student: null };
    }
    return { authenticated: true, student: auth.toSessionStudent(session.student) };
  }),

  forgotPassword: publicProcedure
    .input(ZForgotPasswordInput)
    .output(ZNeutralMessage)
    .mutation(({ ctx, input }) => auth.requestPasswordReset(deps(ctx), input)),

  resetPassword: publicProcedure
    .input(ZResetPasswordInput)
    .output(ZNeutralMessage)
    .mutation(({ ctx, input }) => auth.resetPassword(deps(ctx), input)),

  changePassword: studentProcedure
    .input(ZStudentChangePasswordInput)
    .output(ZNeutralMessage)
    .mutation(async ({ ctx, input }) => {
      if (input.studentId !== undefined && input.studentId !== ctx.student.id) {
        throw new AppError('NOT_FOUND', 'Student not found');
      }
      await auth.changeStudentPassword(deps(ctx), ctx, ctx.student, input);
      return { success: true as const, message: 'Password changed successfully' };
    }),

  adminLogin: publicProcedure
    .input(ZLoginInput)
    .output(ZAdminLoginOutput)
    .mutation(async ({ ctx, input }) => {
      const { admin } = await auth.loginAdmin(deps(ctx), input);
      const session = await startSession(ctx, 'admin', admin.id);
      return { sessionToken: session.token, admin };
    }),

  adminLogout: publicProcedure.output(ZNeutralMessage).mutation(async ({ ctx }) => {
    await endSession(ctx, 'admin');
    return { success: true as const, message: 'Signed out' };
  }),

  adminSession: publicProcedure.output(ZAdminSessionOutput).query(async ({ ctx }) => {
    const session = await ctx.adminSession();
    if (!session) {
      if (ctx.cookies.get(ADMIN_COOKIE)) ctx.cookies.clear(ADMIN_COOKIE);
      return { authenticated: false, admin: null };
    }
    return { authenticated: true, admin: auth.toSessionAdmin(session.admin) };
  }),

  googleConfig: publicProcedure
    .output(ZGoogleConfigOutput)
    .query(({ ctx }) => ({ enabled: ctx.services.config.googleEnabled })),
});
