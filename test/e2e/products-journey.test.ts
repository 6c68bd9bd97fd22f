/**
 * Issue 30 §1 in a real browser, at both widths: the owner creates a 10-class pack and a membership on
 * the Class Management page, sees their terms and prices, sets a later price, and a refused field shows
 * its message under the field.
 */
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '../../src/shared/dates';
import { CONTEXT, dayButton, monthTitle, studioToday } from './studio-time';
import {
  addStudentThroughUi,
  adminApi,
  adminLogin,
  amountOwed,
  DESKTOP,
  launchBrowser,
  newPage,
  PHONE,
  type RunningApp,
  send,
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

  it.each([
    ['desktop', DESKTOP, 'D'],
    ['390 px', PHONE, 'P'],
  ])(
    '%s: a student buys a 10-class pack, the owner records the e-Transfer, three bookings use it, a cancel in time leaves 8',
    async (_label, viewport, tag) => {
      const stamp = Date.now();
      const packName = `Journey Card ${tag}`;
      const password = 'pack-journey-1';
      const name = `Journey Student ${tag}`;
      const email = `journey.${tag.toLowerCase()}.${stamp}@example.com`;
      const day = addDays(studioToday(), 3);
      const classNames = ['Morning', 'Noon', 'Evening'].map((n) => `${n} Flow ${tag}${stamp % 10_000}`);
      const owner = await newPage(browser, app.url, viewport, CONTEXT);
      const api = await adminApi(app);
      try {
        await adminLogin(owner.page);
        // The owner creates the pack on Class Management.
        await owner.page.goto('/admin/classes');
        const section = owner.page.getByRole('region', { name: 'Class Packs & Memberships' });
        await section.getByRole('button', { name: 'New Product' }).click();
        const dialog = owner.page.getByRole('dialog');
        await dialog.getByLabel('Product Name').fill(packName);
        await dialog.getByLabel('Classes').fill('10');
        await dialog.getByLabel('Valid for').fill('3');
        await dialog.getByLabel('Price').fill('150');
        await dialog.getByRole('button', { name: 'Create Product' }).click();
        await toast(owner.page, 'Product Created').waitFor();
        await addStudentThroughUi(owner.page, name, email, password);
        // Three classes on one day, three days ahead.
        for (const [i, className] of classNames.entries()) {
          const type = await send<{ id: number }>(api, 'POST', '/api/class-types', {
            name: className,
            description: 'A flowing class for every level.',
            duration: 60,
            price: '25.00',
          });
          await send(api, 'POST', '/api/class-instances/single', {
            classTypeId: type.id,
            classDate: day,
            startTime: `${String(9 + i * 3).padStart(2, '0')}:00`,
            endTime: `${String(10 + i * 3).padStart(2, '0')}:00`,
            location: 'Studio A',
            maxStudents: 12,
          });
        }
      } finally {
        await owner.context.close();
      }

      const buyer = await newPage(browser, app.url, viewport, CONTEXT);
      try {
        const page = buyer.page;
        await studentLogin(page, email, password);
        await page.getByRole('tab', { name: 'Payments' }).click();
        const packs = page.getByRole('region', { name: 'Class Packs' });
        await packs.getByRole('button', { name: `Buy ${packName}` }).click();
        await page.getByRole('dialog').getByRole('button', { name: 'Buy for $150.00' }).click();
        await toast(page, 'Pack Bought').waitFor();
        await page.getByRole('tab', { name: 'My Classes' }).click();
        await expect.poll(() => amountOwed(page)).toBe('$150.00');

        // The owner records the e-Transfer on Payment Management.
        const desk = await newPage(browser, app.url, viewport, CONTEXT);
        try {
          await adminLogin(desk.page);
          await desk.page.goto('/?section=payments');
          await desk.page.getByRole('tab', { name: 'Record' }).click();
          const form = desk.page.getByRole('region', { name: 'Record Payment Transaction' });
          await form.getByRole('combobox', { name: 'Student' }).fill(name.split(' ')[0]!);
          await desk.page
            .getByRole('option', { name: new RegExp(name) })
            .first()
            .click();
          await form.getByRole('spinbutton', { name: 'Amount' }).fill('150.00');
          expect(await form.getByRole('combobox', { name: 'Payment method' }).textContent()).toContain(
            'Interac e-Transfer',
          );
          await form.getByRole('textbox', { name: 'Transaction ID' }).fill(`PACK${tag}${stamp}`);
          await form.getByRole('button', { name: 'Record Payment' }).click();
          await toast(desk.page, 'Payment Recorded').waitFor();
        } finally {
          await desk.context.close();
        }
        await page.reload();
        await expect.poll(() => amountOwed(page), { timeout: 15_000 }).toBe('$0.00');

        // Three bookings, each telling the student it uses the pack.
        await page.getByRole('tab', { name: 'Enroll in Classes' }).click();
        for (const [i, className] of classNames.entries()) {
          const details = await openClass(page, viewport === PHONE, day, className);
          const note = details.getByRole('note', { name: 'Class Pack' });
          await expect.poll(() => note.textContent()).toContain(`Uses your ${packName}`);
          await expect.poll(() => note.textContent()).toContain(`${9 - i} classes left after this booking`);
          await details.getByRole('button', { name: 'Book This Class' }).click();
          await details.waitFor({ state: 'detached' });
          await toast(page, 'Class Booked').waitFor();
          await page.keyboard.press('Escape');
        }
        await page.getByRole('tab', { name: 'My Classes' }).click();
        await expect.poll(() => amountOwed(page)).toBe('$0.00');
        const card = page.getByRole('article', { name: classNames[0], exact: true });
        await card.getByText(`Pass: ${packName}`, { exact: true }).waitFor();

        // A cancel in time gives the class back.
        await card.getByRole('button', { name: 'Cancel Booking', exact: true }).click();
        const confirm = page.getByRole('dialog', { name: 'Cancel Booking?' });
        await confirm.getByText(`The class goes back to your ${packName}`, { exact: false }).waitFor();
        await confirm.getByRole('button', { name: 'Yes, Cancel Booking' }).click();
        await toast(page, 'Booking Cancelled').waitFor();
        await page.getByText(`The class is back on your ${packName} (8 classes left).`).first().waitFor();

        await page.getByRole('tab', { name: 'Payments' }).click();
        await expect
          .poll(() => packs.getByRole('listitem', { name: packName }).textContent())
          .toContain('8 of 10 classes left');
        await expect.poll(() => amountOwed(page)).toBe('$0.00');
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
          viewport.width,
        );
      } finally {
        await api.dispose();
        await buyer.context.close();
      }
    },
  );
});

