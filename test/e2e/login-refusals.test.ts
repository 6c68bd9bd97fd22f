/**
 * The login screens say why a sign-in was refused (issue 28 §3, decision 033): the student's shows the
 * spec's "Please check your email and password." only for a wrong password; too many attempts with
 * when to try again; an inactive account. At 1280 and 390 px, in the real browser, on the real server.
 */
import type { APIRequestContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOGIN_LIMITS } from '../../src/server/modules/rate-limits/login-throttle';
import { ADMIN, adminApi, apiContext, browserTestApp, DESKTOP, PHONE, send, studentLogin } from './support';

const t = browserTestApp();
let admin: APIRequestContext;
beforeAll(async () => {
  admin = await adminApi(t.app());
});
afterAll(() => admin?.dispose());

let n = 0;
async function addStudent(status: 'active' | 'inactive') {
  const email = `refused.${status}.${Date.now()}.${++n}@example.com`;
  const password = 'right-pass-123';
  await send(admin, 'POST', '/api/students', {
    name: `Refused ${status} ${n}`,
    email,
    status,
    passwordOption: 'create',
    customPassword: password,
  });
  return { email, password };
}

/** The toast "Login Failed" with `description`, fully inside the window. */
async function expectToast(page: Page, description: string) {
  const alert = page.getByRole('alert').filter({ hasText: description });
  await alert.waitFor();
  // Title and description, and nothing else: no leftover "Please check your email and password.".
  expect(await alert.textContent()).toBe(`Login Failed${description}`);
  const box = (await alert.boundingBox())!;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(page.viewportSize()!.width);
}

describe.each([
  ['1280 px', DESKTOP],
  ['390 px', PHONE],
])('the student login screen at %s', (_, viewport) => {
  it('tells a wrong password, too many attempts with when to try again, and an inactive account apart', async () => {
    const page = await t.pageAt(viewport);
    const student = await addStudent('active');

    await studentLogin(page, student.email, 'wrong-pass-1');
    await expectToast(page, 'Please check your email and password.');

    // The rest of the allowance through the API: the lock is the account's, whichever client guessed.
    const api = await apiContext(t.app());
    for (let i = 2; i <= LOGIN_LIMITS.account.failures; i++) {
      await send(
        api,
        'POST',
        '/api/auth/student/login',
        { email: student.email, password: `wrong-${i}` },
        401,
      );
    }
    await api.dispose();

    // Now even the right password is refused, and the screen says why and when.
    await studentLogin(page, student.email, student.password);
    await expectToast(
      page,
      'Too many failed sign-in attempts for this account. Please try again in 15 minutes.',
    );

    const inactive = await addStudent('inactive');
    await studentLogin(page, inactive.email, inactive.password);
    await expectToast(page, 'This account is inactive. Please contact the studio.');

    // Another student on the same machine (one address) still signs in.
    const other = await addStudent('active');
    await studentLogin(page, other.email, other.password);
    await page.getByText('Welcome,', { exact: false }).first().waitFor();
  });
});

// Last in the file: it locks the studio's administrator (whose API session above stays signed in).
describe('the admin login screen', () => {
  it('shows the wrong-credentials answer, then the lock with when to try again, at 1280 and 390 px', async () => {
    const desk = await t.pageAt(DESKTOP);
    await desk.goto('/admin-login');
    await desk.getByLabel('Email').fill(ADMIN.email);
    await desk.getByLabel('Password', { exact: true }).fill('not-the-owner');
    await desk.getByRole('button', { name: 'Sign In' }).click();
    await desk.getByRole('alert').filter({ hasText: 'Invalid credentials' }).waitFor();

    const api = await apiContext(t.app());
    for (let i = 2; i <= LOGIN_LIMITS.account.failures; i++) {
      await send(api, 'POST', '/api/admin/login', { email: ADMIN.email, password: `wrong-${i}` }, 401);
    }
    await api.dispose();

    const locked = 'Too many failed sign-in attempts for this account. Please try again in 15 minutes.';
    for (const viewport of [DESKTOP, PHONE]) {
      const page = await t.pageAt(viewport);
      await page.goto('/admin-login');
      await page.getByLabel('Email').fill(ADMIN.email);
      await page.getByLabel('Password', { exact: true }).fill(ADMIN.password);
      await page.getByRole('button', { name: 'Sign In' }).click();
      const alert = page.getByRole('alert').filter({ hasText: locked });
      await alert.waitFor();
      expect(await alert.textContent()).toBe(locked);
      const box = (await alert.boundingBox())!;
      expect(box.x + box.width).toBeLessThanOrEqual(viewport.width);
    }
  });
});
