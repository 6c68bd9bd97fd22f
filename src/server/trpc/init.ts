import { initTRPC, TRPCError } from '@trpc/server';
import { ZodError } from 'zod';
import { SOURCE_LOCALE } from '../../shared/i18n/locales';
import { AppError, describeZodError, toTRPCError } from '../errors';
import { translate } from '../i18n/translate';
import type { Context } from './context';
import { hasNulText, NUL_TEXT_MESSAGE } from './nul-text';

const t = initTRPC.context<Context>().create({
  // Stack traces never leave the server, whatever NODE_ENV says.
  isDev: false,
  errorFormatter({ shape, error, ctx }) {
    // The page's language (our client sends it as Accept-Language); English for anyone who asks nothing.
    const locale = ctx?.meta.locale ?? SOURCE_LOCALE;
    const message =
      error.cause instanceof ZodError
        ? describeZodError(error.cause, locale)
        : translate(locale, error.cause instanceof AppError ? error.cause.described : shape.message);
    // A refusal that ends (too many attempts) says when, so the client can tell the person.
    const retryAfter = error.cause instanceof AppError ? error.cause.retryAfter : undefined;
    return {
      ...shape,
      message: shape.data.httpStatus === 500 ? 'Internal server error' : message,
      data: retryAfter === undefined ? shape.data : { ...shape.data, retryAfter },
    };
  },
});

/**
 * Each kind of procedure has one middleware: the role's check first (a request without a session is a
 * 401 before anything else), then input holding U+0000 is refused before any statement runs (a 400,
 * not the database's 500), then the procedure runs and an AppError it throws becomes the matching
 * tRPC error for both transports. One rather than three, because tRPC copies the whole context at
 * every middleware: the copies were a third of a REST answer's time (issue 29, docs/performance.md).
 */
/** Input holding U+0000 is refused before any statement runs; a procedure without input may get none. */
async function refuseNulText(getRawInput: () => Promise<unknown>): Promise<void> {
  const input = await getRawInput().catch(() => undefined);
  if (hasNulText(input)) throw new TRPCError({ code: 'BAD_REQUEST', message: NUL_TEXT_MESSAGE });
}

/** An AppError the procedure threw becomes the matching tRPC error, for both transports. */
function mapAppError<R extends { ok: boolean }>(result: R): R {
  const failed = result as { ok: boolean; error?: TRPCError };
  if (!failed.ok && failed.error?.cause instanceof AppError) throw toTRPCError(failed.error.cause);
  return result;
}

/** A role's middleware: `who` checks the session and says what the procedure's context gains. */
function guarded<Extra extends object>(who: (ctx: Context) => Promise<Extra>) {
  return t.middleware(async ({ ctx, getRawInput, next }) => {
    const extra = await who(ctx);
    await refuseNulText(getRawInput);
    // tRPC merges what `next` is given into the context it has.
    return mapAppError(await next({ ctx: extra }));
  });
}

export const router = t.router;
export const createCallerFactory = t.createCallerFactory;

// No role and nothing added to the context: `next()` without one spares tRPC a copy of it.
export const publicProcedure = t.procedure.use(async ({ getRawInput, next }) => {
  await refuseNulText(getRawInput);
  return mapAppError(await next());
});

export const studentProcedure = t.procedure.use(
  guarded(async (ctx) => {
    const session = await ctx.studentSession();
    if (!session) {
      const admin = await ctx.adminSession();
      if (admin) throw new TRPCError({ code: 'FORBIDDEN', message: 'Access Denied' });
      throw new TRPCError({ code: 'UNAUTHORIZED', message: 'Please log in to access your dashboard.' });
    }
    return { student: session.student, sessionId: session.sessionId };
  }),
);

export const adminProcedure = t.procedure.use(
  guarded(async (ctx) => {
    const session = await ctx.adminSession();
    if (!session) {
      const student = await ctx.studentSession();
      if (student) throw new TRPCError({ code: 'FORBIDDEN', message: 'Administrator access required' });
      throw new TRPCError({ code: 'UNAUTHORIZED', message: 'Administrator login required' });
    }
    return { admin: session.admin, sessionId: session.sessionId };
  }),
);

/** Who is signed in, whichever principal it is: the reads a student and an admin both need. */
export type Viewer =
  | { kind: 'admin'; adminId: number; studentId?: undefined }
  | { kind: 'student'; studentId: number; adminId?: undefined };

export const signedInProcedure = t.procedure.use(
  guarded(async (ctx): Promise<{ viewer: Viewer }> => {
    const admin = await ctx.adminSession();
    if (admin) return { viewer: { kind: 'admin', adminId: admin.admin.id } };
    const student = await ctx.studentSession();
    if (student) return { viewer: { kind: 'student', studentId: student.student.id } };
    throw new TRPCError({ code: 'UNAUTHORIZED', message: 'Please log in to access your dashboard.' });
  }),
);