describe('Memberships', () => {
  it.each([
    ['desktop', DESKTOP, 'D'],
    ['390 px', PHONE, 'P'],
  ])(
    '%s: the owner starts a membership, the student books on it, a pause cancels the booking inside only once confirmed',
    async (_label, viewport, tag) => {
      const stamp = Date.now();
      const membershipName = `Member Monthly ${tag}${stamp % 10_000}`;
      const className = `Member Flow ${tag}${stamp % 10_000}`;
      const password = 'member-journey-1';
      const name = `Member Student ${tag}`;
      const email = `member.${tag.toLowerCase()}.${stamp}@example.com`;
      const day = addDays(studioToday(), 3);
      const api = await adminApi(app);
      await send(api, 'POST', '/api/products', {
        kind: 'membership',
        name: membershipName,
        allowance: 'unlimited',
        billingDay: 1,
        price: '120.00',
      });
      const type = await send<{ id: number }>(api, 'POST', '/api/class-types', {
        name: className,
        description: 'Covered by the membership.',
        duration: 60,
        price: '25.00',
      });
      await send(api, 'POST', '/api/class-instances/single', {
        classTypeId: type.id,
        classDate: day,
        startTime: '18:00',
        endTime: '19:00',
        location: 'Studio B',
        maxStudents: 10,
      });
      const owner = await newPage(browser, app.url, viewport, CONTEXT);
      try {
        await adminLogin(owner.page);
        const profile = await addStudentThroughUi(owner.page, name, email, password);
        await profile.getByRole('tab', { name: 'Passes' }).click();
        await profile.getByRole('button', { name: 'Start Membership' }).click();
        const start = owner.page.getByRole('dialog', { name: 'Start a Membership' });
        await start.getByLabel('Membership').click();
        await owner.page.getByRole('option', { name: membershipName }).click();
        await start.getByRole('button', { name: 'Start for $120.00 a month' }).click();
        await toast(owner.page, 'Membership Started').waitFor();
        const held = profile.getByRole('listitem', { name: membershipName });
        await expect.poll(() => held.textContent()).toContain('Active');
        await expect.poll(() => held.textContent()).toContain('Next billing date');

        // The student books the class: the dialog says the membership pays for it.
        const student = await newPage(browser, app.url, viewport, CONTEXT);
        try {
          await studentLogin(student.page, email, password);
          await student.page.getByRole('tab', { name: 'Enroll in Classes' }).click();
          const details = await openClass(student.page, viewport === PHONE, day, className);
          await expect
            .poll(() => details.getByRole('note', { name: 'Class Pack' }).textContent())
            .toContain(`Uses your ${membershipName} membership`);
          await details.getByRole('button', { name: 'Book This Class' }).click();
          await toast(student.page, 'Class Booked').waitFor();
          await student.page.keyboard.press('Escape');
          await student.page.getByRole('tab', { name: 'My Classes' }).click();
          await student.page
            .getByRole('article', { name: className, exact: true })
            .getByText(`Membership: ${membershipName}`, { exact: true })
            .waitFor();
        } finally {
          await student.context.close();
        }

        // The owner pauses it over the class's day: the booking inside is listed first.
        await profile.getByRole('button', { name: `Pause ${membershipName}` }).click();
        const pause = owner.page.getByRole('dialog', { name: `Pause ${membershipName}` });
        await pause.getByLabel('First day').fill(addDays(studioToday(), 1));
        await pause.getByLabel('Last day').fill(addDays(studioToday(), 6));
        await pause.getByLabel('Reason').fill('Travel');
        await expect
          .poll(() => pause.getByRole('note', { name: 'Bookings to cancel' }).textContent())
          .toContain(className);
        await pause.getByRole('button', { name: 'Pause and Cancel 1 Booking' }).click();
        await toast(owner.page, 'Membership Paused').waitFor();
        const bookings = await send<{ status: string; className: string }[]>(
          api,
          'GET',
          `/api/student-bookings/all?search=${encodeURIComponent(className)}`,
        );
        expect(bookings.find((b) => b.className === className)?.status).toBe('cancelled');
      } finally {
        await api.dispose();
        await owner.context.close();
      }
    },
  );
});

