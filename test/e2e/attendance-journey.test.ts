/**
 * Checking a class in at the door (issue 14 §3), at 390 px and on a desktop: the administrator opens
 * today's class from the calendar, opens Check In, marks one student attended and one a no-show,
 * registers a walk-in in the full class after the over-capacity warning, and finds it all in the
 * counts and on the students' profiles.
 *
 * The class, its students and their bookings are set up through the API; the journey is clicks.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dayOfWeek } from '../../src/shared/dates';
import { CONTEXT, dayTitle, hhmm, studioNow } from './studio-time';
import { adminLogin, DESKTOP, launchBrowser, newPage, PHONE, type RunningApp, startApp } from './support';

let app: RunningApp;
let browser: Browser;

beforeAll(async () => {
  app = await startApp();
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await app?.close();
});

/** A JSON call with the page's administrator session (set-up and reading state only). */
async function api<T>(page: Page, method: string, path: string, body?: unknown): Promise<T> {
  return page.evaluate(
    async ({ method, path, body }) => {
      const res = await fetch(path, {
        method,
        credentials: 'include',
        headers: body === undefined ? {} : { 'content-type': 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${await res.text()}`);
      return res.json();
    },
    { method, path, body },
  );
}

/**
 * Today's class (on the studio's clock) of a new weekly schedule that started up to 90 minutes ago (so
 * no-shows can be marked; from midnight at 00:00), full with two booked students; and a third student
 * to walk in.
 */
async function setUpClass(page: Page, tag: string) {
  const now = studioNow();
  const start = Math.max(0, now.minutes - 90);
  const end = start + 60;
  const type = await api<{ id: number }>(page, 'POST', '/api/class-types', {
    name: `Door Yoga ${tag}`,
    description: 'Checked in at the door',
    duration: 60,
    price: '20.00',
  });
  await api(page, 'POST', '/api/class-schedules', {
    classTypeId: type.id,
    dayOfWeek: dayOfWeek(now.date),
    startTime: hhmm(start),
    endTime: hhmm(end),
    location: 'Front Room',
    maxStudents: 2,
  });
  const instances = await api<{ id: number; classTypeId: number }[]>(
    page,
    'GET',
    `/api/class-instances?startDate=${now.date}&endDate=${now.date}`,
  );
  const instance = instances.find((i) => i.classTypeId === type.id)!;
  expect(instance).toBeDefined();
  const student = async (name: string) =>
    api<{ id: number }>(page, 'POST', '/api/students', {
      name,
      email: `${name.toLowerCase().replace(/\W+/g, '.')}.${Date.now()}@example.com`,
      passwordOption: 'create',
      customPassword: 'door-pass-12345',
    });
  const names = { came: `Ada Came ${tag}`, missed: `Bo Missed ${tag}`, walker: `Cy Walker ${tag}` };
  const came = await student(names.came);
  const missed = await student(names.missed);
  await student(names.walker);
  for (const s of [came, missed]) {
    await api(page, 'POST', '/api/student-bookings', { studentId: s.id, classInstanceId: instance.id });
  }
  return {
    typeName: `Door Yoga ${tag}`,
    instanceId: instance.id,
    names,
    date: now.date,
    ended: end <= now.minutes,
  };
}

const counts = (page: Page) => page.getByRole('group', { name: 'Check-in counts' });
async function expectCounts(page: Page, booked: string, attended: number, noShow: number, unmarked: number) {
  const group = counts(page);
  await expect
    .poll(() => group.textContent())
    .toBe(`${booked}Booked${attended}Attended${noShow}No-show${unmarked}Not marked`);
}

const row = (page: Page, name: string) =>
  page.getByRole('list', { name: 'Students' }).getByRole('listitem', { name });

async function journey(viewport: typeof DESKTOP, tag: string) {
  const { context, page } = await newPage(browser, app.url, viewport, CONTEXT);
  await adminLogin(page);
  const { typeName, instanceId, names, date, ended } = await setUpClass(page, tag);

  // The calendar: today's class, its details, Check In.
  await page.goto('/?section=schedule');
  if (viewport === DESKTOP) {
    const day = page
      .getByRole('group', { name: 'Calendar view' })
      .getByRole('button', { name: 'Day', exact: true });
    await day.click();
    // The calendar opens on the studio's today, whatever the browser's clock says.
    await expect.poll(() => page.locator('h3[aria-live="polite"]').textContent()).toBe(dayTitle(date));
  }
  await page.getByTestId('calendar-class').filter({ hasText: typeName }).first().click();
  const details = page.getByRole('dialog', { name: new RegExp(typeName) });
  await details.getByRole('link', { name: 'Check In' }).click();
  await page.waitForURL(new RegExp(`/check-in/${instanceId}$`));
  await page.getByRole('heading', { name: 'Check In', level: 1 }).waitFor();
  await page.getByRole('heading', { name: typeName }).waitFor();
  await expectCounts(page, '2 / 2', 0, 0, 2);

  // Large targets, and nothing wider than the screen.
  const attended = row(page, names.came).getByRole('button', { name: 'Attended' });
  const box = (await attended.boundingBox())!;
  expect(box.height).toBeGreaterThanOrEqual(48);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);

  // One attended, one no-show.
  await attended.click();
  await page.getByText(`${names.came}: Attended`).first().waitFor();
  await expect.poll(() => attended.getAttribute('aria-pressed')).toBe('true');
  await row(page, names.missed).getByRole('button', { name: 'No-show' }).click();
  await page.getByText(`${names.missed}: No-show`).first().waitFor();
  await expectCounts(page, '2 / 2', 1, 1, 0);

  // A walk-in in the full class: the warning first, then over capacity.
  await page.getByRole('button', { name: 'Walk-in', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Register Walk-in' });
  await dialog
    .getByText('This class is full (2 / 2). Registering this student will exceed the class capacity.')
    .waitFor();
  await dialog.getByRole('combobox', { name: 'Student' }).fill(names.walker);
  await page.getByRole('option', { name: new RegExp(names.walker) }).click();
  await dialog.getByRole('button', { name: 'Register Walk-in (Over Capacity)' }).click();
  await page.getByText('Walk-in registered').first().waitFor();
  await dialog.waitFor({ state: 'detached' });
  const walkerRow = row(page, names.walker);
  await walkerRow.getByText('Walk-in', { exact: true }).waitFor();
  await walkerRow.getByText('Over capacity', { exact: true }).waitFor();
  await expect
    .poll(() => walkerRow.getByRole('button', { name: 'Attended' }).getAttribute('aria-pressed'))
    .toBe('true');
  await expectCounts(page, '3 / 2', 2, 1, 0);

  // The door's tablet keeps the address: a reload shows the same.
  await page.reload();
  await expectCounts(page, '3 / 2', 2, 1, 0);

  // The no-show on the student's profile.
  await page.goto('/?section=students');
  await page.getByRole('textbox', { name: 'Search students' }).fill(names.missed);
  await page.getByRole('button', { name: `View ${names.missed}` }).click();
  const profile = page.getByRole('dialog', { name: names.missed });
  const classes = profile.getByRole('list', { name: 'Confirmed classes' });
  await classes.getByText('No-show', { exact: true }).waitFor();
  await profile
    .getByTestId('attendance-rate')
    .getByText(ended ? '0.0%' : '—', { exact: true })
    .waitFor();
  await context.close();
}

describe('the administrator checks in a class at the door', () => {
  it('from a phone-sized window (390 px)', async () => {
    await journey(PHONE, 'Phone');
  });

  it('on a desktop', async () => {
    await journey(DESKTOP, 'Desk');
  });
});
