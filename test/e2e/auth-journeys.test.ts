import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ADMIN,
  adminLogin,
  DESKTOP,
  launchBrowser,
  newPage,
  PHONE,
  type RunningApp,
  startApp,
} from './support';

let app: RunningApp;
let browser: Browser;

beforeAll(async () => {
  app = await startApp({}, { firstStart: true });
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await app?.close();
});

async function signUp(page: Page, name: string, email: string) {
  await page.goto('/');
  await page.getByRole('button', { name: 'Create New Account' }).click();
  await page.getByLabel('Full Name').fill(name);
  await page.getByLabel('Email').last().fill(email);
  await page.getByLabel('Phone').fill('604-555-0142');
  await page.getByRole('button', { name: /Create Account|Sign Up/ }).click();
}

async function studentSession(page: Page) {
  return page.evaluate(() => fetch('/api/auth/student/session').then((r) => r.json()));
}
async function adminSession(page: Page) {
  return page.evaluate(() => fetch('/api/admin/session').then((r) => r.json()));
}

describe('a new student', () => {
  it('signs up, logs in with the temporary password, changes it, signs out and back in', async () => {
    const { context, page } = await newPage(browser, app.url);
    const email = `new.student.${Date.now()}@example.com`;
    await signUp(page, 'Nadia Okafor', email);

    // The login form is prefilled with the temporary password that the server returned.
    await expect.poll(() => page.getByLabel('Password').first().inputValue()).toMatch(/^.{12}$/);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.getByText('Welcome, Nadia Okafor').waitFor();
    expect((await studentSession(page)).authenticated).toBe(true);

    await page.getByRole('button', { name: 'Change Password' }).click();
    await page.getByLabel('New Password').fill('short');
    await page.getByLabel('Confirm Password').fill('short');
    await page
      .getByRole('dialog')
      .getByRole('button', { name: /Change Password|Save|Update/ })
      .click();
    await page.getByText('Password must be at least 6 characters long').first().waitFor();
    await page.getByLabel('New Password').fill('my-own-pass-1');
    await page.getByLabel('Confirm Password').fill('my-own-pass-1');
    await page
      .getByRole('dialog')
      .getByRole('button', { name: /Change Password|Save|Update/ })
      .click();
    await page.getByRole('dialog').waitFor({ state: 'detached' });

    await page.getByRole('button', { name: 'Sign Out' }).click();
    await page.getByRole('button', { name: 'Sign In' }).waitFor();
    expect((await studentSession(page)).authenticated).toBe(false);

    await page.getByLabel('Email').first().fill(email);
    await page.getByLabel('Password').first().fill('my-own-pass-1');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.getByText('Welcome, Nadia Okafor').waitFor();
    await context.close();
  });

  it('sees "Login Failed" for a wrong password', async () => {
    const { context, page } = await newPage(browser, app.url);
    await page.goto('/');
    await page.getByLabel('Email').first().fill('nobody@example.com');
    await page.getByLabel('Password').first().fill('wrong-pass');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.getByText('Login Failed').waitFor();
    await context.close();
  });
});

