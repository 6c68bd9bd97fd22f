/**
 * npm run check:bundle — what a student's phone downloads, measured in a real browser on the built app.
 *
 * Starts the built server on a fresh database, opens Chromium at 390 px on the login screen (/) and
 * records every script and stylesheet it loads; then signs a student (with one booked class) in and
 * records what the dashboard adds until it is interactive. Once in English and once in French, each
 * with its own catalogues. Prints each file's raw, gzip and brotli size
 * and the totals per screen, and checks that the assets are served precompressed.
 *
 * Exits non-zero when the dashboard's gzipped total (login screen included: that is what the student
 * has downloaded by then) is over the budget, when the login screen is not lighter than the dashboard,
 * when an admin-only chunk is loaded, or when an asset is not served brotli/gzip precompressed.
 */
import { existsSync, readFileSync } from 'node:fs';
import { get } from 'node:http';
import path from 'node:path';
import { type APIRequestContext, type Page, request } from 'playwright-core';
import { addDays } from '../src/shared/dates';
import { CONTEXT, studioToday } from '../test/e2e/studio-time';
import { ADMIN, launchBrowser, newPage, PHONE, startApp } from '../test/e2e/support';
import { adminOnlyFiles, type Manifest } from './bundle/admin-chunks';
import { type FileSizes, kb, sizesOf } from './bundle/sizes';

const BUDGET_GZIP_BYTES = 200 * 1024;
const DIST = 'dist/client';
const QUIET_MS = 1500;

/**
 * Both languages a student's phone may ask for (issue 33): each first load, with its own catalogues,
 * must fit the budget. The browser's language decides the login screen's; the labels are the screen's.
 */
const LANGUAGES = [
  { locale: 'en-CA', signIn: 'Sign In', email: 'Email', password: 'Password', welcome: 'Welcome' },
  {
    locale: 'fr-CA',
    signIn: 'Se connecter',
    email: 'Courriel',
    password: 'Mot de passe',
    welcome: 'Bienvenue',
  },
] as const;

interface Loaded extends FileSizes {
  file: string;
  encoding: string;
}

async function send<T>(api: APIRequestContext, urlPath: string, data: object): Promise<T> {
  const res = await api.post(urlPath, { data });
  if (res.status() >= 300) throw new Error(`POST ${urlPath}: ${res.status()} ${await res.text()}`);
  return (await res.json()) as T;
}

/** A student with one booked class in five days, so the dashboard shows a class card. */
async function createStudent(
  baseURL: string,
  locale: string,
): Promise<{ email: string; password: string; name: string }> {
  const headers = { Origin: baseURL };
  const admin = await request.newContext({ baseURL, extraHTTPHeaders: headers });
  // Signed up in that language (as on the sign-up page), so the dashboard is in it too.
  const anon = await request.newContext({
    baseURL,
    extraHTTPHeaders: { ...headers, 'Accept-Language': locale },
  });
  try {
    await send(admin, '/api/admin/login', ADMIN);
    const type = await send<{ id: number }>(admin, '/api/class-types', {
      name: `Budget Flow ${locale}`,
      description: 'A class for the bundle budget.',
      duration: 60,
      price: '20.00',
    });
    const instance = await send<{ id: number }>(admin, '/api/class-instances/single', {
      classTypeId: type.id,
      classDate: addDays(studioToday(), 5),
      startTime: '07:00',
      endTime: '08:00',
      location: 'Studio A',
      maxStudents: 10,
    });
    const name = 'Budget Student';
    const email = `budget.${Date.now()}@example.com`;
    const signup = await send<{ student: { id: number }; temporaryPassword?: string }>(
      anon,
      '/api/auth/student/signup',
      { name, email, phone: '604-555-0100' },
    );
    if (!signup.temporaryPassword) throw new Error('signup gave no temporary password (is SMTP configured?)');
    await send(admin, '/api/student-bookings', {
      studentId: signup.student.id,
      classInstanceId: instance.id,
    });
    return { email, password: signup.temporaryPassword, name };
  } finally {
    await admin.dispose();
    await anon.dispose();
  }
}

/** Collects the app's own scripts and stylesheets as the page loads them. */
function recordAssets(page: Page) {
  const loaded = new Map<string, string>();
  let last = Date.now();
  page.on('response', (res) => {
    const type = res.request().resourceType();
    const { pathname } = new URL(res.url());
    if ((type !== 'script' && type !== 'stylesheet') || !pathname.startsWith('/assets/')) return;
    last = Date.now();
    loaded.set(pathname.slice(1), res.headers()['content-encoding'] ?? 'identity');
  });
  return {
    take(): Map<string, string> {
      const copy = new Map(loaded);
      loaded.clear();
      return copy;
    },
    /** Resolves once no new script or stylesheet has arrived for QUIET_MS. */
    async quiet(): Promise<void> {
      while (Date.now() - last < QUIET_MS) await page.waitForTimeout(200);
    },
  };
}

/** The bytes as sent (fetch would decode them), with their Content-Encoding. */
function rawGet(url: string, acceptEncoding: string): Promise<{ encoding: string; body: Buffer }> {
  return new Promise((resolve, reject) => {
    get(url, { headers: { 'accept-encoding': acceptEncoding } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () =>
        resolve({
          encoding: String(res.headers['content-encoding'] ?? 'identity'),
          body: Buffer.concat(chunks),
        }),
      );
      res.on('error', reject);
    }).on('error', reject);
  });
}

