/**
 * The administrator runs the studio's people in a real browser (issue 10 "Browser"), against the demo
 * studio and a real SMTP server: adds a student with "Send temporary password via email" (the e-mail
 * arrives and the student signs in with it); edits a student's e-mail; opens a profile from a class's
 * attendees and adds a note; sends a bulk e-mail to three students and sees each one sent; issues a new
 * temporary password from Login Info, shown once, that signs the student in. Desktop and 390 px. Every
 * step is clicks and typed text.
 */
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { addDays, DAY_NAMES, dayOfWeek } from '../../src/shared/dates';
import { TestSmtpServer } from '../setup/smtp';
import { CONTEXT, studioNow } from './studio-time';
import {
  adminLogin,
  DESKTOP,
  launchBrowser,
  newPage,
  PHONE,
  type RunningApp,
  startApp,
  toast,
} from './support';

const stamp = Date.now();

let smtp: TestSmtpServer;
let app: RunningApp;
let browser: Browser;

beforeAll(async () => {
  smtp = await TestSmtpServer.start();
  [app, browser] = await Promise.all([
    startApp({ SEED_DEMO: '1', SMTP_URL: smtp.url, SMTP_FROM: 'studio@test.example' }),
    launchBrowser(),
  ]);
});
afterAll(async () => {
  await browser?.close();
  await app?.close();
  await smtp?.stop();
});

const CLIPBOARD = { permissions: ['clipboard-read', 'clipboard-write'] };

/** Pages left open keep polling; every test closes its own (all tests share one address's rate limit). */
const opened: Page[] = [];
afterEach(async () => {
  for (const page of opened.splice(0)) await page.context().close();
});

async function adminPage(viewport = DESKTOP): Promise<Page> {
  const { page } = await newPage(browser, app.url, viewport, { ...CONTEXT, ...CLIPBOARD });
  opened.push(page);
  await adminLogin(page);
  return page;
}

const noSidewaysScroll = (p: Page) =>
  p.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

async function waitForMail(to: string, count = 1) {
  const deadline = Date.now() + 30_000;
  while (smtp.to(to).length < count) {
    if (Date.now() > deadline) throw new Error(`no e-mail to ${to}`);
    await new Promise((r) => setTimeout(r, 200));
  }
  return smtp.to(to);
}
const passwordIn = (text: string) => /temporary password is:?\s*(\S+)/i.exec(text)?.[1];

/** A student signs in on / in a fresh browser; answers the page once the dashboard shows. */
async function studentSignsIn(email: string, password: string, name: string, viewport = DESKTOP) {
  const { context, page } = await newPage(browser, app.url, viewport, CONTEXT);
  await page.goto('/');
  await page.getByLabel('Email').first().fill(email);
  await page.getByLabel('Password').first().fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  // The dashboard greets a student by their preferred name when they have one.
  await page
    .getByText(new RegExp(`^Welcome, ${name.split(' ')[0]}`))
    .first()
    .waitFor();
  await context.close();
}

async function studentsSection(page: Page) {
  await page.goto('/?section=students');
  await page.getByRole('button', { name: 'Add Student' }).first().waitFor();
}

async function search(page: Page, text: string) {
  await page.getByRole('textbox', { name: 'Search students' }).fill(text);
}

const card = (page: Page, name: string): Locator => page.getByRole('listitem', { name, exact: true });

