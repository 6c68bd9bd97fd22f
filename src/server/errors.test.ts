import { TRPCError } from '@trpc/server';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { AppError, toHttpError, toTRPCError } from './errors';

describe('error mapping', () => {
  it('maps AppError to its status and { error, code }', () => {
    expect(toHttpError(new AppError('CONFLICT', 'Class Full'))).toEqual({
      status: 409,
      body: { error: 'Class Full', code: 'CONFLICT' },
    });
    expect(toHttpError(toTRPCError(new AppError('NOT_FOUND', 'Booking not found'))).status).toBe(404);
  });

  it('a refusal that ends carries when to try again, also through tRPC', () => {
    const locked = new AppError('TOO_MANY_REQUESTS', 'Too many failed sign-in attempts.', {
      retryAfter: 840,
    });
    const answer = {
      status: 429,
      body: { error: 'Too many failed sign-in attempts.', code: 'TOO_MANY_REQUESTS', retryAfter: 840 },
    };
    expect(toHttpError(locked)).toEqual(answer);
    expect(toHttpError(toTRPCError(locked))).toEqual(answer);
  });

  it('a refusal records no stack frames (they are never shown); a server fault keeps them', () => {
    const limit = Error.stackTraceLimit;
    const refusal = new AppError('CONFLICT', 'Class Full');
    expect(refusal.stack).toBe('AppError: Class Full');
    expect(refusal.code).toBe('CONFLICT');
    expect(new AppError('INTERNAL_SERVER_ERROR', 'Mailbox broken').stack).toMatch(/\n\s+at /);
    expect(Error.stackTraceLimit).toBe(limit);
    expect(new Error('after').stack).toMatch(/\n\s+at /);
  });

  it('maps a zod failure to 400 with the first message', () => {
    const result = z.object({ name: z.string().min(1, 'Name is required') }).safeParse({ name: '' });
    const error = new TRPCError({ code: 'BAD_REQUEST', cause: result.error });
    expect(toHttpError(error)).toEqual({
      status: 400,
      body: { error: 'Name is required', code: 'BAD_REQUEST' },
    });
  });

  it('hides the details of unexpected errors', () => {
    expect(toHttpError(new Error('db password is hunter2'))).toEqual({
      status: 500,
      body: { error: 'Internal server error', code: 'INTERNAL_SERVER_ERROR' },
    });
  });

  it('keeps Fastify client errors as 4xx', () => {
    expect(toHttpError({ statusCode: 413, code: 'FST_ERR_CTP_BODY_TOO_LARGE', message: 'x' }).status).toBe(
      413,
    );
  });
});
