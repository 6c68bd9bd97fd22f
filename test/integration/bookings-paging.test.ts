/**
 * Booking Management paged on the server (bookings.page): the total and disjoint pages, every sort
 * field both ways with a stable tie-breaker, filters with paging, bad input and who may ask.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { bookings } from '../../src/server/db/schema';
import { addDays } from '../../src/shared/dates';
import {
  BOOKING_SORT_FIELDS,
  type TBookingPageInput,
  type TBookingSort,
  ZBookingPage,
} from '../../src/shared/schemas/bookings';
import { browserAt } from '../factories/browsers';
import { insertClassType, insertInstance, studioToday, trpc } from '../factories/classes';
import { insertStudentsWithSessions } from '../factories/sessions';
import { setUpTestApp, signInAdminAndStudent } from '../setup/test-app-lifecycle';

const t = setUpTestApp();
// The two signed-in people come first: the student has no bookings, the admin is not a student.
const { admin, student: me } = signInAdminAndStudent(t, { name: 'Zed Outsider' });

/** What the expected orders are computed from: one entry per booking inserted. */
interface Made {
  id: number;
  classDate: string;
  startTime: string;
  studentName: string;
  className: string;
  price: number;
  status: string;
  bookedAt: number;
}
let made: Made[] = [];

const STUDENTS = 10;
/** Two classes per day share a start time, so the class-date order needs the id to break ties. */
const CLASSES = [
  { day: 3, start: '09:00', name: 'Morning Flow d' },
  { day: 3, start: '09:00', name: 'Evening Pilates b' },
  { day: 1, start: '18:00', name: 'Morning Flow a' },
  { day: 1, start: '07:30', name: 'Evening Pilates d' },
  { day: 2, start: '12:00', name: 'Morning Flow c' },
  { day: 5, start: '12:00', name: 'Evening Pilates a' },
  { day: 4, start: '08:15', name: 'Morning Flow b' },
  { day: 4, start: '08:15', name: 'Evening Pilates c' },
];

/** 80 bookings (10 students × 8 classes) with repeated prices, booking times and statuses. */
beforeAll(async () => {
  const people = await insertStudentsWithSessions(db(), STUDENTS, 'Pager');
  const type = await insertClassType(db(), { name: 'Paging Type' });
  const today = studioToday();
  const instances: Awaited<ReturnType<typeof insertInstance>>[] = [];
  for (const c of CLASSES) {
    instances.push(
      await insertInstance(db(), type.id, {
        classDate: addDays(today, c.day),
        startTime: c.start,
        endTime: '23:30',
        customName: c.name,
        maxStudents: 50,
      }),
    );
  }
  const base = Date.parse('2026-01-01T00:00:00Z');
  const values = [];
  let i = 0;
  for (const { student } of people) {
    for (const instance of instances) {
      const status = i % 5 === 0 ? 'cancelled' : i % 7 === 3 ? 'pending' : 'confirmed';
      values.push({
        studentId: student.id,
        classInstanceId: instance.id,
        status: status as 'cancelled' | 'pending' | 'confirmed',
        priceCents: ((i * 7) % 5) * 500 + 1000,
        bookedAt: new Date(base + ((i * 13) % 20) * 60_000),
        cancelledAt: status === 'cancelled' ? new Date(base + 86_400_000) : null,
        cancelledBy: status === 'cancelled' ? ('admin' as const) : null,
      });
      i++;
    }
  }
  const inserted = await db().insert(bookings).values(values).returning();
  made = inserted.map((b) => {
    const instance = instances.find((x) => x.id === b.classInstanceId)!;
    const student = people.find((p) => p.student.id === b.studentId)!.student;
    return {
      id: b.id,
      classDate: instance.classDate,
      startTime: instance.startTime.slice(0, 5),
      studentName: student.name,
      className: instance.customName!,
      price: b.priceCents,
      status: b.status,
      bookedAt: b.bookedAt.getTime(),
    };
  });
});

const db = t.db;

const cmp = (a: string | number, b: string | number) => (a < b ? -1 : a > b ? 1 : 0);
/** Latest class first, then latest start, then newest id: the default order and every tie-breaker. */
const newestClassFirst = (a: Made, b: Made) =>
  cmp(b.classDate, a.classDate) || cmp(b.startTime, a.startTime) || b.id - a.id;

function expectedIds(list: Made[], sort?: TBookingSort): number[] {
  const sorted = [...list].sort((a, b) => {
    if (!sort) return newestClassFirst(a, b);
    const dir = sort.direction === 'asc' ? 1 : -1;
    if (sort.field === 'classDate') {
      return dir * (cmp(a.classDate, b.classDate) || cmp(a.startTime, b.startTime) || a.id - b.id);
    }
    return dir * cmp(a[sort.field], b[sort.field]) || newestClassFirst(a, b);
  });
  return sorted.map((b) => b.id);
}

async function page(input: TBookingPageInput, who = admin().browser) {
  const res = await trpc(who, 'bookings.page', input, 'query');
  expect(res.error).toBeUndefined();
  expect(res.status).toBe(200);
  return ZBookingPage.parse(res.data);
}

/** Every page of 25 until the total is reached; the pages must tile the result exactly. */
async function allPages(input: Omit<TBookingPageInput, 'page' | 'pageSize'>) {
  const ids: number[] = [];
  const first = await page({ ...input, page: 0, pageSize: 25 });
  ids.push(...first.rows.map((r) => r.id));
  for (let p = 1; p * 25 < first.total; p++) {
    const next = await page({ ...input, page: p, pageSize: 25 });
    expect(next.total).toBe(first.total);
    ids.push(...next.rows.map((r) => r.id));
  }
  expect(ids).toHaveLength(first.total);
  expect(new Set(ids).size).toBe(ids.length);
  return ids;
}

