/**
 * Issue 32 in a real browser: the owner imports a 500-student CSV from their previous software with a
 * few bad rows — dry run, the problem rows listed by line, the file fixed, a clean dry run, the import —
 * imports their opening balances, sends login invitations, and an imported student at 390 px chooses a
 * password from the e-mailed link, signs in and sees what they owed. The export downloads as a ZIP.
 */
import { readFileSync } from 'node:fs';
import { unzipSync } from 'fflate';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestSmtpServer } from '../setup/smtp';
import { CONTEXT } from './studio-time';
import {
  adminLogin,
  amountOwed,
  DESKTOP,
  launchBrowser,
  newPage,
  PHONE,
  type RunningApp,
  startApp,
  toast,
} from './support';

const stamp = Date.now();
const email = (i: number) => `imported.${stamp}.${i}@example.com`;
let smtp: TestSmtpServer;
let app: RunningApp;
let browser: Browser;

beforeAll(async () => {
  smtp = await TestSmtpServer.start();
  [app, browser] = await Promise.all([
    startApp({ SMTP_URL: smtp.url, SMTP_FROM: 'studio@mail.test' }),
    launchBrowser(),
  ]);
});
afterAll(async () => {
  await browser?.close();
  await app?.close();
  await smtp?.stop();
});

/** 500 students, as another studio's software exports them; `broken` spoils five of them. */
function studentsCsv(broken: boolean): Buffer {
  const lines = ['Client ID,First Name,Last Name,Email,Phone,Birthday,Status'];
  for (let i = 1; i <= 500; i++) {
    let row = [
      String(1000 + i),
      'Imported',
      `Student ${i}`,
      email(i),
      '604-555-0142',
      '1991-05-17',
      'Active',
    ];
    if (broken && i === 40) row = [...row.slice(0, 3), 'not-an-email', ...row.slice(4)];
    if (broken && i === 41) row = [...row.slice(0, 3), email(1), ...row.slice(4)];
    if (broken && i === 42) row = [...row.slice(0, 5), '1991-13-45', 'Active'];
    if (broken && i === 43) row = [...row.slice(0, 6), 'Frozen'];
    if (broken && i === 44) row = [row[0]!, '', '', ...row.slice(3)];
    lines.push(row.join(','));
  }
  return Buffer.from(`${lines.join('\r\n')}\r\n`);
}

