import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '../../src/shared/dates';
import { ZBooking } from '../../src/shared/schemas/bookings';
import { classIn } from '../factories/bookings';
import { browserAt } from '../factories/browsers';
import { insertClassType, studioToday, trpc } from '../factories/classes';
import { createStudent } from '../factories/people';
import { setUpTestApp, signInAdminAndStudent } from '../setup/test-app-lifecycle';

const t = setUpTestApp();
const { admin, student: me } = signInAdminAndStudent(t, {
  name: 'Mia Lister',
  email: `mia-${Date.now()}@example.com`,
});
let other: Awaited<ReturnType<typeof createStudent>>;
const ids: Record<string, number> = {};

/** Four bookings: two of mine (one cancelled), two of another student's, in three classes. */
beforeAll(async () => {
  other = await createStudent(db(), { name: 'Oscar 100%_Other' });
  const yoga = await insertClassType(db(), { name: 'Yoga Flow' });
  const pilates = await insertClassType(db(), { name: 'Pilates' });
  const soon = await classIn(db(), yoga.id, 48);
  const later = await classIn(db(), pilates.id, 24 * 9);
  const custom = await classIn(db(), yoga.id, 24 * 5, { customName: 'Sunrise Special' });
  ids.soon = soon.id;
  ids.later = later.id;
  ids.custom = custom.id;
  const book = async (studentId: number, classInstanceId: number) => {
    const res = await admin().browser.post('/api/student-bookings', { studentId, classInstanceId });
    expect(res.status).toBe(201);
    return res.body.id as number;
  };
  ids.mineSoon = await book(me().student.id, soon.id);
  ids.mineLater = await book(me().student.id, later.id);
  ids.otherSoon = await book(other.id, soon.id);
  ids.otherCustom = await book(other.id, custom.id);
  await admin().browser.put(`/api/admin/bookings/${ids.mineLater}/cancel`, { reason: 'Changed plans' });
});

const db = t.db;
const idsOf = (list: { id: number }[]) => list.map((b) => b.id);

describe('a student’s own bookings', () => {
  it('GET /api/student-bookings?studentId=own and without studentId: theirs only, newest class first', async () => {
    for (const path of [`/api/student-bookings?studentId=${me().student.id}`, '/api/student-bookings']) {
      const res = await me().browser.get(path);
      expect(res.status).toBe(200);
      expect(idsOf(res.body)).toEqual([ids.mineLater, ids.mineSoon]);
      for (const b of res.body) expect(ZBooking.parse(b)).toEqual(b);
    }
    const mine = (await me().browser.get('/api/student-bookings')).body;
    expect(mine[0]).toMatchObject({
      bookingStatus: 'cancelled',
      cancellationReason: 'Changed plans',
      cancelledBy: 'admin',
      className: 'Pilates',
      canCancel: false,
    });
    expect(mine[1]).toMatchObject({ bookingStatus: 'confirmed', className: 'Yoga Flow', canCancel: true });
    const viaStudentsPath = await me().browser.get(`/api/students/${me().student.id}/bookings`);
    expect(idsOf(viaStudentsPath.body)).toEqual([ids.mineLater, ids.mineSoon]);
    const viaTrpc = await trpc(me().browser, 'bookings.list', { status: 'active' }, 'query');
    expect(idsOf(viaTrpc.data)).toEqual([ids.mineSoon]);
  });

  it('another student’s id: 404 "Student not found", their bookings never shown', async () => {
    for (const path of [
      `/api/student-bookings?studentId=${other.id}`,
      `/api/students/${other.id}/bookings`,
    ]) {
      const res = await me().browser.get(path);
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ error: 'Student not found', code: 'NOT_FOUND' });
    }
  });

  it('admin-only lists are 403 for a student; everything is 401 without a session', async () => {
    for (const path of [
      '/api/student-bookings/all',
      '/api/admin/bookings',
      `/api/student-bookings/class-instance/${ids.soon}`,
    ]) {
      expect((await me().browser.get(path)).status).toBe(403);
      expect((await browserAt(t.app()).get(path)).status).toBe(401);
    }
    for (const path of ['/api/student-bookings', `/api/students/${me().student.id}/bookings`]) {
      expect((await browserAt(t.app()).get(path)).status).toBe(401);
    }
  });
});