describe('bookings.page', () => {
  it('counts every booking and splits them into disjoint pages of 25 that cover all, newest class first', async () => {
    // The fixture must repeat every sort key, or no tie-breaker below is ever exercised.
    for (const key of BOOKING_SORT_FIELDS) {
      expect(new Set(made.map((b) => b[key])).size, key).toBeLessThan(made.length);
    }
    const p0 = await page({});
    expect({ page: p0.page, pageSize: p0.pageSize, total: p0.total, rows: p0.rows.length }).toEqual({
      page: 0,
      pageSize: 25,
      total: 80,
      rows: 25,
    });
    const p1 = await page({ page: 1 });
    const p2 = await page({ page: 2 });
    const p3 = await page({ page: 3 });
    expect([p1.rows.length, p2.rows.length, p3.rows.length]).toEqual([25, 25, 5]);
    const ids = [p0, p1, p2, p3].flatMap((p) => p.rows.map((r) => r.id));
    expect(new Set(ids).size).toBe(80);
    expect(ids).toEqual(expectedIds(made));
    // The explicit default sort is the same order.
    expect(await allPages({ sort: { field: 'classDate', direction: 'desc' } })).toEqual(expectedIds(made));
  });

  it('a page past the end is empty but still tells the total; 50 and 100 per page', async () => {
    expect(await page({ page: 4 })).toEqual({ rows: [], total: 80, page: 4, pageSize: 25 });
    expect(await page({ page: 9, search: 'nobody-at-all' })).toEqual({
      rows: [],
      total: 0,
      page: 9,
      pageSize: 25,
    });
    const fifty = await page({ page: 1, pageSize: 50 });
    expect(fifty.rows.map((r) => r.id)).toEqual(expectedIds(made).slice(50, 80));
    const hundred = await page({ pageSize: 100 });
    expect(hundred.rows.map((r) => r.id)).toEqual(expectedIds(made));
  });

  it('each sort field, ascending and descending, with ties broken the same way on every page', async () => {
    for (const field of BOOKING_SORT_FIELDS) {
      for (const direction of ['asc', 'desc'] as const) {
        const sort = { field, direction };
        expect({ sort, ids: await allPages({ sort }) }).toEqual({ sort, ids: expectedIds(made, sort) });
      }
    }
    // The rows carry what was sorted on.
    const cheapest = await page({ sort: { field: 'price', direction: 'asc' }, pageSize: 25 });
    expect(cheapest.rows[0]!.price).toBe('10.00');
    const byName = await page({ sort: { field: 'studentName', direction: 'desc' } });
    expect(byName.rows[0]!.studentName).toBe('Pager 009');
  });

  it('search and status filters combine with paging and sorting', async () => {
    const flowActive = made.filter((b) => b.className.includes('Flow') && b.status === 'confirmed');
    expect(flowActive.length).toBeGreaterThan(25);
    const sort = { field: 'studentName', direction: 'asc' } as const;
    const ids = await allPages({ search: 'flow', status: 'active', sort });
    expect(ids).toEqual(expectedIds(flowActive, sort));
    const second = await page({ search: 'FLOW', status: 'active', sort, page: 1 });
    expect(second.total).toBe(flowActive.length);
    expect(second.rows.map((r) => r.id)).toEqual(expectedIds(flowActive, sort).slice(25));

    const cancelled = made.filter((b) => b.status === 'cancelled');
    expect(await allPages({ status: 'cancelled' })).toEqual(expectedIds(cancelled));
    const oneStudent = made.filter((b) => b.studentName === 'Pager 003');
    const res = await page({
      search: 'pager 003',
      status: 'all',
      sort: { field: 'bookedAt', direction: 'desc' },
    });
    expect(res.total).toBe(8);
    expect(res.rows.map((r) => r.id)).toEqual(
      expectedIds(oneStudent, { field: 'bookedAt', direction: 'desc' }),
    );
    const active = await page({ search: 'pager 003', status: 'active' });
    expect(active.rows.map((r) => r.id)).toEqual(
      expectedIds(oneStudent.filter((b) => b.status === 'confirmed')),
    );
  });

  it('bad input is a 400 with a clear message; a sort field is never taken as SQL', async () => {
    const cases: [unknown, string][] = [
      [{ sort: { field: 'id', direction: 'asc' } }, 'sort.field must be one of'],
      [
        { sort: { field: 'studentName; drop table bookings', direction: 'asc' } },
        'sort.field must be one of',
      ],
      [{ sort: { field: 'price', direction: 'sideways' } }, 'sort.direction must be asc or desc'],
      [{ pageSize: 10 }, 'pageSize must be one of 25, 50, 100'],
      [{ pageSize: 2000 }, 'pageSize must be one of 25, 50, 100'],
      [{ page: -1 }, 'page cannot be negative'],
      [{ page: 1.5 }, 'page must be a whole number'],
      [{ page: 10_000_000 }, 'page is too large'],
      [{ status: 'gone' }, 'status must be all, active or cancelled'],
      [{ search: 'a'.repeat(201) }, 'search must be at most 200 characters'],
    ];
    for (const [input, error] of cases) {
      const res = await trpc(admin().browser, 'bookings.page', input, 'query');
      expect({ input, status: res.status }).toEqual({ input, status: 400 });
      expect(res.error).toContain(error);
    }
    expect(await page({})).toMatchObject({ total: 80 });
  });

  it('administrators only: 403 for a student, 401 without a session', async () => {
    expect((await trpc(me().browser, 'bookings.page', {}, 'query')).status).toBe(403);
    expect((await trpc(browserAt(t.app()), 'bookings.page', {}, 'query')).status).toBe(401);
  });
});
