/**
 * The "classes" capability in a real browser (issue 3, "Browser tests"): the administrator sets up a
 * class type, a weekly schedule and a single class by typing into the forms, finds them in every
 * calendar view (desktop and 390 px), edits a class, registers a student, cancels the class with a
 * reason, and manages the schedule on /schedule and /class-signup/{classTypeId}.
 *
 * The journeys run in order against one server and build on each other's data.
 */
import { type Browser, type Page, request } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, DAY_NAMES, dayOfWeek } from '../../src/shared/dates';
import { CONTEXT, dayButton, dayTitle, fmt, monthTitle, studioToday } from './studio-time';
import {
  adminLogin,
  DESKTOP,
  launchBrowser,
  newPage,
  PHONE,
  type RunningApp,
  startApp,
  toast,
} from './support';

// ---------- dates, computed here rather than with the app's formatters ----------

const sameMonth = (a: string, b: string): boolean => a.slice(0, 7) === b.slice(0, 7);
const weekOf = (iso: string): string[] => {
  const sunday = addDays(iso, -dayOfWeek(iso));
  return Array.from({ length: 7 }, (_, i) => addDays(sunday, i));
};

const TODAY = studioToday();
/** The weekly class's first date: two days from now, on that weekday. */
const RECURRING_DATE = addDays(TODAY, 2);
const WEEKDAY = DAY_NAMES[dayOfWeek(RECURRING_DATE)]!;
/** The single class: three days from now (the form only takes tomorrow or later). */
const SINGLE_DATE = addDays(TODAY, 3);
/** The weekly class in the week after the single class's week (always after the cancelled one). */
const NEXT_WEEK_RECURRING = weekOf(addDays(SINGLE_DATE, 7)).find(
  (d) => dayOfWeek(d) === dayOfWeek(RECURRING_DATE),
)!;

const TYPE = {
  name: 'Morning Flow Yoga',
  description: 'A gentle vinyasa sequence for every level.',
  duration: '45',
  price: '18.50',
};
const SCHEDULE = {
  start: '18:00',
  end: '18:45',
  label: '6:00 PM',
  range: '6:00 PM - 6:45 PM',
  location: 'Studio A',
  maxStudents: '10',
  description: 'Bring water and a towel.',
};
const SINGLE = {
  start: '10:00',
  end: '11:30',
  label: '10:00 AM',
  range: '10:00 AM - 11:30 AM',
  location: 'Studio B',
  maxStudents: '4',
  notes: 'Mats provided.',
};
const EDITED = { location: 'Studio C (upstairs)', maxStudents: '12' };
const STUDENT = { name: 'Rosa Martinez', email: `rosa.${Date.now()}@example.com`, phone: '604-555-0199' };
const REASON = 'Instructor is unwell';

let app: RunningApp;
let browser: Browser;
/** Set by the first journey, read by the later ones. */
let classTypeId = 0;

beforeAll(async () => {
  app = await startApp();
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await app?.close();
});

// ---------- helpers ----------

interface ApiInstance {
  id: number;
  classScheduleId: number | null;
  classDate: string;
  startTime: string;
  location: string | null;
  maxStudents: number;
  enrollmentCount: number;
  isCancelled: boolean;
  is_cancelled: boolean;
  cancellationReason: string | null;
  isSingle: boolean;
}

/** GET a JSON path with the page's (admin) session: reading state for assertions only. */
async function apiGet<T>(page: Page, path: string): Promise<T> {
  return page.evaluate(async (p) => {
    const res = await fetch(p, { credentials: 'include' });
    if (!res.ok) throw new Error(`${p}: ${res.status} ${await res.text()}`);
    return res.json();
  }, path);
}

const instancesOn = (page: Page, from: string, to: string) =>
  apiGet<ApiInstance[]>(page, `/api/class-instances?startDate=${from}&endDate=${to}`);

async function adminPage(viewport = DESKTOP) {
  const { context, page } = await newPage(browser, app.url, viewport, CONTEXT);
  await adminLogin(page);
  return { context, page };
}