/**
 * Opens a class's details from the student's Enroll in Classes tab: on a phone by tapping its day on
 * the dot calendar (a day with several classes lists them first), on a desktop from the List view.
 */
async function openClass(page: Page, phone: boolean, day: string, className: string): Promise<Locator> {
  const details = page.getByRole('dialog', { name: new RegExp(`^${className}`) });
  if (phone) {
    if (monthTitle(day) !== monthTitle(studioToday())) {
      const heading = page.getByRole('heading', { level: 3, name: monthTitle(day) });
      if ((await heading.count()) === 0)
        await page.getByRole('button', { name: 'Next month', exact: true }).click();
      await heading.waitFor();
    }
    const listed = page.getByRole('dialog').getByTestId('calendar-class').filter({ hasText: className });
    if ((await listed.count()) === 0) {
      await page.getByRole('button', { name: new RegExp(`^${dayButton(day)}, `) }).click();
    }
    await listed.click();
  } else {
    const list = page
      .getByRole('region', { name: 'Class Calendar', exact: true })
      .getByRole('group', { name: 'Calendar view' })
      .getByRole('button', { name: 'List', exact: true });
    if ((await list.getAttribute('aria-pressed')) !== 'true') await list.click();
    await page.getByTestId('calendar-class').filter({ hasText: className }).click();
  }
  await details.waitFor();
  return details;
}
