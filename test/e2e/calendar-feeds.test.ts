/**
 * Private calendar feeds in a real browser (issue 14 §2): a student creates their feed from the
 * dashboard's "Add to calendar", downloads one booking's .ics from My Classes, regenerates and turns
 * the feed off in Settings (the old addresses stop answering), on a 1280 px desktop and a 390 px
 * phone; the administrator creates the feed of every class from Settings, Integration.
 */
import { readFile } from 'node:fs/promises';
import ICAL from 'ical.js';
import type { APIRequestContext, Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '../../src/shared/dates';
import { CONTEXT, STUDIO_TZ, studioInstantOf, studioToday } from './studio-time';
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

const CLASS = { name: 'Sunrise Vinyasa', date: addDays(studioToday(), 5), start: '07:00', end: '08:00' };
const FEED = /\/api\/calendar\/feed\/[a-z2-7]{32}\.ics$/;
const stamp = Date.now();

let app: RunningApp;
let browser: Browser;
let admin: APIRequestContext;
let student = { name: 'Fern Calloway', email: `fern.${stamp}@example.com`, password: '', bookingId: 0 };

beforeAll(async () => {
  app = await startApp();
  browser = await launchBrowser();
  admin = await apiContext(app);
  await send(admin, 'POST', '/api/admin/login', ADMIN, 200);
  const type = await send<{ id: number }>(admin, 'POST', '/api/class-types', {
    name: CLASS.name,
    description: 'A flowing morning class.',
    duration: 60,
    price: '20.00',
  });
  const instance = await send<{ id: number }>(admin, 'POST', '/api/class-instances/single', {
    classTypeId: type.id,
    classDate: CLASS.date,
    startTime: CLASS.start,
    endTime: CLASS.end,
    location: 'Studio A',
    maxStudents: 10,
  });
  const anon = await apiContext(app);
  const signup = await send<{ student: { id: number }; temporaryPassword: string }>(
    anon,
    'POST',
    '/api/auth/student/signup',
    { name: student.name, email: student.email, phone: '604-555-0100' },
  );
  await anon.dispose();
  const booking = await send<{ id: number }>(admin, 'POST', '/api/student-bookings', {
    studentId: signup.student.id,
    classInstanceId: instance.id,
  });
  student = { ...student, password: signup.temporaryPassword, bookingId: booking.id };
}, 180_000);

afterAll(async () => {
  await admin?.dispose();
  await browser?.close();
  await app?.close();
});

async function studentPage(viewport = DESKTOP) {
  const { context, page } = await newPage(browser, app.url, viewport, CONTEXT);
  await page.goto('/');
  await page.getByLabel('Email').first().fill(student.email);
  await page.getByLabel('Password').first().fill(student.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await page.getByText(`Welcome, ${student.name}`).waitFor();
  return { context, page };
}

/**
 * The class's event as a calendar application reads it (ical.js, an independent parser): its TZID, and
 * its start and end as instants, resolved through the feed's own VTIMEZONE.
 */
function eventOf(ics: string, summary: string) {
  const calendar = new ICAL.Component(ICAL.parse(ics));
  for (const zone of calendar.getAllSubcomponents('vtimezone')) {
    ICAL.TimezoneService.remove(String(zone.getFirstPropertyValue('tzid')));
    ICAL.TimezoneService.register(zone);
  }
  const component = calendar
    .getAllSubcomponents('vevent')
    .find((e) => e.getFirstPropertyValue('summary') === summary);
  if (!component) throw new Error(`no ${summary} in the feed:\n${ics}`);
  const event = new ICAL.Event(component);
  return {
    tzid: component.getFirstProperty('dtstart')?.getParameter('tzid'),
    start: event.startDate.toJSDate().toISOString(),
    end: event.endDate.toJSDate().toISOString(),
  };
}

/** The class's start and end as instants, from the studio's wall clock with Node's current zone data. */
const classInstants = () => ({
  tzid: STUDIO_TZ,
  start: studioInstantOf(CLASS.date, CLASS.start).toISOString(),
  end: studioInstantOf(CLASS.date, CLASS.end).toISOString(),
});
const statusOf = async (page: Page, url: string) => (await page.request.get(url)).status();
const noSideways = async (page: Page) =>
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
    page.viewportSize()!.width,
  );

describe('a student', () => {
  it('creates the feed from the dashboard, downloads one booking, regenerates and turns it off in Settings (1280 px)', async () => {
    const { context, page } = await studentPage();
    await page.getByRole('button', { name: 'Add to calendar' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Add your classes to your calendar' });
    await dialog.getByText('You have no calendar feed yet.', { exact: false }).waitFor();
    await dialog.getByRole('button', { name: 'Create calendar feed' }).click();
    await toast(page, 'Calendar feed created').waitFor();
    const address = dialog.getByRole('textbox', { name: 'Your private calendar address' });
    const first = await address.inputValue();
    expect(first).toMatch(FEED);
    expect(await dialog.getByRole('link', { name: 'Subscribe' }).getAttribute('href')).toBe(
      first.replace(/^http:\/\//, 'webcal://'),
    );
    const feed = await page.request.get(first);
    expect(feed.status()).toBe(200);
    expect(feed.headers()['content-type']).toBe('text/calendar; charset=utf-8');
    const ics = await feed.text();
    expect(ics).toContain(`SUMMARY:${CLASS.name}`);
    // The studio's 7:00 AM, at the instant the zone's rules in force put it (B.C.: UTC−7 all year).
    expect(eventOf(ics, CLASS.name)).toEqual(classInstants());
    await dialog.getByRole('button', { name: 'Close' }).click();

    // My Classes: the booking's own .ics.
    const card = page.getByRole('article', { name: CLASS.name });
    const download = page.waitForEvent('download');
    await card.getByRole('link', { name: 'Add to calendar' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe(`sunrise-vinyasa-${CLASS.date}.ics`);
    const { start, end } = classInstants();
    expect(eventOf(await readFile((await file.path())!, 'utf8'), CLASS.name)).toMatchObject({ start, end });

    // Settings: the same address; Regenerate, by keyboard, then Turn off.
    await page.goto('/settings');
    const section = page.getByRole('region', { name: 'Calendar Feed' });
    expect(await section.getByRole('textbox', { name: 'Your private calendar address' }).inputValue()).toBe(
      first,
    );
    await section.getByRole('button', { name: 'Regenerate' }).focus();
    await page.keyboard.press('Enter');
    const confirm = page.getByRole('dialog', { name: 'Regenerate the address?' });
    await confirm.getByText('The old address stops working at once', { exact: false }).waitFor();
    await confirm.getByRole('button', { name: 'Regenerate' }).click();
    await toast(page, 'New address created').waitFor();
    await confirm.waitFor({ state: 'detached' });
    const second = await section.getByRole('textbox', { name: 'Your private calendar address' }).inputValue();
    expect(second).toMatch(FEED);
    expect(second).not.toBe(first);
    expect(await statusOf(page, first)).toBe(404);
    expect(await statusOf(page, second)).toBe(200);

    await section.getByRole('button', { name: 'Turn off' }).click();
    await page
      .getByRole('dialog', { name: 'Turn off the calendar feed?' })
      .getByRole('button', { name: 'Turn off' })
      .click();
    await toast(page, 'Calendar feed turned off').waitFor();
    await section.getByRole('button', { name: 'Create calendar feed' }).waitFor();
    expect(await statusOf(page, second)).toBe(404);
    await context.close();
  });

  it('on a 390 px phone: Add to calendar, the address and Subscribe fit the screen', async () => {
    const { context, page } = await studentPage(PHONE);
    await noSideways(page);
    await page.getByRole('button', { name: 'Add to calendar' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Add your classes to your calendar' });
    await dialog.getByRole('button', { name: 'Create calendar feed' }).click();
    const subscribe = dialog.getByRole('link', { name: 'Subscribe' });
    await subscribe.waitFor();
    const box = (await subscribe.boundingBox())!;
    expect(box.x + box.width).toBeLessThanOrEqual(PHONE.width);
    await noSideways(page);
    await dialog.getByRole('link', { name: 'Manage in Settings' }).click();
    const section = page.getByRole('region', { name: 'Calendar Feed' });
    await section.getByRole('button', { name: 'Regenerate' }).waitFor();
    await noSideways(page);
    await context.close();
  });
});

describe('the administrator', () => {
  it('creates the feed of every class in Settings, Integration', async () => {
    const { context, page } = await newPage(browser, app.url, DESKTOP, CONTEXT);
    await adminLogin(page);
    await page.goto('/?section=settings');
    await page.getByRole('tab', { name: 'Integration', exact: true }).click();
    await page.getByText('Your calendar feed is off.', { exact: false }).waitFor();
    await page.getByRole('button', { name: 'Create calendar feed' }).click();
    await toast(page, 'Calendar feed created').waitFor();
    const url = await page.getByRole('textbox', { name: 'Your private calendar address' }).inputValue();
    expect(url).toMatch(FEED);
    const body = await (await page.request.get(url)).text();
    expect(body).toContain(`SUMMARY:${CLASS.name}`);
    expect(body).toContain('DESCRIPTION:Booked: 1 of 10');
    expect(eventOf(body, CLASS.name)).toEqual(classInstants());
    await context.close();
  });
});