describe('Student Management', () => {
  it.each([
    ['desktop', DESKTOP],
    ['390 px', PHONE],
  ])(
    '%s: adds a student with "Send temporary password via email"; the student signs in with it',
    async (_, viewport) => {
      const page = await adminPage(viewport);
      await studentsSection(page);
      const name = `Tara Welcome ${viewport.width}`;
      const email = `tara.${viewport.width}.${stamp}@example.com`;
      await page.getByRole('button', { name: 'Add Student' }).first().click();
      const dialog = page.getByRole('dialog', { name: 'Add New Student' });
      await dialog.getByRole('textbox', { name: 'Full Name' }).fill(name);
      await dialog.getByRole('textbox', { name: 'Email', exact: true }).fill(email);
      await dialog.getByRole('textbox', { name: 'Secondary Contact Name' }).fill('Sam Welcome');
      await dialog.getByRole('textbox', { name: 'Secondary Contact Email' }).fill(`sam.${stamp}@example.com`);
      await dialog.getByRole('radio', { name: 'Send temporary password via email' }).check();
      await dialog.getByRole('button', { name: 'Add Student' }).click();
      await toast(page, 'Student created successfully').waitFor();
      await page
        .getByText(`${name} has been added and will receive login details via email`)
        .first()
        .waitFor();
      await dialog.waitFor({ state: 'detached' });
      expect(await noSidewaysScroll(page)).toBeLessThanOrEqual(0);

      const [mail] = await waitForMail(email);
      const password = passwordIn(mail!.text);
      expect(password).toMatch(/^[A-Za-z0-9!@#$%^&*]{12}$/);
      await studentSignsIn(email, password!, name, viewport);

      // The new student is in the list, found by any part of their e-mail in another case.
      await search(page, email.toUpperCase().slice(0, 20));
      await card(page, name).waitFor();
      await expect.poll(() => card(page, name).getByText(email).count()).toBe(1);
    },
  );

  it("the form shows the spec's messages and refuses an e-mail already used", async () => {
    const page = await adminPage();
    await studentsSection(page);
    await page.getByRole('button', { name: 'Add Student' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Add New Student' });
    await dialog.getByRole('textbox', { name: 'Email', exact: true }).fill('not-an-email');
    await dialog.getByRole('textbox', { name: 'Secondary Contact Email' }).fill('spouse@@x');
    await dialog.getByRole('button', { name: 'Add Student' }).click();
    await dialog.getByText('Name is required').waitFor();
    await dialog.getByText('Invalid email address').waitFor();
    await dialog.getByText('Invalid secondary contact email').waitFor();
    await dialog.getByRole('textbox', { name: 'Full Name' }).fill('Copy Cat');
    await dialog.getByRole('textbox', { name: 'Email', exact: true }).fill('AMELIA.CHEN@example.com');
    await dialog.getByRole('textbox', { name: 'Secondary Contact Email' }).fill('');
    await dialog.getByRole('button', { name: 'Add Student' }).click();
    await toast(page, 'Password required').waitFor();
    await page.getByText('Please enter a password for the student').first().waitFor();
    await dialog.getByRole('button', { name: 'Generate' }).click();
    await expect.poll(() => dialog.getByLabel('Password', { exact: true }).inputValue()).toMatch(/^.{12}$/);
    await dialog.getByRole('button', { name: 'Add Student' }).click();
    await toast(page, 'Error creating student').waitFor();
    await page.getByText('A student with this email address already exists.').first().waitFor();
  });

  it("edits a student's e-mail; they sign in with the new one", async () => {
    const page = await adminPage();
    await studentsSection(page);
    await search(page, 'Mateo');
    await card(page, 'Mateo Alvarez').getByRole('button', { name: 'Edit Mateo Alvarez' }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit Student' });
    const emailField = dialog.getByRole('textbox', { name: 'Email', exact: true });
    await expect.poll(() => emailField.inputValue()).toBe('mateo.alvarez@example.com');
    const newEmail = `mateo.${stamp}@example.com`;
    await emailField.fill(newEmail);
    await dialog.getByRole('button', { name: 'Update Student' }).click();
    await toast(page, 'Student updated successfully').waitFor();
    await page.getByText("Mateo Alvarez's information has been updated").first().waitFor();
    await card(page, 'Mateo Alvarez').getByText(newEmail).waitFor();
    await studentSignsIn(newEmail, 'studio-demo', 'Mateo Alvarez');
  });

  it('sends a bulk e-mail to three selected students and sees each one sent', async () => {
    const page = await adminPage();
    await studentsSection(page);
    const chosen = ['Amelia Chen', 'Emma Roy', 'Olivia Singh'];
    for (const name of chosen) {
      await search(page, name);
      await card(page, name)
        .getByRole('checkbox', { name: `Select ${name} for Bulk Email` })
        .check();
    }
    await page.getByText('3 selected').first().waitFor();
    await page.getByRole('button', { name: 'Bulk Email' }).click();
    const dialog = page.getByRole('dialog', { name: 'Bulk Email' });
    await dialog.getByRole('button', { name: 'Send Email' }).click();
    await dialog.getByText('Please fill in subject and message').waitFor();
    await dialog.getByRole('textbox', { name: 'Subject' }).fill(`Studio news ${stamp}`);
    await dialog.getByRole('textbox', { name: 'Message' }).fill('Hello {{student_name}}, see you soon!');
    await dialog.getByText('Hello Amelia Chen, see you soon!').waitFor();
    await dialog.getByRole('button', { name: 'Send Email' }).click();
    await dialog.getByText('Sent: 3 · Failed: 0').waitFor({ timeout: 30_000 });
    const sentTo: [string, string][] = [
      ['Amelia Chen', 'amelia.chen@example.com'],
      ['Emma Roy', 'emma.roy@example.com'],
      ['Olivia Singh', 'olivia.singh@example.com'],
    ];
    for (const [name, address] of sentTo) {
      const [mail] = (await waitForMail(address)).filter((m) => m.subject === `Studio news ${stamp}`);
      expect(mail!.text).toContain(`Hello ${name}, see you soon!`);
    }
    await dialog.getByRole('button', { name: 'Send Another Email' }).waitFor();
    await dialog.getByRole('button', { name: 'Close' }).last().click();
  });
});

describe('the student profile', () => {
  it.each([
    ['desktop', DESKTOP],
    ['390 px', PHONE],
  ])("%s: opens from a class's attendees; a note is added and kept", async (_, viewport) => {
    const page = await adminPage(viewport);
    await page.goto('/schedule');
    const attendees = page.getByRole('button', { name: 'Attendees', exact: true });
    await attendees.first().waitFor();
    // The first class with someone booked.
    let profileButton: Locator | null = null;
    for (let i = 0; i < (await attendees.count()) && !profileButton; i++) {
      await attendees.nth(i).click();
      const dialog = page.getByRole('dialog', { name: /Class Attendees/ });
      await dialog.waitFor();
      const buttons = dialog.getByRole('button', { name: /^View Profile of / });
      await dialog
        .getByText(/No students enrolled yet|View Profile/)
        .first()
        .waitFor();
      if ((await buttons.count()) > 0) profileButton = buttons.first();
      else await page.keyboard.press('Escape');
    }
    expect(profileButton).not.toBeNull();
    const studentName = (await profileButton!.getAttribute('aria-label'))!.replace('View Profile of ', '');
    // The badge says what the student owes, the same as the profile's Outstanding (issue 28: a student
    // owing $133.50 read "Paid").
    const row = page
      .getByRole('dialog', { name: /Class Attendees/ })
      .getByRole('listitem')
      .filter({ has: page.getByRole('button', { name: `View Profile of ${studentName}`, exact: true }) });
    const badge = (await row
      .getByText(/^(Paid|Pending · owes \$[\d,.]+|Overdue · owes \$[\d,.]+)$/)
      .textContent())!;
    await profileButton!.click();
    const profile = page.getByRole('dialog', { name: studentName });
    await profile.getByRole('tab', { name: 'Classes' }).waitFor();
    const outstanding = profile.getByLabel('Outstanding', { exact: true });
    await outstanding.getByText(/\$/).first().waitFor();
    const owed = badge === 'Paid' ? '$0.00' : badge.replace(/^.* owes /, '');
    expect(await outstanding.textContent()).toContain(owed);
    expect(page.url()).toMatch(/#\/students\/\d+$/);
    await profile.getByRole('tab', { name: 'Notes' }).click();
    await profile.getByRole('button', { name: 'Add Note' }).click();
    await profile.getByText('Please enter a note').waitFor();
    const note = `Asked about the ${viewport.width} px timetable (${stamp})`;
    await profile.getByRole('textbox', { name: 'Note' }).fill(note);
    await profile.getByRole('button', { name: 'Add Note' }).click();
    await toast(page, 'Note Added').waitFor();
    await profile.getByText(note).waitFor();
    await profile.getByText('Note by Admin').first().waitFor();
    expect(await noSidewaysScroll(page)).toBeLessThanOrEqual(0);

    // The link opens the same profile, the note still there.
    const link = page.url();
    const other = await adminPage(viewport);
    const failed: string[] = [];
    other.on('response', (r) => {
      if (r.status() >= 400) failed.push(`${r.status()} ${r.url()}`);
    });
    await other.goto(link);
    const reopened = other.getByRole('dialog', { name: studentName });
    const notesTab = reopened.getByRole('tab', { name: 'Notes' });
    // A click that lands while the profile is still laying out is lost (CI failed here once): the
    // tab must end up selected, and no answer behind it may have failed.
    await expect
      .poll(async () => {
        if ((await notesTab.getAttribute('aria-selected')) !== 'true') await notesTab.click();
        return notesTab.getAttribute('aria-selected');
      })
      .toBe('true');
    await reopened
      .getByText(note)
      .waitFor({ timeout: 15_000 })
      .catch((error) => {
        throw new Error(
          `The note is not in the reopened profile; failed answers: ${failed.join(', ') || 'none'}`,
          {
            cause: error,
          },
        );
      });
    expect(failed).toEqual([]);
  });
});

describe('Login Info', () => {
  it.each([
    ['desktop', DESKTOP],
    ['390 px', PHONE],
  ])('%s: issues a temporary password shown once; the student signs in with it', async (_, viewport) => {
    const page = await adminPage(viewport);
    await page.goto('/?section=login-info');
    const who = viewport === PHONE ? 'Charlotte Wilson' : 'Chloé Bouchard';
    const email = viewport === PHONE ? 'charlotte.wilson@example.com' : 'chloe.bouchard@example.com';
    await page.getByRole('textbox', { name: 'Search by email' }).fill(email.slice(0, 10).toUpperCase());
    const row = page.getByRole('listitem', { name: who, exact: true });
    await row.waitFor();
    await row.getByText('Set', { exact: true }).waitFor();
    // Click once the search has narrowed the list to this student: clicked before, the list can
    // re-render under the pointer and the click open nothing (seen once under load).
    await expect
      .poll(() => page.getByRole('button', { name: /^Issue temporary password for / }).count())
      .toBe(1);
    await row.getByRole('button', { name: `Issue temporary password for ${who}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Issue temporary password' });
    await dialog.getByRole('radio', { name: /Show it once here/ }).check();
    await dialog.getByRole('button', { name: 'Issue Password' }).click();
    await dialog.getByText('This is the only time it is shown').waitFor();
    const copy = dialog.getByRole('button', { name: 'Copy password' });
    await copy.click();
    await toast(page, 'Password Copied').waitFor();
    const password = await page.evaluate(() => navigator.clipboard.readText());
    expect(password).toMatch(/^[A-Za-z0-9!@#$%^&*]{12}$/);
    await dialog.getByRole('button', { name: 'Done' }).click();
    await row
      .getByText(/Temporary/)
      .first()
      .waitFor();
    expect(await noSidewaysScroll(page)).toBeLessThanOrEqual(0);
    await studentSignsIn(email, password, who, viewport);
  });
});

describe('the dashboard, people part', () => {
  it.each([
    ['desktop', DESKTOP],
    ['390 px', PHONE],
  ])(
    '%s: Active Students lists who is active; Cancel Class works from the dashboard',
    async (_, viewport) => {
      const page = await adminPage(viewport);
      const card = page.getByRole('region', { name: 'Active Students' });
      await card.getByText(/^\d+$/).waitFor();
      await card.getByRole('button').click();
      const list = page.getByRole('dialog', { name: /Active Students/ });
      await list.getByRole('button', { name: /^Amelia Chen amelia\.chen@example\.com/ }).waitFor();
      await list.getByText('amelia.chen@example.com').waitFor();
      // Only active students: the pending and inactive demo students are not listed.
      expect(await list.getByText('Omar Haddad').count()).toBe(0);
      expect(await list.getByText('Benjamin Lee').count()).toBe(0);
      expect(await noSidewaysScroll(page)).toBeLessThanOrEqual(0);
      await page.keyboard.press('Escape');
      await list.waitFor({ state: 'detached' });

      await page.getByRole('button', { name: 'Cancel Class' }).click();
      const dialog = page.getByRole('dialog', { name: 'Cancel Class' });
      const submit = dialog.getByRole('button', { name: 'Cancel Class' });
      await dialog.getByRole('combobox', { name: /Class/ }).click();
      const option = page.getByRole('option').nth(viewport === PHONE ? 1 : 0);
      const label = (await option.textContent())!;
      await option.click();
      // The schedule's next day (tomorrow or later, so the cancellation is upcoming).
      const weekday = DAY_NAMES.findIndex((d) => label.includes(` ${d}s `));
      let date = addDays(studioNow().date, 1);
      while (dayOfWeek(date) !== weekday) date = addDays(date, 1);
      await dialog.getByLabel(/^Date/).fill(date);
      expect(await submit.isDisabled()).toBe(true);
      await dialog.getByRole('textbox', { name: 'Reason' }).fill('Instructor unwell');
      expect(await dialog.getByRole('switch', { name: 'Notify students' }).isChecked()).toBe(true);
      await submit.click();
      await toast(page, 'Class Cancelled').waitFor();
      await dialog.waitFor({ state: 'detached' });
      const cancelled = await page.evaluate(
        async (day) =>
          (await (await fetch(`/api/class-instances?startDate=${day}&endDate=${day}`)).json()) as {
            isCancelled: boolean;
          }[],
        date,
      );
      expect(cancelled.some((i) => i.isCancelled)).toBe(true);
    },
  );
});
