import { describe, expect, it } from 'vitest';
import { REST_ROUTES, routeTable } from './rest-routes';

describe('the route table', () => {
  const table = routeTable();

  it('lists every path once', () => {
    const keys = table.map((r) => `${r.method} ${r.url}`);
    expect(keys.length).toBeGreaterThan(100);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('runs a procedure of the app router, but for the files and the link that only REST serves', () => {
    expect(table.filter((r) => r.procedure === 'REST only').map((r) => `${r.method} ${r.url}`)).toEqual([
      'GET /api/calendar/feed/:token.ics',
      'GET /api/payments/ledger.csv',
      'GET /api/reminders/unsubscribe',
      'POST /api/reminders/unsubscribe',
    ]);
  });

  it('names the procedure a path runs', () => {
    const row = table.find((r) => r.method === 'POST' && r.url === '/api/student-bookings');
    expect(row?.procedure).toBe('bookings.book');
    expect(REST_ROUTES.every((r) => typeof r.procedure === 'function')).toBe(true);
  });
});
