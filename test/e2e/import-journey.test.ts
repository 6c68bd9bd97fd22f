/**
 * Issue 32 in a real browser: the owner imports a 500-student CSV from their previous software with a
 * few bad rows — dry run, the problem rows listed by line, the file fixed, a clean dry run, the import —
 * imports their opening balances, the packs and memberships students hold and their upcoming bookings
 * (a full class and an unknown one are problem rows), sends login invitations, and an imported student
 * at 390 px chooses a password from the e-mailed link, signs in and sees what they owed, their pack and
 * their class. The export downloads as a ZIP. A 6,000-row file imports in two parts, the bar between.
 */
import { readFileSync } from 'node:fs';
import { unzipSync } from 'fflate';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '../../src/shared/dates';
import { TestSmtpServer } from '../setup/smtp';
import { CONTEXT, studioToday } from './studio-time';
import {
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
  toast,
} from './support';

const stamp = Date.now();
const classDay = addDays(studioToday(), 10);
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

      // Their packs, memberships and bookings, once the studio sells and teaches the same here.
      const api = await adminApi(app);
      const type = await send<{ id: number }>(api, 'POST', '/api/class-types', {
        name: 'Imported Flow',
        description: 'Imported Flow for every level.',
        duration: 60,
        price: '20.00',
      });
      await send(api, 'POST', '/api/class-instances/single', {
        classTypeId: type.id,
        classDate: classDay,
        startTime: '18:00',
        endTime: '19:00',
        location: 'Studio A',
        maxStudents: 1,
      });
      await send(api, 'POST', '/api/products', {
        kind: 'pack',
        name: '10-Class Card',
        classCount: 10,
        validityCount: 3,
        validityUnit: 'month',
        price: '180.00',
      });
      await send(api, 'POST', '/api/products', {
        kind: 'membership',
        name: 'Unlimited Monthly',
        allowance: 'unlimited',
        billingDay: 1,
        price: '120.00',
      });
      await api.dispose();
      await page.getByLabel('Class packs and memberships CSV file').setInputFiles({
        name: 'held.csv',
        mimeType: 'text/csv',
        buffer: Buffer.from(
          `Email,Product,Classes Left,Valid Until\r\n${email(1)},10-Class Card,4,${addDays(studioToday(), 60)}\r\n${email(2)},Unlimited Monthly,,\r\n`,
        ),
      });
      await page.getByText('held.csv · 2 rows · UTF-8').waitFor();
      await page.getByRole('button', { name: 'Dry Run' }).nth(2).click();
      await page
        .getByText(
          'Dry run: 2 class packs and memberships would be recorded, 0 unchanged, 0 skipped. Nothing was written.',
        )
        .waitFor();
      await page.getByRole('button', { name: 'Import 2 Class Packs and Memberships' }).click();
      await toast(page, 'Class Packs and Memberships Imported').waitFor();

      await page.getByLabel('Bookings CSV file').setInputFiles({
        name: 'bookings.csv',
        mimeType: 'text/csv',
        buffer: Buffer.from(
          [
            'Email,Class Date,Start Time,Class',
            `${email(1)},${classDay},6:00 PM,Imported Flow`,
            `${email(3)},${classDay},18:00,Imported Flow`,
            `${email(4)},${classDay},18:00,Aerial Silks`,
          ].join('\r\n'),
        ),
      });
      await page.getByText('bookings.csv · 3 rows · UTF-8').waitFor();
      await page.getByRole('button', { name: 'Dry Run' }).nth(3).click();
      const booked = page.getByRole('region', { name: 'Dry run report' });
      await booked
        .getByText('Dry run: 1 booking would be recorded, 0 unchanged, 2 skipped. Nothing was written.')
        .waitFor();
      const bookingProblems = booked.getByRole('table', { name: 'Problem rows' });
      await bookingProblems
        .getByRole('row', { name: /^3 Class Full: Imported Flow on .+ at 18:00$/ })
        .waitFor();
      await bookingProblems
        .getByRole('row', {
          name: /^4 Unknown class: no "Aerial Silks" on .+ at 18:00 \(that day: Imported Flow at 18:00\)$/,
        })
        .waitFor();
      await page.getByRole('button', { name: 'Import 1 Booking', exact: true }).click();
      await toast(page, 'Bookings Imported').waitFor();
      await page
        .getByText('Imported: 1 booking recorded, 0 unchanged, 2 skipped. No e-mail was sent.')
        .first()
        .waitFor();

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
      expect(new TextDecoder().decode(zip['upcoming-bookings.csv'])).toContain(
        `${email(1)},${classDay},18:00`,
      );

      // A file of 6,000 imports in two parts: the bar stops between them, at the first part's rows.
      await page.getByRole('tab', { name: 'Import', exact: true }).click();
      const many = ['Name,Email'];
      for (let i = 1; i <= 6000; i++) many.push(`Bulk Student ${i},bulk.${stamp}.${i}@example.com`);
      await page.getByLabel('Students CSV file').setInputFiles({
        name: 'bulk.csv',
        mimeType: 'text/csv',
        buffer: Buffer.from(many.join('\r\n')),
      });
      await page.getByText('bulk.csv · 6,000 rows · UTF-8').waitFor();
      await page.getByRole('button', { name: 'Dry Run' }).first().click();
      // The second part's request is held on the network until the bar has been read.
      let release = () => {};
      const held = new Promise<void>((go) => {
        release = go;
      });
      await page.route('**/trpc/imports.students*', async (route) => {
        if ((route.request().postData() ?? '').includes('"from":5000')) await held;
        await route.continue();
      });
      await page.getByRole('button', { name: 'Import 6,000 Students' }).click();
      await page.getByRole('status').filter({ hasText: 'Imported 5,000 of 6,000 rows...' }).waitFor();
      expect(await page.getByRole('progressbar', { name: 'Importing' }).getAttribute('aria-valuenow')).toBe(
        '83',
      );
      release();
      await page
        .getByText('Imported: 6000 created, 0 updated, 0 unchanged, 0 skipped. No e-mail was sent.')
        .first()
        .waitFor();
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
      // Their class came with them, paid: it is under My Classes.
      await phone.page
        .getByRole('tablist', { name: 'Dashboard sections' })
        .getByRole('tab', { name: 'My Classes', exact: true })
        .click();
      await phone.page
        .getByRole('tablist', { name: 'My classes' })
        .getByRole('tab', { name: 'Upcoming (1)', exact: true })
        .waitFor();
      await phone.page.getByText('Imported Flow').first().waitFor();
    } finally {
      await phone.context.close();
    }
  });
});
