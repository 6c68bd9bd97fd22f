import { en } from '../../../shared/i18n/msg';
import {
  ZAdminLoginOutput,
  ZAdminSessionOutput,
  ZForgotPasswordInput,
  ZGoogleConfigOutput,
  ZLoginInput,
  ZNeutralMessage,
  ZResetPasswordInput,
  ZSetLanguageInput,
  ZSignupOutput,
  ZStudentChangePasswordInput,
  ZStudentLoginOutput,
  ZStudentSessionOutput,
  ZStudentSignupInput,
} from '../../../shared/schemas/auth';
import { AppError } from '../../errors';
import { said } from '../../i18n/said';
import { ADMIN_COOKIE, type Context, STUDENT_COOKIE } from '../../trpc/context';
import { publicProcedure, router, signedInProcedure, studentProcedure } from '../../trpc/init';
import * as auth from './auth.service';
import { setOwnLanguage } from './language.service';
import { endSession, startSession } from './sign-in';

const deps = (ctx: Context): auth.AuthDeps => ({ db: ctx.db, services: ctx.services, meta: ctx.meta });

export const authRouter = router({
  studentSignup: publicProcedure
    .input(ZStudentSignupInput)
    .output(ZSignupOutput)
    .mutation(async ({ ctx, input }) => said(ctx.meta.locale, await auth.signupStudent(deps(ctx), input))),

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
    return said(ctx.meta.locale, { success: true as const, message: en('Signed out') });
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
    .mutation(async ({ ctx, input }) =>
      said(ctx.meta.locale, await auth.requestPasswordReset(deps(ctx), input)),
    ),

  resetPassword: publicProcedure
    .input(ZResetPasswordInput)
    .output(ZNeutralMessage)
    .mutation(async ({ ctx, input }) => said(ctx.meta.locale, await auth.resetPassword(deps(ctx), input))),

  changePassword: studentProcedure
    .input(ZStudentChangePasswordInput)
    .output(ZNeutralMessage)
    .mutation(async ({ ctx, input }) => {
      if (input.studentId !== undefined && input.studentId !== ctx.student.id) {
        throw new AppError('NOT_FOUND', 'Student not found');
      }
      await auth.changeStudentPassword(deps(ctx), ctx, ctx.student, input);
      return said(ctx.meta.locale, { success: true as const, message: en('Password changed successfully') });
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
    return said(ctx.meta.locale, { success: true as const, message: en('Signed out') });
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

  /** The signed-in person's own language (issue 33): their screens and the e-mails they receive. */
  setLanguage: signedInProcedure
    .input(ZSetLanguageInput)
    .output(ZSetLanguageInput)
    .mutation(async ({ ctx, input }) => {
      await setOwnLanguage(ctx.db, ctx.viewer, input.language);
      return input;
    }),
});
