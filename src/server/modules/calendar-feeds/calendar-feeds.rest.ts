import { defineRest, FileAnswer } from '../../trpc/rest';
import { calendarFeedsRouter, feedIcsProcedure } from './calendar-feeds.router';

const ICS_TYPE = 'text/calendar; charset=utf-8';

/** The feed settings for API clients: the student's own feed and the administrator's. */
export const calendarFeedsRestRoutes = [
  defineRest({
    method: 'GET',
    url: '/api/calendar/feed',
    procedure: calendarFeedsRouter.student.get,
    input: () => undefined,
  }),
  defineRest({
    method: 'POST',
    url: '/api/calendar/feed',
    procedure: calendarFeedsRouter.student.enable,
    input: () => undefined,
  }),
  defineRest({
    method: 'POST',
    url: '/api/calendar/feed/regenerate',
    procedure: calendarFeedsRouter.student.regenerate,
    input: () => undefined,
  }),
  defineRest({
    method: 'DELETE',
    url: '/api/calendar/feed',
    procedure: calendarFeedsRouter.student.revoke,
    input: () => undefined,
  }),
  defineRest({
    method: 'GET',
    url: '/api/admin/calendar/feed',
    procedure: calendarFeedsRouter.admin.get,
    input: () => undefined,
  }),
  defineRest({
    method: 'POST',
    url: '/api/admin/calendar/feed',
    procedure: calendarFeedsRouter.admin.enable,
    input: () => undefined,
  }),
  defineRest({
    method: 'POST',
    url: '/api/admin/calendar/feed/regenerate',
    procedure: calendarFeedsRouter.admin.regenerate,
    input: () => undefined,
  }),
  defineRest({
    method: 'DELETE',
    url: '/api/admin/calendar/feed',
    procedure: calendarFeedsRouter.admin.revoke,
    input: () => undefined,
  }),
  // The .ics files: the private feed by its token, and one booking for its student or an administrator.
  defineRest({
    method: 'GET',
    url: '/api/calendar/feed/:token.ics',
    procedure: feedIcsProcedure,
    input: ({ params }) => ({ token: params.token }),
    answer: (ics) =>
      new FileAnswer(ICS_TYPE, ics, {
        cache: 'private, max-age=300',
        headers: { 'x-robots-tag': 'noindex' },
      }),
  }),
  defineRest({
    method: 'GET',
    url: '/api/bookings/:id.ics',
    procedure: calendarFeedsRouter.bookingIcs,
    input: ({ params }) => ({ id: params.id }),
    answer: ({ filename, ics }) => new FileAnswer(ICS_TYPE, ics, { filename }),
  }),
];