/** The desktop calendar toolbar's title (month, week or day). */
const calendarTitle = (page: Page) => page.locator('h3[aria-live="polite"]');

/** Presses the toolbar's Next until the title reads `expected` (a bounded number of steps). */
async function stepTo(page: Page, expected: string, button: 'Next' | 'Previous' = 'Next') {
  const title = calendarTitle(page);
  for (let i = 0; i < 8 && (await title.textContent()) !== expected; i++) {
    await page.getByRole('button', { name: button, exact: true }).click();
  }
  await expect.poll(() => title.textContent()).toBe(expected);
}

const viewButton = (page: Page, name: 'Month' | 'Week' | 'Day' | 'List') =>
  page.getByRole('group', { name: 'Calendar view' }).getByRole('button', { name, exact: true });

async function chooseView(page: Page, name: 'Month' | 'Week' | 'Day' | 'List') {
  await viewButton(page, name).click();
  await expect.poll(() => viewButton(page, name).getAttribute('aria-pressed')).toBe('true');
}

/** A toast's title; toasts are aria-hidden while a dialog is open, so found by text. */

// ---------- journeys ----------

describe('the administrator sets up and runs the timetable', () => {
  it('creates a class type after the form rejects an empty name and a bad price', async () => {
    const { context, page } = await adminPage();
    const creates: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('classes.createType')) creates.push(r.postData() ?? '');
    });

    await page.goto('/create-class-type');
    await page.getByRole('heading', { level: 1, name: 'Create Class Type' }).waitFor();
    // The spec's defaults: 60 minutes, 20.00, active.
    await expect.poll(() => page.getByLabel('Duration (minutes)').inputValue()).toBe('60');
    expect(await page.getByLabel('Price').inputValue()).toBe('20.00');
    expect(await page.getByRole('switch', { name: 'Active' }).isChecked()).toBe(true);

    await page.getByRole('button', { name: 'Create Class Type' }).click();
    await page.getByText('Class name is required').waitFor();
    await page.getByText('Description is required').waitFor();

    await page.getByLabel('Class Name').fill(TYPE.name);
    await page.getByLabel('Description').fill(TYPE.description);
    await page.getByLabel('Duration (minutes)').fill(TYPE.duration);
    await page.getByLabel('Price').fill('18.5O');
    await page.getByRole('button', { name: 'Create Class Type' }).click();
    await page.getByText('Invalid price format').waitFor();
    expect(await page.getByText('Class name is required').count()).toBe(0);
    expect(creates).toHaveLength(0); // nothing reached the server while the form was invalid

    await page.getByLabel('Price').fill(TYPE.price);
    await page.getByRole('button', { name: 'Create Class Type' }).click();
    await page.waitForURL('**/admin/classes');
    await toast(page, 'Class type created').waitFor();
    const card = page.getByRole('article', { name: TYPE.name });
    await card.waitFor();
    await card.getByText('45 min').waitFor();
    await card.getByText('$18.50').waitFor();
    await card.getByText('Active', { exact: true }).waitFor();
    expect(creates).toHaveLength(1);

    const types = await apiGet<{ id: number; name: string; duration: number; price: string }[]>(
      page,
      '/api/class-types',
    );
    const created = types.find((t) => t.name === TYPE.name);
    expect(created).toMatchObject({ duration: 45, price: '18.50', isActive: true });
    classTypeId = created!.id;
    await context.close();
  });

  it('creates a weekly schedule and a single class from the create pages', async () => {
    expect(classTypeId).toBeGreaterThan(0);
    const { context, page } = await adminPage();
    const typeOption = `${TYPE.name} (45 min, $${TYPE.price})`;

    // The recurring schedule.
    await page.goto('/create-class-schedule');
    await page.getByRole('heading', { level: 1, name: 'Create Class Schedule' }).waitFor();
    // Defaults: Monday 19:30-20:30, 15 students, recurring and active.
    expect(await page.getByLabel('Day of Week').inputValue()).toBe('1');
    expect(await page.getByLabel('Start Time').inputValue()).toBe('19:30');
    expect(await page.getByLabel('End Time').inputValue()).toBe('20:30');
    expect(await page.getByLabel('Maximum Students').inputValue()).toBe('15');
    expect(await page.getByRole('switch', { name: 'Recurring weekly' }).isChecked()).toBe(true);
    await page.getByRole('button', { name: 'Create Schedule' }).click();
    await page.getByText('Please select a class type').waitFor();

    await page.getByLabel('Class Type').selectOption({ label: typeOption });
    await page.getByLabel('Day of Week').selectOption({ label: WEEKDAY });
    await page.getByLabel('Start Time').fill(SCHEDULE.start);
    await page.getByLabel('End Time').fill(SCHEDULE.end);
    await page.getByLabel('Location').fill(SCHEDULE.location);
    await page.getByLabel('Maximum Students').fill(SCHEDULE.maxStudents);
    await page.getByLabel('Description').fill(SCHEDULE.description);
    await page.getByRole('button', { name: 'Create Schedule' }).click();
    await page.waitForURL('**/schedule');
    await toast(page, 'Schedule created').waitFor();
    await page.getByRole('article', { name: TYPE.name }).waitFor();

    // The single class: today is refused, three days from now is taken.
    await page.goto('/create-single-class');
    await page.getByRole('heading', { level: 1, name: 'Create Single Class' }).waitFor();
    expect(await page.getByLabel('Maximum Students').inputValue()).toBe('1');
    await page.getByLabel('Class Type').selectOption({ label: typeOption });
    await page.getByLabel('Date', { exact: false }).fill(TODAY);
    await page.getByLabel('Start Time').fill(SINGLE.start);
    await page.getByLabel('End Time').fill(SINGLE.end);
    await page.getByLabel('Location').fill(SINGLE.location);
    await page.getByLabel('Maximum Students').fill(SINGLE.maxStudents);
    await page.getByLabel('Notes').fill(SINGLE.notes);
    await page.getByRole('button', { name: 'Create Single Class' }).click();
    await page.getByText('Date must be tomorrow or later').waitFor();

    await page.getByLabel('Date', { exact: false }).fill(SINGLE_DATE);
    await page.getByRole('button', { name: 'Create Single Class' }).click();
    await page.waitForURL(/\/\?section=schedule$/);
    await toast(page, 'Single class created').waitFor();

    // What the server now holds (read only): the materialised weekly class and the single class.
    const list = await instancesOn(page, TODAY, addDays(TODAY, 14));
    const recurring = list.filter((i) => i.classScheduleId !== null);
    expect(recurring.map((i) => i.classDate.slice(0, 10)).sort()).toEqual(
      [RECURRING_DATE, addDays(RECURRING_DATE, 7), addDays(RECURRING_DATE, 14)].filter(
        (d) => d <= addDays(TODAY, 14),
      ),
    );
    const single = list.filter((i) => i.isSingle);
    expect(single).toHaveLength(1);
    expect(single[0]).toMatchObject({ location: SINGLE.location, maxStudents: 4, isCancelled: false });
    expect(single[0]!.classDate.slice(0, 10)).toBe(SINGLE_DATE);
    await context.close();
  });

  it('finds the classes in Month, Week, Day and List, edits one, registers a student and cancels it', async () => {
    expect(classTypeId).toBeGreaterThan(0);
    // The student to register signs up on their own (there is no admin "create student" path).
    const student = await request.newContext({ baseURL: app.url });
    const signup = await student.post('/api/auth/student/signup', { data: STUDENT });
    expect(signup.status()).toBe(201);
    await student.dispose();

    const { context, page } = await adminPage();
    await page.getByRole('navigation').getByRole('button', { name: 'Schedule', exact: true }).click();
    // Off the sidebar, which opens over the page while hovered and would cover the calendar's Today
    // (which months the journey pages through, moving the pointer, depends on the studio's date).
    await page.mouse.move(DESKTOP.width / 2, 20);
    await page.waitForURL(/section=schedule/);
    await page.getByRole('heading', { level: 2, name: 'Class Schedule' }).waitFor();
    const classes = page.getByTestId('calendar-class');
    const recurringChip = `${TYPE.name}, ${SCHEDULE.label}`;
    const singleChip = `${TYPE.name}, ${SINGLE.label}`;

    // Month: the grid opens on this month; each class is in its day's cell.
    await expect.poll(() => viewButton(page, 'Month').getAttribute('aria-pressed')).toBe('true');
    await expect.poll(() => calendarTitle(page).textContent()).toBe(monthTitle(TODAY));
    for (const [date, chip] of [
      [RECURRING_DATE, recurringChip],
      [SINGLE_DATE, singleChip],
    ] as const) {
      await stepTo(page, monthTitle(date));
      const cell = page.getByRole('cell', { name: fmt(date), exact: true });
      await cell.getByRole('button', { name: chip }).waitFor();
      expect(await cell.getByTestId('calendar-class').count()).toBe(1);
    }
    // The weekly class is there the week after too, on the same weekday.
    await stepTo(page, monthTitle(addDays(RECURRING_DATE, 7)));
    await page
      .getByRole('cell', { name: fmt(addDays(RECURRING_DATE, 7)), exact: true })
      .getByRole('button', { name: recurringChip })
      .waitFor();

    // Week: back to today, then forward to each class's week; chips show enrolment "0/max".
    await page.getByRole('button', { name: 'Today', exact: true }).click();
    await chooseView(page, 'Week');
    for (const [date, chip, seats] of [
      [RECURRING_DATE, recurringChip, `0/${SCHEDULE.maxStudents}`],
      [SINGLE_DATE, singleChip, `0/${SINGLE.maxStudents}`],
    ] as const) {
      const column = page.getByRole('region', { name: fmt(date), exact: true });
      for (let i = 0; i < 3 && !(await column.isVisible()); i++) {
        await page.getByRole('button', { name: 'Next', exact: true }).click();
      }
      const entry = column.getByRole('button', { name: chip });
      await entry.waitFor();
      expect(await entry.textContent()).toContain(seats);
    }

    // Day: the weekly class's day, from its column header; the card shows the real 45-minute length.
    await page
      .getByRole('button', {
        name: `${DAY_NAMES[dayOfWeek(RECURRING_DATE)]!.slice(0, 3)} ${dayButton(RECURRING_DATE)}`,
        exact: true,
      })
      .click();
    await expect.poll(() => viewButton(page, 'Day').getAttribute('aria-pressed')).toBe('true');
    await expect.poll(() => calendarTitle(page).textContent()).toBe(dayTitle(RECURRING_DATE));
    await expect.poll(() => classes.count()).toBe(1);
    const dayCard = classes.first();
    for (const text of [TYPE.name, '6:00 PM', '6:45 PM', '45 min', SCHEDULE.location, '$18.50', '0 / 10']) {
      await dayCard.getByText(text, { exact: true }).waitFor();
    }
    await stepTo(page, dayTitle(SINGLE_DATE));
    await expect.poll(() => classes.count()).toBe(1);
    for (const text of ['10:00 AM', '11:30 AM', '90 min', SINGLE.location, 'Single', '0 / 4']) {
      await classes.first().getByText(text, { exact: true }).waitFor();
    }

    // List: the month's upcoming classes grouped under day headings.
    await chooseView(page, 'List');
    await expect.poll(() => calendarTitle(page).textContent()).toBe(monthTitle(SINGLE_DATE));
    const singleSection = page.getByRole('region', { name: dayTitle(SINGLE_DATE), exact: true });
    await singleSection.getByTestId('calendar-class').filter({ hasText: SINGLE.location }).waitFor();
    if (sameMonth(RECURRING_DATE, SINGLE_DATE)) {
      const recurringSection = page.getByRole('region', { name: dayTitle(RECURRING_DATE), exact: true });
      await recurringSection.getByTestId('calendar-class').filter({ hasText: SCHEDULE.location }).waitFor();
    }

    // Back to the weekly class's day, and its details.
    await chooseView(page, 'Day');
    await stepTo(page, dayTitle(RECURRING_DATE), 'Previous');
    await classes.first().click();
    const details = page.getByRole('dialog', { name: TYPE.name });
    await details.waitFor();
    await details.getByText(SCHEDULE.description).waitFor(); // the schedule's description
    for (const text of [fmt(RECURRING_DATE), SCHEDULE.range, '45 min', SCHEDULE.location, '$18.50']) {
      await details.getByText(text, { exact: true }).waitFor();
    }
    const enrolled = (n: number, max: string) =>
      details.getByRole('button', { name: `Enrolled: ${n} / ${max}` });
    await enrolled(0, SCHEDULE.maxStudents).waitFor();
    await details.getByText('10 spots left').waitFor();

    // Edit Class Details: a new room and two more places, for this date only.
    await details.getByRole('button', { name: 'Edit Class Details' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Class Instance' });
    await edit.waitFor();
    expect(await edit.getByLabel('Location').inputValue()).toBe(SCHEDULE.location);
    expect(await edit.getByLabel('Maximum Students').inputValue()).toBe(SCHEDULE.maxStudents);
    await edit.getByLabel('Location').fill(EDITED.location);
    await edit.getByLabel('Maximum Students').fill(EDITED.maxStudents);
    await edit.getByRole('button', { name: 'Save Changes' }).click();
    await edit.waitFor({ state: 'detached' });
    await toast(page, 'Class Updated').waitFor();
    await details.getByText(EDITED.location, { exact: true }).waitFor();
    await enrolled(0, EDITED.maxStudents).waitFor();
    await details.getByText('12 spots left').waitFor();

    // Register Student: pick the student by typing part of her name.
    await details.getByRole('button', { name: 'Register Student' }).click();
    const register = page.getByRole('dialog', { name: 'Register Student for Class' });
    await register.waitFor();
    const picker = register.getByRole('combobox', { name: 'Student' });
    await picker.click();
    await picker.pressSequentially('Rosa');
    await page.getByRole('option', { name: new RegExp(STUDENT.name) }).click();
    expect(await picker.inputValue()).toBe(STUDENT.name);
    await register.getByRole('button', { name: 'Register Student', exact: true }).click();
    await register.waitFor({ state: 'detached' });
    await toast(page, 'Student Enrolled Successfully').waitFor();
    await enrolled(1, EDITED.maxStudents).waitFor();
    await details.getByText('11 spots left').waitFor();

    // The enrolled-students dialog names her.
    await enrolled(1, EDITED.maxStudents).click();
    const roster = page.getByRole('dialog', { name: 'Enrolled Students' });
    await roster.getByText(STUDENT.name).waitFor();
    await roster.getByRole('button', { name: 'Close' }).click();
    await roster.waitFor({ state: 'detached' });

    // Cancellation Options: the button waits for a reason; cancelling closes the dialog.
    const options = details.getByRole('form', { name: 'Cancellation Options' });
    const cancelButton = options.getByRole('button', { name: 'Cancel Class' });
    expect(await cancelButton.isDisabled()).toBe(true);
    expect(await options.getByRole('switch', { name: 'Notify students by email' }).isChecked()).toBe(true);
    await options.getByLabel('Reason for cancellation').fill(REASON);
    await cancelButton.click();
    await details.waitFor({ state: 'detached' });
    await toast(page, 'Class Cancelled').waitFor();
    // She had not paid for it: her charge goes and no credit is issued (decision 027).
    await page.getByText('1 e-mail queued to the students, 0 credits issued.').waitFor();

    // It left the calendar: the day is empty, and the month cell has no entry.
    await page.getByText('No classes scheduled for this day').waitFor();
    expect(await classes.count()).toBe(0);
    await chooseView(page, 'Month');
    const cell = page.getByRole('cell', { name: fmt(RECURRING_DATE), exact: true });
    await cell.waitFor();
    expect(await cell.getByTestId('calendar-class').count()).toBe(0);

    // The server agrees: cancelled with the reason, the edits kept, the week after untouched.
    const after = await instancesOn(page, RECURRING_DATE, addDays(RECURRING_DATE, 7));
    const cancelled = after.find((i) => i.classScheduleId !== null && i.classDate.startsWith(RECURRING_DATE));
    expect(cancelled).toMatchObject({
      isCancelled: true,
      is_cancelled: true,
      cancellationReason: REASON,
      location: EDITED.location,
      maxStudents: 12,
    });
    const nextWeek = after.find(
      (i) => i.classScheduleId !== null && i.classDate.startsWith(addDays(RECURRING_DATE, 7)),
    );
    expect(nextWeek).toMatchObject({ isCancelled: false, location: SCHEDULE.location, maxStudents: 10 });
    await context.close();
  }, 120_000);

  it('shows the compact month with dots and the week list at 390 px', async () => {
    const { context, page } = await adminPage(PHONE);
    await page.getByRole('button', { name: 'Toggle navigation' }).click();
    await page.getByRole('button', { name: 'Schedule', exact: true }).click();
    await page.waitForURL(/section=schedule/);
    await page.getByRole('heading', { level: 2, name: 'Class Schedule' }).waitFor();
    // No desktop toolbar here, and nothing wider than the phone.
    await page.getByRole('heading', { level: 3, name: monthTitle(TODAY) }).waitFor();
    expect(await page.getByRole('group', { name: 'Calendar view' }).count()).toBe(0);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);

    const day = (iso: string, name = dayButton(iso)) => page.getByRole('button', { name, exact: true });
    await expect.poll(() => day(TODAY).getAttribute('aria-pressed')).toBe('true'); // no class today
    if (!sameMonth(SINGLE_DATE, TODAY)) await page.getByRole('button', { name: 'Later month' }).click();
    await page.getByRole('heading', { level: 3, name: monthTitle(SINGLE_DATE) }).waitFor();

    // One dot on the single class's day; none on the cancelled class's day.
    const singleDay = day(SINGLE_DATE, `${dayButton(SINGLE_DATE)}, 1 class`);
    await singleDay.waitFor();
    expect(await singleDay.getByTestId('class-dot').count()).toBe(1);
    if (sameMonth(RECURRING_DATE, SINGLE_DATE)) {
      expect(await day(RECURRING_DATE).getByTestId('class-dot').count()).toBe(0);
    }
    const laterDay = day(NEXT_WEEK_RECURRING, `${dayButton(NEXT_WEEK_RECURRING)}, 1 class`);
    if (sameMonth(NEXT_WEEK_RECURRING, SINGLE_DATE)) {
      expect(await laterDay.getByTestId('class-dot').count()).toBe(1);
    }

    // Tapping the day shows its week's classes below.
    await singleDay.click();
    await expect.poll(() => singleDay.getAttribute('aria-pressed')).toBe('true');
    const singleSection = page.getByRole('region', { name: dayTitle(SINGLE_DATE), exact: true });
    const singleEntry = singleSection.getByTestId('calendar-class');
    await singleEntry.waitFor();
    for (const text of [TYPE.name, SINGLE.range, SINGLE.location, '0 / 4']) {
      await singleEntry.getByText(text, { exact: true }).waitFor();
    }
    expect(await page.getByRole('region', { name: dayTitle(RECURRING_DATE), exact: true }).count()).toBe(0);

    // Next week: the weekly class; Previous: back to the single class.
    await page.getByRole('button', { name: 'Next', exact: true }).click();
    const weeklySection = page.getByRole('region', { name: dayTitle(NEXT_WEEK_RECURRING), exact: true });
    await weeklySection.getByTestId('calendar-class').getByText(SCHEDULE.range).waitFor();
    await weeklySection.getByTestId('calendar-class').getByText('0 / 10').waitFor();
    await singleSection.waitFor({ state: 'detached' });
    await page.getByRole('button', { name: 'Previous', exact: true }).click();
    await singleEntry.waitFor();

    // A tap opens the details full screen.
    await singleEntry.click();
    const details = page.getByRole('dialog', { name: new RegExp(TYPE.name) });
    await details.getByText(SINGLE.notes).waitFor();
    await details.getByText('90 min', { exact: true }).waitFor();
    const box = (await details.boundingBox())!;
    expect(Math.round(box.width)).toBe(PHONE.width);
    await details.getByRole('button', { name: 'Close', exact: true }).click();
    await details.waitFor({ state: 'detached' });
    await context.close();
  });

  it('manages the schedule on /schedule and /class-signup, and shows the not-found state', async () => {
    expect(classTypeId).toBeGreaterThan(0);
    const { context, page } = await adminPage();
    const updates: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('classes.updateSchedule')) updates.push(r.postData() ?? '');
    });

    await page.goto('/schedule');
    await page.getByRole('heading', { level: 1, name: 'Class Schedules' }).waitFor();
    const card = page.getByRole('article', { name: TYPE.name });
    await card.waitFor();
    for (const text of [
      `Capacity: ${SCHEDULE.maxStudents}`,
      WEEKDAY,
      SCHEDULE.range,
      SCHEDULE.location,
      'Recurring',
    ]) {
      await card.getByText(text, { exact: true }).waitFor();
    }
    await page.getByText('1 weekly schedule, 1 active').waitFor();
    expect(await card.getByText('Inactive', { exact: true }).count()).toBe(0);

    // The switch sends isActive alone, and the card says Inactive.
    const active = card.getByRole('switch', { name: 'Active' });
    expect(await active.isChecked()).toBe(true);
    await active.click();
    await card.getByText('Inactive', { exact: true }).waitFor();
    await page.getByText('1 weekly schedule, 0 active').waitFor();
    await expect.poll(() => active.isChecked()).toBe(false);
    expect(updates).toHaveLength(1);
    expect(updates[0]).toContain('"isActive":false');
    expect(updates[0]).not.toMatch(/location|maxStudents|startTime|classTypeId/);
    const schedules = await apiGet<{ id: number; isActive: boolean; maxStudents: number }[]>(
      page,
      '/api/class-schedules',
    );
    expect(schedules).toHaveLength(1);
    expect(schedules[0]).toMatchObject({ isActive: false, maxStudents: 10 });

    // And back on.
    await active.click();
    await card.getByText('Inactive', { exact: true }).waitFor({ state: 'detached' });
    await page.getByText('1 weekly schedule, 1 active').waitFor();
    await expect.poll(() => active.isChecked()).toBe(true);

    // The schedule's name opens its class page (admin view).
    await card.getByRole('link', { name: TYPE.name }).click();
    await page.waitForURL(`**/class-signup/${classTypeId}`);
    await page.getByRole('heading', { level: 1, name: TYPE.name }).waitFor();
    await page.getByText(TYPE.description).waitFor();
    await page.getByText('$18.50', { exact: true }).waitFor();
    await page.getByText('45 min', { exact: true }).waitFor();
    const section = page.getByRole('region', { name: 'Class schedules' });
    const signupCard = section.getByRole('article', { name: `${TYPE.name}, ${WEEKDAY}` });
    await signupCard.waitFor();
    for (const text of [SCHEDULE.range, SCHEDULE.location, WEEKDAY]) {
      await signupCard.getByText(text, { exact: true }).waitFor();
    }
    // The cancelled class is skipped: the next class is a week later.
    await signupCard.getByText(fmt(addDays(RECURRING_DATE, 7)), { exact: true }).waitFor();
    for (const action of ['Edit Schedule', 'View Students', 'Cancel Next Class']) {
      await signupCard.getByRole('button', { name: action }).waitFor();
    }
    await signupCard.getByRole('button', { name: 'Edit Schedule' }).click();
    const editDialog = page.getByRole('dialog', { name: 'Edit Schedule' });
    await editDialog.waitFor();
    await expect.poll(() => editDialog.getByLabel('Location').inputValue()).toBe(SCHEDULE.location);
    await page.keyboard.press('Escape');
    await editDialog.waitFor({ state: 'detached' });

    // An id that is no class type.
    await page.goto('/class-signup/999999');
    await page.getByRole('heading', { level: 1, name: 'Class type not found' }).waitFor();
    await page.getByRole('link', { name: 'Return to Dashboard' }).waitFor();
    await context.close();
  });
});
