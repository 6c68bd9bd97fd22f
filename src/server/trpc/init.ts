import { initTRPC, TRPCError } from '@trpc/server';
import { ZodError } from 'zod';
import { AppError, describeZodError, toTRPCError } from '../errors';
import type { Context } from './context';
import { hasNulText, NUL_TEXT_MESSAGE } from './nul-text';

const t = initTRPC.context<Context>().create({
  // Stack traces never leave the server, whatever NODE_ENV says.
  isDev: false,
  errorFormatter({ shape, error }) {
    const message = error.cause instanceof ZodError ? describeZodError(error.cause) : shape.message;
    // A refusal that ends (too many attempts) says when, so the client can tell the person.
    const retryAfter = error.cause instanceof AppError ? error.cause.retryAfter : undefined;
    return {
      ...shape,
      message: shape.data.httpStatus === 500 ? 'Internal server error' : message,
      data: retryAfter === undefined ? shape.data : { ...shape.data, retryAfter },
    };
  },
});

/** Services throw AppError; this turns it into the matching tRPC error for both transports. */
const appErrors = t.middleware(async ({ next }) => {
  const result = await next();
  if (!result.ok && result.error.cause instanceof AppError) throw toTRPCError(result.error.cause);
  return result;
});

/** Input holding U+0000 is refused before any statement runs: a 400, not the database's 500. */
const noNulText = t.middleware(async ({ getRawInput, next }) => {
  // A procedure without input may get no body at all: nothing to check then (and no error of ours).
  const input = await getRawInput().catch(() => undefined);
  if (hasNulText(input)) throw new TRPCError({ code: 'BAD_REQUEST', message: NUL_TEXT_MESSAGE });
  return next();
});

export const router = t.router;
export const createCallerFactory = t.createCallerFactory;
/** Every procedure's errors; the roles' checks come next, so a request without a session is a 401 first. */
const baseProcedure = t.procedure.use(appErrors);
export const publicProcedure = baseProcedure.use(noNulText);

export const studentProcedure = baseProcedure
  .use(async ({ ctx, next }) => {
    const session = await ctx.studentSession();
    if (!session) {
      const admin = await ctx.adminSession();
      if (admin) throw new TRPCError({ code: 'FORBIDDEN', message: 'Access Denied' });
      throw new TRPCError({ code: 'UNAUTHORIZED', message: 'Please log in to access your dashboard.' });
    }
    return next({ ctx: { ...ctx, student: session.student, sessionId: session.sessionId } });
  })
  .use(noNulText);

export const adminProcedure = baseProcedure
  .use(async ({ ctx, next }) => {
    const session = await ctx.adminSession();
    if (!session) {
      const student = await ctx.studentSession();
      if (student) throw new TRPCError({ code: 'FORBIDDEN', message: 'Administrator access required' });
      throw new TRPCError({ code: 'UNAUTHORIZED', message: 'Administrator login required' });
    }
    return next({ ctx: { ...ctx, admin: session.admin, sessionId: session.sessionId } });
  })
  .use(noNulText);

/** Who is signed in, whichever principal it is: the reads a student and an admin both need. */
export type Viewer =
  | { kind: 'admin'; adminId: number; studentId?: undefined }
  | { kind: 'student'; studentId: number; adminId?: undefined };

export const signedInProcedure = baseProcedure
  .use(async ({ ctx, next }) => {
    const admin = await ctx.adminSession();
    if (admin) return next({ ctx: { ...ctx, viewer: { kind: 'admin', adminId: admin.admin.id } as Viewer } });
    const student = await ctx.studentSession();
    if (student) {
      return next({ ctx: { ...ctx, viewer: { kind: 'student', studentId: student.student.id } as Viewer } });
    }
    throw new TRPCError({ code: 'UNAUTHORIZED', message: 'Please log in to access your dashboard.' });
  })
  .use(noNulText);
