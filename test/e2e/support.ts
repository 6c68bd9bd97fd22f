import { type ChildProcess, spawn } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  type APIRequestContext,
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
  chromium,
  type Locator,
  type Page,
  request,
} from 'playwright-core';
import { afterAll, afterEach, beforeAll, expect, inject } from 'vitest';
import { pgliteDir } from '../../src/server/db/backup/data-dir';
import { CLOCK_AT, CONTEXT, DEFAULT_STUDIO_TZ, STUDIO_TZ, studioClockLaunched } from './studio-time';

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const ADMIN = { email: 'owner@studio.test', password: 'owner-pass-123' };

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as { port: number };
      srv.close(() => resolve(port));
    });
    srv.on('error', reject);
  });
}

export interface RunningApp {
  url: string;
  /** Its PGlite directory: another `startApp` given it (`dataDir`) is the same studio restarted. */
  dataDir: string;
  close(): Promise<void>;
}

/**
 * The real server, as `npm start` runs it, on its own PGlite directory (or DATABASE_URL). The directory
 * starts as a copy of the run's migrated one (test/setup/e2e-data-dir.ts); `firstStart` gives it an
 * empty DATA_DIR instead, as a new user's first `npm start` has.
 *
 * Its clock starts at the run's chosen instant (STUDIO_CLOCK_AT = E2E_CLOCK_AT or the default, see
 * ./studio-time.ts); with E2E_STUDIO_TZ the studio's timezone setting is that zone before any test runs.
 * `realClock` leaves it on the real clock, for a journey whose outside peer keeps real time and cannot
 * follow a chosen instant (dovecot dates a message APPENDed "in the future" now).
 */
export async function startApp(
  env: Record<string, string> = {},
  {
    firstStart = false,
    realClock = false,
    restartOf,
    keepData = false,
  }: { firstStart?: boolean; realClock?: boolean; restartOf?: string; keepData?: boolean } = {},
): Promise<RunningApp> {
  if (!existsSync('dist/client/index.html')) throw new Error('Build the client first: npm run build');
  // `restartOf`: a directory an earlier app of this test left (`keepData`), the studio as it was.
  const dataDir = restartOf ?? mkdtempSync(path.join(tmpdir(), 'studio-e2e-'));
  // Outside vitest (scripts/bundle-budget.ts) there is no template: the app creates its directory.
  const template = process.env.VITEST ? inject('e2ePgliteDataDir') : undefined;
  if (!restartOf && !firstStart && !env.DATABASE_URL && template) {
    cpSync(template, pgliteDir(dataDir), { recursive: true });
  }
  const port = await freePort();
  studioClockLaunched(realClock ? 'real' : undefined);
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'src/server/index.ts'], {
    env: {
      ...process.env,
      DATABASE_URL: '',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      LOG_LEVEL: 'warn',
      ...(realClock ? {} : { STUDIO_CLOCK_AT: CLOCK_AT }),
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (d) => {
    output += d;
  });
  child.stderr?.on('data', (d) => {
    output += d;
  });
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 90_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited early:\n${output}`);
    try {
      if ((await fetch(`${url}/healthz`)).ok) break;
    } catch {}
    if (Date.now() > deadline) throw new Error(`server did not start:\n${output}`);
    await new Promise((r) => setTimeout(r, 250));
  }
  const app = {
    url,
    dataDir,
    close: async () => {
      if (child.exitCode === null) {
        child.kill('SIGTERM');
        await new Promise((r) => child.once('exit', r));
      }
      if (!keepData) rmSync(dataDir, { recursive: true, force: true });
    },
  };
  if (STUDIO_TZ !== DEFAULT_STUDIO_TZ) {
    try {
      await setStudioTimeZone(app, STUDIO_TZ);
    } catch (error) {
      await app.close();
      throw new Error(`${(error as Error).message}\n${output}`);
    }
  }
  return app;
}

/** Saves the studio's timezone setting through the administrator's settings API (E2E_STUDIO_TZ). */
async function setStudioTimeZone(app: RunningApp, timeZone: string): Promise<void> {
  const api = await adminApi(app);
  try {
    const saved = await send<{ settings: { key: string; value: string }[] }>(
      api,
      'POST',
      '/api/settings/bulk',
      [{ key: 'timezone', value: timeZone }],
      200,
    );
    const stored = saved.settings.find((s) => s.key === 'timezone')?.value;
    if (stored !== timeZone) throw new Error(`the studio's timezone is ${stored}, not ${timeZone}`);
  } finally {
    await api.dispose();
  }
}

