import { z } from 'zod';
import { ZBookingIcsInput, ZCalendarFeed, ZRevokeFeedResult } from '../../../shared/schemas/calendar-feeds';
import { AppError } from '../../errors';
import { ownLanguage } from '../../i18n/person-locale';
import type { Context } from '../../trpc/context';
import {
  adminProcedure,
  publicProcedure,
  router,
  signedInProcedure,
  studentProcedure,
} from '../../trpc/init';
import { adminFeedIcs, bookingIcs, studentFeedIcs } from './calendar-feeds.service';
import {
  enableFeed,
  type FeedDeps,
  type FeedOwner,
  feedOwnerByToken,
  readFeed,
  regenerateFeed,
  revokeFeed,
} from './feed-tokens.service';

const depsOf = (ctx: Context): FeedDeps => ({
  db: ctx.db,
  secretBox: ctx.services.secretBox,
  origin: ctx.meta.origin,
});

const studentOwner = (ctx: { student: { id: number } }): FeedOwner => ({
  kind: 'student',
  studentId: ctx.student.id,
});

const adminOwner = (ctx: { admin: { id: number }; meta: { ip: string } }): FeedOwner => ({
  kind: 'admin',
  adminId: ctx.admin.id,
  ip: ctx.meta.ip,
});

/** The signed-in student's own feed of their bookings. */
const studentFeedRouter = router({
  get: studentProcedure
    .output(ZCalendarFeed.nullable())
    .query(({ ctx }) => readFeed(depsOf(ctx), studentOwner(ctx))),
  enable: studentProcedure
    .output(ZCalendarFeed)
    .mutation(({ ctx }) => enableFeed(depsOf(ctx), studentOwner(ctx))),
  regenerate: studentProcedure
    .output(ZCalendarFeed)
    .mutation(({ ctx }) => regenerateFeed(depsOf(ctx), studentOwner(ctx))),
  revoke: studentProcedure
    .output(ZRevokeFeedResult)
    .mutation(({ ctx }) => revokeFeed(depsOf(ctx), studentOwner(ctx))),
});

/** The signed-in administrator's feed of every class. */
const adminFeedRouter = router({
  get: adminProcedure
    .output(ZCalendarFeed.nullable())
    .query(({ ctx }) => readFeed(depsOf(ctx), adminOwner(ctx))),
  enable: adminProcedure
    .output(ZCalendarFeed)
    .mutation(({ ctx }) => enableFeed(depsOf(ctx), adminOwner(ctx))),
  regenerate: adminProcedure
    .output(ZCalendarFeed)
    .mutation(({ ctx }) => regenerateFeed(depsOf(ctx), adminOwner(ctx))),
  revoke: adminProcedure
    .output(ZRevokeFeedResult)
    .mutation(({ ctx }) => revokeFeed(depsOf(ctx), adminOwner(ctx))),
});

export const calendarFeedsRouter = router({
  student: studentFeedRouter,
  admin: adminFeedRouter,
  /** One booking as an .ics file (GET /api/bookings/:id.ics): a student's own, any for an administrator. */
  bookingIcs: signedInProcedure
    .input(ZBookingIcsInput)
    .output(z.object({ filename: z.string(), ics: z.string() }))
    .query(async ({ ctx, input }) =>
      bookingIcs(ctx.db, ctx.viewer, input.id, ctx.meta.origin, await ownLanguage(ctx)),
    ),
});

/** Longer than any token we issue (32 base32 characters); anything longer is not one of ours. */
const MAX_TOKEN_LENGTH = 100;

/**
 * The private feed (GET /api/calendar/feed/:token.ics): the token is the only key, no session. A file,
 * so it is served by REST only.
 */
export const feedIcsProcedure = publicProcedure
  .input(z.object({ token: z.string() }))
  .query(async ({ ctx, input }) => {
    const owner = input.token.length <= MAX_TOKEN_LENGTH ? await feedOwnerByToken(ctx.db, input.token) : null;
    if (!owner) throw new AppError('NOT_FOUND', 'Calendar feed not found');
    // In the owner's language, whoever fetches it (a calendar app sends no useful Accept-Language).
    return owner.kind === 'student'
      ? studentFeedIcs(ctx.db, owner.studentId, ctx.meta.origin, undefined, owner.language)
      : adminFeedIcs(ctx.db, ctx.meta.origin, undefined, owner.language);
  });
