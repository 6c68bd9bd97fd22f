/**
 * One studio clock (issue 26), in a real browser: the client takes "now", "today" and every studio date
 * and time from the server's clock, never from the device. A student and the administrator in Tokyo,
 * on a device whose clock is ten days wrong, see the studio's today on the student calendar (desktop and
 * 390 px) and the admin calendar, the classes at the studio's wall-clock times, and the caption saying
 * times are studio time; a browser in the studio's own zone does not show the caption.
 *
 * And the bug the issue reports: a class starting 23 h 20 min after the run's chosen instant, on the
 * clock in force (B.C. has been on UTC−7 all year since 2026-11-01; older zone data says UTC−8 and
 * would put it 24 h 20 min away), cannot be cancelled with a credit, neither on the screen nor through
 * the API; a class 24 h 40 min away can. With E2E_STUDIO_TZ=America/Toronto and an instant before a DST
 * change, both classes are across the change, where wall-clock arithmetic is an hour off too.
 *
 * The classes, the student and the bookings are set up through the API; what is checked is on screen.
 */
import type { APIRequestContext, Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dayOfWeek } from '../../src/shared/dates';
import {
  CLOCK_AT,
  CONTEXT,
  dayTitle,
  fmt,
  hhmm,
  monthTitle,
  STUDIO_TZ,
  studioCity,
  studioInstant,
  studioOffsetMinutesAt,
  studioToday,
  utcOffsetLabel,
  wallClockAt,
} from './studio-time';
import {
  ADMIN,
  adminLogin,
  apiContext,
  DESKTOP,
  launchBrowser,
  PHONE,
  type RunningApp,
  send,
  startApp,
  studentApi,
} from './support';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const CANNOT_CANCEL = 'Cannot cancel (less than 24h before class)';
/** A zone far from every studio zone offered, and a device clock ten days behind the studio's. */
const DEVICE = { timezoneId: 'Asia/Tokyo', locale: 'en-US' } as const;
const DEVICE_CLOCK_BEHIND = 10 * DAY;

interface ClassSpec {
  name: string;
  date: string;
  start: string;
  end: string;
  price: string;
}

/** A half-hour class starting `after` ms of real time after the run's chosen instant, in studio time. */
function classAfter(after: number, name: string): ClassSpec {
  const { date, minutes } = wallClockAt(Date.parse(CLOCK_AT) + after);
  return {
    name,
    date,
    start: hhmm(minutes),
    end: hhmm(Math.min(minutes + 30, 23 * 60 + 59)),
    price: '20.00',
  };
}

/** Inside the 24-hour cut-off by 40 minutes: no cancellation, no credit. */
const LATE = classAfter(23 * HOUR + 20 * MINUTE, 'Midnight Oil Flow');
/** Outside it by 40 minutes: the student may still cancel. */
const EARLY = classAfter(24 * HOUR + 40 * MINUTE, 'Second Wind Pilates');

/** "9:00 AM" for "09:00". */
const clock = (time: string): string => {
  const [h, m] = time.split(':').map(Number) as [number, number];
  return `${h % 12 === 0 ? 12 : h % 12}:${String(m).padStart(2, '0')} ${h < 12 ? 'AM' : 'PM'}`;
};
const range = (spec: ClassSpec) => `${clock(spec.start)} - ${clock(spec.end)}`;

/** "Times are studio time (Vancouver, UTC−7)": the studio's city and its offset now, by Node's Intl. */
const caption = () =>
  `Times are studio time (${studioCity()}, ${utcOffsetLabel(studioOffsetMinutesAt(studioInstant()))})`;

let app: RunningApp;
let browser: Browser;
let admin: APIRequestContext;
const student = { id: 0, name: 'Kenji Watanabe', email: `kenji.${Date.now()}@example.com`, password: '' };
const bookingIds = { late: 0, early: 0 };
/** The studio's date when the bookings were made ("Booked on"). */
let bookedOn = '';

