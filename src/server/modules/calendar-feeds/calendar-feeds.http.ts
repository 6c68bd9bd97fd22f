import type { FastifyInstance } from 'fastify';
import { appRouter } from '../../app-router';
import { toHttpError } from '../../errors';
import { createContext } from '../../trpc/context';
import { createCallerFactory } from '../../trpc/init';
import type { Services } from '../../trpc/services';
import { adminFeedIcs, studentFeedIcs } from './calendar-feeds.service';
import { feedOwnerByToken } from './feed-tokens.service';

const createCaller = createCallerFactory(appRouter);
const ICS_TYPE = 'text/calendar; charset=utf-8';
/** Longer than any token we issue (32 base32 characters); anything longer is not one of ours. */
const MAX_TOKEN_LENGTH = 100;

/**
 * The .ics answers, which are files rather than JSON: the private feed (the token is the only key;
 * no session) and one booking's event for the signed-in student or an administrator.
 */
export function registerCalendarFiles(app: FastifyInstance, services: Services): void {
  app.get<{ Params: { token: string } }>('/api/calendar/feed/:token.ics', async (req, reply) => {
    try {
      const { token } = req.params;
      const ctx = createContext(services, req, reply);
      const owner = token.length <= MAX_TOKEN_LENGTH ? await feedOwnerByToken(ctx.db, token) : null;
      if (!owner) return reply.status(404).send({ error: 'Calendar feed not found', code: 'NOT_FOUND' });
      const ics =
        owner.kind === 'student'
          ? await studentFeedIcs(ctx.db, owner.studentId, ctx.meta.origin)
          : await adminFeedIcs(ctx.db, ctx.meta.origin);
      return reply
        .header('content-type', ICS_TYPE)
        .header('cache-control', 'private, max-age=300')
        .header('x-robots-tag', 'noindex')
        .send(ics);
    } catch (error) {
      const { status, body } = toHttpError(error);
      if (status >= 500) req.log.error({ err: error }, 'calendar feed failed');
      return reply.status(status).send(body);
    }
  });

  app.get<{ Params: { id: string } }>('/api/bookings/:id.ics', async (req, reply) => {
    try {
      const caller = createCaller(createContext(services, req, reply));
      const { filename, ics } = await caller.calendarFeeds.bookingIcs({
        id: req.params.id as unknown as number,
      });
      return reply
        .header('content-type', ICS_TYPE)
        .header('content-disposition', `attachment; filename="${filename}"`)
        .header('cache-control', 'no-store')
        .send(ics);
    } catch (error) {
      const { status, body } = toHttpError(error);
      if (status >= 500) req.log.error({ err: error }, 'booking .ics failed');
      return reply.status(status).send(body);
    }
  });
}
