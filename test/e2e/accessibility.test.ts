/**
 * Accessibility and phones (issue 15 §5), on the demo studio: axe-core (WCAG 2.0/2.1 A and AA) on every
 * admin section and stand-alone admin page, every student screen, the sign-in, reset, invoice and
 * check-in pages and the main dialogs (an incoming e-mail, read from a real IMAP server, and its reply
 * included), at 1280 px and at 390 px, with no serious or critical
 * violation; at 390 px the page never scrolls sideways (grids may scroll inside themselves). Then
 * journeys done with the keyboard alone, where every element that takes focus shows it, and forms
 * submitted empty whose errors reach a screen reader.
 */
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_SECTIONS } from '../../src/client/features/admin/adminSections';
import { composeMessage, TestImapServer } from '../setup/imap';
import { AXE_CONTEXT, axe, type Finding } from './axe';
import { CONTEXT, studioToday } from './studio-time';
import {
  ADMIN,
  adminLogin,
  DESKTOP,
  launchBrowser,
  newPage,
  PHONE,
  type RunningApp,
  startApp,
  studentLogin,
} from './support';

const STUDENT = { email: 'amelia.chen@example.com', password: 'studio-demo' };

const QUESTION = { from: 'Amelia Chen <amelia.chen@example.com>', subject: 'Mat rental on Saturday?' };

let app: RunningApp;
let browser: Browser;
let imap: TestImapServer;

beforeAll(async () => {
  imap = await TestImapServer.start();
  await imap.append(
    await composeMessage({
      ...QUESTION,
      text: 'Hi! Can I rent a mat at the studio on Saturday? Thanks, Amelia',
    }),
  );
  app = await startApp({ SEED_DEMO: '1', IMAP_URL: imap.url });
  browser = await launchBrowser();
}, 180_000);

afterAll(async () => {
  await browser?.close();
  await app?.close();
  await imap?.destroy();
});

type Viewport = typeof DESKTOP;

/** Requests in flight per page, and when the last one started or ended (pages opened by `openPage`). */
const traffic = new WeakMap<Page, { inFlight: number; since: number }>();

/** A page of its own context, its requests counted so `settle` knows when the screen's reads are done. */
async function openPage(viewport: Viewport) {
  const opened = await newPage(browser, app.url, viewport, AXE_CONTEXT);
  const t = { inFlight: 0, since: Date.now() };
  traffic.set(opened.page, t);
  const started = () => {
    t.inFlight++;
    t.since = Date.now();
  };
  const ended = () => {
    t.inFlight = Math.max(0, t.inFlight - 1);
    t.since = Date.now();
  };
  opened.page.on('request', started);
  opened.page.on('requestfinished', ended);
  opened.page.on('requestfailed', ended);
  return opened;
}

/**
 * Opens a screen the way a link in the app does, without loading the page again: the router follows
 * `history.pushState` (TanStack's history wraps it). A fresh load of every screen cost about a second of
 * the browser's time each (scripts parsed, the session and settings read again) and made up half this
 * file's run; the first screen of each test is still a real load.
 */
async function visit(page: Page, url: string) {
  if (!page.url().startsWith(app.url)) {
    await page.goto(url);
    return;
  }
  await page.evaluate((to) => window.history.pushState(null, '', to), url);
}

/**
 * Waits until the screen has loaded and stopped moving: no request in flight for 150 ms (a screen that
 * polls goes quiet between polls), no spinner or skeleton, and no transition still running (axe reads
 * colours; a dialog fades in over 225 ms).
 */
async function settle(page: Page) {
  const t = traffic.get(page);
  const deadline = Date.now() + 10_000;
  while (t && (t.inFlight > 0 || Date.now() - t.since < 150) && Date.now() < deadline) {
    await page.waitForTimeout(25);
  }
  await page
    // Indeterminate only: a capacity bar (aria-valuenow) is content, not loading.
    .locator('[role="progressbar"]:not([aria-valuenow]):visible, .MuiSkeleton-root:visible')
    .first()
    .waitFor({ state: 'detached', timeout: 15_000 })
    .catch(() => {});
  await page.evaluate(async () => {
    // Two frames first, so a transition React has just asked for has begun; then its end (spinners and
    // other endless animations aside), or 3 s at most.
    await new Promise((frame) => requestAnimationFrame(() => requestAnimationFrame(frame)));
    const moving = document
      .getAnimations()
      .filter((a) => a.playState !== 'finished' && a.effect?.getComputedTiming().iterations !== Infinity);
    await Promise.race([
      Promise.all(moving.map((a) => a.finished.catch(() => {}))),
      new Promise((late) => setTimeout(late, 3_000)),
    ]);
  });
}

/** How far the page itself scrolls sideways (0 when nothing is wider than the screen). */
const sideways = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

