import { TRPCError } from '@trpc/server';
import type { FastifyReply } from 'fastify';
import { ZodError } from 'zod';

export const APP_ERROR_STATUS = {
  BAD_REQUEST: 400,
  UNAUTHORIZED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  TOO_MANY_REQUESTS: 429,
  INTERNAL_SERVER_ERROR: 500,
  /** A server we depend on (the studio's mailbox) does not answer: the request may work later. */
  SERVICE_UNAVAILABLE: 503,
} as const;

export type AppErrorCode = keyof typeof APP_ERROR_STATUS;

/** The one error type services throw. The message is shown to users: use the spec's words. */
export class AppError extends Error {
  readonly code: AppErrorCode;
  /** For a 429: whole seconds until the refused request may be tried again (sent as Retry-After). */
  readonly retryAfter?: number;

  constructor(code: AppErrorCode, message: string, options: { retryAfter?: number } = {}) {
    // A refusal (4xx) is an answer, not a fault: it records no stack. tRPC copies its cause's stack,
    // and formatting one through the source maps was a tenth of a refused booking's CPU.
    const limit = Error.stackTraceLimit;
    if (APP_ERROR_STATUS[code] < 500) Error.stackTraceLimit = 0;
    super(message);
    Error.stackTraceLimit = limit;
    this.code = code;
    if (options.retryAfter !== undefined) this.retryAfter = options.retryAfter;
    this.name = 'AppError';
  }
  get status(): number {
    return APP_ERROR_STATUS[this.code];
  }
}

export function toTRPCError(error: AppError): TRPCError {
  return new TRPCError({ code: error.code as TRPCError['code'], message: error.message, cause: error });
}

/** The first zod issue as a sentence a person can act on, e.g. "email: Invalid email address". */
export function describeZodError(error: ZodError): string {
  const issue = error.issues[0];
  if (!issue) return 'Invalid input';
  return issue.message;
}

export interface HttpErrorBody {
  status: number;
  body: { error: string; code: string; retryAfter?: number };
}

/** Maps anything thrown while serving a request to the HTTP answer (design §1). */
export function toHttpError(error: unknown): HttpErrorBody {
  if (error instanceof AppError) {
    const body = { error: error.message, code: error.code };
    return {
      status: error.status,
      body: error.retryAfter === undefined ? body : { ...body, retryAfter: error.retryAfter },
    };
  }
  if (error instanceof TRPCError) {
    if (error.cause instanceof AppError) return toHttpError(error.cause);
    if (error.cause instanceof ZodError) {
      return { status: 400, body: { error: describeZodError(error.cause), code: 'BAD_REQUEST' } };
    }
    const code = error.code in APP_ERROR_STATUS ? (error.code as AppErrorCode) : 'INTERNAL_SERVER_ERROR';
    const status = APP_ERROR_STATUS[code];
    return {
      status,
      body: { error: status === 500 ? 'Internal server error' : error.message, code },
    };
  }
  if (error instanceof ZodError)
    return { status: 400, body: { error: describeZodError(error), code: 'BAD_REQUEST' } };
  const fastifyError = error as { statusCode?: number; code?: string; message?: string };
  if (typeof fastifyError.statusCode === 'number' && fastifyError.statusCode < 500) {
    const status = fastifyError.statusCode;
    const known: Record<string, string> = {
      FST_ERR_CTP_INVALID_JSON_BODY: 'Malformed JSON in request body',
      FST_ERR_CTP_EMPTY_JSON_BODY: 'Request body is empty',
      FST_ERR_CTP_BODY_TOO_LARGE: 'Request body is too large',
      FST_ERR_CTP_INVALID_MEDIA_TYPE: 'Content-Type must be application/json',
    };
    const code =
      (Object.entries(APP_ERROR_STATUS).find(([, s]) => s === status)?.[0] as AppErrorCode | undefined) ??
      'BAD_REQUEST';
    return {
      status,
      body: { error: known[fastifyError.code ?? ''] ?? fastifyError.message ?? 'Bad request', code },
    };
  }
  return { status: 500, body: { error: 'Internal server error', code: 'INTERNAL_SERVER_ERROR' } };
}

/**
 * The one way an error leaves over HTTP: the REST adapter, its file answers, the hooks and the
 * not-found answer all send it here, so the body, the status and Retry-After are the same everywhere.
 */
export function sendError(reply: FastifyReply, error: unknown): FastifyReply {
  const { status, body } = toHttpError(error);
  if (status >= 500) reply.log.error({ err: error }, 'request failed');
  if (body.retryAfter !== undefined) reply.header('retry-after', String(body.retryAfter));
  return reply.status(status).send(body);
}