export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM,
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
}

export const DESKTOP = { width: 1280, height: 800 };
export const PHONE = { width: 390, height: 844 };

export async function newPage(
  browser: Browser,
  baseURL: string,
  viewport = DESKTOP,
  options: BrowserContextOptions = {},
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ baseURL, viewport, ...options });
  const page = await context.newPage();
  return { context, page };
}

/** A toast (or any one-line notice) by its title. */
export const toast = (page: Page, title: string) => page.getByText(title, { exact: true }).first();

/**
 * One app (started with `env`) and one browser for the calling test file, opened before its tests and
 * closed after them, and pages at a viewport on the studio's clock, each closed after the test that
 * opened it. The accessors may be called only inside tests and hooks registered after this call.
 */
export function browserTestApp(env: Record<string, string> = {}) {
  let app: RunningApp | undefined;
  let browser: Browser | undefined;
  const opened: Page[] = [];
  beforeAll(async () => {
    [app, browser] = await Promise.all([startApp(env), launchBrowser()]);
  });
  afterAll(async () => {
    await browser?.close();
    await app?.close();
  });
  afterEach(async () => {
    for (const page of opened.splice(0)) await page.context().close();
  });
  return {
    app: () => app!,
    async pageAt(viewport = DESKTOP): Promise<Page> {
      const { page } = await newPage(browser!, app!.url, viewport, CONTEXT);
      opened.push(page);
      return page;
    },
  };
}