/** Checks one screen: axe, and at 390 px no sideways scrolling; returns what is wrong. */
async function check(page: Page, viewport: Viewport, screen: string): Promise<string[]> {
  const t0 = Date.now();
  await settle(page);
  const t1 = Date.now();
  const label = `${screen} @${viewport.width}px`;
  const findings = await axe(page, label);
  const line = (f: Finding) => `${f.screen}: ${f.rule} (${f.impact}) ${f.help} — ${f.targets.join(' | ')}`;
  const problems = findings.map(line);
  if (Date.now() - t0 > 3000)
    console.log(`slow: ${screen} @${viewport.width} settle ${t1 - t0}ms axe ${Date.now() - t1}ms`);
  if (viewport === PHONE) {
    const over = await sideways(page);
    if (over > 0) {
      const wide = await page.evaluate(() =>
        [...document.querySelectorAll('body *')]
          .filter((e) => e.getBoundingClientRect().right > window.innerWidth + 0.5)
          .filter((e) => !e.closest('.MuiDataGrid-virtualScroller, [data-scrolls-inside]'))
          .slice(0, 3)
          .map((e) => `${e.tagName.toLowerCase()}.${[...e.classList].slice(0, 2).join('.')}`),
      );
      problems.push(`${label}: the page scrolls sideways by ${over}px — ${wide.join(' | ')}`);
    }
  }
  return problems;
}

/**
 * Opens a dialog, checks it, and closes it with Escape. A dialog that does not open is a problem too
 * (reported, not skipped).
 */
async function checkDialog(
  page: Page,
  viewport: Viewport,
  screen: string,
  open: () => Promise<Locator>,
): Promise<string[]> {
  let dialog: Locator;
  try {
    dialog = await open();
    await dialog.waitFor({ timeout: 10_000 });
  } catch (e) {
    return [`${screen} @${viewport.width}px: could not be opened — ${(e as Error).message.split('\n')[0]}`];
  }
  const problems = await check(page, viewport, screen);
  await page.keyboard.press('Escape');
  await dialog.waitFor({ state: 'detached', timeout: 5_000 }).catch(() => {});
  return problems;
}

/** Escape until no dialog is open (a dialog opened from another takes one press each). */
async function closeDialogs(page: Page) {
  for (let i = 0; i < 3 && (await page.getByRole('dialog').count()) > 0; i++) {
    await page.keyboard.press('Escape');
    await page.waitForTimeout(300);
  }
}

/** Every problem found, printed so a failure says which rule, where, on which screen. */
function report(problems: string[]) {
  if (problems.length) console.log(`\n${problems.join('\n')}\n`);
  expect(problems).toEqual([]);
}

const VIEWPORTS: [string, Viewport][] = [
  ['1280 px', DESKTOP],
  ['390 px', PHONE],
];

