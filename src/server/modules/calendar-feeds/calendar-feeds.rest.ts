import { defineRest } from '../../trpc/rest';

/** The feed settings for API clients: the student's own feed and the administrator's. */
export const calendarFeedsRestRoutes = [
  defineRest({
    method: 'GET',
    url: '/api/calendar/feed',
    procedure: (c) => c.calendarFeeds.student.get,
    input: () => undefined,
  }),
  defineRest({
    method: 'POST',
    url: '/api/calendar/feed',
    procedure: (c) => c.calendarFeeds.student.enable,
    input: () => undefined,
  }),
  defineRest({
    method: 'POST',
    url: '/api/calendar/feed/regenerate',
    procedure: (c) => c.calendarFeeds.student.regenerate,
    input: () => undefined,
  }),
  defineRest({
    method: 'DELETE',
    url: '/api/calendar/feed',
    procedure: (c) => c.calendarFeeds.student.revoke,
    input: () => undefined,
  }),
  defineRest({
    method: 'GET',
    url: '/api/admin/calendar/feed',
    procedure: (c) => c.calendarFeeds.admin.get,
    input: () => undefined,
  }),
  defineRest({
    method: 'POST',
    url: '/api/admin/calendar/feed',
    procedure: (c) => c.calendarFeeds.admin.enable,
    input: () => undefined,
  }),
  defineRest({
    method: 'POST',
    url: '/api/admin/calendar/feed/regenerate',
    procedure: (c) => c.calendarFeeds.admin.regenerate,
    input: () => undefined,
  }),
  defineRest({
    method: 'DELETE',
    url: '/api/admin/calendar/feed',
    procedure: (c) => c.calendarFeeds.admin.revoke,
    input: () => undefined,
  }),
];
