/**
 * The calendar window's materialisation marker and ETag (issue 15 §1, decision 018): a window read twice
 * materialises once, a schedule written after the marker still shows its classes, and the ETag changes
 * with everything the answer shows (a booking, its cancellation, an edit, a cancelled class, a schedule
 * or class type change) and answers 304 while nothing did.
 */
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/server/app';
import { loadConfig } from '../../src/server/config';
import { type Database, openDatabase } from '../../src/server/db/client';
import { ADMIN_COOKIE } from '../../src/server/trpc/context';
import { createServices } from '../../src/server/trpc/services';
import { addDays, dayOfWeek } from '../../src/shared/dates';
import { browserAt } from '../factories/browsers';
import {
  insertClassType,
  insertSchedule,
  rows,
  signedInStudent,
  studioToday,
  trpc,
} from '../factories/classes';
import { createStudent } from '../factories/people';
import { TestClient } from '../setup/http';
import { databaseUrl } from '../setup/postgres';
import { TEST_APP_SECRET } from '../setup/test-app';
import { setUpTestApp, signInAdmin } from '../setup/test-app-lifecycle';

const t = setUpTestApp();
const { admin } = signInAdmin(t);
const db = t.db;
const today = studioToday();

/** Far enough ahead that only reading the window (not creating a schedule) materialises it. */
let nextWindow = 0;
function farWindow() {
  const startDate = addDays(today, 200 + 40 * nextWindow++);
  return { startDate, endDate: addDays(startDate, 27) };
}
const windowPath = (w: { startDate: string; endDate: string }) =>
  `/api/class-instances?startDate=${w.startDate}&endDate=${w.endDate}`;

interface Listed {
  id: number;
  classScheduleId: number | null;
  classDate: string;
  enrollmentCount: number;
}
const classesOf = (body: Listed[], scheduleId: number) =>
  body.filter((i) => i.classScheduleId === scheduleId);

async function markersFor(w: { startDate: string; endDate: string }) {
  return rows<{ fingerprint: string }>(
    db(),
    sql`select fingerprint from class_materialised_windows
        where from_date = ${w.startDate}::date and to_date = ${w.endDate}::date`,
  );
}

