import { TRPCError } from '@trpc/server';
import type { FastifyReply } from 'fastify';
import { ZodError } from 'zod';
import { type Locale, SOURCE_LOCALE } from '../shared/i18n/locales';
import { type Described, englishOf } from '../shared/i18n/msg';
import { requestLocale } from './i18n/request-locale';
import { translate } from './i18n/translate';

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

/**
 * The one error type services throw. The message is shown to users: use the spec's words. It is English
 * here (and on the REST API unless the client asks for French); a literal message, or a `msg()` with
 * values, is translated at the edge into the reader's language (src/server/i18n).
 */
export class AppError extends Error {
  readonly code: AppErrorCode;
  /** The message to translate: its English and the values it was built with. */
  readonly described: Described;
  /** For a 429: whole seconds until the refused request may be tried again (sent as Retry-After). */
  readonly retryAfter?: number;

  constructor(code: AppErrorCode, message: string | Described, options: { retryAfter?: number } = {}) {
    // A refusal (4xx) is an answer, not a fault: it records no stack. tRPC copies its cause's stack,
    // and formatting one through the source maps was a tenth of a refused booking's CPU.
    const limit = Error.stackTraceLimit;
    if (APP_ERROR_STATUS[code] < 500) Error.stackTraceLimit = 0;
    super(typeof message === 'string' ? message : englishOf(message));
    Error.stackTraceLimit = limit;
    this.code = code;
    this.described = typeof message === 'string' ? { id: message, message } : message;
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
export function describeZodError(error: ZodError, locale: Locale = SOURCE_LOCALE): string {
  const issue = error.issues[0];
  if (!issue) return translate(locale, 'Invalid input');
  return translate(locale, issue.message);
}

export interface HttpErrorBody {
  status: number;
  body: { error: string; code: string; retryAfter?: number };
}

/** Maps anything thrown while serving a request to the HTTP answer (design §1). */
export function toHttpError(error: unknown, locale: Locale = SOURCE_LOCALE): HttpErrorBody {
  if (error instanceof AppError) {
    const body = { error: translate(locale, error.described), code: error.code };
    return {
      status: error.status,
      body: error.retryAfter === undefined ? body : { ...body, retryAfter: error.retryAfter },
    };
  }
  if (error instanceof TRPCError) {
    if (error.cause instanceof AppError) return toHttpError(error.cause, locale);
    if (error.cause instanceof ZodError) {
      return { status: 400, body: { error: describeZodError(error.cause, locale), code: 'BAD_REQUEST' } };
    }
    const code = error.code in APP_ERROR_STATUS ? (error.code as AppErrorCode) : 'INTERNAL_SERVER_ERROR';
    const status = APP_ERROR_STATUS[code];
    return {
      status,
      body: { error: status === 500 ? 'Internal server error' : translate(locale, error.message), code },
    };
  }
  if (error instanceof ZodError)
    return { status: 400, body: { error: describeZodError(error, locale), code: 'BAD_REQUEST' } };
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
      body: {
        error: translate(locale, known[fastifyError.code ?? ''] ?? fastifyError.message ?? 'Bad request'),
        code,
      },
    };
  }
  return { status: 500, body: { error: 'Internal server error', code: 'INTERNAL_SERVER_ERROR' } };
}

/**
 * The one way an error leaves over HTTP: the REST adapter, its file answers, the hooks and the
 * not-found answer all send it here, so the body, the status and Retry-After are the same everywhere.
 */
export function sendError(reply: FastifyReply, error: unknown): FastifyReply {
  const { status, body } = toHttpError(error, requestLocale(reply.request.headers));
  if (status >= 500) reply.log.error({ err: error }, 'request failed');
  if (body.retryAfter !== undefined) reply.header('retry-after', String(body.retryAfter));
  return reply.status(status).send(body);
}
