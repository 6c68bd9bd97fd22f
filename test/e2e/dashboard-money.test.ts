/**
 * The dashboard's money in a real browser (spec 03 §2.1; issue 11 §4, §6), desktop and 390 px, on the
 * demo studio's payment history: each card opens its dialog with the figure the card shows, and Recent
 * Activity lists the last 10 payments.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { CONTEXT } from './studio-time';
import { adminLogin, DESKTOP, launchBrowser, newPage, PHONE, type RunningApp, startApp } from './support';

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

const MONEY = /\$[\d,]+\.\d{2}/;
const noSidewaysScroll = (p: Page) =>
  p.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

async function cardValue(page: Page, name: string) {
  const card = page.getByRole('region', { name, exact: true });
  await card.getByText(MONEY).first().waitFor();
  return ((await card.locator('p').first().textContent()) ?? '').match(MONEY)?.[0];
}

describe('the dashboard money cards', () => {
  it.each([
    ['desktop', DESKTOP],
    ['390 px', PHONE],
  ])(
    '%s: Paid This Month, Outstanding and Overdue open their dialogs; Recent Activity',
    async (_, viewport) => {
      const { page } = await newPage(browser, app.url, viewport, CONTEXT);
      opened.push(page);
      await adminLogin(page);

      const paid = await cardValue(page, 'Paid This Month');
      expect(
        await page
          .getByRole('region', { name: 'Paid This Month' })
          .getByText(/net \+ .* tax/)
          .count(),
      ).toBe(1);
      await page.getByRole('region', { name: 'Paid This Month' }).getByRole('button').click();
      let dialog = page.getByRole('dialog', { name: 'Payments This Month' });
      await dialog.getByText(`${paid} total`, { exact: false }).waitFor();
      const stated = dialog.getByText(/\d+ payments?/).first();
      await stated.waitFor();
      const count = Number((await stated.textContent())?.match(/(\d+) payments?/)?.[1]);
      // The studio's month so far: none yet early on the 1st (.ci/run runs at 00:30), else some.
      expect(count > 0, `${count} payments this month, total ${paid}`).toBe(paid !== '$0.00');
      expect(
        await dialog.getByRole('list', { name: 'Payments this month' }).getByRole('listitem').count(),
      ).toBe(count);
      await dialog.getByRole('button', { name: 'Close' }).click();
      await dialog.waitFor({ state: 'detached' });

      const owed = await cardValue(page, 'Outstanding');
      await page.getByRole('region', { name: 'Outstanding', exact: true }).getByRole('button').click();
      dialog = page.getByRole('dialog', { name: 'Outstanding Amounts' });
      await dialog.getByText(`${owed} owed by`, { exact: false }).waitFor();
      await dialog
        .getByText(/unpaid class/)
        .first()
        .waitFor();
      // A line opens the student's profile.
      // The line is named by its text, which starts with the student's name.
      const first = dialog.getByRole('listitem').getByRole('button').first();
      const who = ((await first.locator('p').first().textContent()) ?? '').trim();
      expect(who).not.toBe('');
      await first.click();
      await page.getByRole('dialog', { name: who }).waitFor();
      await page.keyboard.press('Escape');
      await page.getByRole('dialog', { name: who }).waitFor({ state: 'detached' });
      if (await dialog.isVisible()) await dialog.getByRole('button', { name: 'Close' }).click();

      const overdue = await cardValue(page, 'Overdue');
      await page.getByRole('region', { name: 'Overdue', exact: true }).getByRole('button').click();
      dialog = page.getByRole('dialog', { name: 'Overdue Payments' });
      await dialog.getByText(`${overdue} overdue`, { exact: false }).waitFor();
      await dialog
        .getByText(/\d+ days? overdue/)
        .first()
        .waitFor();
      await dialog
        .getByText(/Owed \$[\d,]+\.\d{2} · Paid \$[\d,]+\.\d{2}/)
        .first()
        .waitFor();
      expect(await noSidewaysScroll(page)).toBeLessThanOrEqual(0);
      await dialog.getByRole('button', { name: 'Close' }).click();

      const recent = page.getByRole('list', { name: 'Recent payments' });
      await recent.getByRole('listitem').first().waitFor();
      expect(await recent.getByRole('listitem').count()).toBe(10);
      expect(await noSidewaysScroll(page)).toBeLessThanOrEqual(0);
    },
  );
});