/** A JSON call with the page's session (finding an invoice and a class to open). */
async function api<T>(page: Page, method: string, url: string, body?: unknown): Promise<T> {
  return page.evaluate(
    async ({ method, url, body }) => {
      const res = await fetch(url, {
        method,
        credentials: 'include',
        headers: body === undefined ? {} : { 'content-type': 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      if (!res.ok) throw new Error(`${method} ${url}: ${res.status} ${await res.text()}`);
      return res.json();
    },
    { method, url, body },
  );
}

describe.each(VIEWPORTS)('axe at %s', (_, viewport) => {
  it('the sign-in, admin sign-in and reset pages', async () => {
    const { context, page } = await openPage(viewport);
    const problems: string[] = [];
    await visit(page, '/');
    await page.getByRole('button', { name: 'Sign In' }).waitFor();
    problems.push(...(await check(page, viewport, 'student sign-in')));
    problems.push(
      ...(await checkDialog(page, viewport, 'reset-password dialog', async () => {
        await page.getByRole('button', { name: 'Forgot your password?' }).click();
        return page.getByRole('dialog', { name: 'Reset your password' });
      })),
    );
    await page.getByRole('button', { name: 'Create New Account' }).click();
    await page.getByRole('textbox', { name: 'Full Name' }).waitFor();
    problems.push(...(await check(page, viewport, 'sign-up form')));
    await visit(page, '/admin-login');
    await page.getByRole('button', { name: 'Sign In' }).waitFor();
    problems.push(...(await check(page, viewport, 'admin sign-in')));
    await visit(page, '/reset-password?token=not-a-real-token');
    problems.push(...(await check(page, viewport, 'reset page')));
    await context.close();
    report(problems);
  }, 120_000);

  it('every admin section and its main dialogs', async () => {
    const { context, page } = await openPage(viewport);
    await adminLogin(page);
    const problems: string[] = [];
    for (const s of ADMIN_SECTIONS) {
      await visit(page, s.id === 'dashboard' ? '/' : `/?section=${s.id}`);
      await page.getByRole('heading', { level: 1, name: s.label }).waitFor();
      problems.push(...(await check(page, viewport, `admin ${s.label}`)));
    }
    // Every Settings tab, not only the first (issue 28 §9).
    await visit(page, '/?section=settings');
    for (const tab of ['Financial', 'Integration', 'Policies', 'Import', 'Export', 'Business']) {
      await page.getByRole('tab', { name: tab, exact: true }).click();
      problems.push(...(await check(page, viewport, `Settings, ${tab} tab`)));
    }
    if (viewport === PHONE) {
      problems.push(
        ...(await checkDialog(page, viewport, 'admin navigation menu', async () => {
          await page.getByRole('button', { name: 'Toggle navigation' }).click();
          return page.getByRole('navigation', { name: 'Admin sections' });
        })),
      );
      await visit(page, '/?section=login-info');
    }

    await visit(page, '/?section=students');
    await page.getByRole('heading', { level: 1, name: 'Students' }).waitFor();
    problems.push(
      ...(await checkDialog(page, viewport, 'Add Student dialog', async () => {
        await page.getByRole('button', { name: 'Add Student' }).first().click();
        return page.getByRole('dialog', { name: 'Add New Student' });
      })),
    );
    problems.push(
      ...(await checkDialog(page, viewport, 'student profile dialog', async () => {
        await page.getByRole('textbox', { name: 'Search students' }).fill('Amelia');
        await page.getByRole('button', { name: 'View Amelia Chen' }).click();
        return page.getByRole('dialog', { name: 'Amelia Chen' });
      })),
    );
    // Every tab of the student profile (issue 28 §9: every tab, not only the first).
    await page.getByRole('button', { name: 'View Amelia Chen' }).click();
    const profileDialog = page.getByRole('dialog', { name: 'Amelia Chen' });
    for (const tab of ['Payments', 'Credits', 'Emails', 'Notes', 'Passes', 'Classes']) {
      await profileDialog.getByRole('tab', { name: tab, exact: true }).click();
      problems.push(...(await check(page, viewport, `student profile, ${tab} tab`)));
    }
    // The Passes tab's dialogs (issue 30): start a membership, extend a pack.
    await profileDialog.getByRole('tab', { name: 'Passes', exact: true }).click();
    problems.push(
      ...(await checkDialog(page, viewport, 'Start a Membership dialog', async () => {
        await profileDialog.getByRole('button', { name: 'Start Membership' }).click();
        return page.getByRole('dialog', { name: 'Start a Membership' });
      })),
    );
    problems.push(
      ...(await checkDialog(page, viewport, 'Extend pack dialog', async () => {
        await profileDialog
          .getByRole('button', { name: /^Extend / })
          .first()
          .click();
        return page.getByRole('dialog', { name: /^Extend / });
      })),
    );
    await closeDialogs(page);
    problems.push(
      ...(await checkDialog(page, viewport, 'Register Payment dialog', async () => {
        await page.getByRole('button', { name: 'View Amelia Chen' }).click();
        const profile = page.getByRole('dialog', { name: 'Amelia Chen' });
        await profile.getByRole('button', { name: 'Register Payment' }).click();
        return page.getByRole('dialog', { name: 'Register Payment' });
      })),
    );
    await page.keyboard.press('Escape');
    await page
      .getByRole('dialog')
      .waitFor({ state: 'detached' })
      .catch(() => {});

    await visit(page, '/?section=schedule');
    await page.getByRole('heading', { level: 1, name: 'Schedule' }).waitFor();
    problems.push(
      ...(await checkDialog(page, viewport, 'calendar class details', async () => {
        await page.getByTestId('calendar-class').first().click();
        return page.getByRole('dialog').first();
      })),
    );
    problems.push(
      ...(await checkDialog(page, viewport, 'enrolled students and waitlist dialog', async () => {
        await page.getByTestId('calendar-class').first().click();
        await page
          .getByRole('dialog')
          .first()
          .getByRole('button', { name: /^Enrolled: / })
          .click();
        return page.getByRole('dialog', { name: 'Enrolled Students' });
      })),
    );
    await page.keyboard.press('Escape');
    await page
      .getByRole('dialog')
      .waitFor({ state: 'detached' })
      .catch(() => {});

    await visit(page, '/?section=payments');
    await page.getByRole('heading', { level: 1, name: 'Payments' }).waitFor();
    problems.push(
      ...(await checkDialog(page, viewport, 'Record Payment dialog', async () => {
        await page.getByRole('button', { name: 'Record Payment' }).first().click();
        return page.getByRole('dialog', { name: 'Record Payment' });
      })),
    );
    problems.push(
      ...(await checkDialog(page, viewport, 'Add Charge dialog (any student)', async () => {
        await page.getByRole('button', { name: 'Add Charge' }).first().click();
        return page.getByRole('dialog', { name: 'Add Charge' });
      })),
    );
    // Every tab of Payment Management (issue 28 §9: every tab, not only the first).
    for (const tab of ['Monthly Bills', 'Payments', 'Generate', 'Record']) {
      await page.getByRole('tab', { name: tab, exact: true }).click();
      problems.push(...(await check(page, viewport, `Payment Management, ${tab} tab`)));
    }

    await visit(page, '/?section=billing');
    await page.getByRole('heading', { level: 1, name: 'Billing' }).waitFor();
    problems.push(
      ...(await checkDialog(page, viewport, 'New Invoice dialog', async () => {
        await page.getByRole('button', { name: 'New Invoice' }).first().click();
        return page.getByRole('dialog', { name: 'New Invoice' });
      })),
    );
    problems.push(
      ...(await checkDialog(page, viewport, 'Bulk Invoice dialog', async () => {
        await page.getByRole('button', { name: 'Bulk Invoice' }).first().click();
        return page.getByRole('dialog', { name: 'Bulk Invoice' });
      })),
    );
    await page.getByRole('tab', { name: 'Overdue', exact: true }).click();
    problems.push(...(await check(page, viewport, 'Billing, Overdue tab')));
    const markPaid = page.getByRole('button', { name: /^Mark .+ paid$/ }).first();
    if (await markPaid.count()) {
      problems.push(
        ...(await checkDialog(page, viewport, 'Mark Paid dialog', async () => {
          await markPaid.click();
          return page.getByRole('dialog', { name: /^Mark .+ Paid$/ });
        })),
      );
    }

    await visit(page, '/?section=email');
    await page.getByRole('heading', { level: 1, name: 'Email' }).waitFor();
    await page.getByRole('tab', { name: 'Compose', exact: true }).click();
    problems.push(...(await check(page, viewport, 'Compose e-mail')));
    await page.getByRole('tab', { name: 'Sent Emails', exact: true }).click();
    problems.push(...(await check(page, viewport, 'Sent Emails')));
    await context.close();
    report(problems);
  }, 180_000);

  it('the stand-alone admin pages', async () => {
    const { context, page } = await openPage(viewport);
    await adminLogin(page);
    const problems: string[] = [];
    const schedules = await api<{ id: number }[]>(page, 'GET', '/api/class-schedules');
    expect(schedules.length, 'the demo studio has schedules').toBeGreaterThan(0);
    for (const [url, title] of [
      ['/admin/classes', 'Class Management'],
      ['/create-class-type', 'Create Class Type'],
      ['/create-class-schedule', 'Create Class Schedule'],
      ['/create-single-class', 'Create Single Class'],
      ['/payment-ledger', 'Payment Ledger'],
      ['/email-templates', 'Email Templates'],
      ['/schedule', 'Class Schedules'],
      [`/edit-schedule/${schedules[0]!.id}`, 'Edit Schedule'],
    ] as const) {
      await visit(page, url);
      await page.getByRole('heading', { level: 1, name: title }).waitFor();
      problems.push(...(await check(page, viewport, `admin page ${title}`)));
    }
    await visit(page, '/admin/classes');
    await page.getByRole('heading', { level: 1, name: 'Class Management' }).waitFor();
    for (const kind of ['Class pack', 'Membership'] as const) {
      problems.push(
        ...(await checkDialog(page, viewport, `New Product dialog (${kind})`, async () => {
          await page.getByRole('button', { name: 'New Product' }).first().click();
          const dialog = page.getByRole('dialog', { name: 'New Product' });
          await dialog.getByRole('button', { name: kind }).click();
          return dialog;
        })),
      );
    }
    await visit(page, '/schedule');
    await page.getByRole('heading', { level: 1, name: 'Class Schedules' }).waitFor();
    problems.push(
      ...(await checkDialog(page, viewport, 'Add Schedule dialog', async () => {
        await page.getByRole('button', { name: 'Add Schedule' }).first().click();
        return page.getByRole('dialog', { name: 'Add Schedule' });
      })),
    );
    await visit(page, '/email-templates');
    await page.getByRole('heading', { level: 1, name: 'Email Templates' }).waitFor();
    problems.push(
      ...(await checkDialog(page, viewport, 'Create Template dialog', async () => {
        await page.getByRole('button', { name: 'New Template' }).first().click();
        return page.getByRole('dialog', { name: 'Create Template' });
      })),
    );
    await context.close();
    report(problems);
  }, 180_000);

  it('the other admin dialogs', async () => {
    const { context, page } = await openPage(viewport);
    await adminLogin(page);
    const problems: string[] = [];
    const closeAll = () => closeDialogs(page);

    await visit(page, '/');
    await page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();
    for (const [card, dialog] of [
      ['Active Students', 'Active Students'],
      ['Paid This Month', 'Payments This Month'],
      ['Outstanding', 'Outstanding Amounts'],
      ['Overdue', 'Overdue Payments'],
    ] as const) {
      problems.push(
        ...(await checkDialog(page, viewport, `${dialog} dialog`, async () => {
          await page.getByRole('region', { name: card, exact: true }).getByRole('button').click();
          return page.getByRole('dialog', { name: dialog });
        })),
      );
      await closeAll();
    }
    problems.push(
      ...(await checkDialog(page, viewport, 'dashboard Cancel Class dialog', async () => {
        await page.getByRole('button', { name: 'Cancel Class' }).first().click();
        return page.getByRole('dialog', { name: 'Cancel Class' });
      })),
    );
    await closeAll();

    await visit(page, '/?section=students');
    await page.getByRole('heading', { level: 1, name: 'Students' }).waitFor();
    await page.getByRole('textbox', { name: 'Search students' }).fill('Amelia');
    for (const [button, dialog] of [
      ['Edit Amelia Chen', 'Edit Student'],
      ['Delete Amelia Chen', 'Delete Student'],
      ['Bulk Email', 'Bulk Email'],
    ] as const) {
      problems.push(
        ...(await checkDialog(page, viewport, `${dialog} dialog`, async () => {
          await page.getByRole('button', { name: button }).first().click();
          return page.getByRole('dialog', { name: dialog });
        })),
      );
      await closeAll();
    }
    problems.push(
      ...(await checkDialog(page, viewport, 'Add Charge dialog', async () => {
        await page.getByRole('button', { name: 'View Amelia Chen' }).click();
        const profile = page.getByRole('dialog', { name: 'Amelia Chen' });
        await profile.getByRole('button', { name: 'Add Charge' }).click();
        return page.getByRole('dialog', { name: 'Add Charge' });
      })),
    );
    await closeAll();

    await visit(page, '/?section=schedule');
    await page.getByRole('heading', { level: 1, name: 'Schedule' }).waitFor();
    for (const [button, dialog] of [
      ['Register Student', 'Register Student for Class'],
      ['Edit Class Details', 'Edit Class Instance'],
      ['Send Notification', 'Send Notification'],
    ] as const) {
      problems.push(
        ...(await checkDialog(page, viewport, `${dialog} dialog`, async () => {
          await page.getByTestId('calendar-class').first().click();
          await page.getByRole('dialog').first().getByRole('button', { name: button }).click();
          return page.getByRole('dialog', { name: dialog });
        })),
      );
      await closeAll();
    }

    await visit(page, '/?section=refunds');
    await page.getByRole('heading', { level: 1, name: 'Refunds' }).waitFor();
    problems.push(
      ...(await checkDialog(page, viewport, 'Process Refund dialog', async () => {
        await page
          .getByRole('button', { name: /^Refund / })
          .first()
          .click();
        return page.getByRole('dialog', { name: 'Process Refund' });
      })),
    );
    await closeAll();

    await visit(page, '/?section=login-info');
    await page.getByRole('heading', { level: 1, name: 'Login Info' }).waitFor();
    problems.push(
      ...(await checkDialog(page, viewport, 'Issue temporary password dialog', async () => {
        await page
          .getByRole('button', { name: /^Issue temporary password for / })
          .first()
          .click();
        return page.getByRole('dialog', { name: 'Issue temporary password' });
      })),
    );
    await context.close();
    report(problems);
  }, 180_000);

  it('the e-mail dialogs: an incoming e-mail and its reply; a template sent, edited and deleted', async () => {
    const { context, page } = await openPage(viewport);
    await adminLogin(page);
    const problems: string[] = [];
    const closeAll = () => closeDialogs(page);

    await api(page, 'POST', '/api/emails/scan');
    await visit(page, '/?section=incoming-emails');
    await page.getByRole('heading', { level: 1, name: 'Incoming' }).waitFor();
    const message = page.getByRole('dialog', { name: QUESTION.subject });
    problems.push(
      ...(await checkDialog(page, viewport, 'incoming e-mail dialog', async () => {
        await page.getByRole('list', { name: 'Incoming emails' }).getByText(QUESTION.subject).first().click();
        return message;
      })),
    );
    problems.push(
      ...(await checkDialog(page, viewport, 'Reply dialog', async () => {
        await page.getByRole('list', { name: 'Incoming emails' }).getByText(QUESTION.subject).first().click();
        await message.getByRole('button', { name: 'Reply' }).click();
        return page.getByRole('dialog', { name: /^Reply to / });
      })),
    );
    await closeAll();

    await api(page, 'POST', '/api/email-templates/defaults');
    // Loaded afresh: the templates were made behind the page's back, and its cached list would not show them.
    await page.goto('/email-templates');
    await page.getByRole('heading', { level: 1, name: 'Email Templates' }).waitFor();
    for (const [button, dialog] of [
      [/^Send /, /^Send “/],
      [/^Edit /, 'Edit Template'],
      [/^Delete /, 'Delete Template'],
    ] as const) {
      problems.push(
        ...(await checkDialog(page, viewport, `${String(dialog)} dialog`, async () => {
          await page.getByRole('button', { name: button }).first().click();
          return page.getByRole('dialog', { name: dialog });
        })),
      );
      await closeAll();
    }
    await context.close();
    report(problems);
  }, 180_000);

  it('an invoice page and a check-in page', async () => {
    const { context, page } = await openPage(viewport);
    await adminLogin(page);
    const problems: string[] = [];
    const [y, m] = studioToday().split('-').map(Number) as [number, number];
    const last = m === 1 ? { month: 12, year: y - 1 } : { month: m - 1, year: y };
    const bills = await api<{ payments: { id: number }[] }>(
      page,
      'POST',
      '/api/payments/generate-monthly',
      last,
    );
    const invoices = await api<{ id: number }[] | { rows: { id: number }[] }>(page, 'GET', '/api/invoices');
    const invoiceId = bills.payments[0]?.id ?? (Array.isArray(invoices) ? invoices : invoices.rows)[0]?.id;
    expect(invoiceId, 'the demo studio bills someone').toBeDefined();
    await visit(page, `/invoices/${invoiceId}`);
    await page
      .getByRole('heading', { name: /^Invoice / })
      .first()
      .waitFor();
    problems.push(...(await check(page, viewport, 'invoice page')));

    const today = studioToday();
    const classes = await api<{ id: number }[]>(
      page,
      'GET',
      `/api/class-instances?startDate=${today}&endDate=${today}`,
    );
    const week = classes.length
      ? classes
      : await api<{ id: number }[]>(page, 'GET', `/api/class-instances?startDate=${today}`);
    expect(week.length, 'the demo studio has classes').toBeGreaterThan(0);
    await visit(page, `/check-in/${week[0]!.id}`);
    await page.getByRole('heading', { name: 'Check In', level: 1 }).waitFor();
    problems.push(...(await check(page, viewport, 'check-in page')));
    problems.push(
      ...(await checkDialog(page, viewport, 'Register Walk-in dialog', async () => {
        await page.getByRole('button', { name: 'Walk-in', exact: true }).click();
        return page.getByRole('dialog', { name: 'Register Walk-in' });
      })),
    );
    await context.close();
    report(problems);
  }, 120_000);

  it('every student screen and the student dialogs', async () => {
    const { context, page } = await openPage(viewport);
    await studentLogin(page, STUDENT.email, STUDENT.password);
    const tabs = page.getByRole('tablist', { name: 'Dashboard sections' });
    await tabs.waitFor();
    const problems: string[] = [];
    for (const name of ['My Classes', 'Enroll in Classes', 'Payments', 'Settings']) {
      await tabs.getByRole('tab', { name }).click();
      problems.push(...(await check(page, viewport, `student ${name}`)));
    }
    await tabs.getByRole('tab', { name: 'Enroll in Classes' }).click();
    await settle(page);
    // Every view of the timetable, this week holding past days (issue 28: the week view's past-day
    // headers failed contrast while only the month view was checked).
    if (viewport === DESKTOP) {
      const views = page.getByRole('group', { name: 'Calendar view' });
      for (const view of ['Week', 'List', 'Month']) {
        await views.getByRole('button', { name: view, exact: true }).click();
        problems.push(...(await check(page, viewport, `student Enroll in Classes, ${view} view`)));
      }
    } else {
      const day = page.getByRole('button', { name: /, \d+ class(es)?$/ }).first();
      if (await day.count()) {
        await day.click();
        problems.push(...(await check(page, viewport, 'student Enroll in Classes, a day of classes')));
        await page.keyboard.press('Escape');
      }
    }
    problems.push(
      ...(await checkDialog(page, viewport, 'student class details', async () => {
        await page.getByTestId('calendar-class').first().click();
        return page.getByRole('dialog').first();
      })),
    );
    await tabs.getByRole('tab', { name: 'My Classes' }).click();
    await settle(page);
    problems.push(
      ...(await checkDialog(page, viewport, 'student cancel-booking dialog', async () => {
        await page.getByRole('button', { name: 'Cancel Booking', exact: true }).first().click();
        return page.getByRole('dialog', { name: 'Cancel Booking?' });
      })),
    );
    await visit(page, '/settings');
    await settle(page);
    problems.push(...(await check(page, viewport, 'student /settings')));
    await context.close();
    report(problems);
  }, 120_000);
});

// ---------- the keyboard ----------

/** What the focused element looks like, to compare with the same element once focus has left it. */
async function focusLook(page: Page): Promise<{ who: string; look: string } | null> {
  return page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    if (!el || el === document.body) return null;
    document.querySelector('[data-focus-probe]')?.removeAttribute('data-focus-probe');
    el.setAttribute('data-focus-probe', '');
    const root = (el.closest('.MuiInputBase-root, .MuiFormControlLabel-root') as HTMLElement | null) ?? el;
    const parts = [root, ...root.querySelectorAll<HTMLElement>('*')].slice(0, 40);
    const props = [
      'outline-style',
      'outline-width',
      'outline-color',
      'box-shadow',
      'border-top-color',
      'border-top-width',
      'background-color',
      'color',
      'text-decoration-line',
      'opacity',
    ];
    const look = parts
      .flatMap((p) =>
        [null, '::before', '::after'].map((pseudo) => {
          const cs = getComputedStyle(p, pseudo);
          return props.map((k) => cs.getPropertyValue(k)).join(',');
        }),
      )
      .join(';');
    const who = `${el.getAttribute('role') ?? el.tagName.toLowerCase()} "${(
      el.getAttribute('aria-label') ??
      (el as HTMLInputElement).labels?.[0]?.textContent ??
      el.textContent ??
      ''
    )
      .trim()
      .slice(0, 40)}"`;
    return { who, look };
  });
}

/** The look of the element focus has just left. */
const leftLook = (page: Page) =>
  page.evaluate(() => {
    const el = document.querySelector<HTMLElement>('[data-focus-probe]');
    if (!el?.isConnected || el === document.activeElement) return null;
    const root = (el.closest('.MuiInputBase-root, .MuiFormControlLabel-root') as HTMLElement | null) ?? el;
    const parts = [root, ...root.querySelectorAll<HTMLElement>('*')].slice(0, 40);
    const props = [
      'outline-style',
      'outline-width',
      'outline-color',
      'box-shadow',
      'border-top-color',
      'border-top-width',
      'background-color',
      'color',
      'text-decoration-line',
      'opacity',
    ];
    return parts
      .flatMap((p) =>
        [null, '::before', '::after'].map((pseudo) => {
          const cs = getComputedStyle(p, pseudo);
          return props.map((k) => cs.getPropertyValue(k)).join(',');
        }),
      )
      .join(';');
  });

/**
 * Presses Tab (or Shift+Tab) until the focused element matches, checking on the way that every element
 * focus lands on looks different while focused (an outline, a ring, a border or a background).
 */
async function tabTo(page: Page, wanted: Locator, unseen: string[], key = 'Tab', max = 60) {
  const path: string[] = [];
  for (let i = 0; i < max; i++) {
    const before = await focusLook(page);
    path.push(before?.who ?? 'the page');
    await page.keyboard.press(key);
    await page.waitForTimeout(60);
    if (before) {
      const after = await leftLook(page);
      if (after !== null && after === before.look) unseen.push(before.who);
    }
    if (await wanted.evaluate((el) => el === document.activeElement || el.contains(document.activeElement))) {
      return;
    }
  }
  throw new Error(
    `${max} presses of ${key} never reached ${wanted}; focus went: ${path.slice(0, 25).join(' → ')}`,
  );
}

/** Checks the focused element shows focus (compared with itself once focus moves on with Tab). */
async function focusShows(page: Page, unseen: string[]) {
  const now = await focusLook(page);
  if (!now) return;
  await page.keyboard.press('Tab');
  await page.waitForTimeout(60);
  const after = await leftLook(page);
  if (after !== null && after === now.look) unseen.push(now.who);
  await page.keyboard.press('Shift+Tab');
  await page.waitForTimeout(60);
}

describe('with the keyboard alone (1280 px)', () => {
  it('a student signs in and books a class from the list view', async () => {
    const { context, page } = await newPage(browser, app.url, DESKTOP, {
      ...CONTEXT,
      reducedMotion: 'reduce',
    });
    const unseen: string[] = [];
    await page.goto('/');
    await page.getByRole('button', { name: 'Sign In' }).waitFor();
    await tabTo(page, page.getByLabel('Email'), unseen);
    await page.keyboard.type(STUDENT.email);
    await tabTo(page, page.getByLabel(/^Password/).first(), unseen);
    await page.keyboard.type(STUDENT.password);
    await tabTo(page, page.getByRole('button', { name: 'Sign In' }), unseen);
    await page.keyboard.press('Enter');
    const tabs = page.getByRole('tablist', { name: 'Dashboard sections' });
    await tabs.waitFor();
    await settle(page);

    await tabTo(page, tabs.getByRole('tab', { selected: true }), unseen);
    // A tab list is one stop: the arrow keys move between its tabs, Enter opens one.
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('Enter');
    await expect
      .poll(() => tabs.getByRole('tab', { name: 'Enroll in Classes' }).getAttribute('aria-selected'))
      .toBe('true');
    await settle(page);
    const calendar = page.getByRole('region', { name: 'Class Calendar', exact: true });
    const list = calendar
      .getByRole('group', { name: 'Calendar view' })
      .getByRole('button', { name: 'List', exact: true });
    // The view switch is one stop too (its pressed button); the arrow keys reach List.
    const group = calendar.getByRole('group', { name: 'Calendar view' });
    await tabTo(page, group.getByRole('button', { pressed: true }), unseen);
    await tabTo(page, list, unseen, 'ArrowRight', 3);
    await page.keyboard.press('Enter');
    await expect.poll(() => list.getAttribute('aria-pressed')).toBe('true');
    await settle(page);
    const open = calendar.locator('[data-testid="calendar-class"][data-state="available"]').first();
    await tabTo(page, open, unseen, 'Tab', 120);
    await page.keyboard.press('Enter');
    const details = page.getByRole('dialog').first();
    await details.waitFor();
    const book = details.getByRole('button', { name: 'Book This Class' });
    await tabTo(page, book, unseen);
    await page.keyboard.press('Enter');
    await details.waitFor({ state: 'detached' });
    await page.getByText('Class Booked', { exact: true }).first().waitFor();
    await expect.poll(() => open.count()).toBeGreaterThanOrEqual(0);
    await context.close();
    if (unseen.length) console.log(`No visible focus: ${[...new Set(unseen)].join(', ')}`);
    expect([...new Set(unseen)]).toEqual([]);
  }, 120_000);

  it('the administrator signs in and opens a section from the navigation; Escape closes a dialog', async () => {
    const { context, page } = await newPage(browser, app.url, DESKTOP, {
      ...CONTEXT,
      reducedMotion: 'reduce',
    });
    const unseen: string[] = [];
    await page.goto('/admin-login');
    await page.getByRole('button', { name: 'Sign In' }).waitFor();
    await tabTo(page, page.getByLabel('Email'), unseen);
    await page.keyboard.type(ADMIN.email);
    await tabTo(page, page.getByLabel('Password', { exact: true }), unseen);
    await page.keyboard.type(ADMIN.password);
    await tabTo(page, page.getByRole('button', { name: 'Sign In' }), unseen);
    await page.keyboard.press('Enter');
    const nav = page.getByRole('navigation', { name: 'Admin sections' });
    await nav.waitFor();
    await settle(page);
    await tabTo(page, nav.getByRole('button', { name: 'Students' }), unseen);
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { level: 1, name: 'Students' }).waitFor();
    await settle(page);
    const add = page.getByRole('button', { name: 'Add Student' }).first();
    await tabTo(page, add, unseen);
    await page.keyboard.press('Space');
    const dialog = page.getByRole('dialog', { name: 'Add New Student' });
    await dialog.waitFor();
    // Focus moves into the dialog and stays there; Shift+Tab walks back through it.
    expect(await dialog.evaluate((d) => d.contains(document.activeElement))).toBe(true);
    await focusShows(page, unseen);
    await tabTo(page, dialog.getByRole('textbox', { name: 'Full Name' }), unseen, 'Shift+Tab');
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    // Focus returns to the button that opened it.
    expect(await add.evaluate((el) => el === document.activeElement)).toBe(true);
    await context.close();
    if (unseen.length) console.log(`No visible focus: ${[...new Set(unseen)].join(', ')}`);
    expect([...new Set(unseen)]).toEqual([]);
  }, 120_000);
});

