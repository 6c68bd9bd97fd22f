import { describe, expect, it } from 'vitest';
import {
  addStudentThroughUi,
  adminLogin,
  amountOwed,
  browserTestApp,
  DESKTOP,
  PHONE,
  studentLogin,
  toast,
} from './support';

const { pageAt } = browserTestApp();

describe('money on the student profile', () => {
  it.each([
    ['desktop', DESKTOP],
    ['390 px', PHONE],
  ])(
    '%s: two charges, a payment that clears them, a refund as credit, a payment removed',
    async (_, viewport) => {
      const admin = await pageAt(viewport);
      await adminLogin(admin);
      const stamp = `${viewport.width}-${Date.now()}`;
      const name = `Paula Payer ${viewport.width}`;
      const email = `paula.${stamp}@example.com`;
      const profile = await addStudentThroughUi(admin, name, email, 'paula-pass-1');
      const tile = (label: string) => profile.getByText(label, { exact: true }).first().locator('..');

      for (let i = 0; i < 2; i++) {
        await profile.getByRole('button', { name: 'Add Charge' }).click();
        const charge = admin.getByRole('dialog', { name: 'Add Charge' });
        expect(await charge.getByRole('textbox', { name: 'Reason' }).inputValue()).toBe(
          'Walk-in class attendance',
        );
        await charge.getByRole('button', { name: 'Add Charge' }).click();
        await toast(admin, 'Charge Added').waitFor();
        await charge.waitFor({ state: 'detached' });
      }
      await expect.poll(() => tile('Outstanding').textContent()).toContain('$40.00');

      const student = await pageAt(viewport);
      await studentLogin(student, email, 'paula-pass-1');
      await expect.poll(() => amountOwed(student)).toBe('$40.00');

      await profile.getByRole('button', { name: 'Register Payment' }).click();
      const payment = admin.getByRole('dialog', { name: 'Register Payment' });
      await payment.getByRole('button', { name: 'Register Payment' }).click();
      await payment.getByText('Please enter a valid payment amount').waitFor();
      await payment.getByRole('spinbutton', { name: /Amount/ }).fill('40');
      await payment.getByRole('combobox', { name: /Payment Method/ }).click();
      await admin.getByRole('option', { name: 'Bank Transfer' }).click();
      await payment.getByRole('button', { name: 'Register Payment' }).click();
      await toast(admin, 'Payment Registered').waitFor();
      await expect.poll(() => tile('Outstanding').textContent()).toContain('$0.00');

      await student.reload();
      await expect.poll(() => amountOwed(student)).toBe('$0.00');

      // A refund comes back as credit.
      await profile.getByRole('button', { name: 'Refund' }).click();
      const refund = admin.getByRole('dialog', { name: 'Refund' });
      await refund.getByRole('button', { name: 'Process Refund' }).click();
      await toast(admin, 'Refund Processed').waitFor();
      await expect.poll(() => tile('Credits').textContent()).toContain('$20.00');

      // Removing the payment puts the $40.00 back on what is owed, and the $20.00 credit pays part of it:
      // one balance, never a credit beside a debt (issue 27 §2).
      await profile.getByRole('tab', { name: 'Payments' }).click();
      await profile.getByRole('button', { name: 'Remove payment of $40.00' }).click();
      const confirm = admin.getByRole('dialog', { name: 'Remove Payment' });
      await confirm.getByRole('button', { name: 'Remove Payment' }).click();
      await toast(admin, 'Payment Removed').waitFor();
      await expect.poll(() => tile('Outstanding').textContent()).toContain('$20.00');
      await expect.poll(() => tile('Credits').textContent()).toContain('$0.00');
      await student.reload();
      await expect.poll(() => amountOwed(student)).toBe('$20.00');
      await profile.getByText('No payment records found').waitFor();
      const scroll = await admin.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(scroll).toBeLessThanOrEqual(0);
    },
  );
});

describe('the Payment Ledger', () => {
  it.each([
    ['desktop', DESKTOP],
    ['390 px', PHONE],
  ])(
    '%s: filters by student, totals the filter, and downloads every filtered row as CSV',
    async (_, viewport) => {
      const admin = await pageAt(viewport);
      await adminLogin(admin);
      const stamp = `${viewport.width}-${Date.now()}`;
      const name = `Lena Ledger ${viewport.width}`;
      const profile = await addStudentThroughUi(admin, name, `lena.${stamp}@example.com`, 'lena-pass-1');
      for (const amount of ['25', '15.50']) {
        await profile.getByRole('button', { name: 'Register Payment' }).click();
        const payment = admin.getByRole('dialog', { name: 'Register Payment' });
        await payment.getByRole('spinbutton', { name: /Amount/ }).fill(amount);
        await payment
          .getByRole('textbox', { name: /Reference/ })
          .fill(amount === '25' ? '=cmd|calc' : 'Cheque 42');
        await payment.getByRole('button', { name: 'Register Payment' }).click();
        await toast(admin, 'Payment Registered').waitFor();
        await payment.waitFor({ state: 'detached' });
      }
      await admin.goto('/payment-ledger');
      await admin.getByRole('heading', { level: 1, name: 'Payment Ledger' }).waitFor();
      await admin.getByRole('combobox', { name: 'Student' }).click();
      await admin.getByRole('combobox', { name: 'Student' }).fill(name);
      await admin.getByRole('option', { name: new RegExp(name) }).click();
      await expect
        .poll(() => admin.getByRole('region', { name: 'Total Revenue' }).textContent())
        .toContain('$40.50');
      await expect
        .poll(() => admin.getByRole('region', { name: 'Total Payments' }).textContent())
        .toContain('2');
      await expect
        .poll(() => admin.getByRole('region', { name: 'Average Payment' }).textContent())
        .toContain('$20.25');
      const [download] = await Promise.all([
        admin.waitForEvent('download'),
        admin.getByRole('link', { name: 'Export CSV' }).click(),
      ]);
      expect(download.suggestedFilename()).toMatch(/^payment-ledger-\d{4}-\d{2}-\d{2}\.csv$/);
      const file = await download.path();
      const { readFileSync } = await import('node:fs');
      const csv = readFileSync(file!, 'utf8');
      const lines = csv.split('\r\n').filter(Boolean);
      expect(lines[0]).toBe('Date,Student,Amount,Method,Transaction ID,Notes');
      expect(lines).toHaveLength(3);
      expect(csv).toContain(`${name},25.00,Cash`);
      expect(csv).toContain(`${name},15.50,Cash`);
      // A reference a spreadsheet would run is neutralised.
      expect(csv).toContain("'=cmd|calc");
      const scroll = await admin.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(scroll).toBeLessThanOrEqual(0);
    },
  );
});