/** A single class, or (when it is today: single classes start tomorrow) a weekly one whose first is today. */
async function createClass(spec: ClassSpec): Promise<number> {
  const type = await send<{ id: number }>(admin, 'POST', '/api/class-types', {
    name: spec.name,
    description: `${spec.name} for every level.`,
    duration: 30,
    price: spec.price,
  });
  const place = {
    classTypeId: type.id,
    startTime: spec.start,
    endTime: spec.end,
    location: 'Studio A',
    maxStudents: 8,
  };
  if (spec.date !== studioToday()) {
    return (
      await send<{ id: number }>(admin, 'POST', '/api/class-instances/single', {
        ...place,
        classDate: spec.date,
      })
    ).id;
  }
  await send(admin, 'POST', '/api/class-schedules', { ...place, dayOfWeek: dayOfWeek(spec.date) });
  const list = await send<{ id: number; classTypeId: number; classDate: string }[]>(
    admin,
    'GET',
    `/api/class-instances?startDate=${spec.date}&endDate=${spec.date}`,
  );
  const instance = list.find((i) => i.classTypeId === type.id && i.classDate.startsWith(spec.date));
  if (!instance) throw new Error(`no ${spec.name} on ${spec.date}: ${JSON.stringify(list)}`);
  return instance.id;
}

beforeAll(async () => {
  [app, browser] = await Promise.all([startApp(), launchBrowser()]);
  admin = await apiContext(app);
  await send(admin, 'POST', '/api/admin/login', ADMIN, 200);
  const late = await createClass(LATE);
  const early = await createClass(EARLY);

  const anon = await apiContext(app);
  const signup = await send<{ student: { id: number }; temporaryPassword?: string }>(
    anon,
    'POST',
    '/api/auth/student/signup',
    { name: student.name, email: student.email, phone: '604-555-0142' },
  );
  await anon.dispose();
  if (!signup.temporaryPassword) throw new Error('signup returned no temporary password');
  student.id = signup.student.id;
  student.password = signup.temporaryPassword;

  const api = await studentApi(app, student);
  for (const [key, classInstanceId] of [
    ['late', late],
    ['early', early],
  ] as const) {
    const booking = await send<{ id: number; bookingStatus: string }>(api, 'POST', '/api/student-bookings', {
      studentId: student.id,
      classInstanceId,
    });
    expect(booking.bookingStatus).toBe('confirmed');
    bookingIds[key] = booking.id;
  }
  bookedOn = studioToday();
  await api.dispose();
}, 180_000);

afterAll(async () => {
  await admin?.dispose();
  await browser?.close();
  await app?.close();
});

/** A browser context in Tokyo whose clock is ten days behind the studio's, time still running. */
async function deviceInTokyo(viewport = DESKTOP): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ baseURL: app.url, viewport, ...DEVICE });
  await context.clock.install({ time: studioInstant().getTime() - DEVICE_CLOCK_BEHIND });
  return { context, page: await context.newPage() };
}

/** A browser context in the studio's own zone, its clock right. */
async function deviceAtTheStudio(viewport = DESKTOP): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ baseURL: app.url, viewport, ...CONTEXT });
  await context.clock.install({ time: studioInstant() });
  return { context, page: await context.newPage() };
}