// ---------- form errors ----------

/**
 * Whether the errors on the page reach a screen reader: each error helper text is the description of an
 * invalid field, or sits in an alert or live region; a field the browser refused (native `required`)
 * is announced by the browser's own message when it takes focus.
 */
async function announcedErrors(page: Page) {
  return page.evaluate(() => {
    const shown = [...document.querySelectorAll<HTMLElement>('.MuiFormHelperText-root.Mui-error')].filter(
      (e) => e.textContent?.trim(),
    );
    const silent = shown
      .filter((e) => {
        if (e.closest('[role="alert"], [aria-live="assertive"], [aria-live="polite"]')) return false;
        const field = document.querySelector<HTMLElement>(`[aria-describedby~="${e.id}"]`);
        return !e.id || !field || field.getAttribute('aria-invalid') !== 'true';
      })
      .map((e) => e.textContent?.trim());
    const alerts = [...document.querySelectorAll<HTMLElement>('[role="alert"], [aria-live]')]
      .map((e) => e.textContent?.trim())
      .filter(Boolean);
    const active = document.activeElement as HTMLInputElement | null;
    const native = active && 'validity' in active && !active.validity.valid ? active.validationMessage : '';
    return { shown: shown.map((e) => e.textContent?.trim()), silent, alerts, native };
  });
}