/** Logs in on /admin-login as the bootstrap administrator and waits for the admin shell. */
export async function adminLogin(page: Page): Promise<void> {
  await page.goto('/admin-login');
  await page.getByLabel('Email').fill(ADMIN.email);
  await page.getByLabel('Password', { exact: true }).fill(ADMIN.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await page
    .getByText('Admin Panel')
    .or(page.getByRole('button', { name: 'Toggle navigation' }))
    .first()
    .waitFor();
}

/**
 * Adds a student with a password through Student Management's Add Student dialog and opens their
 * profile; answers the profile dialog.
 */
export async function addStudentThroughUi(page: Page, name: string, email: string, password: string) {
  await page.goto('/?section=students');
  await page.getByRole('button', { name: 'Add Student' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Add New Student' });
  await dialog.getByRole('textbox', { name: 'Full Name' }).fill(name);
  await dialog.getByRole('textbox', { name: 'Email', exact: true }).fill(email);
  await dialog.getByLabel('Password', { exact: true }).fill(password);
  await dialog.getByRole('button', { name: 'Add Student' }).click();
  await page.getByText('Student created successfully', { exact: true }).first().waitFor();
  await dialog.waitFor({ state: 'detached' });
  await page.getByRole('textbox', { name: 'Search students' }).fill(email);
  // Click once the search has narrowed the list to this student: clicked before, the list can move
  // under the pointer as the results arrive (CI once opened nothing that way).
  // A loop, not expect.poll: this also runs in beforeAll hooks, where expect.poll is refused.
  const views = page.getByRole('button', { name: /^View / });
  for (const deadline = Date.now() + 10_000; (await views.count()) !== 1; ) {
    if (Date.now() > deadline) throw new Error(`searching ${email} did not narrow the list to one student`);
    await page.waitForTimeout(100);
  }
  await page.getByRole('button', { name: `View ${name}` }).click();
  return page.getByRole('dialog', { name });
}

/** Signs a student in on the home page. */
export async function studentLogin(page: Page, email: string, password: string): Promise<void> {
  await page.goto('/');
  await page.getByLabel('Email').first().fill(email);
  await page.getByLabel('Password').first().fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
}

/** The student dashboard's Amount Owed figure ("$40.00"). */
export async function amountOwed(page: Page): Promise<string | undefined> {
  return ((await page.getByRole('region', { name: 'Amount Owed' }).textContent()) ?? '').match(
    /\$[\d,]+\.\d{2}/,
  )?.[0];
}

/** A request context for the app's /api, sending the Origin its CSRF check wants. */
export const apiContext = (app: RunningApp): Promise<APIRequestContext> =>
  request.newContext({ baseURL: app.url, extraHTTPHeaders: { Origin: app.url } });

/** An API session signed in as the studio's administrator. */
export async function adminApi(app: RunningApp): Promise<APIRequestContext> {
  const api = await apiContext(app);
  await send(api, 'POST', '/api/admin/login', ADMIN, 200);
  return api;
}

/** A student's own API session. */
export async function studentApi(
  app: RunningApp,
  student: { email: string; password: string },
): Promise<APIRequestContext> {
  const api = await apiContext(app);
  await send(
    api,
    'POST',
    '/api/auth/student/login',
    { email: student.email, password: student.password },
    200,
  );
  return api;
}

/** Calls the API and answers the JSON; any other status than expected (201 for POST, else 200) throws. */
export async function send<T>(
  api: APIRequestContext,
  method: 'GET' | 'POST',
  path: string,
  data?: unknown,
  expected = method === 'POST' ? 201 : 200,
): Promise<T> {
  const res = method === 'GET' ? await api.get(path) : await api.post(path, { data: data as object });
  if (res.status() !== expected) {
    throw new Error(`${method} ${path} ${JSON.stringify(data)}: ${res.status()} ${await res.text()}`);
  }
  return (await res.json()) as T;
}

/**
 * The Billing Dashboard's first invoice still to send (its card has a Send button), paging through the
 * invoice list until one shows: which page holds one depends on the day the demo studio was made.
 */
export async function firstPendingInvoice(page: Page): Promise<Locator> {
  const list = page.getByRole('list', { name: 'Invoices' });
  const cards = list.getByRole('listitem');
  const pending = cards.filter({ has: page.getByRole('button', { name: /^Send INV-/ }) }).first();
  const next = page.getByRole('navigation', { name: 'Invoice pages' }).getByRole('button', {
    name: 'Go to next page',
  });
  await cards.first().waitFor();
  for (;;) {
    if ((await pending.count()) > 0) return pending;
    if ((await next.count()) === 0 || (await next.isDisabled()))
      throw new Error('No invoice to send on any page');
    const first = await cards.first().getAttribute('aria-label');
    await next.click();
    await expect.poll(() => cards.first().getAttribute('aria-label')).not.toBe(first);
  }
}

/**
 * Every button of `dialog` is clear of the toast on screen (issue 28 §6): no overlap of their boxes,
 * and the point at each button's centre hits the button itself. Fails if no toast is showing.
 */
export async function expectDialogClearOfToast(page: Page, dialog: Locator): Promise<void> {
  const toastBox = await page.locator('.MuiSnackbar-root .MuiAlert-root').first().boundingBox();
  if (!toastBox) throw new Error('no toast on screen');
  const buttons = dialog.getByRole('button');
  const n = await buttons.count();
  expect(n).toBeGreaterThan(0);
  for (let i = 0; i < n; i++) {
    const button = buttons.nth(i);
    if (!(await button.isVisible())) continue;
    await button.scrollIntoViewIfNeeded();
    const box = (await button.boundingBox())!;
    const label = (await button.getAttribute('aria-label')) ?? (await button.textContent());
    const overlaps =
      box.x < toastBox.x + toastBox.width &&
      toastBox.x < box.x + box.width &&
      box.y < toastBox.y + toastBox.height &&
      toastBox.y < box.y + box.height;
    expect(overlaps, `"${label}" is under the toast`).toBe(false);
    const hit = await button.evaluate((el) => {
      const r = el.getBoundingClientRect();
      const top = document.elementFromPoint(r.x + r.width / 2, r.y + r.height / 2);
      return top !== null && el.contains(top);
    });
    expect(hit, `"${label}" cannot be reached`).toBe(true);
  }
}
