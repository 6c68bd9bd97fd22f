/**
 * Issue 30 §1 in a real browser, at both widths: the owner creates a 10-class pack and a membership on
 * the Class Management page, sees their terms and prices, sets a later price, and a refused field shows
 * its message under the field.
 */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '../../src/shared/dates';
import { CONTEXT, studioToday } from './studio-time';
import {
  addStudentThroughUi,
  adminLogin,
  amountOwed,
  DESKTOP,
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
  app = await startApp();
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await app?.close();
});

describe('Class packs and memberships', () => {
  it.each([
    ['desktop', DESKTOP, 'D'],
    ['390 px', PHONE, 'P'],
  ])(
    '%s: the owner creates a 10-class pack and a membership, and sets a later price',
    async (_label, viewport, tag) => {
      const { context, page } = await newPage(browser, app.url, viewport, CONTEXT);
      try {
        await adminLogin(page);
        await page.goto('/admin/classes');
        const section = page.getByRole('region', { name: 'Class Packs & Memberships' });
        await section
          .getByRole('button', { name: /New Product|Create Product/ })
          .first()
          .click();

        const dialog = page.getByRole('dialog');
        await dialog.getByLabel('Product Name').fill(`10-Class Card ${tag}`);
        await dialog.getByLabel('Classes').fill('10');
        await dialog.getByLabel('Valid for').fill('3');
        // A refused price shows its message under the field, and nothing is created.
        await dialog.getByLabel('Price').fill('12.345');
        await dialog.getByRole('button', { name: 'Create Product' }).click();
        await dialog.getByText('Amount can have at most 2 decimal places').waitFor();
        await dialog.getByLabel('Price').fill('180');
        await dialog.getByRole('button', { name: 'Create Product' }).click();
        await toast(page, 'Product Created').waitFor();

        const card = section.getByRole('article', { name: `10-Class Card ${tag}` });
        await card.waitFor();
        await expect.poll(() => card.textContent()).toContain('10 classes · valid 3 months from purchase');
        await expect.poll(() => card.textContent()).toContain('$180.00');
        await expect.poll(() => card.textContent()).toContain('Every class type');

        await section.getByRole('button', { name: 'New Product' }).click();
        await dialog.getByRole('button', { name: 'Membership' }).click();
        await dialog.getByLabel('Product Name').fill(`Unlimited Monthly ${tag}`);
        await dialog.getByLabel('Price a month').fill('129');
        await dialog.getByRole('button', { name: 'Create Product' }).click();
        await toast(page, 'Product Created').waitFor();
        const membership = section.getByRole('article', { name: `Unlimited Monthly ${tag}` });
        await expect
          .poll(() => membership.textContent())
          .toContain('Unlimited classes · billed monthly on the 1st');
        await expect.poll(() => membership.textContent()).toContain('$129.00 a month');

        const later = addDays(studioToday(), 14);
        await card.getByRole('button', { name: `New price for 10-Class Card ${tag}` }).click();
        await dialog.getByLabel('New price').fill('190');
        await dialog.getByLabel('Applies from').fill(later);
        await dialog.getByRole('button', { name: 'Set Price' }).click();
        await toast(page, 'Price Set').waitFor();
        await expect.poll(() => card.textContent()).toContain('$180.00');
        await expect.poll(() => card.textContent()).toContain('$190.00 from');

        // What the server has: the pack's terms and both dated prices.
        const products = await page.evaluate(async () => (await fetch('/api/products')).json());
        const saved = products.find((p: { name: string }) => p.name === `10-Class Card ${tag}`);
        expect(saved).toMatchObject({
          kind: 'pack',
          classCount: 10,
          validityCount: 3,
          validityUnit: 'month',
          price: '180.00',
          prices: [
            { price: '180.00', from: studioToday() },
            { price: '190.00', from: later },
          ],
        });
      } finally {
        await context.close();
      }
    },
  );

  it.each([
    ['desktop', DESKTOP, 'D'],
    ['390 px', PHONE, 'P'],
  ])(
    '%s: the owner sells a pack on a profile; a student buys one and owes it',
    async (_label, viewport, tag) => {
      const password = 'pack-buyer-1';
      const email = `pack.${tag.toLowerCase()}.${Date.now()}@example.com`;
      const owner = await newPage(browser, app.url, viewport, CONTEXT);
      try {
        await adminLogin(owner.page);
        const profile = await addStudentThroughUi(owner.page, `Pack Buyer ${tag}`, email, password);
        await profile.getByRole('tab', { name: 'Passes' }).click();
        await profile.getByRole('button', { name: 'Sell Pack' }).click();
        const sell = owner.page.getByRole('dialog', { name: 'Sell a Class Pack' });
        await sell.getByLabel('Class pack').click();
        await owner.page.getByRole('option', { name: `10-Class Card ${tag}` }).click();
        await sell.getByRole('button', { name: 'Sell for $180.00' }).click();
        await toast(owner.page, 'Pack Sold').waitFor();
        const sold = profile.getByRole('listitem', { name: `10-Class Card ${tag}` });
        await expect.poll(() => sold.textContent()).toContain('10 of 10 classes left');
      } finally {
        await owner.context.close();
      }

      const buyer = await newPage(browser, app.url, viewport, CONTEXT);
      try {
        await studentLogin(buyer.page, email, password);
        await buyer.page.getByRole('tab', { name: 'Payments' }).click();
        const packs = buyer.page.getByRole('region', { name: 'Class Packs' });
        await expect
          .poll(() => packs.getByRole('listitem', { name: `10-Class Card ${tag}` }).textContent())
          .toContain('10 of 10 classes left');
        await packs.getByRole('button', { name: `Buy 10-Class Card ${tag}` }).click();
        await buyer.page.getByRole('dialog').getByRole('button', { name: 'Buy for $180.00' }).click();
        await toast(buyer.page, 'Pack Bought').waitFor();
        await expect
          .poll(() => packs.getByRole('listitem', { name: `10-Class Card ${tag}` }).count())
          .toBe(2);
        // Both sales are owed until paid: the one the owner made and the one the student made.
        await buyer.page.getByRole('tab', { name: 'My Classes' }).click();
        await expect.poll(() => amountOwed(buyer.page)).toBe('$360.00');
      } finally {
        await buyer.context.close();
      }
    },
  );
});