describe('the materialisation marker', () => {
  it('a window read twice materialises once: the second read leaves a removed class removed', async () => {
    const type = await insertClassType(db());
    const s = await insertSchedule(db(), type.id, { dayOfWeek: 3 });
    const w = farWindow();
    const first = await admin().browser.get(windowPath(w));
    expect(first.status).toBe(200);
    const mine = classesOf(first.body, s.id);
    expect(mine).toHaveLength(4);
    expect(await markersFor(w)).toHaveLength(1);

    // Had the second read run the materialise statement, it would have put this class back.
    await db().execute(sql`delete from class_instances where id = ${mine[0]!.id}`);
    const second = await admin().browser.get(windowPath(w));
    expect(classesOf(second.body, s.id)).toHaveLength(3);
    expect(await markersFor(w)).toHaveLength(1);
    // A window inside a marked one is covered by it.
    const inner = { startDate: addDays(w.startDate, 7), endDate: addDays(w.startDate, 13) };
    const innerRead = await admin().browser.get(windowPath(inner));
    expect(innerRead.status).toBe(200);
    expect(await markersFor(inner)).toHaveLength(0);
  });

  it('a schedule created or moved after the marker still shows its classes', async () => {
    const type = await insertClassType(db(), { name: 'Marker Pilates' });
    const w = farWindow();
    expect((await admin().browser.get(windowPath(w))).status).toBe(200);
    expect(await markersFor(w)).toHaveLength(1);

    const created = await admin().browser.post('/api/class-schedules', {
      classTypeId: type.id,
      dayOfWeek: dayOfWeek(w.startDate),
      startTime: '18:00',
      endTime: '19:00',
      location: 'Studio M',
      maxStudents: 10,
      isRecurring: true,
      isActive: true,
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const after = await admin().browser.get(windowPath(w));
    expect(classesOf(after.body, created.body.id)).toHaveLength(4);
    expect(classesOf(after.body, created.body.id)[0]).toMatchObject({ name: 'Marker Pilates' });

    const moved = await admin().browser.put(`/api/class-schedules/${created.body.id}`, {
      dayOfWeek: dayOfWeek(addDays(w.startDate, 1)),
    });
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    const again = await admin().browser.get(windowPath(w));
    const dates = classesOf(again.body, created.body.id).map((i: { classDate: string }) => i.classDate);
    expect(dates).toContain(addDays(w.startDate, 1));
  });

  it('a class type made active again after the marker shows its classes; a new timezone materialises again', async () => {
    const type = await insertClassType(db(), { name: 'Dormant', isActive: false });
    const s = await insertSchedule(db(), type.id, { dayOfWeek: 5 });
    const w = farWindow();
    expect(classesOf((await admin().browser.get(windowPath(w))).body, s.id)).toHaveLength(0);
    const revived = await admin().browser.put(`/api/class-types/${type.id}`, { isActive: true });
    expect(revived.status, JSON.stringify(revived.body)).toBe(200);
    // Reactivation starts the schedules from today: a window ahead fills in.
    expect(classesOf((await admin().browser.get(windowPath(w))).body, s.id)).toHaveLength(4);

    // A new timezone is a change materialisation reads: the next read materialises again.
    const [first] = classesOf((await admin().browser.get(windowPath(w))).body, s.id);
    await db().execute(sql`delete from class_instances where id = ${first!.id}`);
    expect(classesOf((await admin().browser.get(windowPath(w))).body, s.id)).toHaveLength(3);
    const saved = await admin().browser.post('/api/settings/bulk', [
      { key: 'timezone', value: 'America/Toronto' },
    ]);
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(classesOf((await admin().browser.get(windowPath(w))).body, s.id)).toHaveLength(4);
    expect(await markersFor(w)).toHaveLength(1);
    await admin().browser.post('/api/settings/bulk', [{ key: 'timezone', value: 'America/Vancouver' }]);
  });
});

describe('the ETag of GET /api/class-instances', () => {
  async function tagOf(browser: TestClient, w: { startDate: string; endDate: string }) {
    const res = await browser.get(windowPath(w));
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-cache');
    const tag = res.headers.etag as string;
    expect(tag).toMatch(/^"[as]-[0-9a-f]{32}"$/);
    const unchanged = await browser.get(windowPath(w), { 'if-none-match': tag });
    expect(unchanged.status).toBe(304);
    expect(unchanged.body).toBeUndefined();
    expect(unchanged.headers.etag).toBe(tag);
    return tag;
  }

  it('answers 304 while nothing changed, and changes with each change the answer shows', async () => {
    const type = await insertClassType(db(), { name: 'Tagged Yoga' });
    const s = await insertSchedule(db(), type.id, { dayOfWeek: dayOfWeek(addDays(today, 2)) });
    const w = { startDate: today, endDate: addDays(today, 13) };
    const seen = new Set<string>();
    const expectNew = async (what: string) => {
      const tag = await tagOf(admin().browser, w);
      expect(seen.has(tag), `${what} changes the ETag`).toBe(false);
      seen.add(tag);
    };
    await expectNew('the first read');
    expect(await tagOf(admin().browser, w)).toBe([...seen][0]);

    const list = await admin().browser.get(windowPath(w));
    const cls = classesOf(list.body, s.id)[0]!;
    const student = await createStudent(db());
    const booked = await trpc(
      admin().browser,
      'classes.registerStudent',
      { classInstanceId: cls.id, studentId: student.id },
      'mutation',
    );
    expect(booked.status, booked.error).toBe(200);
    await expectNew('a booking');
    const counted = classesOf((await admin().browser.get(windowPath(w))).body, s.id)[0]!;
    expect(counted.enrollmentCount).toBe(1);

    const cancelled = await admin().browser.put(`/api/student-bookings/${booked.data.bookingId}/cancel`, {
      reason: 'Changed plans',
      refundable: false,
    });
    expect(cancelled.status, JSON.stringify(cancelled.body)).toBe(200);
    await expectNew('a cancelled booking');

    const edited = await admin().browser.put(`/api/class-instances/${cls.id}`, { maxStudents: 7 });
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    await expectNew('an edited class');

    const renamed = await admin().browser.request('PATCH', `/api/class-schedules/${s.id}/name`, {
      customName: 'Renamed Flow',
    });
    expect(renamed.status, JSON.stringify(renamed.body)).toBe(200);
    await expectNew('a renamed schedule');

    const retyped = await admin().browser.put(`/api/class-types/${type.id}`, { description: 'New words' });
    expect(retyped.status, JSON.stringify(retyped.body)).toBe(200);
    await expectNew('a class type’s new description');

    const off = await admin().browser.post(`/api/class-instances/${cls.id}/cancel`, {
      reason: 'Teacher away',
      notifyStudents: false,
      issueCredits: false,
    });
    expect(off.status, JSON.stringify(off.body)).toBe(200);
    await expectNew('a cancelled class');

    const other = await admin().browser.post('/api/class-schedules', {
      classTypeId: type.id,
      dayOfWeek: dayOfWeek(addDays(today, 3)),
      startTime: '06:00',
      endTime: '07:00',
      location: 'Studio T',
      maxStudents: 5,
      isRecurring: true,
      isActive: true,
    });
    expect(other.status, JSON.stringify(other.body)).toBe(201);
    await expectNew('a new schedule');

    const { browser } = await signedInStudent(t.app(), db());
    const studentTag = await tagOf(browser, w);
    expect(seen.has(studentTag), 'a student’s answer has its own tag').toBe(false);
  });

  it('a window read again is the same answer until anything in it changes, even by a direct write', async () => {
    const type = await insertClassType(db(), { name: 'Cached Pilates' });
    const s = await insertSchedule(db(), type.id, { dayOfWeek: dayOfWeek(addDays(today, 4)) });
    const w = { startDate: today, endDate: addDays(today, 13) };
    type Window = { instances: (Listed & { location: string | null; maxStudents: number })[] };
    const read = async (browser = admin().browser) => {
      const res = await trpc(browser, 'classes.listInstances', w, 'query');
      expect(res.status, res.error).toBe(200);
      return classesOf((res.data as Window).instances, s.id)[0] as Window['instances'][number];
    };
    const first = await read();
    expect(await read()).toEqual(first);

    const student = await createStudent(db());
    const booked = await trpc(
      admin().browser,
      'classes.registerStudent',
      { classInstanceId: first.id, studentId: student.id },
      'mutation',
    );
    expect(booked.status, booked.error).toBe(200);
    expect((await read()).enrollmentCount).toBe(1);

    // Written behind the app's back (another tool, a restore): the class's version still moves.
    await db().execute(
      sql`update class_instances set location = 'Garden', max_students = 3 where id = ${first.id}`,
    );
    expect(await read()).toMatchObject({ location: 'Garden', maxStudents: 3, enrollmentCount: 1 });
    await db().execute(
      sql`update bookings set status = 'cancelled', cancelled_at = now() where id = ${booked.data.bookingId}`,
    );
    expect((await read()).enrollmentCount).toBe(0);
    // Bookings added and removed in bulk (one statement each) move their class's version once.
    const others = await Promise.all([createStudent(db()), createStudent(db())]);
    await db().execute(sql`insert into bookings (student_id, class_instance_id, status, price_cents)
      values (${others[0]!.id}, ${first.id}, 'confirmed', 0), (${others[1]!.id}, ${first.id}, 'confirmed', 0)`);
    expect((await read()).enrollmentCount).toBe(2);
    await db().execute(sql`delete from bookings where student_id = ${others[0]!.id}`);
    expect((await read()).enrollmentCount).toBe(1);

    // A student's answer is kept apart from the administrator's: a hidden schedule's classes stay hidden.
    await db().execute(sql`update class_schedules set is_active = false where id = ${s.id}`);
    const { browser } = await signedInStudent(t.app(), db());
    expect(await read(browser)).toBeUndefined();
    expect(await read()).toMatchObject({ id: first.id });
  });

  it('the body kept by its tag, plain or compressed, is the fresh one after every change (decision 022)', async () => {
    const type = await insertClassType(db(), { name: 'Kept Barre' });
    const s = await insertSchedule(db(), type.id, { dayOfWeek: dayOfWeek(addDays(today, 2)) });
    const w = { startDate: today, endDate: addDays(today, 8) };
    const cookie = `${ADMIN_COOKIE}=${admin().browser.cookies.get(ADMIN_COOKIE)}`;
    const get = async (encoding: string) => {
      const res = await t.app().inject({
        method: 'GET',
        url: windowPath(w),
        headers: { cookie, 'accept-encoding': encoding },
      });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/^application\/json/);
      const raw = res.rawPayload;
      const text = (
        encoding === 'br' ? brotliDecompressSync(raw) : encoding === 'gzip' ? gunzipSync(raw) : raw
      ).toString();
      expect(res.headers['content-encoding']).toBe(encoding === 'identity' ? undefined : encoding);
      type Row = { id: number; location: string | null; classSchedule: { id: number } | null };
      const mine = (JSON.parse(text) as Row[]).filter((c) => c.classSchedule?.id === s.id);
      return { raw, text, mine, tag: res.headers.etag };
    };

    const plain = await get('identity');
    expect(plain.mine.length).toBeGreaterThan(0);
    const again = await get('identity');
    expect(again.raw.equals(plain.raw)).toBe(true);
    const br = await get('br');
    expect(br.text).toBe(plain.text);
    expect((await get('br')).raw.equals(br.raw)).toBe(true);
    expect((await get('gzip')).text).toBe(plain.text);

    await db().execute(sql`update class_instances set location = 'Rooftop' where id = ${plain.mine[0]!.id}`);
    const changed = await get('br');
    expect(changed.tag).not.toBe(plain.tag);
    expect(changed.mine.find((c) => c.id === plain.mine[0]!.id)?.location).toBe('Rooftop');
    expect((await get('identity')).text).toBe(changed.text);
    expect((await get('gzip')).text).toBe(changed.text);
  });

  it('GET /api/class-window answers what classes.listInstances does, tagged, for each role', async () => {
    const type = await insertClassType(db(), { name: 'Window Flow' });
    await insertSchedule(db(), type.id, { dayOfWeek: dayOfWeek(addDays(today, 3)) });
    const w = { startDate: today, endDate: addDays(today, 9) };
    const path = `/api/class-window?startDate=${w.startDate}&endDate=${w.endDate}`;
    const { browser: student } = await signedInStudent(t.app(), db());
    for (const [who, browser] of [
      ['admin', admin().browser],
      ['student', student],
    ] as const) {
      const viaTrpc = await trpc(browser, 'classes.listInstances', w, 'query');
      const res = await browser.get(path);
      expect(res.status, who).toBe(200);
      expect(res.body, who).toEqual(viaTrpc.data);
      expect(res.headers.etag, who).toMatch(who === 'admin' ? /^"a-/ : /^"s-/);
      expect(res.headers['cache-control']).toBe('private, no-cache');
      const again = await browser.get(path, { 'if-none-match': res.headers.etag as string });
      expect(again.status, who).toBe(304);
    }
    expect((await browserAt(t.app()).get(path)).status).toBe(401);
    const bad = await admin().browser.get('/api/class-window?startDate=2026-13-01');
    expect(bad.status).toBe(400);
  });

  it('an old or unrelated If-None-Match gets the full answer', async () => {
    const w = { startDate: today, endDate: addDays(today, 6) };
    const res = await admin().browser.get(windowPath(w), {
      'if-none-match': '"a-00000000000000000000000000000000"',
    });
    expect(res.status).toBe(200);
    expect(Array.isArray(res.body)).toBe(true);
    const weak = await admin().browser.get(windowPath(w), { 'if-none-match': `W/${res.headers.etag}` });
    expect(weak.status).toBe(304);
  });
});

describe.skipIf(!process.env.DATABASE_URL)('two app instances on one PostgreSQL database', () => {
  let secondDatabase: Database;
  let secondApp: FastifyInstance;

  beforeAll(async () => {
    const name = (t.get().database as { name?: string }).name!;
    secondDatabase = await openDatabase(
      { kind: 'postgres', url: databaseUrl(process.env.DATABASE_URL!, name), max: 5 },
      { migrate: false },
    );
    const services = createServices(loadConfig({ NODE_ENV: 'test' }), secondDatabase, TEST_APP_SECRET);
    secondApp = await buildApp({ services, serveClient: false });
    await secondApp.ready();
  });
  afterAll(async () => {
    await secondApp?.close();
    await secondDatabase?.close();
  });

  it('agree on the window: a schedule created through one shows on the other, with the same ETag', async () => {
    // The same administrator's session, in a browser that reaches the second instance.
    const second = new TestClient(secondApp);
    for (const [k, v] of admin().browser.cookies) second.cookies.set(k, v);
    const type = await insertClassType(db(), { name: 'Shared Barre' });
    const w = farWindow();
    const before = await admin().browser.get(windowPath(w));
    expect(before.status).toBe(200);
    expect(await markersFor(w)).toHaveLength(1);

    const created = await second.post('/api/class-schedules', {
      classTypeId: type.id,
      dayOfWeek: dayOfWeek(w.endDate),
      startTime: '12:00',
      endTime: '13:00',
      location: 'Studio S',
      maxStudents: 8,
      isRecurring: true,
      isActive: true,
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const onFirst = await admin().browser.get(windowPath(w));
    expect(classesOf(onFirst.body, created.body.id)).toHaveLength(4);
    expect(onFirst.headers.etag).not.toBe(before.headers.etag);
    const onSecond = await second.get(windowPath(w), { 'if-none-match': onFirst.headers.etag as string });
    expect(onSecond.status).toBe(304);
    expect((await second.get(windowPath(w))).body).toEqual(onFirst.body);
  });
});