describe('Switching in: importing a studio', () => {
  it('desktop: dry run, the problem rows, the fixed file, the import, the invitations; a student signs in at 390 px', async () => {
    const { context, page } = await newPage(browser, app.url, DESKTOP, CONTEXT);
    try {
      await adminLogin(page);
      await page.goto('/?section=settings');
      await page.getByRole('tab', { name: 'Import', exact: true }).click();
      await page
        .getByLabel('Students CSV file')
        .setInputFiles({ name: 'clients.csv', mimeType: 'text/csv', buffer: studentsCsv(true) });
      await page.getByText('clients.csv · 500 rows · UTF-8').waitFor();
      // The mapping the headers suggest, each with the first row's value.
      await page.getByText(`e.g. ${email(1)}`).waitFor();
      expect(await page.getByRole('button', { name: 'Import', exact: true }).isDisabled()).toBe(true);

      await page.getByRole('button', { name: 'Dry Run' }).click();
      const dry = page.getByRole('region', { name: 'Dry run report' });
      await dry
        .getByText('Dry run: 495 would be created, 0 updated, 0 unchanged, 5 skipped. Nothing was written.')
        .waitFor();
      const problems = dry.getByRole('table', { name: 'Problem rows' });
      for (const [line, reason] of [
        ['41', 'Invalid email address "not-an-email"'],
        ['42', `Same e-mail as line 2: ${email(1)}`],
        ['43', 'Birth date "1991-13-45" is not a date (use YYYY-MM-DD)'],
        ['44', 'Unknown status "Frozen" (use active, inactive or pending)'],
        ['45', 'Name is required'],
      ]) {
        await problems.getByRole('row', { name: `${line} ${reason}` }).waitFor();
      }
      const download = page.waitForEvent('download');
      await dry.getByRole('button', { name: 'Download Report' }).click();
      const report = readFileSync(await (await download).path(), 'utf8');
      expect(report).toContain('41,"Invalid email address ""not-an-email"""');

      // Fixed in the spreadsheet and chosen again: a clean dry run, then the import.
      await page
        .getByLabel('Students CSV file')
        .setInputFiles({ name: 'clients-fixed.csv', mimeType: 'text/csv', buffer: studentsCsv(false) });
      await page.getByText('clients-fixed.csv · 500 rows · UTF-8').waitFor();
      await page.getByRole('button', { name: 'Dry Run' }).click();
      await page
        .getByText('Dry run: 500 would be created, 0 updated, 0 unchanged, 0 skipped. Nothing was written.')
        .waitFor();
      await page.getByRole('button', { name: 'Import 500 Students' }).click();
      await toast(page, 'Students Imported').waitFor();
      await page
        .getByText('Imported: 500 created, 0 updated, 0 unchanged, 0 skipped. No e-mail was sent.')
        .first()
        .waitFor();
      expect(smtp.to(email(1))).toHaveLength(0);

      // What the first students owed or held in the old software comes with them.
      await page.getByLabel('Balances CSV file').setInputFiles({
        name: 'balances.csv',
        mimeType: 'text/csv',
        buffer: Buffer.from(
          `Email,Balance,As Of\r\n${email(1)},54.00,2026-10-01\r\n${email(2)},(10.00),2026-10-01\r\n`,
        ),
      });
      await page.getByText('balances.csv · 2 rows · UTF-8').waitFor();
      await page.getByRole('button', { name: 'Dry Run' }).nth(1).click();
      await page
        .getByText(
          'Dry run: 2 opening balances would be recorded, 0 unchanged, 0 skipped. Nothing was written.',
        )
        .waitFor();
      await page.getByRole('button', { name: 'Import 2 Opening Balances' }).click();
      await toast(page, 'Opening Balances Imported').waitFor();

      await page
        .getByText('500 students cannot sign in yet (no password and no invitation waiting).')
        .waitFor();
      await page.getByRole('button', { name: 'Send Login Invitations' }).click();
      await toast(page, 'Invitations Queued').waitFor();
      await page.getByText('Every student can sign in or has an invitation waiting.').waitFor();

      // Export: the archive downloads and holds the imported students.
      await page.getByRole('tab', { name: 'Export', exact: true }).click();
      const archive = page.waitForEvent('download');
      await page.getByRole('link', { name: 'Download Archive' }).click();
      const zip = unzipSync(new Uint8Array(readFileSync(await (await archive).path())));
      expect(new TextDecoder().decode(zip['students.csv'])).toContain(email(500));
    } finally {
      await context.close();
    }

    // The first imported student's invitation arrives; its link lets them choose a password and sign in.
    const deadline = Date.now() + 120_000;
    while (smtp.to(email(1)).length === 0) {
      if (Date.now() > deadline) throw new Error('the invitation did not arrive');
      await new Promise((r) => setTimeout(r, 500));
    }
    const [invite] = smtp.to(email(1));
    expect(invite!.subject).toMatch(/: choose your password$/);
    const link = /https?:\/\/\S+\/reset-password\?token=[\w-]+/.exec(invite!.text)?.[0];
    expect(link).toBeDefined();
    const phone = await newPage(browser, app.url, PHONE, CONTEXT);
    try {
      await phone.page.goto(new URL(link!).pathname + new URL(link!).search);
      await phone.page.getByLabel('New Password').fill('imported-pass-1');
      await phone.page.getByLabel('Confirm Password').fill('imported-pass-1');
      await phone.page.getByRole('button', { name: 'Set New Password' }).click();
      await phone.page.getByRole('link', { name: 'Go to Login' }).click();
      await phone.page.getByLabel('Email').first().fill(email(1));
      await phone.page.getByLabel('Password').first().fill('imported-pass-1');
      await phone.page.getByRole('button', { name: 'Sign In' }).click();
      await phone.page.getByText(/^Welcome, /).waitFor();
      await expect.poll(() => amountOwed(phone.page)).toBe('$54.00');
    } finally {
      await phone.context.close();
    }
  });
});
