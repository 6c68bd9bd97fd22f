/**
 * The Email Center and /email-templates in a real browser (issue 9 §4, §6 "Browser"), against a real
 * SMTP server (`smtp-server` on a free local port): the administrator adds the default templates on an
 * empty studio; composes an e-mail, which arrives at the SMTP server and shows in Sent Emails as sent;
 * creates, edits, sends (it arrives with its placeholders filled) and deletes a template; reads Sent
 * Emails on a 390 px phone. A second app without SMTP_URL shows the truthful "not sent: no mail server
 * is configured" instead of a success. Every step is clicks and typed text.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestSmtpServer } from '../setup/smtp';
import { CONTEXT } from './studio-time';
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
const PAT = { name: 'Pat Jones', email: `pat.${stamp}@example.com` };
const TEMPLATE_TO = [`lee.${stamp}@example.com`, `sam.${stamp}@example.com`];
const NOT_CONFIGURED = 'Not sent: no mail server is configured (SMTP_URL)';

let smtp: TestSmtpServer;
let app: RunningApp;
let bare: RunningApp;
let browser: Browser;

beforeAll(async () => {
  smtp = await TestSmtpServer.start();
  [app, bare, browser] = await Promise.all([
    startApp({ SMTP_URL: smtp.url, SMTP_FROM: 'studio@test.example' }),
    startApp(),
    launchBrowser(),
  ]);
});
afterAll(async () => {
  await browser?.close();
  await Promise.all([app?.close(), bare?.close()]);
  await smtp?.stop();
});

const CLIPBOARD = { permissions: ['clipboard-read', 'clipboard-write'] };

async function adminPage(url: string, viewport = DESKTOP): Promise<Page> {
  const { page } = await newPage(browser, url, viewport, { ...CONTEXT, ...CLIPBOARD });
  await adminLogin(page);
  return page;
}

async function emailCenter(page: Page, tab: string) {
  await page.goto('/?section=email');
  await page.getByRole('tab', { name: tab, exact: true }).click();
}

const field = (scope: Page | ReturnType<Page['getByRole']>, name: string) =>
  scope.getByRole('textbox', { name, exact: true });
/** Closes the toast on screen: one at the bottom right can sit over a dialog's buttons. */
async function closeToast(page: Page) {
  const close = page.locator('.MuiSnackbar-root').getByRole('button', { name: 'Close' });
  if (await close.isVisible()) await close.click();
  await close.waitFor({ state: 'hidden' });
}
const noSidewaysScroll = (p: Page) =>
  p.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

describe('templates on an empty studio', () => {
  it('"Add Default Templates" creates the welcome, cancellation and billing templates, in English and French', async () => {
    const page = await adminPage(app.url);
    await page.goto('/email-templates');
    await page.getByRole('heading', { level: 1, name: 'Email Templates' }).waitFor();
    await page.getByText('No templates yet').waitFor();
    await page.getByRole('button', { name: 'Add Default Templates' }).click();
    await toast(page, 'Default templates added').waitFor();
    // Issue 33: each default in both languages, for the studio to send each student theirs.
    for (const name of ['Welcome Email', 'Class Cancellation', 'Payment Reminder']) {
      await page.getByRole('article', { name }).waitFor();
    }
    for (const name of ['Courriel de bienvenue', 'Annulation de cours', 'Rappel de paiement']) {
      await page.getByRole('article', { name }).waitFor();
    }
    expect(await page.getByRole('button', { name: 'Add Default Templates' }).count()).toBe(0);

    // The category filter narrows the grid, and the language filter narrows it to one language.
    await page.getByRole('combobox', { name: /^Filter by category/ }).click();
    await page.getByRole('option', { name: /^Payment/ }).click();
    await expect.poll(() => page.getByRole('article').count()).toBe(2);
    await page.getByRole('combobox', { name: /^Filter by language/ }).click();
    await page.getByRole('option', { name: /^English/ }).click();
    await expect.poll(() => page.getByRole('article').count()).toBe(1);
    await page.getByRole('article', { name: 'Payment Reminder' }).waitFor();

    // The Email Center's library groups them by category.
    await emailCenter(page, 'Templates');
    for (const group of ['Welcome templates', 'Payment templates', 'Class templates']) {
      await page.getByRole('region', { name: group }).waitFor();
    }
    await page
      .getByRole('region', { name: 'Class templates' })
      .getByRole('button', { name: 'Use Class Cancellation' })
      .waitFor();
    await page.context().close();
  });
});