describe('the administrator', () => {
  it('gets "Missing Information" without a password, then logs in and walks the desktop shell', async () => {
    const { context, page } = await newPage(browser, app.url, DESKTOP);
    const adminChunks: string[] = [];
    page.on('request', (r) => {
      if (/Admin(Shell|LoginPage|Page)/.test(r.url())) adminChunks.push(r.url());
    });
    await page.goto('/admin-login');
    await page.getByLabel('Email').fill(ADMIN.email);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.getByText('Missing Information').waitFor();
    await page.getByText('Please enter both email and password').waitFor();

    await adminLogin(page);
    for (const label of [
      'Students',
      'Schedule',
      'Bookings',
      'Payments',
      'Billing',
      'Refunds',
      'Email',
      'Incoming',
      'Reports',
      'Settings',
      'Login Info',
      'Dashboard',
    ]) {
      await page.getByRole('navigation').getByRole('button', { name: label, exact: true }).click();
      await page
        .getByRole('heading', { level: 1, name: label === 'Incoming' ? /Incoming/ : label })
        .waitFor();
      await expect
        .poll(() =>
          page
            .getByRole('navigation')
            .getByRole('button', { name: label, exact: true })
            .getAttribute('aria-current'),
        )
        .toBe('page');
    }
    // The sidebar is 64 px wide, and 192 px while hovered.
    const sidebar = page.getByRole('navigation');
    await page.mouse.move(900, 500);
    await expect.poll(async () => Math.round((await sidebar.boundingBox())!.width)).toBe(64);
    expect(Math.round((await sidebar.boundingBox())!.width)).toBe(64);
    await sidebar.hover();
    await expect.poll(async () => Math.round((await sidebar.boundingBox())!.width)).toBe(192);

    await page.getByRole('button', { name: 'Logout' }).click();
    await page.getByRole('button', { name: 'Sign In' }).waitFor();
    expect((await adminSession(page)).authenticated).toBe(false);
    expect(adminChunks.length).toBeGreaterThan(0);
    await context.close();
  });

  it('walks the shell on a 390 px phone with the label bar and the two-column grid', async () => {
    const { context, page } = await newPage(browser, app.url, PHONE);
    await adminLogin(page);
    await page.getByRole('button', { name: 'Toggle navigation' }).click();
    const dashboard = page.getByRole('button', { name: 'Dashboard', exact: true });
    const students = page.getByRole('button', { name: 'Students', exact: true });
    const schedule = page.getByRole('button', { name: 'Schedule', exact: true });
    const a = (await dashboard.boundingBox())!;
    const b = (await students.boundingBox())!;
    const c = (await schedule.boundingBox())!;
    expect(Math.abs(a.y - b.y)).toBeLessThan(4); // side by side: two columns
    expect(b.x).toBeGreaterThan(a.x);
    expect(c.y).toBeGreaterThan(a.y + a.height - 1); // the third starts the next row
    await students.click();
    await page.getByRole('heading', { level: 1, name: 'Students' }).waitFor();
    await expect.poll(() => schedule.isVisible()).toBe(false); // the grid closed
    await page.getByRole('button', { name: 'Logout' }).click();
    await page.getByRole('button', { name: 'Sign In' }).waitFor();
    await context.close();
  });
});

describe('student and admin sessions never coexist', () => {
  it('admin login in a student browser ends the student session, and student login ends the admin one', async () => {
    const { context, page } = await newPage(browser, app.url);
    const email = `both.${Date.now()}@example.com`;
    await signUp(page, 'Sam Both', email);
    const temporary = await page.getByLabel('Password').first().inputValue();
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.getByText('Welcome, Sam Both').waitFor();

    await page.goto('/admin-login');
    await page.getByLabel('Email').fill(ADMIN.email);
    await page.getByLabel('Password', { exact: true }).fill(ADMIN.password);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.getByText('Admin Panel').first().waitFor();
    expect((await studentSession(page)).authenticated).toBe(false);
    expect((await adminSession(page)).authenticated).toBe(true);

    await page.getByRole('button', { name: 'Logout' }).click();
    await page.getByRole('button', { name: 'Sign In' }).waitFor();
    await page.evaluate(
      ([e, p]) =>
        fetch('/api/admin/login', {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ email: e, password: p }),
        }),
      [ADMIN.email, ADMIN.password],
    );
    await page.getByLabel('Email').first().fill(email);
    await page.getByLabel('Password').first().fill(temporary);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.getByText('Welcome, Sam Both').waitFor();
    expect((await adminSession(page)).authenticated).toBe(false);
    await context.close();
  });

  it('shows 404 Page Not Found for an unknown route and the legal pages to everyone', async () => {
    const { context, page } = await newPage(browser, app.url);
    await page.goto('/no-such-page');
    await page.getByText('404 Page Not Found').waitFor();
    await page.goto('/terms-of-service');
    await page.getByRole('heading', { name: 'Bookings and Cancellations' }).waitFor();
    await page.goto('/privacy-policy');
    await page.getByRole('heading', { name: 'Children Under 13' }).waitFor();
    await context.close();
  });

  it('never downloads admin code in a student browser', async () => {
    const { context, page } = await newPage(browser, app.url);
    const scripts: string[] = [];
    page.on('response', async (r) => {
      if (r.request().resourceType() === 'script') scripts.push(await r.text());
    });
    await page.goto('/');
    await page.getByRole('button', { name: 'Sign In' }).waitFor();
    await page.waitForLoadState('networkidle');
    expect(scripts.length).toBeGreaterThan(0);
    expect(scripts.join('\n')).not.toContain('Admin Panel');
    await context.close();
  });
});
