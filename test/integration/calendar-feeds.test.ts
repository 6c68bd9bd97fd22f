import { between, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { admins, classInstances } from '../../src/server/db/schema';
import { startClockAt, useRealClock } from '../../src/server/kernel/time/clock';
import { parseIcs } from '../../src/server/modules/calendar-feeds/ical-test-support';
import { addDays } from '../../src/shared/dates';
import { setSetting } from '../factories/bookings';
import { browserAt } from '../factories/browsers';
import {
  insertClassType,
  insertInstance,
  insertSchedule,
  signedInAdmin,
  signedInStudent,
  studioToday,
  trpc,
} from '../factories/classes';
import { createStudent } from '../factories/people';
import { setUpTestApp, signInAdminAndStudent } from '../setup/test-app-lifecycle';

const ORIGIN = 'https://studio.example';
/** A zone that still changes its clocks (B.C. stopped in 2026: its feed is tested on its own below). */
const ZONE = 'America/Toronto';
const ADDRESS = '123 Main St, Vancouver';
const t = setUpTestApp({ PUBLIC_URL: ORIGIN });
const { admin, student: me } = signInAdminAndStudent(t, { name: 'Cal Endar' });
const db = t.db;
const FEED_URL = new RegExp(`^${ORIGIN}/api/calendar/feed/([a-z2-7]{32})\\.ics$`);

/**
 * The zone's UTC offset in minutes at an instant, read from the test runtime's Intl the plain way: an
 * oracle independent of the app's zone table (Node 24's ICU carries tz 2026c, the 2026 laws included).
 */
function offsetAt(timeZone: string, instant: number): number {
  const parts = new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'longOffset' })
    .formatToParts(new Date(instant))
    .find((p) => p.type === 'timeZoneName')!.value;
  const m = /GMT([+-])(\d\d):(\d\d)/.exec(parts);
  return m ? (m[1] === '-' ? -1 : 1) * (Number(m[2]) * 60 + Number(m[3])) : 0;
}

/**
 * The studio dates on which the zone's offset changes between [from, to], found by checking every
 * hour: independent of the table the feed's VTIMEZONE is built from. With current zone data
 * America/Toronto changes on 2027-03-14 and 2027-11-07; America/Vancouver no longer changes.
 */
function offsetChangeDates(timeZone: string, from: string, to: string): string[] {
  const dates: string[] = [];
  const end = Date.parse(`${to}T12:00:00Z`);
  let previous = offsetAt(timeZone, Date.parse(`${from}T12:00:00Z`));
  for (let t = Date.parse(`${from}T12:00:00Z`); t <= end; t += 3_600_000) {
    const offset = offsetAt(timeZone, t);
    if (offset !== previous) dates.push(new Date(t + offset * 60_000).toISOString().slice(0, 10));
    previous = offset;
  }
  return dates;
}

/** When a wall-clock 10:00 on `date` happens, from the offset at that day's noon UTC. */
const tenOClockUtc = (timeZone: string, date: string) =>
  new Date(
    Date.parse(`${date}T10:00:00Z`) - offsetAt(timeZone, Date.parse(`${date}T18:00:00Z`)) * 60_000,
  ).toISOString();

const tokenOf = (url: string) => FEED_URL.exec(url)?.[1] ?? '';
const feedPath = (url: string) => url.slice(ORIGIN.length);

async function fetchFeed(path: string) {
  const res = await browserAt(t.app()).get(path);
  return { ...res, parsed: res.status === 200 ? parseIcs(String(res.body)) : null };
}

interface DstCase {
  date: string;
  instanceId: number;
  bookingId: number;
  utcStart: string;
}
const dstCases: DstCase[] = [];
let bookedIds: number[] = [];
let otherBookingId: number;
let studentFeedUrl = '';

async function book(studentId: number, classInstanceId: number): Promise<number> {
  const res = await trpc(admin().browser, 'bookings.book', { studentId, classInstanceId }, 'mutation');
  expect(res.status, res.error).toBe(200);
  return res.data.id as number;
}

