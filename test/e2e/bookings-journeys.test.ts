/**
 * The "bookings and the student app" capability in a real browser (issue 4, "Browser tests"): a
 * student books a class from the Month view, sees it under My Classes and in the stat cards, cancels
 * it and sees the credit; a class within 24 h cannot be cancelled; a full class offers its waitlist; the
 * same booking on a 390 px phone with the dot calendar; a profile field saves itself on blur; the
 * administrator cancels a booking from the Bookings grid.
 *
 * The timetable and the students are set up through the API (as the administrator, and one booking
 * by a second student); every journey is clicks and typed text. Each journey has its own student or
 * its own classes, so one failing does not take the others with it.
 */
import type { APIRequestContext, Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, dayOfWeek } from '../../src/shared/dates';
import { CONTEXT, dayButton, dayTitle, fmt, hhmm, monthTitle, studioIn, studioToday } from './studio-time';
import {
  ADMIN,
  adminLogin,
  apiContext,
  DESKTOP,
  launchBrowser,
  newPage,
  PHONE,
  type RunningApp,
  send,
  startApp,
  toast,
} from './support';

// ---------- dates and money, computed here rather than with the app's formatters ----------

/** "9:00 AM" for "09:00". */
const clock = (time: string): string => {
  const [h, m] = time.split(':').map(Number) as [number, number];
  return `${h % 12 === 0 ? 12 : h % 12}:${String(m).padStart(2, '0')} ${h < 12 ? 'AM' : 'PM'}`;
};
const range = (start: string, end: string) => `${clock(start)} - ${clock(end)}`;

/** The studio's date when the app starts (its clock starts at the run's chosen instant). */
const TODAY = studioToday();

// ---------- the timetable ----------

interface ClassSpec {
  name: string;
  price: string;
  date: string;
  start: string;
  end: string;
  location: string;
  max: number;
}

/** Journey 1: booked from the Month view and cancelled, three days ahead. */
const YIN: ClassSpec = {
  name: 'Restorative Yin',
  price: '25.00',
  date: addDays(TODAY, 3),
  start: '09:00',
  end: '10:00',
  location: 'Studio A',
  max: 10,
};
/** Journey 3: one seat, taken by Ben. */
const PILATES: ClassSpec = {
  name: 'Power Pilates',
  price: '30.00',
  date: addDays(TODAY, 5),
  start: '12:00',
  end: '13:00',
  location: 'Studio B',
  max: 1,
};
/** Journey 4: booked on the phone. */
const BARRE: ClassSpec = {
  name: 'Barre Basics',
  price: '22.00',
  date: addDays(TODAY, 4),
  start: '17:30',
  end: '18:15',
  location: 'Studio C',
  max: 8,
};

/**
 * Journey 2: a class that starts in under 24 hours: two and a half hours from now on the studio's clock.
 * When that is still today, a weekly class whose first class is today (single classes must be tomorrow
 * or later); when it is tomorrow (from 21:30 on), a single class then; when today has no half hour left
 * after it, a single class tomorrow at 06:00, at most nine hours away. Computed on the studio's clock,
 * so across midnight and DST changes alike.
 */
const SOON: ClassSpec & { weekly: boolean } = (() => {
  const at = studioIn(150 * 60_000);
  const start = Math.ceil(at.minutes / 5) * 5;
  const base = { name: 'Late Night Stretch', price: '18.00', location: 'Studio D', max: 6 };
  const fits = start + 30 <= 23 * 60 + 59;
  if (at.date === TODAY && fits) {
    return { ...base, weekly: true, date: at.date, start: hhmm(start), end: hhmm(start + 30) };
  }
  if (at.date !== TODAY && fits) {
    return { ...base, weekly: false, date: at.date, start: hhmm(start), end: hhmm(start + 30) };
  }
  return { ...base, weekly: false, date: addDays(TODAY, 1), start: '06:00', end: '06:30' };
})();

interface Student {
  id: number;
  name: string;
  first: string;
  email: string;
  password: string;
}

