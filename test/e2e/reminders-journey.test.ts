/**
 * Reminder e-mails in a real browser (issue 14 §4): a student turns them off and on in Settings on a
 * 390 px phone (the switch keeps its state after a reload); the administrator sees "Reminder e-mails
 * off" in the student's profile; the one-click link from a reminder, opened in the browser without
 * signing in, shows that reminders are off and leads to Settings, where the switch is off (1280 px).
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SecretBox } from '../../src/server/kernel/secret-box';
import { unsubscribeToken } from '../../src/server/modules/reminders/unsubscribe-link';
import { CONTEXT } from './studio-time';
import {
  addStudentThroughUi,
  adminLogin,
  DESKTOP,
  launchBrowser,
  newPage,
  PHONE,
  type RunningApp,
  startApp,
  studentLogin,
} from './support';

const APP_SECRET = 'e2e-reminders-secret-e2e-reminders-secret-0123';
const stamp = Date.now();
const student = { name: 'Rosa Reminder', email: `rosa.${stamp}@example.com`, password: 'rosa-pass-123' };

let app: RunningApp;
let browser: Browser;
let studentId = 0;

beforeAll(async () => {
  app = await startApp({ APP_SECRET });
  browser = await launchBrowser();
  const { context, page } = await newPage(browser, app.url, DESKTOP, CONTEXT);
  await adminLogin(page);
  const profile = await addStudentThroughUi(page, student.name, student.email, student.password);
  await profile.waitFor();
  await profile.getByRole('region', { name: 'Contact' }).getByText(student.email).waitFor();
  expect(await profile.getByText('Reminder e-mails off').count()).toBe(0);
  studentId = Number(
    await page.evaluate(async (email) => {
      const res = await fetch(`/api/students?search=${encodeURIComponent(email)}`);
      return ((await res.json()) as { id: number }[])[0]!.id;
    }, student.email),
  );
  await context.close();
}, 180_000);

afterAll(async () => {
  await browser?.close();
  await app?.close();
});

const reminderSwitch = (page: Page) => page.getByRole('switch', { name: 'Reminder e-mails' });
const noSideways = async (page: Page) =>
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
    page.viewportSize()!.width,
  );

describe('reminder e-mails', () => {
  it('the student turns them off and on in Settings on a phone; the administrator sees when they are off', async () => {
    const { context, page } = await newPage(browser, app.url, PHONE, CONTEXT);
    await studentLogin(page, student.email, student.password);
    await page.getByText(`Welcome, ${student.name}`).first().waitFor();
    await page.goto('/settings');
    const toggle = reminderSwitch(page);
    await toggle.scrollIntoViewIfNeeded();
    expect(await toggle.isChecked()).toBe(true);
    await page.getByText('a reminder before a bill is due', { exact: false }).waitFor();
    await noSideways(page);

    await toggle.click();
    await page.getByText('Reminder e-mails are off', { exact: true }).first().waitFor();
    await page.reload();
    expect(await reminderSwitch(page).isChecked()).toBe(false);

    const admin = await newPage(browser, app.url, DESKTOP, CONTEXT);
    await adminLogin(admin.page);
    await admin.page.goto('/?section=students');
    await admin.page.getByRole('textbox', { name: 'Search students' }).fill(student.email);
    await admin.page.getByRole('button', { name: `View ${student.name}` }).click();
    const profile = admin.page.getByRole('dialog', { name: student.name });
    await profile.getByText('Reminder e-mails off').waitFor();
    await admin.context.close();

    await reminderSwitch(page).click();
    await page.getByText('Reminder e-mails are on', { exact: true }).first().waitFor();
    await page.reload();
    expect(await reminderSwitch(page).isChecked()).toBe(true);
    await context.close();
  });

  it('the link in a reminder turns them off without signing in and leads to Settings (1280 px)', async () => {
    const token = unsubscribeToken(new SecretBox(APP_SECRET), studentId);
    const { context, page } = await newPage(browser, app.url, DESKTOP, CONTEXT);
    await page.goto(`/api/reminders/unsubscribe?token=${encodeURIComponent(token)}`);
    await page.getByRole('heading', { name: 'Reminder e-mails are off' }).waitFor();
    await page.getByText('switch on "Reminder e-mails"', { exact: false }).waitFor();

    const bad = await page.goto('/api/reminders/unsubscribe?token=1.not-a-real-signature');
    expect(bad?.status()).toBe(400);
    await page.getByRole('heading', { name: 'Reminders not changed' }).waitFor();

    await page.goto(`/api/reminders/unsubscribe?token=${encodeURIComponent(token)}`);
    await page.getByRole('link', { name: 'Open Settings' }).click();
    await studentLogin(page, student.email, student.password);
    await page.getByText(`Welcome, ${student.name}`).first().waitFor();
    await page.goto('/settings');
    expect(await reminderSwitch(page).isChecked()).toBe(false);
    await context.close();
  });
});