beforeAll(async () => {
  await setSetting(db(), 'timezone', ZONE);
  await setSetting(db(), 'advanceBookingDays', '365');
  await setSetting(db(), 'businessAddress', ADDRESS);
  const type = await insertClassType(db(), { name: 'Yoga, Flow; Deep' });
  const today = studioToday(ZONE);
  // A 10:00 class the day before and the day after every DST change the feed's window holds.
  for (const change of offsetChangeDates(ZONE, addDays(today, -59), addDays(today, 364))) {
    for (const date of [addDays(change, -1), addDays(change, 1)]) {
      const instance = await insertInstance(db(), type.id, {
        classDate: date,
        startTime: '10:00',
        endTime: '11:00',
        location: 'Studio B',
      });
      dstCases.push({
        date,
        instanceId: instance.id,
        bookingId: await book(me().student.id, instance.id),
        utcStart: tenOClockUtc(ZONE, date),
      });
    }
  }
  bookedIds = dstCases.map((c) => c.bookingId);
  const other = await createStudent(db(), { name: 'Other Student' });
  otherBookingId = await book(other.id, dstCases.at(-1)!.instanceId);
});

describe('the student feed', () => {
  it('no session: 401 on the feed procedures and paths; an administrator on them: 403', async () => {
    const anon = browserAt(t.app());
    expect((await trpc(anon, 'calendarFeeds.student.get', undefined, 'query')).status).toBe(401);
    expect((await anon.get('/api/calendar/feed')).status).toBe(401);
    expect((await anon.post('/api/calendar/feed')).status).toBe(401);
    const asAdmin = await trpc(admin().browser, 'calendarFeeds.student.enable', {}, 'mutation');
    expect(asAdmin.status).toBe(403);
  });

  it('is off until created; created once however often asked; the address shows again', async () => {
    const none = await me().browser.get('/api/calendar/feed');
    expect(none.status).toBe(200);
    expect(none.body).toBeNull();
    const created = await me().browser.post('/api/calendar/feed');
    expect(created.status).toBe(200);
    expect(created.body.url).toMatch(FEED_URL);
    expect(created.body.webcalUrl).toBe(created.body.url.replace('https://', 'webcal://'));
    const again = await trpc(me().browser, 'calendarFeeds.student.enable', {}, 'mutation');
    expect(again.data.url).toBe(created.body.url);
    const read = await trpc(me().browser, 'calendarFeeds.student.get', undefined, 'query');
    expect(read.data.url).toBe(created.body.url);
    // Only the SHA-256 and the sealed token are stored, never the token itself.
    const stored = await db().execute(sql`select token_hash, token_sealed from calendar_feeds`);
    expect(JSON.stringify(stored)).not.toContain(tokenOf(created.body.url));
    studentFeedUrl = created.body.url;
  });

  it('serves text/calendar, privately cached, that a real parser reads', async () => {
    const res = await fetchFeed(feedPath(studentFeedUrl));
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(res.headers['cache-control']).toBe('private, max-age=300');
    expect(String(res.body).startsWith('BEGIN:VCALENDAR\r\n')).toBe(true);
    expect(res.parsed!.zones.map((z) => z.getFirstPropertyValue('tzid'))).toEqual([ZONE]);
    expect(res.parsed!.events.map((e) => e.uid).sort()).toEqual(
      bookedIds.map((id) => `booking-${id}@calendar.studio-bookings`).sort(),
    );
  });

  it('puts each class at its true instant on both sides of every DST change', async () => {
    expect(dstCases.length).toBeGreaterThanOrEqual(4);
    // Each pair really straddles a change: the same 10:00 is a different hour in UTC.
    for (let i = 0; i < dstCases.length; i += 2) {
      expect(dstCases[i]!.utcStart.slice(11, 13)).not.toBe(dstCases[i + 1]!.utcStart.slice(11, 13));
    }
    const { parsed } = await fetchFeed(feedPath(studentFeedUrl));
    for (const c of dstCases) {
      const event = parsed!.events.find((e) => e.uid === `booking-${c.bookingId}@calendar.studio-bookings`)!;
      expect(event.tzid).toBe(ZONE);
      expect(event.start, c.date).toBe(c.utcStart);
      expect(new Date(event.end).getTime() - new Date(event.start).getTime()).toBe(3_600_000);
      expect(event.summary).toBe('Yoga, Flow; Deep');
      expect(event.location).toBe(`Studio B, ${ADDRESS}`);
      expect(event.status).toBe('CONFIRMED');
    }
  });

  it('keeps its UIDs and stamps from one fetch to the next', async () => {
    const first = await fetchFeed(feedPath(studentFeedUrl));
    const second = await fetchFeed(feedPath(studentFeedUrl));
    expect(second.body).toBe(first.body);
  });

  it('marks a cancelled booking cancelled, with a higher SEQUENCE, and keeps it in the feed', async () => {
    const future = dstCases.filter((c) => c.date > addDays(studioToday(ZONE), 3));
    const target = future[0]!;
    const before = (await fetchFeed(feedPath(studentFeedUrl))).parsed!.events.find((e) =>
      e.uid.startsWith(`booking-${target.bookingId}@`),
    )!;
    await new Promise((r) => setTimeout(r, 1100));
    const res = await me().browser.post(`/api/student-bookings/${target.bookingId}/cancel`, {
      reason: 'Travelling',
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const after = (await fetchFeed(feedPath(studentFeedUrl))).parsed!.events.find((e) =>
      e.uid.startsWith(`booking-${target.bookingId}@`),
    )!;
    expect(after.status).toBe('CANCELLED');
    expect(after.summary).toBe('Cancelled: Yoga, Flow; Deep');
    expect(after.description).toBe('Booking cancelled: Travelling');
    expect(after.sequence).toBeGreaterThan(before.sequence);
    expect(after.start).toBe(target.utcStart);
  });

  it('marks a booking of a class the studio cancelled as cancelled', async () => {
    const target = dstCases.filter((c) => c.date > addDays(studioToday(ZONE), 3)).at(-1)!;
    const res = await admin().browser.post(`/api/class-instances/${target.instanceId}/cancel`, {
      reason: 'Teacher ill',
      notifyStudents: false,
      issueCredits: true,
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const event = (await fetchFeed(feedPath(studentFeedUrl))).parsed!.events.find((e) =>
      e.uid.startsWith(`booking-${target.bookingId}@`),
    )!;
    expect(event.status).toBe('CANCELLED');
    expect(event.description).toBe('The studio cancelled this class: Teacher ill');
  });

  it('regenerate: the old address answers 404, the new one works with the same UIDs', async () => {
    const before = await fetchFeed(feedPath(studentFeedUrl));
    const res = await me().browser.post('/api/calendar/feed/regenerate');
    expect(res.status).toBe(200);
    expect(res.body.url).toMatch(FEED_URL);
    expect(res.body.url).not.toBe(studentFeedUrl);
    expect((await fetchFeed(feedPath(studentFeedUrl))).status).toBe(404);
    const after = await fetchFeed(feedPath(res.body.url));
    expect(after.status).toBe(200);
    expect(after.parsed!.events.map((e) => e.uid)).toEqual(before.parsed!.events.map((e) => e.uid));
    studentFeedUrl = res.body.url;
  });

  it('revoke: the address answers 404; turning off again says there was nothing to turn off', async () => {
    const res = await me().browser.request('DELETE', '/api/calendar/feed');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ revoked: true });
    expect((await fetchFeed(feedPath(studentFeedUrl))).status).toBe(404);
    expect((await trpc(me().browser, 'calendarFeeds.student.get', undefined, 'query')).data).toBeNull();
    const again = await trpc(me().browser, 'calendarFeeds.student.revoke', {}, 'mutation');
    expect(again.data).toEqual({ revoked: false });
  });

  it('five "create" clicks at once make one feed, and all answer its address', async () => {
    const racer = await signedInStudent(t.app(), db(), { name: 'Quick Clicker' });
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => trpc(racer.browser, 'calendarFeeds.student.enable', {}, 'mutation')),
    );
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200, 200]);
    expect(new Set(answers.map((a) => a.data.url)).size).toBe(1);
    const count = await db().execute(
      sql`select count(*)::int as n from calendar_feeds where student_id = ${racer.student.id}`,
    );
    const rowsOf = (Array.isArray(count) ? count : (count as { rows: unknown[] }).rows) as { n: number }[];
    expect(Number(rowsOf[0]!.n)).toBe(1);
  });

  it('an unknown, malformed or over-long token: 404', async () => {
    for (const token of ['a'.repeat(32), 'nope', 'x'.repeat(5000), '%0d%0aSet-Cookie:x', "' or 1=1 --"]) {
      const res = await fetchFeed(`/api/calendar/feed/${token}.ics`);
      expect(res.status).toBe(404);
      expect(res.body.code).toBe('NOT_FOUND');
    }
  });

  it("an archived (deleted) or inactive student's feed answers 404", async () => {
    const type = await insertClassType(db(), { name: 'Barre' });
    const klass = await insertInstance(db(), type.id, { classDate: addDays(studioToday(ZONE), 5) });
    for (const ending of ['delete', 'deactivate'] as const) {
      const leaver = await signedInStudent(t.app(), db(), { name: `Leaving ${ending}` });
      await book(leaver.student.id, klass.id);
      const feed = await trpc(leaver.browser, 'calendarFeeds.student.enable', {}, 'mutation');
      expect((await fetchFeed(feedPath(feed.data.url))).status).toBe(200);
      const res =
        ending === 'delete'
          ? await admin().browser.request('DELETE', `/api/students/${leaver.student.id}`)
          : await admin().browser.put(`/api/students/${leaver.student.id}`, { status: 'inactive' });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      expect((await fetchFeed(feedPath(feed.data.url))).status).toBe(404);
    }
  });
});