const stamp = Date.now();
/** At most five signups per address per 15 minutes: four students. */
const PEOPLE = {
  anna: { name: 'Anna Lindqvist', email: `anna.${stamp}@example.com` },
  ben: { name: 'Ben Okonkwo', email: `ben.${stamp}@example.com` },
  cara: { name: 'Cara Dubois', email: `cara.${stamp}@example.com` },
  dana: { name: 'Dana Whitfield', email: `dana.${stamp}@example.com` },
};

let app: RunningApp;
let browser: Browser;
let admin: APIRequestContext;
const students = {} as Record<keyof typeof PEOPLE, Student>;
/** Ben's booking of the one-seat class, made through the API. */
let benBookingId = 0;

// ---------- API set-up (JSON with our own Origin, as the server requires) ----------

interface ApiInstance {
  id: number;
  name: string;
  classDate: string;
  startTime: string;
  isCancelled: boolean;
}

/** A class type with one class: a single class, or (SOON) a weekly schedule whose first class is today. */
async function createClass(spec: ClassSpec, weekly = false): Promise<ApiInstance> {
  const type = await send<{ id: number }>(admin, 'POST', '/api/class-types', {
    name: spec.name,
    description: `${spec.name} for every level.`,
    duration: 60,
    price: spec.price,
  });
  const place = {
    classTypeId: type.id,
    startTime: spec.start,
    endTime: spec.end,
    location: spec.location,
    maxStudents: spec.max,
  };
  if (!weekly) {
    return send<ApiInstance>(admin, 'POST', '/api/class-instances/single', {
      ...place,
      classDate: spec.date,
    });
  }
  await send(admin, 'POST', '/api/class-schedules', { ...place, dayOfWeek: dayOfWeek(spec.date) });
  const list = await send<ApiInstance[]>(
    admin,
    'GET',
    `/api/class-instances?startDate=${spec.date}&endDate=${spec.date}`,
  );
  const instance = list.find((i) => i.name === spec.name && i.classDate.startsWith(spec.date));
  if (!instance) throw new Error(`no ${spec.name} on ${spec.date}: ${JSON.stringify(list)}`);
  return instance;
}

async function signUp(person: { name: string; email: string }): Promise<Student> {
  const api = await apiContext(app);
  const body = await send<{ student: { id: number }; temporaryPassword?: string }>(
    api,
    'POST',
    '/api/auth/student/signup',
    { ...person, phone: '604-555-0100' },
  );
  await api.dispose();
  if (!body.temporaryPassword) throw new Error('signup returned no temporary password (is SMTP configured?)');
  return {
    ...person,
    id: body.student.id,
    first: person.name.split(' ')[0]!,
    password: body.temporaryPassword,
  };
}

interface ApiCredit {
  amount: string;
  reason: string;
  isUsed: boolean;
}
const cents = (amount: string) => Math.round(Number(amount) * 100);
const creditCents = async (studentId: number) =>
  (await send<ApiCredit[]>(admin, 'GET', `/api/student-credits/${studentId}`)).reduce(
    (sum, c) => sum + cents(c.amount),
    0,
  );

beforeAll(async () => {
  app = await startApp();
  browser = await launchBrowser();
  admin = await apiContext(app);
  await send(admin, 'POST', '/api/admin/login', ADMIN, 200);

  await createClass(YIN);
  const pilates = await createClass(PILATES);
  await createClass(BARRE);
  await createClass(SOON, SOON.weekly);

  for (const key of Object.keys(PEOPLE) as (keyof typeof PEOPLE)[]) {
    students[key] = await signUp(PEOPLE[key]);
  }

  // Ben takes the one seat of Power Pilates from his own session.
  const ben = await apiContext(app);
  await send(
    ben,
    'POST',
    '/api/auth/student/login',
    { email: students.ben.email, password: students.ben.password },
    200,
  );
  const booking = await send<{ id: number; bookingStatus: string }>(ben, 'POST', '/api/student-bookings', {
    studentId: students.ben.id,
    classInstanceId: pilates.id,
  });
  expect(booking.bookingStatus).toBe('confirmed');
  benBookingId = booking.id;
  await ben.dispose();
});