describe('compose', () => {
  it('refuses an empty form with the spec messages, previews, sends; it arrives and shows as sent', async () => {
    const page = await adminPage(app.url);
    await emailCenter(page, 'Compose');
    await page.getByRole('button', { name: 'Send Email' }).click();
    for (const message of [
      'Please enter a valid email address',
      'Subject is required',
      'Email body is required',
    ]) {
      await page.getByText(message, { exact: true }).waitFor();
    }

    // A placeholder copies itself and says so.
    await page.getByRole('button', { name: /^Copy Last Name, \{\{lastName\}\}/ }).click();
    await page.getByText('Copied {{lastName}}', { exact: true }).waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('{{lastName}}');

    await field(page, 'To').fill(PAT.email);
    await field(page, 'Recipient name (optional)').fill(PAT.name);
    await field(page, 'Subject').fill('Studio news for {{firstName}}');
    await field(page, 'Message').fill('Hi {{firstName}} {{lastName}},\n\nThe <b>studio</b> reopens Monday.');

    // The preview is the recipient's message, in a sandboxed frame where the markup stays text.
    const frame = page.frameLocator('iframe[title="Email preview"]');
    await frame.getByText('Hi Pat Jones,').waitFor();
    await frame.getByText('The <b>studio</b> reopens Monday.').waitFor();
    expect(await page.locator('iframe[title="Email preview"]').getAttribute('sandbox')).toBe('');
    await page.getByText('Studio news for Pat').waitFor();

    await page.getByRole('button', { name: 'Send Email' }).click();
    await toast(page, 'Email queued').waitFor();
    const [mail] = await smtp.waitFor(1);
    expect(smtp.to(PAT.email)).toHaveLength(1);
    expect(mail!.subject).toBe('Studio news for Pat');
    expect(mail!.from).toBe('studio@test.example');
    expect(mail!.text).toContain('Hi Pat Jones,');
    expect(mail!.text).toContain('The <b>studio</b> reopens Monday.');
    expect(mail!.html).toContain('The &lt;b&gt;studio&lt;/b&gt; reopens Monday.');
    // Only once the mail server accepted it does the app say "sent".
    await toast(page, 'Email sent successfully').waitFor();
    await page.getByText(`Last message to ${PAT.email}: Sent`).waitFor();

    await page.getByRole('tab', { name: 'Sent Emails', exact: true }).click();
    const grid = page.getByRole('grid', { name: 'Sent emails' });
    const row = grid.locator('[role="row"][data-id]').filter({ hasText: PAT.email });
    await row.getByText('Sent', { exact: true }).waitFor();
    await row.getByText('Studio news for Pat', { exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Studio news for Pat' });
    await dialog.getByText(`${PAT.name} <${PAT.email}>`, { exact: true }).waitFor();
    // The From header it went out with: the studio's name and SMTP_FROM.
    await dialog.getByText('"Studio" <studio@test.example>', { exact: true }).waitFor();
    await dialog.frameLocator('iframe[title="Email as sent (HTML)"]').getByText('Hi Pat Jones,').waitFor();
    await dialog.getByRole('tab', { name: 'Plain text' }).click();
    await dialog.getByText('The <b>studio</b> reopens Monday.', { exact: false }).waitFor();
    await dialog.getByRole('button', { name: 'Close' }).click();

    // The status filter and the search are the server's.
    await page.getByRole('combobox', { name: /^Status/ }).click();
    await page.getByRole('option', { name: 'Failed' }).click();
    await expect.poll(() => grid.locator('[role="row"][data-id]').count()).toBe(0);
    await page.getByText('No emails found').first().waitFor();
    await page.context().close();
  });
});

describe('a template from creation to deletion', () => {
  it('creates, edits, sends (placeholders filled) and deletes a template', async () => {
    const before = smtp.received.length;
    const page = await adminPage(app.url);
    await page.goto('/email-templates');
    await page.getByRole('article', { name: 'Welcome Email' }).waitFor();

    // Create: the spec's messages first, then a template.
    await page.getByRole('button', { name: 'New Template' }).click();
    let dialog = page.getByRole('dialog', { name: 'Create Template' });
    await dialog.getByRole('button', { name: 'Create Template' }).click();
    for (const message of [
      'Template name is required',
      'Subject is required',
      'Template body is required',
      'Category is required',
    ]) {
      await dialog.getByText(message, { exact: true }).waitFor();
    }
    await field(dialog, 'Template name').fill('Room change');
    await dialog.getByRole('combobox', { name: /^Category/ }).click();
    await page.getByRole('option', { name: 'Class', exact: true }).click();
    await field(dialog, 'Subject').fill('{{className}} moves to Studio B');
    await field(dialog, 'Template body').fill('Hello,\n\n{{className}} on {{date}} is in Studio B.');
    await dialog.getByRole('button', { name: 'Create Template' }).click();
    await toast(page, 'Template created').waitFor();
    await dialog.waitFor({ state: 'hidden' });
    const card = page.getByRole('article', { name: 'Room change' });
    await card.getByText('{{className}} moves to Studio B').waitFor();

    // Edit.
    await card.getByRole('button', { name: 'Edit Room change' }).click();
    dialog = page.getByRole('dialog', { name: 'Edit Template' });
    expect(await field(dialog, 'Template name').inputValue()).toBe('Room change');
    await field(dialog, 'Template name').fill('Room change notice');
    await field(dialog, 'Subject').fill('{{className}} on {{date}} moves to Studio B');
    await dialog.getByRole('button', { name: 'Save Changes' }).click();
    await toast(page, 'Template updated').waitFor();
    const edited = page.getByRole('article', { name: 'Room change notice' });
    await edited.getByText('{{className}} on {{date}} moves to Studio B').waitFor();

    // Send: no recipients is refused; then two recipients with the values the template needs.
    await closeToast(page);
    await edited.getByRole('button', { name: 'Send Room change notice' }).click();
    dialog = page.getByRole('dialog', { name: 'Send “Room change notice”' });
    await dialog.getByRole('button', { name: 'Send', exact: true }).click();
    await dialog.getByText('Please enter at least one email address', { exact: true }).waitFor();
    await field(dialog, 'Recipients').fill(`${TEMPLATE_TO[0]}, not-an-address`);
    await dialog.getByRole('button', { name: 'Send', exact: true }).click();
    await dialog.getByText('Please enter a valid email address: not-an-address', { exact: true }).waitFor();
    await field(dialog, 'Recipients').fill(TEMPLATE_TO.join(', '));
    await field(dialog, 'Class Name {{className}}').fill('Power Yoga');
    await field(dialog, 'Date {{date}}').fill('June 1');
    const preview = dialog.frameLocator('iframe[title="Email preview"]');
    await preview.getByText('Power Yoga on June 1 is in Studio B.').waitFor();
    await dialog.getByRole('button', { name: 'Send', exact: true }).click();
    await toast(page, '2 emails queued').waitFor();
    await smtp.waitFor(before + 2);
    for (const address of TEMPLATE_TO) {
      const [mail] = smtp.to(address);
      expect(mail!.subject).toBe('Power Yoga on June 1 moves to Studio B');
      expect(mail!.text).toContain('Power Yoga on June 1 is in Studio B.');
      expect(mail!.text).not.toContain('{{');
      expect(mail!.html).toContain('Power Yoga on June 1 is in Studio B.');
    }
    await toast(page, '2 emails sent successfully').waitFor();

    // Delete, after a confirmation.
    await edited.getByRole('button', { name: 'Delete Room change notice' }).click();
    dialog = page.getByRole('dialog', { name: 'Delete Template' });
    await dialog.getByText('Delete “Room change notice”?', { exact: false }).waitFor();
    await dialog.getByRole('button', { name: 'Delete', exact: true }).click();
    await toast(page, 'Template deleted').waitFor();
    await expect.poll(() => page.getByRole('article', { name: 'Room change notice' }).count()).toBe(0);
    await page.getByRole('article', { name: 'Welcome Email' }).waitFor();
    await page.context().close();
  });
});

describe('Sent Emails on a phone', () => {
  it('390 px: cards with their status, a full-screen message, nothing scrolls sideways', async () => {
    const page = await adminPage(app.url, PHONE);
    await emailCenter(page, 'Sent Emails');
    const list = page.getByRole('list', { name: 'Sent emails' });
    const card = list.getByRole('button', {
      // Named by its text: the subject, then "To" and the address.
      name: new RegExp(`^Studio news for Pat To .*${PAT.email.replaceAll('.', '\\.')}`),
    });
    await card.getByText('Sent', { exact: true }).waitFor();
    await expect.poll(() => list.getByRole('listitem').count()).toBeGreaterThanOrEqual(3);
    expect(await noSidewaysScroll(page)).toBeLessThanOrEqual(0);

    await page.getByLabel('Search sent emails').fill(TEMPLATE_TO[0]!);
    await expect.poll(() => list.getByRole('listitem').count()).toBe(1);
    await list.getByText('Power Yoga on June 1 moves to Studio B').click();
    const dialog = page.getByRole('dialog', { name: 'Power Yoga on June 1 moves to Studio B' });
    await dialog.getByText(TEMPLATE_TO[0]!, { exact: true }).waitFor();
    const box = await dialog.boundingBox();
    expect(box?.width).toBe(PHONE.width);
    expect(await noSidewaysScroll(page)).toBeLessThanOrEqual(0);
    await dialog.getByRole('button', { name: 'Close' }).click();
    await page.context().close();
  });
});

describe('without a mail server', () => {
  it('says the message is not sent, and why, in the toast, Sent Emails and Settings', async () => {
    const page = await adminPage(bare.url);
    await emailCenter(page, 'Compose');
    await field(page, 'To').fill('kim@example.com');
    await field(page, 'Recipient name (optional)').fill('Kim');
    await field(page, 'Subject').fill('Hello {{firstName}}');
    await field(page, 'Message').fill('See you soon, {{firstName}}.');
    await page.frameLocator('iframe[title="Email preview"]').getByText('See you soon, Kim.').waitFor();
    await page.getByRole('button', { name: 'Send Email' }).click();
    await toast(page, 'Email not sent').waitFor();
    await page
      .getByText('Email saved but not sent: no mail server is configured (SMTP_URL)')
      .first()
      .waitFor();
    expect(await page.getByText('Email sent successfully').count()).toBe(0);

    await page.getByRole('tab', { name: 'Sent Emails', exact: true }).click();
    await page.getByText('No mail server is configured (SMTP_URL is not set)', { exact: false }).waitFor();
    const row = page
      .getByRole('grid', { name: 'Sent emails' })
      .locator('[role="row"][data-id]')
      .filter({ hasText: 'kim@example.com' });
    await row.getByText('Queued', { exact: true }).waitFor();
    await row.getByText(NOT_CONFIGURED, { exact: true }).waitFor();
    expect(await row.getByText('Sent', { exact: true }).count()).toBe(0);
    await row.getByText('Hello Kim', { exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Hello Kim' });
    await dialog.getByText(NOT_CONFIGURED, { exact: true }).waitFor();
    await dialog.getByRole('button', { name: 'Close' }).click();

    await page.getByRole('tab', { name: 'Settings', exact: true }).click();
    await page.getByText('Outgoing mail: Not configured — set SMTP_URL').waitFor();
    await page.getByText('1 waiting to be sent.', { exact: true }).waitFor();
    await page.context().close();
  });
});
