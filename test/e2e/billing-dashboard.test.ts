/**
 * The Billing Dashboard in a real browser (spec 03 §2.4, §4, §8; issue 12 §3), desktop and 390 px, on
 * the demo studio: Bulk Invoice for last month, then on one invoice Send, a reminder of each kind's
 * dialog, and Mark Paid, each action offered only in the states that allow it.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
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

const noSidewaysScroll = (p: Page) =>
  p.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

/** The month before the studio's, "YYYY-MM" (Bulk Invoice's billing period). */
function lastMonth(): string {
  const today = studioToday();
  const month = Number(today.slice(5, 7));
  const year = Number(today.slice(0, 4));
  return month === 1 ? `${year - 1}-12` : `${year}-${String(month - 1).padStart(2, '0')}`;
}

describe('Billing Dashboard', () => {
  it.each([
    ['desktop', DESKTOP],
    ['390 px', PHONE],
  ])('%s: bulk invoice, send, remind, mark paid', async (_, viewport) => {
    const { page } = await newPage(browser, app.url, viewport, CONTEXT);
    opened.push(page);
    await adminLogin(page);
    await page.goto('/?section=billing');
    for (const card of ['Total Invoices', 'Total Revenue', 'Pending Amount', 'Overdue Invoices']) {
      await page.getByRole('region', { name: card, exact: true }).waitFor();
    }
    await page.getByRole('button', { name: 'Bulk Invoice' }).click();
    const bulk = page.getByRole('dialog', { name: 'Bulk Invoice' });
    // A month years ahead is refused for that reason, not as "not a month" (issue 28).
    await bulk.getByLabel('Billing period').fill('2031-05');
    await bulk.getByRole('button', { name: 'Create Invoices' }).click();
    await bulk.getByText(/^Billing period cannot be after [A-Z][a-z]+ \d{4}$/).waitFor();
    await bulk.getByLabel('Billing period').fill(lastMonth());
    await bulk.getByRole('button', { name: 'Create Invoices' }).click();
    await toast(page, 'Success').waitFor();
    await bulk.waitFor({ state: 'detached' });

    const list = page.getByRole('list', { name: 'Invoices' });
    const pending = await firstPendingInvoice(page);
    const name = (await pending.getAttribute('aria-label')) ?? '';
    const number = name.split(',')[0]!;
    const row = list.getByRole('listitem', { name });
    // Pending: Send only.
    expect(await row.getByRole('button', { name: `Mark ${number} paid` }).count()).toBe(0);
    await row.getByRole('button', { name: `Send ${number}` }).click();
    await toast(page, 'Success').waitFor();
    await row.getByRole('button', { name: `Send reminder for ${number}` }).waitFor();
    expect(await row.getByRole('button', { name: `Send ${number}` }).count()).toBe(0);

    await row.getByRole('button', { name: `Send reminder for ${number}` }).click();
    const reminder = page.getByRole('dialog', { name: 'Send Payment Reminder' });
    for (const kind of ['First reminder', 'Second reminder', 'Final notice']) {
      await reminder.getByRole('radio', { name: kind }).waitFor();
    }
    await reminder.getByRole('radio', { name: 'Final notice' }).check();
    await reminder.getByRole('button', { name: 'Send Reminder' }).click();
    await reminder.waitFor({ state: 'detached' });

    // Mark Paid asks how and when the money came in, and says what it recorded (issue 28).
    await row.getByRole('button', { name: `Mark ${number} paid` }).click();
    const markPaid = page.getByRole('dialog', { name: `Mark ${number} Paid` });
    const confirm = markPaid.getByRole('button', { name: /^Record \$[\d,]+\.\d{2} and Mark Paid$/ });
    const due = ((await confirm.textContent()) ?? '').match(/\$[\d,]+\.\d{2}/)![0];
    expect(await row.getByText('paid', { exact: true }).count()).toBe(0);
    await markPaid.getByRole('combobox', { name: 'Payment method' }).click();
    await page.getByRole('option', { name: 'Cash' }).click();
    await confirm.click();
    await toast(page, 'Success').waitFor();
    await page.getByText(`Invoice ${number} is paid: ${due} recorded by Cash on `).first().waitFor();
    await markPaid.waitFor({ state: 'detached' });
    await expect.poll(() => row.getByText('paid', { exact: true }).count(), { timeout: 15_000 }).toBe(1);
    expect(await row.getByRole('button').count()).toBe(0);
    expect(await noSidewaysScroll(page)).toBeLessThanOrEqual(0);
  });
});