afterAll(async () => {
  await admin?.dispose();
  await browser?.close();
  await app?.close();
});

// ---------- page helpers ----------

/** A toast's title; toasts are aria-hidden while a dialog is open, so found by text. */

/** Logs in on / with e-mail and password and waits for the dashboard's welcome. */
async function studentPage(student: Student, viewport = DESKTOP) {
  const { context, page } = await newPage(browser, app.url, viewport, CONTEXT);
  await page.goto('/');
  await page.getByLabel('Email').first().fill(student.email);
  await page.getByLabel('Password').first().fill(student.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await page.getByText(`Welcome, ${student.name}`).waitFor();
  return { context, page };
}

/** The big figure of a stat card ("1", "$25.00") and its caption line. */
const stat = (page: Page, name: 'Enrolled Classes' | 'Amount Owed' | 'Available Credits') => {
  const card = page.getByRole('region', { name, exact: true });
  return {
    value: () => card.locator('p').nth(0).textContent(),
    caption: () => card.locator('p').nth(1).textContent(),
  };
};

async function expectStats(page: Page, enrolled: string, owed: string, credits: string) {
  await expect.poll(() => stat(page, 'Enrolled Classes').value()).toBe(enrolled);
  await expect.poll(() => stat(page, 'Amount Owed').value()).toBe(owed);
  await expect.poll(() => stat(page, 'Available Credits').value()).toBe(credits);
}

const dashboardTab = (page: Page, name: 'My Classes' | 'Enroll in Classes' | 'Payments' | 'Settings') =>
  page.getByRole('tablist', { name: 'Dashboard sections' }).getByRole('tab', { name, exact: true });

async function openTab(page: Page, name: 'My Classes' | 'Enroll in Classes' | 'Payments' | 'Settings') {
  await dashboardTab(page, name).click();
  await expect.poll(() => dashboardTab(page, name).getAttribute('aria-selected')).toBe('true');
}

/** My Classes' sub-tab by its label and count, e.g. "Upcoming (1)". */
const listTab = (page: Page, label: string) =>
  page.getByRole('tablist', { name: 'My classes' }).getByRole('tab', { name: label, exact: true });

/** The Enroll in Classes section and its toolbar title (desktop). */
const calendar = (page: Page) => page.getByRole('region', { name: 'Class Calendar', exact: true });
const calendarTitle = (page: Page) => calendar(page).locator('h3[aria-live="polite"]');

/** Pages the desktop month forward until it shows the date's month. */
async function showMonthOf(page: Page, iso: string) {
  const title = calendarTitle(page);
  await title.waitFor();
  for (let i = 0; i < 3 && (await title.textContent()) !== monthTitle(iso); i++) {
    await calendar(page).getByRole('button', { name: 'Next month', exact: true }).click();
  }
  await expect.poll(() => title.textContent()).toBe(monthTitle(iso));
}

/** The class entry in a month cell (the only one that day). */
async function monthEntry(page: Page, iso: string) {
  const cell = calendar(page).getByRole('cell', { name: fmt(iso), exact: true });
  const entry = cell.getByTestId('calendar-class');
  await entry.waitFor();
  expect(await entry.count()).toBe(1);
  return entry;
}

async function chooseView(page: Page, name: 'Month' | 'Week' | 'List') {
  const button = calendar(page)
    .getByRole('group', { name: 'Calendar view' })
    .getByRole('button', { name, exact: true });
  await button.click();
  await expect.poll(() => button.getAttribute('aria-pressed')).toBe('true');
}

/** The class details dialog, named by its title (the class name, then a Booked / Full chip). */
const detailDialog = (page: Page, spec: ClassSpec) =>
  page.getByRole('dialog', { name: new RegExp(`^${spec.name}`) });

// ---------- journeys ----------

describe('a student on a desktop', () => {
  it('books a class from the Month view, sees it in My Classes and the stat cards, cancels it and gets the credit', async () => {
    const anna = students.anna;
    const { context, page } = await studentPage(anna);

    // A fresh account: nothing booked, nothing owed, no credit.
    await expectStats(page, '0', '$0.00', '$0.00');
    await listTab(page, 'Upcoming (0)').waitFor();
    await page.getByText('No Upcoming Classes', { exact: true }).waitFor();

    // Enroll in Classes opens on the Month view; the class is in its day's cell, name cut to 8 characters.
    await openTab(page, 'Enroll in Classes');
    await expect
      .poll(() =>
        calendar(page)
          .getByRole('group', { name: 'Calendar view' })
          .getByRole('button', { name: 'Month', exact: true })
          .getAttribute('aria-pressed'),
      )
      .toBe('true');
    await showMonthOf(page, YIN.date);
    let entry = await monthEntry(page, YIN.date);
    expect(await entry.getAttribute('data-state')).toBe('available');
    const cellText = await entry.textContent();
    expect(cellText).toContain('Restorat');
    expect(cellText).not.toContain('Restorative');
    expect(cellText).toContain(clock(YIN.start));
    expect(cellText).toContain(`0/${YIN.max}`);

    // The details: date, time, place, price, seats and the invoice box; then Book This Class.
    await entry.click();
    const details = detailDialog(page, YIN);
    await details.waitFor();
    for (const text of [fmt(YIN.date), range(YIN.start, YIN.end), YIN.location, `$${YIN.price}`]) {
      await details.getByText(text, { exact: true }).waitFor();
    }
    await details.getByText(`Enrolled: 0 / ${YIN.max}`).waitFor();
    await details.getByText(`${YIN.max} spots left`).waitFor();
    await details.getByRole('note', { name: 'Invoice Payment' }).waitFor();
    expect(await details.getByRole('button', { name: 'Class Full' }).count()).toBe(0);
    await details.getByRole('button', { name: 'Book This Class' }).click();
    await details.waitFor({ state: 'detached' });
    await toast(page, 'Class Booked').waitFor();

    // The cell now says booked, one seat taken; the stat cards follow without a reload.
    entry = await monthEntry(page, YIN.date);
    await expect.poll(() => entry.getAttribute('data-state')).toBe('booked');
    await expect.poll(() => entry.textContent()).toContain(`1/${YIN.max}`);
    // Its name is what it shows; its description has the full name and the state.
    const description = await entry.evaluate(
      (el) => document.getElementById(el.getAttribute('aria-describedby') ?? '')?.textContent ?? '',
    );
    expect(description.startsWith(`${YIN.name}, `)).toBe(true);
    expect(description).toMatch(/, Booked$/);
    await expectStats(page, '1', `$${YIN.price}`, '$0.00');
    // 25.00 / 1.05 = 23.81, and the tax is the rest.
    expect(await stat(page, 'Amount Owed').caption()).toBe('$23.81 + $1.19 tax');

    // My Classes → Upcoming: the booking card.
    await openTab(page, 'My Classes');
    await listTab(page, 'Upcoming (1)').waitFor();
    const card = page.getByRole('article', { name: YIN.name, exact: true });
    for (const text of [
      'Confirmed',
      fmt(YIN.date),
      range(YIN.start, YIN.end),
      YIN.location,
      `$${YIN.price}`,
      `Booked on ${fmt(studioToday())}`,
    ]) {
      await card.getByText(text, { exact: true }).waitFor();
    }
    expect(await card.getByText(/Cannot cancel/).count()).toBe(0);

    // Anna pays by e-Transfer and the studio records it: what she paid is what a cancel gives back.
    await send(
      admin,
      'POST',
      '/api/payments',
      { studentId: anna.id, amount: YIN.price, paymentMethod: 'e_transfer' },
      201,
    );

    // Cancel: "Keep Booking" changes nothing, "Yes, Cancel Booking" cancels.
    await card.getByRole('button', { name: 'Cancel Booking', exact: true }).click();
    const confirm = page.getByRole('dialog', { name: 'Cancel Booking?' });
    await confirm
      .getByText('What you paid for this class comes back to your account as credit', { exact: false })
      .waitFor();
    await confirm.getByRole('button', { name: 'Keep Booking' }).click();
    await confirm.waitFor({ state: 'detached' });
    await listTab(page, 'Upcoming (1)').waitFor();
    await card.getByRole('button', { name: 'Cancel Booking', exact: true }).click();
    await confirm.getByRole('button', { name: 'Yes, Cancel Booking' }).click();
    await confirm.waitFor({ state: 'detached' });
    await toast(page, 'Booking Cancelled').waitFor();

    // Upcoming is empty, Cancelled has it with the reason and the day; the credit is available.
    await listTab(page, 'Upcoming (0)').waitFor();
    await listTab(page, 'Cancelled (1)').click();
    const cancelled = page.getByRole('article', { name: YIN.name, exact: true });
    for (const text of ['Cancelled', `Cancelled on ${fmt(studioToday())}`, 'Reason: Cancelled by student']) {
      await cancelled.getByText(text, { exact: true }).waitFor();
    }
    expect(await cancelled.getByRole('button', { name: 'Cancel Booking' }).count()).toBe(0);
    await expectStats(page, '0', '$0.00', `$${YIN.price}`);

    // The seat is free again on the calendar.
    await openTab(page, 'Enroll in Classes');
    await showMonthOf(page, YIN.date);
    entry = await monthEntry(page, YIN.date);
    await expect.poll(() => entry.getAttribute('data-state')).toBe('available');
    // The student's bookings and the calendar's counts are two reads; the count may arrive second.
    await expect.poll(() => entry.textContent()).toContain(`0/${YIN.max}`);

    // The server agrees: the credit is what she paid, the class price.
    const credits = await send<ApiCredit[]>(admin, 'GET', `/api/student-credits/${anna.id}`);
    expect(credits.map((c) => c.amount)).toEqual([YIN.price]);
    await context.close();
  }, 120_000);

  it('sees "Cannot cancel (less than 24h before class)" for a class that starts within 24 hours', async () => {
    const { context, page } = await studentPage(students.dana);

    // Booked from the List view, under the class's day.
    await openTab(page, 'Enroll in Classes');
    await chooseView(page, 'List');
    const day = calendar(page).getByRole('region', { name: dayTitle(SOON.date), exact: true });
    const row = day.getByTestId('calendar-class').filter({ hasText: SOON.name });
    await row.waitFor();
    expect(await row.getAttribute('data-state')).toBe('available');
    await row.getByText(range(SOON.start, SOON.end), { exact: true }).waitFor();
    await row.click();
    const details = detailDialog(page, SOON);
    await details.getByRole('button', { name: 'Book This Class' }).click();
    await details.waitFor({ state: 'detached' });
    await toast(page, 'Class Booked').waitFor();
    await expect.poll(() => row.getAttribute('data-state')).toBe('booked');

    // Its details say booked, and that it can no longer be cancelled: no Cancel Booking.
    await row.click();
    await details.getByText("You're booked for this class.").waitFor();
    await details.getByText('Cannot cancel (less than 24h before class)', { exact: true }).waitFor();
    expect(await details.getByRole('button', { name: 'Cancel Booking' }).count()).toBe(0);
    await page.keyboard.press('Escape');
    await details.waitFor({ state: 'detached' });

    // My Classes shows the same on the card.
    await openTab(page, 'My Classes');
    await listTab(page, 'Upcoming (1)').waitFor();
    const card = page.getByRole('article', { name: SOON.name, exact: true });
    await card.getByText('Cannot cancel (less than 24h before class)', { exact: true }).waitFor();
    await card.getByText('Confirmed', { exact: true }).waitFor();
    expect(await card.getByRole('button', { name: 'Cancel Booking' }).count()).toBe(0);
    await expectStats(page, '1', `$${SOON.price}`, '$0.00');
    await context.close();
  }, 90_000);

  it('sees a full class as FULL in the month and "Join Waitlist" in its details', async () => {
    const { context, page } = await studentPage(students.anna);
    await openTab(page, 'Enroll in Classes');
    await showMonthOf(page, PILATES.date);
    const entry = await monthEntry(page, PILATES.date);
    expect(await entry.getAttribute('data-state')).toBe('full');
    const text = await entry.textContent();
    expect(text).toContain('FULL');
    expect(text).toContain('1/1');
    expect(text).toContain('Power Pi');

    await entry.click();
    const details = detailDialog(page, PILATES);
    await details.getByText('Enrolled: 1 / 1').waitFor();
    await details.getByText('No spots left').waitFor();
    // A full class offers its waitlist instead of a disabled "Class Full" (issue 14).
    await details.getByRole('button', { name: 'Join Waitlist' }).waitFor();
    expect(await details.getByRole('button', { name: 'Class Full' }).count()).toBe(0);
    expect(await details.getByRole('button', { name: 'Book This Class' }).count()).toBe(0);
    await page.keyboard.press('Escape');
    await details.waitFor({ state: 'detached' });
    await context.close();
  });
});

describe('a student on a 390 px phone', () => {
  it('finds the class on the dot calendar and in the week list, books it, and sees it under Upcoming', async () => {
    const { context, page } = await studentPage(students.cara, PHONE);
    await openTab(page, 'Enroll in Classes');

    // No desktop toolbar: the dot calendar, on the studio's month.
    const today = studioToday();
    await page.getByRole('heading', { level: 3, name: monthTitle(today) }).waitFor();
    expect(await page.getByRole('group', { name: 'Calendar view' }).count()).toBe(0);
    if (monthTitle(BARRE.date) !== monthTitle(today)) {
      await page.getByRole('button', { name: 'Next month', exact: true }).click();
      await page.getByRole('heading', { level: 3, name: monthTitle(BARRE.date) }).waitFor();
    }
    const day = page.getByRole('button', { name: `${dayButton(BARRE.date)}, 1 class`, exact: true });
    await day.waitFor();
    expect(await day.getByTestId('class-dot').count()).toBe(1);

    // Tapping the day (one class) opens it directly; closed again, the day's week is listed below.
    await day.click();
    const details = detailDialog(page, BARRE);
    await details.getByText(`Enrolled: 0 / ${BARRE.max}`).waitFor();
    await details.getByText(`$${BARRE.price}`, { exact: true }).waitFor();
    expect((await details.boundingBox())!.width).toBeLessThanOrEqual(PHONE.width);
    await page.keyboard.press('Escape');
    await details.waitFor({ state: 'detached' });
    await expect.poll(() => day.getAttribute('aria-pressed')).toBe('true');

    const week = page.getByRole('region', { name: 'Classes this week', exact: true });
    const row = week
      .getByRole('region', { name: dayTitle(BARRE.date), exact: true })
      .getByTestId('calendar-class');
    await row.waitFor();
    expect(await row.getAttribute('data-state')).toBe('available');
    for (const text of [BARRE.name, range(BARRE.start, BARRE.end), `0 / ${BARRE.max}`]) {
      await row.getByText(text, { exact: true }).waitFor();
    }

    // Tap the row, book.
    await row.click();
    await details.getByRole('button', { name: 'Book This Class' }).click();
    await details.waitFor({ state: 'detached' });
    await toast(page, 'Class Booked').waitFor();
    await expect.poll(() => row.getAttribute('data-state')).toBe('booked');
    await row.getByText(`1 / ${BARRE.max}`, { exact: true }).waitFor();
    await row.getByText('Booked', { exact: true }).waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);

    // My Classes → Upcoming.
    await openTab(page, 'My Classes');
    await listTab(page, 'Upcoming (1)').waitFor();
    const card = page.getByRole('article', { name: BARRE.name, exact: true });
    for (const text of ['Confirmed', fmt(BARRE.date), range(BARRE.start, BARRE.end), `$${BARRE.price}`]) {
      await card.getByText(text, { exact: true }).waitFor();
    }
    await card.getByRole('button', { name: 'Cancel Booking' }).waitFor();
    await expectStats(page, '1', `$${BARRE.price}`, '$0.00');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await context.close();
  }, 90_000);
});