describe('form errors reach a screen reader', () => {
  it('the student sign-in: empty, then a wrong password', async () => {
    const { context, page } = await newPage(browser, app.url, PHONE, CONTEXT);
    await page.goto('/');
    await page.getByRole('button', { name: 'Sign In' }).click();
    const empty = await announcedErrors(page);
    // The browser refuses the empty form, focuses the e-mail field and reads out its message.
    expect(empty.native || empty.shown.length).toBeTruthy();
    expect(empty.silent).toEqual([]);
    await page.getByLabel('Email').fill(STUDENT.email);
    await page
      .getByLabel(/^Password/)
      .first()
      .fill('not-the-password');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect.poll(async () => (await announcedErrors(page)).alerts.join(' ')).toMatch(/Login Failed/);
    await context.close();
  });

  it('Add Student submitted empty', async () => {
    const { context, page } = await newPage(browser, app.url, DESKTOP, CONTEXT);
    await adminLogin(page);
    await page.goto('/?section=students');
    await page.getByRole('button', { name: 'Add Student' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Add New Student' });
    await dialog.getByRole('button', { name: 'Add Student' }).click();
    await expect
      .poll(async () => {
        const e = await announcedErrors(page);
        return Boolean(e.native) || e.shown.length > 0;
      })
      .toBe(true);
    const errors = await announcedErrors(page);
    expect(errors.silent).toEqual([]);
    await context.close();
  });
});