describe('one booking as an .ics file', () => {
  it("the student's own: an attachment named after the class and date, the feed's UID", async () => {
    const c = dstCases[0]!;
    const res = await me().browser.get(`/api/bookings/${c.bookingId}.ics`);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="yoga-flow-deep-${c.date}.ics"`);
    const { events, zones } = parseIcs(String(res.body));
    expect(zones).toHaveLength(1);
    expect(events).toHaveLength(1);
    expect(events[0]!.uid).toBe(`booking-${c.bookingId}@calendar.studio-bookings`);
    expect(events[0]!.start).toBe(c.utcStart);
  });

  it("another student's booking: 404; an administrator: any; no session: 401; bad ids: 404 / 400", async () => {
    const other = await me().browser.get(`/api/bookings/${otherBookingId}.ics`);
    expect(other.status).toBe(404);
    expect(other.body.error).toBe('Booking not found');
    expect((await admin().browser.get(`/api/bookings/${otherBookingId}.ics`)).status).toBe(200);
    expect((await browserAt(t.app()).get(`/api/bookings/${otherBookingId}.ics`)).status).toBe(401);
    expect((await me().browser.get('/api/bookings/999999.ics')).status).toBe(404);
    const bad = await me().browser.get('/api/bookings/abc.ics');
    expect(bad.status).toBe(400);
    expect(bad.body.error).toBe('Invalid id');
  });
});

describe('the administrator feed', () => {
  it('a student on the administrator procedures and paths: 403; no session: 401', async () => {
    for (const path of ['get', 'enable', 'regenerate', 'revoke']) {
      const kind = path === 'get' ? 'query' : 'mutation';
      const input = path === 'get' ? undefined : {};
      expect((await trpc(me().browser, `calendarFeeds.admin.${path}`, input, kind)).status).toBe(403);
    }
    expect((await me().browser.get('/api/admin/calendar/feed')).status).toBe(403);
    expect((await browserAt(t.app()).get('/api/admin/calendar/feed')).status).toBe(401);
  });

  it('lists every class of the window, materialised as the calendar does, with the booked count', async () => {
    const type = await insertClassType(db(), { name: 'Weekly Stretch' });
    await insertSchedule(db(), type.id, {
      dayOfWeek: 3,
      startTime: '18:00',
      endTime: '19:00',
      location: 'Loft',
    });
    const created = await admin().browser.post('/api/admin/calendar/feed');
    expect(created.status).toBe(200);
    expect(created.body.url).toMatch(FEED_URL);
    const res = await fetchFeed(feedPath(created.body.url));
    expect(res.status).toBe(200);
    const today = studioToday(ZONE);
    const rows = await db()
      .select({ id: classInstances.id })
      .from(classInstances)
      .where(between(classInstances.classDate, addDays(today, -60), addDays(today, 365)));
    const uids = res.parsed!.events.map((e) => e.uid);
    expect(uids.sort()).toEqual(rows.map((r) => `class-${r.id}@calendar.studio-bookings`).sort());
    // The weekly class: every Wednesday of the window, none of them opened in the calendar before.
    const stretch = res.parsed!.events.filter((e) => e.summary === 'Weekly Stretch');
    expect(stretch.length).toBeGreaterThanOrEqual(52);
    expect(stretch.every((e) => e.location === `Loft, ${ADDRESS}`)).toBe(true);
    const booked = res.parsed!.events.find(
      (e) => e.uid === `class-${dstCases.at(-1)!.instanceId}@calendar.studio-bookings`,
    )!;
    expect(booked.status).toBe('CANCELLED');
    expect(booked.description).toContain('Cancelled: Teacher ill');
    const live = res.parsed!.events.find(
      (e) => e.uid === `class-${dstCases[0]!.instanceId}@calendar.studio-bookings`,
    )!;
    expect(live.status).toBe('CONFIRMED');
    expect(live.description).toBe('Booked: 1 of 5');
    expect(live.start).toBe(dstCases[0]!.utcStart);
  });

  it("an inactive administrator's feed answers 404", async () => {
    const other = await signedInAdmin(t.app(), db());
    const feed = await trpc(other.browser, 'calendarFeeds.admin.enable', {}, 'mutation');
    expect((await fetchFeed(feedPath(feed.data.url))).status).toBe(200);
    await db().update(admins).set({ isActive: false }).where(eq(admins.id, other.admin.id));
    expect((await fetchFeed(feedPath(feed.data.url))).status).toBe(404);
  });

  it('regenerate and revoke as for a student, and both are in the audit log', async () => {
    const before = await trpc(admin().browser, 'calendarFeeds.admin.get', undefined, 'query');
    const regenerated = await trpc(admin().browser, 'calendarFeeds.admin.regenerate', {}, 'mutation');
    expect(regenerated.data.url).not.toBe(before.data.url);
    expect((await fetchFeed(feedPath(before.data.url))).status).toBe(404);
    expect((await fetchFeed(feedPath(regenerated.data.url))).status).toBe(200);
    const revoked = await admin().browser.request('DELETE', '/api/admin/calendar/feed');
    expect(revoked.body).toEqual({ revoked: true });
    expect((await fetchFeed(feedPath(regenerated.data.url))).status).toBe(404);
    const actions = await db().execute(
      sql`select action from audit_log where entity_type = 'calendar_feed' and admin_id = ${admin().admin.id} order by id`,
    );
    const list = (Array.isArray(actions) ? actions : (actions as { rows: unknown[] }).rows) as {
      action: string;
    }[];
    expect(list.map((a) => a.action)).toEqual([
      'calendar_feed.create',
      'calendar_feed.regenerate',
      'calendar_feed.revoke',
    ]);
  });
});

describe("a Vancouver studio's feed this winter (B.C. keeps UTC−7 from 2026-11-01, tz 2026b)", () => {
  it('says −0700 (MST) for December 2026 and puts a 10:00 class at 17:00 UTC', async () => {
    startClockAt(new Date('2026-11-28T12:00:00-07:00'));
    await setSetting(db(), 'timezone', 'America/Vancouver');
    try {
      const type = await insertClassType(db(), { name: 'Winter Flow' });
      const instance = await insertInstance(db(), type.id, {
        classDate: '2026-12-15',
        startTime: '10:00',
        endTime: '11:00',
      });
      const bookingId = await book(me().student.id, instance.id);
      const feed = await me().browser.post('/api/calendar/feed');
      expect(feed.status).toBeLessThan(300);
      const { status, parsed } = await fetchFeed(feedPath(feed.body.url));
      expect(status).toBe(200);
      const zone = parsed!.zones[0]!;
      expect(zone.getFirstPropertyValue('tzid')).toBe('America/Vancouver');
      const observances = zone.getAllSubcomponents().map((c) => ({
        start: String(c.getFirstPropertyValue('dtstart')),
        to: String(c.getFirstPropertyValue('tzoffsetto')),
        name: c.getFirstPropertyValue('tzname'),
      }));
      expect(observances.at(-1)).toEqual({ start: '2026-11-01T02:00:00', to: '-07:00', name: 'MST' });
      const event = parsed!.events.find((e) => e.uid === `booking-${bookingId}@calendar.studio-bookings`)!;
      expect(event.start).toBe('2026-12-15T17:00:00.000Z');
    } finally {
      await setSetting(db(), 'timezone', ZONE);
      useRealClock();
    }
  });
});