describe('a student edits their profile', () => {
  it('saves a field when it is left (only that field), keeps it after a reload, and cannot edit the primary e-mail', async () => {
    const anna = students.anna;
    const { context, page } = await studentPage(anna);
    const updates: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('students.update')) updates.push(r.postData() ?? '');
    });

    await openTab(page, 'Settings');
    await page.getByText('Changes are saved automatically when you leave a field.').waitFor();
    // Change Password is offered in the header and in Account Security.
    await page.getByRole('banner').getByRole('button', { name: 'Change Password' }).waitFor();
    await page
      .getByRole('region', { name: 'Account Security', exact: true })
      .getByRole('button', { name: 'Change Password' })
      .waitFor();

    // Leaving a field without changing it sends nothing.
    const fullName = page.getByLabel('Full Name');
    await expect.poll(() => fullName.inputValue()).toBe(anna.name);
    await fullName.focus();
    await page.keyboard.press('Tab');

    // Phone: typed, left with Tab, "Saved"; one request carrying the phone alone.
    const phone = page.getByLabel('Phone', { exact: true });
    await expect.poll(() => phone.inputValue()).toBe('604-555-0100');
    await phone.fill('778-555-0123');
    await phone.press('Tab');
    await page.getByText('Saved', { exact: true }).waitFor();
    expect(updates).toHaveLength(1);
    expect(updates[0]).toContain('"phone":"778-555-0123"');
    expect(updates[0]).not.toMatch(
      /"(name|preferredName|birthday|paymentEmail|notificationEmail|emergencyContact|medicalNotes)"/,
    );

    // Preferred Name: saved the same way, and the header's welcome uses it.
    const preferred = page.getByLabel('Preferred Name');
    await preferred.fill('Annie');
    await preferred.press('Tab');
    await page.getByText('Welcome, Annie', { exact: true }).waitFor();
    expect(updates).toHaveLength(2);
    expect(updates[1]).toContain('"preferredName":"Annie"');
    expect(updates[1]).not.toContain('"phone"');

    // The primary e-mail is shown and read-only: typing changes nothing.
    const primary = page.getByLabel('Primary Email');
    expect(await primary.inputValue()).toBe(anna.email);
    expect(await primary.getAttribute('readonly')).not.toBeNull();
    await primary.click();
    await page.keyboard.press('End');
    await page.keyboard.type('typed');
    expect(await primary.inputValue()).toBe(anna.email);
    expect(updates).toHaveLength(2);

    // After a reload, /settings shows what was saved.
    await page.goto('/settings');
    await page.getByRole('heading', { level: 1, name: 'Settings' }).waitFor();
    await expect.poll(() => page.getByLabel('Phone', { exact: true }).inputValue()).toBe('778-555-0123');
    expect(await page.getByLabel('Preferred Name').inputValue()).toBe('Annie');
    expect(await page.getByLabel('Primary Email').inputValue()).toBe(anna.email);
    await page.getByText('Welcome, Annie', { exact: true }).waitFor();
    const profile = await send<{ phone: string; preferredName: string; email: string }>(
      admin,
      'GET',
      `/api/students/${anna.id}`,
    );
    expect(profile).toMatchObject({ phone: '778-555-0123', preferredName: 'Annie', email: anna.email });

    await page
      .getByRole('link', { name: 'Back to Dashboard' })
      .or(page.getByRole('button', { name: 'Back to Dashboard' }))
      .click();
    await page.waitForURL((url) => url.pathname === '/');
    await dashboardTab(page, 'My Classes').waitFor();
    await context.close();
  });
});