describe('Booking Management (administrator)', () => {
  it('all bookings, newest class first, from each of the three paths', async () => {
    for (const path of ['/api/student-bookings', '/api/student-bookings/all', '/api/admin/bookings']) {
      const res = await admin().browser.get(path);
      expect(res.status).toBe(200);
      expect(idsOf(res.body)).toEqual([ids.mineLater, ids.otherCustom, ids.otherSoon, ids.mineSoon]);
    }
    const [row] = (await admin().browser.get(`/api/admin/bookings?search=sunrise`)).body;
    expect(row).toMatchObject({
      id: ids.otherCustom,
      className: 'Sunrise Special',
      classTypeName: 'Yoga Flow',
      studentName: 'Oscar 100%_Other',
      studentEmail: other.email,
      studentPhone: other.phone,
      student: { name: 'Oscar 100%_Other', email: other.email, phone: other.phone },
      price: '20.00',
      location: 'Studio B',
    });
  });

  it('filters All / Active / Cancelled and by student; search by name, e-mail or class, wildcards literal', async () => {
    const get = async (query: string) =>
      idsOf((await admin().browser.get(`/api/admin/bookings?${query}`)).body);
    expect(await get('status=active')).toEqual([ids.otherCustom, ids.otherSoon, ids.mineSoon]);
    expect(await get('status=cancelled')).toEqual([ids.mineLater]);
    expect(await get('status=all')).toHaveLength(4);
    expect(await get(`studentId=${other.id}`)).toEqual([ids.otherCustom, ids.otherSoon]);
    expect(await get('search=mia%20lister')).toEqual([ids.mineLater, ids.mineSoon]);
    expect(await get(`search=${encodeURIComponent(me().student.email.toUpperCase())}`)).toEqual([
      ids.mineLater,
      ids.mineSoon,
    ]);
    expect(await get('search=pilates')).toEqual([ids.mineLater]);
    expect(await get('search=100%25_')).toEqual([ids.otherCustom, ids.otherSoon]);
    expect(await get('search=%25')).toEqual([ids.otherCustom, ids.otherSoon]);
    expect(await get('search=nobody-at-all')).toEqual([]);
    expect(await get('limit=2')).toEqual([ids.mineLater, ids.otherCustom]);
    expect(await get('limit=2&offset=2')).toEqual([ids.otherSoon, ids.mineSoon]);
    const viaTrpc = await trpc(admin().browser, 'bookings.all', { status: 'cancelled' }, 'query');
    expect(idsOf(viaTrpc.data)).toEqual([ids.mineLater]);
  });

  it('bad list input is a 400 with a clear message', async () => {
    const cases: [string, string][] = [
      ['status=gone', 'status must be all, active or cancelled'],
      ['limit=0', 'limit must be at least 1'],
      ['limit=100000', 'limit cannot exceed 2000'],
      ['offset=-1', 'offset cannot be negative'],
      ['studentId=x', 'Invalid id'],
      [`search=${'a'.repeat(201)}`, 'search must be at most 200 characters'],
    ];
    for (const [query, error] of cases) {
      const res = await admin().browser.get(`/api/admin/bookings?${query}`);
      expect({ query, status: res.status, error: res.body.error }).toEqual({ query, status: 400, error });
    }
  });

  it('a class’s confirmed bookings, in booking order; an unknown class is 404', async () => {
    const res = await admin().browser.get(`/api/student-bookings/class-instance/${ids.soon}`);
    expect(res.status).toBe(200);
    expect(idsOf(res.body)).toEqual([ids.mineSoon, ids.otherSoon]);
    const cancelledOnly = await admin().browser.get(`/api/student-bookings/class-instance/${ids.later}`);
    expect(cancelledOnly.body).toEqual([]);
    const missing = await admin().browser.get('/api/student-bookings/class-instance/999999');
    expect(missing).toMatchObject({ status: 404, body: { error: 'Class instance not found' } });
    const viaTrpc = await trpc(admin().browser, 'bookings.forInstance', { id: ids.soon }, 'query');
    expect(idsOf(viaTrpc.data)).toEqual([ids.mineSoon, ids.otherSoon]);
  });

  it('a student’s bookings through /api/students/{id}/bookings', async () => {
    const res = await admin().browser.get(`/api/students/${other.id}/bookings`);
    expect(idsOf(res.body)).toEqual([ids.otherCustom, ids.otherSoon]);
  });
});

describe('booking policy', () => {
  it('defaults for anyone signed in; 401 without a session', async () => {
    const expected = {
      paymentMode: 'invoice',
      prepaymentRequired: false,
      cancellationDeadlineHours: 24,
      paymentDueDays: 10,
      advanceBookingDays: 30,
      waitlistCloseHours: 2,
      lastBookableDate: addDays(studioToday(), 30),
    };
    expect((await trpc(me().browser, 'bookings.policy', undefined, 'query')).data).toEqual(expected);
    expect((await trpc(admin().browser, 'bookings.policy', undefined, 'query')).data).toEqual(expected);
    expect((await trpc(browserAt(t.app()), 'bookings.policy', undefined, 'query')).status).toBe(401);
  });
});

describe('attendance on the booking lists', () => {
  it('a checked-in booking carries its mark (null until marked), for the student and the administrator', async () => {
    const mine = await me().browser.get('/api/student-bookings');
    expect(mine.body.find((b: { id: number }) => b.id === ids.mineSoon).attendance).toBeNull();
    await db().execute(sql`update bookings set attendance = 'no_show' where id = ${ids.mineSoon}`);
    const again = await me().browser.get('/api/student-bookings');
    expect(again.body.find((b: { id: number }) => b.id === ids.mineSoon).attendance).toBe('no_show');
    const all = await admin().browser.get(`/api/student-bookings/class-instance/${ids.soon}`);
    expect(
      all.body.map((b: { id: number; attendance: string | null }) => [b.id, b.attendance]).sort(),
    ).toEqual(
      [
        [ids.mineSoon, 'no_show'],
        [ids.otherSoon, null],
      ].sort(),
    );
    await db().execute(sql`update bookings set attendance = null where id = ${ids.mineSoon}`);
  });
});