async function signIn(page: Page) {
  await page.goto('/');
  await page.getByLabel('Email').first().fill(student.email);
  await page.getByLabel('Password').first().fill(student.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await page.getByText(`Welcome, ${student.name}`).waitFor();
}

const dashboardTab = (page: Page, name: 'My Classes' | 'Enroll in Classes') =>
  page.getByRole('tablist', { name: 'Dashboard sections' }).getByRole('tab', { name, exact: true });
const upcoming = (page: Page, count: number) =>
  page
    .getByRole('tablist', { name: 'My classes' })
    .getByRole('tab', { name: `Upcoming (${count})`, exact: true });
const captionText = (page: Page) => page.getByText(/^Times are studio time/);

/** The date the calendar marks as today (aria-current="date"), from its day's data-date. */
const markedToday = (page: Page) =>
  page
    .locator('[aria-current="date"]')
    .first()
    .evaluate((el) => el.closest('[data-date]')?.getAttribute('data-date') ?? null);

describe('a student in Tokyo whose device clock is ten days behind', () => {
  it("sees studio time: the caption, the studio's times and today, and no cancellation inside 24 hours (1280 px)", async () => {
    const { context, page } = await deviceInTokyo();
    // The device's own idea of today is nowhere near the studio's.
    const deviceToday = await page.evaluate(() => new Intl.DateTimeFormat('en-CA').format(new Date()));
    expect(deviceToday).not.toBe(studioToday());

    await signIn(page);
    await page.getByText(caption(), { exact: true }).first().waitFor();

    // My Classes: both bookings at the studio's dates and wall-clock times, booked on the studio's day.
    await upcoming(page, 2).waitFor();
    const late = page.getByRole('article', { name: LATE.name, exact: true });
    const early = page.getByRole('article', { name: EARLY.name, exact: true });
    for (const [card, spec] of [
      [late, LATE],
      [early, EARLY],
    ] as const) {
      for (const text of ['Confirmed', fmt(spec.date), range(spec), `Booked on ${fmt(bookedOn)}`]) {
        await card.getByText(text, { exact: true }).waitFor();
      }
    }
    // 23 h 20 min away on the clock in force: no Cancel Booking, the spec's text instead.
    await late.getByText(CANNOT_CANCEL, { exact: true }).waitFor();
    expect(await late.getByRole('button', { name: 'Cancel Booking' }).count()).toBe(0);
    // 24 h 40 min away: cancellable.
    await early.getByRole('button', { name: 'Cancel Booking', exact: true }).waitFor();
    expect(await early.getByText(/Cannot cancel/).count()).toBe(0);

    // Enroll in Classes: the month of the studio's today, with today marked.
    await dashboardTab(page, 'Enroll in Classes').click();
    const calendar = page.getByRole('region', { name: 'Class Calendar', exact: true });
    await expect
      .poll(() => calendar.locator('h3[aria-live="polite"]').textContent())
      .toBe(monthTitle(studioToday()));
    await expect.poll(() => markedToday(page)).toBe(studioToday());
    await context.close();
  }, 90_000);

  it("on a 390 px phone: the dot calendar opens on the studio's month and marks the studio's today", async () => {
    const { context, page } = await deviceInTokyo(PHONE);
    await signIn(page);
    await page.getByText(caption(), { exact: true }).first().waitFor();
    await dashboardTab(page, 'Enroll in Classes').click();
    await page.getByRole('heading', { level: 3, name: monthTitle(studioToday()) }).waitFor();
    await expect.poll(() => markedToday(page)).toBe(studioToday());
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await context.close();
  });

  it('cannot cancel the class 23 h 20 min away through the API either, and gets no credit', async () => {
    const api = await studentApi(app, student);
    const res = await api.post(`/api/student-bookings/${bookingIds.late}/cancel`, {
      data: { reason: 'Trying anyway' },
    });
    expect(res.status()).toBe(409);
    expect(await res.text()).toContain(CANNOT_CANCEL);
    await api.dispose();
    const credits = await send<unknown[]>(admin, 'GET', `/api/student-credits/${student.id}`);
    expect(credits).toEqual([]);
    const bookings = await send<{ id: number; bookingStatus: string }[]>(
      admin,
      'GET',
      `/api/students/${student.id}/bookings`,
    );
    expect(bookings.find((b) => b.id === bookingIds.late)?.bookingStatus).toBe('confirmed');
  });
});

describe('the administrator in Tokyo whose device clock is ten days behind', () => {
  it("sees the caption, and the schedule opens on the studio's month and day (1280 px)", async () => {
    const { context, page } = await deviceInTokyo();
    await adminLogin(page);
    await page.goto('/?section=schedule');
    await page.getByRole('heading', { level: 2, name: 'Class Schedule' }).waitFor();
    await page.getByText(caption(), { exact: true }).first().waitFor();
    const title = page.locator('h3[aria-live="polite"]');
    await expect.poll(() => title.textContent()).toBe(monthTitle(studioToday()));
    await page
      .getByRole('group', { name: 'Calendar view' })
      .getByRole('button', { name: 'Day', exact: true })
      .click();
    await expect.poll(() => title.textContent()).toBe(dayTitle(studioToday()));
    await context.close();
  });
});

describe(`a browser in the studio's own zone (${STUDIO_TZ})`, () => {
  it('shows no studio-time caption to the student or the administrator', async () => {
    const { context, page } = await deviceAtTheStudio();
    await signIn(page);
    await upcoming(page, 2).waitFor();
    await page.getByRole('article', { name: LATE.name, exact: true }).getByText(CANNOT_CANCEL).waitFor();
    expect(await captionText(page).count()).toBe(0);

    const adminPage = await context.newPage();
    await adminLogin(adminPage);
    await adminPage.goto('/?section=schedule');
    await expect
      .poll(() => adminPage.locator('h3[aria-live="polite"]').textContent())
      .toBe(monthTitle(studioToday()));
    expect(await captionText(adminPage).count()).toBe(0);
    await context.close();
  });
});