describe('the administrator manages bookings', () => {
  it("finds a student's booking in the Bookings grid, cancels it with a reason and a credit", async () => {
    const ben = students.ben;
    expect(benBookingId).toBeGreaterThan(0);
    const before = await creditCents(ben.id);
    // Ben paid for the class at the desk; cancelling gives that back as credit (decision 027).
    await send(
      admin,
      'POST',
      '/api/payments',
      { studentId: ben.id, amount: PILATES.price, paymentMethod: 'cash' },
      201,
    );
    const reason = 'Studio B flooded';

    const { context, page } = await newPage(browser, app.url, DESKTOP, CONTEXT);
    await adminLogin(page);
    await page.getByRole('navigation').getByRole('button', { name: 'Bookings', exact: true }).click();
    await page.getByRole('heading', { level: 2, name: 'Booking Management' }).waitFor();
    const grid = page.getByRole('grid', { name: 'Bookings' });
    const rows = grid.locator('[role="row"][data-id]');
    // Everyone's bookings: Ben's, and those the other journeys made.
    await expect.poll(() => rows.count()).toBeGreaterThan(1);

    // The search narrows the grid to Ben's booking.
    await page.getByLabel('Search bookings').fill('Okonkwo');
    await expect.poll(() => rows.count()).toBe(1);
    const row = rows.first();
    for (const text of [
      ben.name,
      ben.email,
      PILATES.name,
      fmt(PILATES.date),
      `$${PILATES.price}`,
      'Confirmed',
    ]) {
      await row.getByText(text, { exact: true }).waitFor();
    }

    // Cancel Booking: "Keep Booking" first, then with a reason and the default credit.
    await row.getByRole('button', { name: 'Cancel Booking', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Cancel Booking', exact: true });
    await dialog.getByText(`${ben.name} (${ben.email})`, { exact: true }).waitFor();
    await dialog.getByRole('button', { name: 'Keep Booking' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await row.getByText('Confirmed', { exact: true }).waitFor();

    await row.getByRole('button', { name: 'Cancel Booking', exact: true }).click();
    await dialog.waitFor();
    expect(await dialog.getByRole('radio', { name: 'Issue credit' }).isChecked()).toBe(true);
    expect(await dialog.getByRole('radio', { name: 'Charge student (no credit)' }).isChecked()).toBe(false);
    expect(Number(await dialog.getByLabel('Refund amount').inputValue())).toBe(Number(PILATES.price));
    await dialog.getByLabel('Reason').fill(reason);
    await dialog.getByRole('button', { name: 'Cancel Booking', exact: true }).click();
    await dialog.waitFor({ state: 'hidden' });
    await toast(page, 'Booking Cancelled').waitFor();
    await page
      .getByText(`A credit of $${PILATES.price} has been added to the student's account.`, { exact: false })
      .first()
      .waitFor();

    // The row says Cancelled and offers no action any more.
    await row.getByText('Cancelled', { exact: true }).waitFor();
    expect(await row.getByRole('button', { name: 'Cancel Booking' }).count()).toBe(0);

    // The Cancelled filter shows why.
    const cancelledFilter = page
      .getByRole('group', { name: 'Booking status' })
      .getByRole('button', { name: 'Cancelled', exact: true });
    await cancelledFilter.click();
    await expect.poll(() => cancelledFilter.getAttribute('aria-pressed')).toBe('true');
    await expect.poll(() => rows.count()).toBe(1);
    await rows.first().getByText(reason, { exact: false }).waitFor();

    // Ben's credits grew by the class price.
    expect(await creditCents(ben.id)).toBe(before + cents(PILATES.price));
    const credits = await send<ApiCredit[]>(admin, 'GET', `/api/student-credits/${ben.id}`);
    expect(credits.some((c) => c.amount === PILATES.price && !c.isUsed)).toBe(true);
    await context.close();
  }, 90_000);
});
