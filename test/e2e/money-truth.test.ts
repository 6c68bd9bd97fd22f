/**
 * One money truth in a real browser (issue 27 §5), desktop and 390 px: the owner registers a $56.00 cash
 * payment from a student who owes nothing, in British Columbia (GST 5 % + PST 7 %, prices include tax),
 * and follows it to every screen: the profile and the student see it as credit; the dashboard's Paid
 * This Month, the Payment Ledger and Reports give the same received amount and the same tax, per tax;
 * then the owner turns PST off, and none of those past figures moves.
 */
import type { APIRequestContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addStudentThroughUi,
  adminApi,
  adminLogin,
  amountOwed,
  browserTestApp,
  DESKTOP,
  PHONE,
  studentLogin,
  toast,
} from './support';

const { app, pageAt } = browserTestApp();
let api: APIRequestContext;
beforeAll(async () => {
  api = await adminApi(app());
});
afterAll(() => api?.dispose());

async function saveSettings(pairs: Record<string, string>) {
  const res = await api.post('/api/settings/bulk', {
    data: Object.entries(pairs).map(([key, value]) => ({ key, value })),
  });
  expect(res.status(), await res.text()).toBe(200);
}

const MONEY = /\$[\d,]+\.\d{2}/;
const money = (cents: number) =>
  `$${(cents / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

/** A labelled stat card's figure and its whole text, once it has loaded. */
async function card(page: Page, name: string): Promise<{ value: string; text: string }> {
  const region = page.getByRole('region', { name, exact: true });
  await region.getByText(MONEY).first().waitFor();
  await expect.poll(() => region.getAttribute('aria-busy')).toBeNull();
  const value = ((await region.locator('p').first().textContent()) ?? '').match(MONEY)?.[0] ?? '';
  return { value, text: (await region.textContent()) ?? '' };
}

/** What the money screens say about money received and its tax, read as the owner sees them. */
async function moneyScreens(page: Page) {
  await page.goto('/?section=dashboard');
  const paid = await card(page, 'Paid This Month');
  await page.goto('/payment-ledger');
  const revenue = await card(page, 'Total Revenue');
  const note = page.getByTestId('ledger-tax-note');
  await note.getByText(MONEY).waitFor();
  const ledgerTax = ((await note.textContent()) ?? '').match(MONEY)?.[0];
  await page.goto('/?section=reports');
  await page.getByRole('heading', { name: 'Financial Reports' }).waitFor();
  return {
    paid: paid.value,
    paidCaption: paid.text,
    ledgerRevenue: revenue.value,
    ledgerTax,
    gross: (await card(page, 'Gross Revenue')).value,
    net: (await card(page, 'Net Revenue')).value,
    gst: (await card(page, 'GST Collected')).value,
    pst: (await card(page, 'PST Collected')).value,
  };
}

let payments = 0;

describe('one money truth: a cash payment on every screen', () => {
  it.each([
    ['desktop', DESKTOP],
    ['390 px', PHONE],
  ])(
    '%s: credit to the student, the same received amount and tax everywhere, unmoved by a tax change',
    async (_, viewport) => {
      await saveSettings({
        country: 'Canada',
        region: 'British Columbia',
        enableGst: 'true',
        enablePst: 'true',
      });
      const admin = await pageAt(viewport);
      await adminLogin(admin);
      const stamp = `${viewport.width}-${Date.now()}`;
      const name = `Cora Cash ${viewport.width}`;
      const email = `cora.${stamp}@example.com`;
      const profile = await addStudentThroughUi(admin, name, email, 'cora-pass-1');
      const tile = (label: string) => profile.getByText(label, { exact: true }).first().locator('..');

      await profile.getByRole('button', { name: 'Register Payment' }).click();
      const payment = admin.getByRole('dialog', { name: 'Register Payment' });
      await payment.getByRole('spinbutton', { name: /Amount/ }).fill('56');
      await payment.getByRole('combobox', { name: /Payment Method/ }).click();
      await admin.getByRole('option', { name: 'Cash' }).click();
      await payment.getByRole('button', { name: 'Register Payment' }).click();
      await toast(admin, 'Payment Registered').waitFor();
      payments += 1;

      // Nothing was owed: the payment is credit, on the profile and for the student, beside no debt.
      await expect.poll(() => tile('Credits').textContent()).toContain('$56.00');
      await expect.poll(() => tile('Outstanding').textContent()).toContain('$0.00');
      const student = await pageAt(viewport);
      await studentLogin(student, email, 'cora-pass-1');
      await expect.poll(() => amountOwed(student)).toBe('$0.00');
      expect((await card(student, 'Available Credits')).value).toBe('$56.00');

      // $56.00 holds $50.00 net, GST $2.50 and PST $3.50, recorded with it; every screen says so.
      const gross = money(5600 * payments);
      const tax = money(600 * payments);
      const seen = await moneyScreens(admin);
      expect(seen).toMatchObject({
        paid: gross,
        ledgerRevenue: gross,
        ledgerTax: tax,
        gross,
        net: money(5000 * payments),
        gst: money(250 * payments),
        pst: money(350 * payments),
      });
      expect(seen.paidCaption).toContain(`${money(5000 * payments)} net + ${tax} tax`);

      // PST turned off today: what was received this month keeps the tax it was recorded with.
      await saveSettings({ enablePst: 'false' });
      expect(await moneyScreens(admin)).toEqual(seen);
      const scroll = await admin.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(scroll).toBeLessThanOrEqual(0);
    },
  );
});