function describe(files: Map<string, string>): Loaded[] {
  return [...files].map(([file, encoding]) => ({ file, encoding, ...sizesOf(path.join(DIST, file)) }));
}

function total(rows: Loaded[]): FileSizes {
  return rows.reduce((t, r) => ({ raw: t.raw + r.raw, gzip: t.gzip + r.gzip, brotli: t.brotli + r.brotli }), {
    raw: 0,
    gzip: 0,
    brotli: 0,
  });
}

function printScreen(title: string, rows: Loaded[], admin: Set<string>): void {
  console.log(`\n${title}`);
  console.log('| file | raw KB | gzip KB | brotli KB | served as |');
  console.log('|---|---:|---:|---:|---|');
  for (const r of [...rows].sort((a, b) => b.gzip - a.gzip)) {
    const mark = admin.has(r.file) ? ' **ADMIN**' : '';
    console.log(`| ${r.file}${mark} | ${kb(r.raw)} | ${kb(r.gzip)} | ${kb(r.brotli)} | ${r.encoding} |`);
  }
  const t = total(rows);
  console.log(`| **total (${rows.length} files)** | ${kb(t.raw)} | ${kb(t.gzip)} | ${kb(t.brotli)} | |`);
}

const manifest = JSON.parse(readFileSync(path.join(DIST, '.vite/manifest.json'), 'utf8')) as Manifest;
const admin = adminOnlyFiles(manifest, process.cwd());
const app = await startApp();
const browser = await launchBrowser();
const failures: string[] = [];
try {
  let dashboard: Loaded[] = [];
  for (const language of LANGUAGES) {
    const student = await createStudent(app.url, language.locale);
    const { context, page } = await newPage(browser, app.url, PHONE, { ...CONTEXT, locale: language.locale });
    const assets = recordAssets(page);

    await page.goto('/');
    await page.getByRole('button', { name: language.signIn }).waitFor();
    await assets.quiet();
    const login = describe(assets.take());

    await page.getByLabel(language.email).first().fill(student.email);
    await page.getByLabel(language.password).first().fill(student.password);
    await page.getByRole('button', { name: language.signIn }).click();
    await page.getByText(`${language.welcome}, ${student.name}`).waitFor();
    await page.getByText(`Budget Flow ${language.locale}`).first().waitFor();
    await assets.quiet();
    const added = describe(assets.take());
    await context.close();

    const all = [...login, ...added];
    dashboard = [...dashboard, ...all];
    printScreen(`Login screen (/), 390 px, ${language.locale}`, login, admin);
    printScreen(
      `Added by signing in, until the student dashboard is interactive, ${language.locale}`,
      added,
      admin,
    );
    const loginTotal = total(login);
    const dashboardTotal = total(all);
    console.log(
      `\nStudent dashboard in ${language.locale}, everything downloaded: ${all.length} files, ` +
        `${kb(dashboardTotal.raw)} KB raw, ${kb(dashboardTotal.gzip)} KB gzip, ${kb(dashboardTotal.brotli)} KB ` +
        `brotli (budget ${kb(BUDGET_GZIP_BYTES)} KB gzip)`,
    );

    if (dashboardTotal.gzip > BUDGET_GZIP_BYTES) {
      failures.push(
        `the student dashboard in ${language.locale} downloads ${kb(dashboardTotal.gzip)} KB gzipped, ` +
          `over ${kb(BUDGET_GZIP_BYTES)} KB`,
      );
    }
    if (loginTotal.gzip >= dashboardTotal.gzip)
      failures.push(`the login screen in ${language.locale} is not lighter than the dashboard`);
  }
  for (const r of dashboard)
    if (admin.has(r.file)) failures.push(`admin chunk loaded by a student: ${r.file}`);
  for (const r of dashboard) {
    // A file so small that compressing it does not help has no .br/.gz and rightly goes out as it is.
    const precompressed = ['.br', '.gz'].some((suffix) => existsSync(path.join(DIST, r.file + suffix)));
    const compressed = r.encoding === 'br' || r.encoding === 'gzip';
    if (!compressed && (precompressed || r.raw >= 1024)) {
      failures.push(`${r.file} was served uncompressed (${r.encoding})`);
    }
  }
  const sample = dashboard[0]!.file;
  for (const [encoding, suffix] of [
    ['br', '.br'],
    ['gzip', '.gz'],
  ] as const) {
    const res = await rawGet(`${app.url}/${sample}`, encoding);
    if (res.encoding !== encoding)
      failures.push(`${sample} asked for ${encoding} came back as ${res.encoding}`);
    else if (!res.body.equals(readFileSync(path.join(DIST, sample + suffix)))) {
      failures.push(`${sample} as ${encoding} is not the precompressed ${sample}${suffix}`);
    }
  }
} finally {
  await browser.close();
  await app.close();
}

if (failures.length > 0) {
  console.error(`\nBundle budget FAILED:\n- ${failures.join('\n- ')}`);
  process.exit(1);
}
console.log(
  '\nBundle budget OK: no admin chunk, login lighter than the dashboard, assets served precompressed.',
);
