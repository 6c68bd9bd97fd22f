/**
 * Payment Management in a real browser (spec 03 §2.2, §5, §8; issue 11 §4, §6), desktop and 390 px, on
 * the demo studio: the cards and the one-bill explanation, no dead tabs; a transaction recorded on the
 * Record tab moves to the Payments tab and the same transaction id again is one payment; the Record
 * Payment dialog's pending amount raises Outstanding by exactly that; Process Payment by e-mail with
 * the spec's messages.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { CONTEXT } from './studio-time';
import {
  addStudentThroughUi,
  adminLogin,
  amountOwed,
  DESKTOP,
  expectDialogClearOfToast,
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

const noSidewaysScroll = (p: Page) =>
  p.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
const cents = (text: string | null | undefined) => Number((text ?? '').replace(/[^\d]/g, ''));

async function cardCents(page: Page, name: string) {
  const card = page.getByRole('region', { name, exact: true });
  await card
    .getByText(/\$[\d,]+\.\d{2}/)
    .first()
    .waitFor();
  return cents(await card.locator('p').first().textContent());
}

async function pickStudent(page: Page, scope: ReturnType<Page['getByRole']> | Page, name: string) {
  const input = scope.getByRole('combobox', { name: 'Student' });
  await input.fill(name.split(' ')[0]!);
  await page
    .getByRole('option', { name: new RegExp(name) })
    .first()
    .click();
}

describe('Payment Management', () => {
  it.each([
    ['desktop', DESKTOP],
    ['390 px', PHONE],
  ])('%s: cards, tabs, record a transaction once, a pending bill, process by e-mail', async (_, viewport) => {
    const { page } = await newPage(browser, app.url, viewport, CONTEXT);
    opened.push(page);
    await adminLogin(page);
    await page.goto('/?section=payments');
    for (const card of ['Total Bills', 'Outstanding Amount', 'Paid This Month', 'Total Revenue']) {
      await page.getByRole('region', { name: card, exact: true }).waitFor();
    }
    await page
      .getByText(/one bill per month, and several payments can be made against the same bill/)
      .waitFor();
    const tabs = page.getByRole('tablist', { name: 'Payment Management' }).getByRole('tab');
    expect(await tabs.allTextContents()).toEqual([
      'Overview',
      'Monthly Bills',
      'Payments',
      'Generate',
      'Record',
    ]);
    // Total Bills counts what Recent bills lists (issue 28: "46" stood beside "No bills yet").
    const billsCard = page.getByRole('region', { name: 'Total Bills', exact: true });
    await billsCard
      .getByText(/^[\d,]+$/)
      .first()
      .waitFor();
    const totalBills = cents(
      await billsCard
        .getByText(/^[\d,]+$/)
        .first()
        .textContent(),
    );
    const recentBills = page.getByRole('region', { name: 'Recent bills' });
    if (totalBills === 0)
      await recentBills.getByText('No bills yet: generate them on the Generate tab.').waitFor();
    else await expect.poll(() => recentBills.getByRole('listitem').count()).toBe(Math.min(5, totalBills));
    const owing = page.getByRole('list', { name: 'Open balances' }).getByRole('button').first();
    await owing.waitFor();
    // A student who owes: a pending amount adds to Outstanding (one in credit would absorb it).
    // The line is named by its text, which starts with the student's name.
    const debtor = ((await owing.locator('p').first().textContent()) ?? '').trim();
    expect(debtor).not.toBe('');
    expect(await page.getByRole('list', { name: 'Recent payments' }).getByRole('listitem').count()).toBe(5);

    // Record tab: a transaction, then the same transaction id again.
    const txId = `E2E-${viewport.width}-${Date.now()}`;
    const record = async (expected: string) => {
      await page.getByRole('tab', { name: 'Record' }).click();
      const form = page.getByRole('region', { name: 'Record Payment Transaction' });
      await pickStudent(page, form, 'Liam Tremblay');
      await form.getByRole('spinbutton', { name: 'Amount' }).fill('30');
      await form.getByRole('textbox', { name: 'Transaction ID' }).fill(txId);
      await form.getByRole('button', { name: 'Record Payment' }).click();
      await toast(page, expected).waitFor();
      await expect
        .poll(() => page.getByRole('tab', { name: 'Payments' }).getAttribute('aria-selected'))
        .toBe('true');
    };
    const revenueBefore = await cardCents(page, 'Total Revenue');
    await record('Payment Recorded');
    await page.getByText('Payment of $30.00 recorded').first().waitFor();
    await page.getByText('Liam Tremblay').first().waitFor();
    await expect.poll(() => cardCents(page, 'Total Revenue'), { timeout: 15_000 }).toBe(revenueBefore + 3000);
    // The same transaction again: a warning naming the earlier payment, never a second "Payment Recorded".
    await record('Already Recorded');
    await page
      .getByText(
        new RegExp(`Already recorded on .+: \\$30\\.00 by Interac e-Transfer \\(transaction ID ${txId}\\)`),
      )
      .first()
      .waitFor();
    expect(await cardCents(page, 'Total Revenue')).toBe(revenueBefore + 3000);

    // The older Record Payment dialog records money received (no status that turns it into a charge):
    // Outstanding goes down by the total.
    await page.getByRole('tab', { name: 'Overview' }).click();
    const owedBefore = await cardCents(page, 'Outstanding Amount');
    await page.getByRole('button', { name: 'Record Payment' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Record Payment' });
    expect(await dialog.getByRole('combobox', { name: 'Status' }).count()).toBe(0);
    await dialog.getByRole('button', { name: 'Record Payment' }).click();
    await toast(page, 'Validation failed').waitFor();
    await dialog.getByText('Please select a student').waitFor();
    await expectDialogClearOfToast(page, dialog);
    await pickStudent(page, dialog, debtor);
    await dialog.getByRole('spinbutton', { name: 'Gross amount' }).fill('12.345');
    await dialog.getByRole('button', { name: 'Record Payment' }).click();
    await dialog.getByText('Amount can have at most 2 decimal places').waitFor();
    await dialog.getByRole('spinbutton', { name: 'Gross amount' }).fill('4');
    await dialog.getByRole('spinbutton', { name: 'GST amount' }).fill('0.20');
    await dialog.getByText('Total: $4.20').waitFor();
    await dialog.getByRole('button', { name: 'Record Payment' }).click();
    await toast(page, 'Payment Recorded').waitFor();
    await page.getByText('Payment of $4.20 recorded').first().waitFor();
    await dialog.waitFor({ state: 'detached' });
    await expect
      .poll(() => cardCents(page, 'Outstanding Amount'), { timeout: 15_000 })
      .toBe(owedBefore - 420);

    // Adding what a student owes is its own action, named so.
    await page.getByRole('button', { name: 'Add Charge' }).click();
    const charge = page.getByRole('dialog', { name: 'Add Charge' });
    await pickStudent(page, charge, debtor);
    await charge.getByRole('spinbutton', { name: /Amount/ }).fill('42');
    await charge.getByRole('button', { name: 'Add Charge' }).click();
    await toast(page, 'Charge Added').waitFor();
    await page
      .getByText(/A charge of \$42\.00 was added/)
      .first()
      .waitFor();
    await charge.waitFor({ state: 'detached' });
    await expect
      .poll(() => cardCents(page, 'Outstanding Amount'), { timeout: 15_000 })
      .toBe(owedBefore - 420 + 4200);

    // Process Payment by e-mail.
    await page.getByRole('tab', { name: 'Record' }).click();
    await page.getByRole('button', { name: 'Process Payment by Email' }).click();
    const processDialog = page.getByRole('dialog', { name: 'Process Payment' });
    await processDialog.getByRole('textbox', { name: 'Student email' }).fill('nobody');
    await processDialog.getByRole('spinbutton', { name: 'Amount' }).fill('15');
    await processDialog.getByRole('button', { name: 'Process Payment' }).click();
    await processDialog.getByText('Invalid email address').waitFor();
    await processDialog.getByRole('textbox', { name: 'Student email' }).fill('ghost@example.com');
    await processDialog.getByRole('button', { name: 'Process Payment' }).click();
    await toast(page, 'Payment processing failed').waitFor();
    await page.getByText('No student found with this email address').first().waitFor();
    await processDialog.getByRole('textbox', { name: 'Student email' }).fill('EMMA.ROY@example.com');
    await processDialog.getByRole('button', { name: 'Process Payment' }).click();
    await toast(page, 'Payment processed successfully').waitFor();
    await processDialog.waitFor({ state: 'detached' });
    expect(await noSidewaysScroll(page)).toBeLessThanOrEqual(0);
  });

  it.each([
    ['desktop', DESKTOP],
    ['390 px', PHONE],
  ])(
    '%s: an e-Transfer recorded on the Record tab clears a $40.00 debt; the student sees $0.00',
    async (_, viewport) => {
      const { page } = await newPage(browser, app.url, viewport, CONTEXT);
      opened.push(page);
      await adminLogin(page);
      const name = `Erin Transfer ${viewport.width}`;
      const email = `erin.${viewport.width}.${Date.now()}@example.com`;
      const profile = await addStudentThroughUi(page, name, email, 'erin-pass-12');
      await page.keyboard.press('Escape');
      await profile.waitFor({ state: 'detached' });

      await page.goto('/?section=payments');
      await page.getByRole('button', { name: 'Add Charge' }).click();
      const dialog = page.getByRole('dialog', { name: 'Add Charge' });
      await pickStudent(page, dialog, name);
      await dialog.getByRole('spinbutton', { name: /Amount/ }).fill('40');
      await dialog.getByRole('button', { name: 'Add Charge' }).click();
      await dialog.waitFor({ state: 'detached' });

      const { page: student } = await newPage(browser, app.url, viewport, CONTEXT);
      opened.push(student);
      await studentLogin(student, email, 'erin-pass-12');
      await expect.poll(() => amountOwed(student), { timeout: 15_000 }).toBe('$40.00');

      await page.getByRole('tab', { name: 'Record' }).click();
      const form = page.getByRole('region', { name: 'Record Payment Transaction' });
      await pickStudent(page, form, name);
      await form.getByRole('spinbutton', { name: 'Amount' }).fill('40.00');
      expect(await form.getByRole('combobox', { name: 'Payment method' }).textContent()).toContain(
        'Interac e-Transfer',
      );
      await form.getByRole('textbox', { name: 'Transaction ID' }).fill(`CA${viewport.width}${Date.now()}`);
      await form.getByRole('button', { name: 'Record Payment' }).click();
      await toast(page, 'Payment Recorded').waitFor();

      await student.reload();
      await expect.poll(() => amountOwed(student), { timeout: 15_000 }).toBe('$0.00');
    },
  );

  it.each([
    ['desktop', DESKTOP],
    ['390 px', PHONE],
  ])('%s: Generate Bills for last month, once; the Monthly Bills tab lists them', async (_, viewport) => {
    const { page } = await newPage(browser, app.url, viewport, CONTEXT);
    opened.push(page);
    await adminLogin(page);
    await page.goto('/?section=payments');
    await page.getByRole('tab', { name: 'Overview' }).waitFor();
    await page.getByRole('button', { name: 'Generate Bills' }).first().click();
    const generator = page.getByRole('region', { name: 'Monthly Payment Generator' });
    const years = generator.getByRole('combobox', { name: 'Year' });
    await years.click();
    expect(await page.getByRole('option').allTextContents()).toEqual([
      '2024',
      '2025',
      '2026',
      '2027',
      '2028',
    ]);
    await page.keyboard.press('Escape');
    for (let run = 0; run < 2; run++) {
      // The first run's toast must be gone, or the second run's wait would be answered by it.
      await toast(page, 'Monthly Payments Generated').waitFor({ state: 'detached', timeout: 15_000 });
      await page.getByRole('tab', { name: 'Generate' }).click();
      await generator.getByRole('button', { name: 'Generate Bills' }).click();
      await toast(page, 'Monthly Payments Generated').waitFor();
      await expect
        .poll(() => page.getByRole('tab', { name: 'Monthly Bills' }).getAttribute('aria-selected'), {
          timeout: 15_000,
        })
        .toBe('true');
    }
    await page
      .getByText(/No new charges to bill for /)
      .first()
      .waitFor();
    await page.getByRole('list', { name: 'Monthly bills' }).getByRole('listitem').first().waitFor();
    await page
      .getByText(/INV-\d{4}-\d{5}/)
      .first()
      .waitFor();
    expect(await noSidewaysScroll(page)).toBeLessThanOrEqual(0);
  });
});
