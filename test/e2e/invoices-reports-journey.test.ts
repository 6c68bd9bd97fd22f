/**
 * Issue 12's journey in a real browser, desktop and 390 px, on the demo studio: the administrator
 * generates last month's bills and sends one; its student opens it from their Payments tab as a
 * printable page; the administrator marks it paid; the Billing dashboard and the Financial Reports
 * change by what was paid; the report's CSV carries the figures the screen shows.
 */
import { readFile } from 'node:fs/promises';
import type { Browser, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_REGULARS, DEMO_STUDENT_PASSWORD, DEMO_STUDENTS } from '../../src/server/db/seed/demo-data';
import { CONTEXT, studioToday } from './studio-time';
import {
  adminLogin,
  DESKTOP,
  firstPendingInvoice,
  launchBrowser,
  newPage,
  PHONE,
  type RunningApp,
  startApp,
  studentLogin,
  toast,
} from './support';

let app: RunningApp;
let browser: Browser;
beforeAll(async () => {
  [app, browser] = await Promise.all([startApp({ SEED_DEMO: '1' }), launchBrowser()]);
});
afterAll(async () => {
  await browser?.close();
  await app?.close();
});

const opened: Page[] = [];
afterEach(async () => {
  for (const page of opened.splice(0)) await page.context().close();
});

const EMAIL_OF = new Map<string, string>([...DEMO_STUDENTS, ...DEMO_REGULARS].map((s) => [s.name, s.email]));
const cents = (text: string | null) => Math.round(Number((text ?? '').replace(/[^0-9.-]/g, '')) * 100);
const noSidewaysScroll = (p: Page) =>
  p.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

/** The figure on a labelled stat card ("$1,234.00"), in cents. */
async function cardCents(page: Page, name: string): Promise<number> {
  const card = page.getByRole('region', { name, exact: true });
  await card
    .getByText(/\$[\d,]+\.\d{2}/)
    .first()
    .waitFor();
  await expect.poll(() => card.getAttribute('aria-busy')).toBeNull();
  return cents(await card.locator('p').first().textContent());
}

async function openReports(page: Page) {
  await page.goto('/?section=reports');
  await page.getByRole('heading', { name: 'Financial Reports' }).waitFor();
  return cardCents(page, 'Gross Revenue');
}

describe('Monthly bills, the invoice page and the reports', () => {
  it.each([
    ['desktop', DESKTOP],
    ['390 px', PHONE],
  ])(
    '%s: generate, send, the student opens it, mark paid; Billing and Reports follow',
    async (_, viewport) => {
      const { page: admin } = await newPage(browser, app.url, viewport, CONTEXT);
      opened.push(admin);
      await adminLogin(admin);

      // Last month's bills (the generator's default month); a second run of the other viewport adds none.
      await admin.goto('/?section=payments');
      await admin.getByRole('tab', { name: 'Generate' }).click();
      await admin
        .getByRole('region', { name: 'Monthly Payment Generator' })
        .getByRole('button', { name: 'Generate Bills' })
        .click();
      await toast(admin, 'Monthly Payments Generated').waitFor();

      const grossBefore = await openReports(admin);

      await admin.goto('/?section=billing');
      const revenueBefore = await cardCents(admin, 'Total Revenue');
      const list = admin.getByRole('list', { name: 'Invoices' });
      const pending = await firstPendingInvoice(admin);
      const label = (await pending.getAttribute('aria-label')) ?? '';
      const [number, studentName] = label.split(', ') as [string, string];
      const email = EMAIL_OF.get(studentName);
      expect(email, `a demo student: ${studentName}`).toBeTruthy();
      const row = list.getByRole('listitem', { name: label });
      await row.getByRole('button', { name: `Send ${number}` }).click();
      await toast(admin, 'Success').waitFor();
      await row.getByRole('button', { name: `Mark ${number} paid` }).waitFor();

      // The student finds it on their Payments tab and opens the printable page.
      const { page: student } = await newPage(browser, app.url, viewport, CONTEXT);
      opened.push(student);
      await studentLogin(student, email!, DEMO_STUDENT_PASSWORD);
      await student.getByRole('tab', { name: 'Payments' }).click();
      await student.getByRole('heading', { name: 'Your Invoices' }).waitFor();
      await student.getByRole('link', { name: `View invoice ${number}` }).click();
      await student.getByRole('heading', { name: `Invoice ${number}` }).waitFor();
      await student.getByRole('button', { name: 'Print' }).waitFor();
      const totals = student.getByRole('table', { name: 'Invoice totals' });
      const amountDue = async () =>
        cents((await student.getByRole('group', { name: /^Amount Due / }).getAttribute('aria-label')) ?? '');
      const due = await amountDue();
      const total = cents(
        await totals
          .getByRole('row', { name: /^Total / })
          .getByRole('cell')
          .textContent(),
      );
      expect(due).toBeGreaterThan(0);
      expect(due).toBeLessThanOrEqual(total);
      expect(await noSidewaysScroll(student)).toBeLessThanOrEqual(0);

      // The administrator marks it paid: the invoice's total joins Total Revenue, what was due joins
      // this month's Gross Revenue, and the student's page says nothing is due.
      await row.getByRole('button', { name: `Mark ${number} paid` }).click();
      // It asks how and when the money came in (issue 28): an e-Transfer, today.
      const markPaid = admin.getByRole('dialog', { name: `Mark ${number} Paid` });
      await markPaid.getByRole('button', { name: /^Record \$[\d,]+\.\d{2} and Mark Paid$/ }).click();
      await markPaid.waitFor({ state: 'detached' });
      await expect.poll(() => row.getByText('paid', { exact: true }).count(), { timeout: 15_000 }).toBe(1);
      await admin.reload();
      await expect
        .poll(() => cardCents(admin, 'Total Revenue'), { timeout: 15_000 })
        .toBe(revenueBefore + total);

      await student.reload();
      await student.getByRole('heading', { name: `Invoice ${number}` }).waitFor();
      await expect.poll(amountDue).toBe(0);

      const grossAfter = await openReports(admin);
      expect(grossAfter).toBe(grossBefore + due);
      const net = await cardCents(admin, 'Net Revenue');
      expect(await noSidewaysScroll(admin)).toBeLessThanOrEqual(0);

      const [download] = await Promise.all([
        admin.waitForEvent('download'),
        admin.getByRole('link', { name: 'Export Report' }).click(),
      ]);
      // Current Month: from the 1st of the studio's month to the studio's today, on its clock.
      const today = studioToday();
      expect(download.suggestedFilename()).toBe(`financial-report-${today.slice(0, 7)}-01-to-${today}.csv`);
      const csv = await readFile((await download.path())!, 'utf8');
      const cell = (name: string) =>
        csv
          .split('\r\n')
          .find((line) => line.startsWith(`${name},`))
          ?.split(',')[1];
      expect(cents(cell('Gross Revenue') ?? null)).toBe(grossAfter);
      expect(cents(cell('Net Revenue') ?? null)).toBe(net);
    },
  );
});
