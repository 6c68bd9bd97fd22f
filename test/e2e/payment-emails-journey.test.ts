/**
 * Issue 13's journey in a real browser, desktop and 390 px, against real servers: dovecot holds
 * DKIM-signed Interac notices for the demo studio (a real local DNS server publishes the test key); the
 * administrator presses Scan Emails, sees the payment on the dashboard's Recent Activity and in the
 * Payment Ledger, opens the notice in Incoming Emails, records the unmatched one for a student from the
 * review list, and pastes a notification into the Email Payment Processor.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createTestKey, signMessage } from '../../src/server/modules/payment-intake/authenticity/test-kit';
import { TestDnsServer } from '../setup/dns-server';
import { TestImapServer } from '../setup/imap';
import { CONTEXT, studioInstant } from './studio-time';
import { adminLogin, DESKTOP, launchBrowser, newPage, PHONE, type RunningApp, startApp } from './support';

const key = createTestKey();
let imap: TestImapServer;
let dns: TestDnsServer;
let app: RunningApp;
let browser: Browser;
beforeAll(async () => {
  [imap, dns, browser] = await Promise.all([
    TestImapServer.start(),
    TestDnsServer.start({
      'pay2026._domainkey.payments.interac.ca TXT': [key.dkimRecord],
      '_dmarc.interac.ca TXT': ['v=DMARC1; p=reject'],
    }),
    launchBrowser(),
  ]);
  // On the real clock: a payment e-mail is dated by its arrival in the mailbox (IMAP INTERNALDATE), and
  // dovecot keeps real time (it dates a message APPENDed with a future date now), so a studio at a
  // chosen instant would see the payment days away from its "now" and out of Recent Activity.
  app = await startApp({ SEED_DEMO: '1', IMAP_URL: imap.url, DNS_SERVERS: dns.address }, { realClock: true });
});
afterAll(async () => {
  await browser?.close();
  await app?.close();
  await imap?.destroy();
  await dns?.stop();
});

const opened: Page[] = [];
afterEach(async () => {
  for (const page of opened.splice(0)) await page.context().close();
});

const toast = (page: Page, text: string | RegExp) => page.getByText(text).first();

/** An Interac auto-deposit notice to the demo studio's e-Transfer address, as text and signed. */
function noticeText(payer: string, amount: string, reference: string) {
  return [
    'Hi KITSILANO MOVEMENT STUDIO,',
    '',
    `${payer} sent you $${amount} (CAD) and the money has been automatically deposited into your bank account at`,
    'Royal Bank of Canada.',
    '',
    `Reference Number: ${reference}`,
    '',
  ].join('\r\n');
}
async function signedNotice(payer: string, amount: string, reference: string) {
  const raw = [
    'From: Interac e-Transfer <notify@payments.interac.ca>',
    'To: payments@kitsmovement.example',
    `Subject: INTERAC e-Transfer: ${payer} sent you money.`,
    // Sent just now, by the studio's clock.
    `Date: ${studioInstant().toUTCString()}`,
    `Message-ID: <${reference}@payments.interac.ca>`,
    'MIME-Version: 1.0',
    'Content-Type: text/plain; charset=utf-8',
    'Content-Transfer-Encoding: 7bit',
    '',
    noticeText(payer, amount, reference),
  ].join('\r\n');
  return signMessage(raw, { domain: 'payments.interac.ca', selector: 'pay2026', key });
}

describe('Payment e-mails', () => {
  it.each([
    ['desktop', DESKTOP, 'AMELIA CHEN', 'Amelia Chen', 'Liam Tremblay'],
    ['390 px', PHONE, 'NORA KOWALSKI', 'Nora Kowalski', 'Olivia Singh'],
  ])(
    '%s: scan, ledger, Incoming Emails, the review list, the Email Payment Processor',
    async (label, viewport, payer, student, picked) => {
      const tag = label === 'desktop' ? 'D' : 'P';
      await imap.append(await signedNotice(payer, '64.00', `C1E2E${tag}0001`));
      await imap.append(
        await signedNotice(`UNKNOWN PAYER${tag === 'D' ? '' : 'S'}`, '33.00', `C1E2E${tag}0002`),
      );

      const { page } = await newPage(browser, app.url, viewport, CONTEXT);
      opened.push(page);
      await adminLogin(page);
      await page.goto('/?section=dashboard');
      await page.getByRole('button', { name: 'Scan Emails' }).click();
      await toast(page, 'Email Scan Complete').waitFor({ timeout: 30_000 });
      // The mailbox is also read in the background every few minutes: when that run came first, this
      // scan finds nothing new, or only the unknown payer's notice when the run came between the two
      // (either way the payment is recorded once, as the steps below check).
      const scanned = (await toast(page, /Found \d+ new payments from \d+ emails/).textContent()) ?? '';
      expect(scanned).toMatch(/Found (1 new payments from 2|0 new payments from [01]) emails/);
      const recent = page.getByRole('list', { name: 'Recent payments' });
      await recent.getByText(student).first().waitFor();

      // The Payment Ledger shows it, with the notice it came from.
      await page.goto('/payment-ledger');
      await page.getByText('$64.00').first().waitFor();
      await page
        .getByText(/notify@payments\.interac\.ca/)
        .first()
        .waitFor();

      // Incoming Emails: the notice is there and opens.
      await page.goto('/?section=incoming-emails');
      await page.getByRole('heading', { name: 'Incoming Emails' }).waitFor();
      const list = page.getByRole('list', { name: 'Incoming emails' });
      await list.getByText(`INTERAC e-Transfer: ${payer} sent you money.`).first().click();
      const dialog = page.getByRole('dialog', { name: `INTERAC e-Transfer: ${payer} sent you money.` });
      await dialog.getByText(`Reference Number: C1E2E${tag}0001`).first().waitFor();
      await dialog.getByText('Payment recorded: its signature was checked and it is in the ledger').waitFor();
      await dialog.getByRole('button', { name: 'Close' }).click();

      // The unmatched one waits in the review list on Payments → Record; record it for a student.
      await page.goto('/?section=payments');
      await page.getByRole('tab', { name: 'Record' }).click();
      const review = page.getByRole('list', { name: 'Payment e-mails to review' });
      const item = review.getByRole('listitem').filter({ hasText: `C1E2E${tag}0002` });
      await item.waitFor();
      const picker = item.getByRole('combobox', { name: /Student/ });
      await picker.fill(picked.split(' ')[0]!);
      await page
        .getByRole('option', { name: new RegExp(picked) })
        .first()
        .click();
      await item.getByRole('button', { name: 'Record for Student' }).click();
      await toast(page, 'Payment Recorded').waitFor();
      await expect.poll(() => review.getByText(`C1E2E${tag}0002`).count(), { timeout: 15_000 }).toBe(0);

      // The Email Payment Processor: a pasted notice is checked, then recorded for the matched student.
      const processor = page.getByRole('region', { name: 'Email Payment Processor' });
      await processor
        .getByRole('textbox', { name: 'Email content' })
        .fill(noticeText(payer, '12.00', `C1E2E${tag}0003`));
      await processor.getByRole('textbox', { name: 'Sender email' }).fill('notify@payments.interac.ca');
      await processor
        .getByRole('textbox', { name: 'Subject' })
        .fill(`INTERAC e-Transfer: ${payer} sent you money.`);
      await processor.getByRole('button', { name: 'Check Payment' }).click();
      const found = processor.getByRole('region', { name: 'Payment found' });
      await found.getByText('$12.00').first().waitFor();
      await found.getByText(student).first().waitFor();
      await processor.getByRole('button', { name: 'Record Payment' }).click();
      await toast(page, /^Payment processed successfully/).waitFor();

      // A forged sender is refused with the reason.
      await processor
        .getByRole('textbox', { name: 'Email content' })
        .fill(noticeText(payer, '99.00', `C1E2E${tag}0004`));
      await processor.getByRole('textbox', { name: 'Sender email' }).fill('interac-payments@gmail.com');
      await processor
        .getByRole('textbox', { name: 'Subject' })
        .fill(`INTERAC e-Transfer: ${payer} sent you money.`);
      await processor.getByRole('button', { name: 'Check Payment' }).click();
      await toast(page, 'Security validation failed').waitFor();

      // A PayPal invoice-paid notice is read with its invoice number; one paid in USD names the currency.
      const paypalPaid = (amount: string, invoice: string) =>
        [
          'Hello, Kitsilano Movement Studio',
          '',
          `${payer} paid your invoice for ${amount}`,
          '',
          'Invoice number',
          invoice,
          '',
          'Transaction ID',
          `5UE${tag}HG88215`,
          '',
          `Amount ${amount}`,
        ].join('\n');
      await processor.getByRole('textbox', { name: 'Email content' }).fill(paypalPaid('$95.00 CAD', '0042'));
      await processor.getByRole('textbox', { name: 'Sender email' }).fill('service@paypal.ca');
      await processor.getByRole('textbox', { name: 'Subject' }).fill('Invoice 0042 paid');
      await processor.getByRole('button', { name: 'Check Payment' }).click();
      await found.getByText('$95.00').first().waitFor();
      await found.getByText('#0042').waitFor();
      await processor.getByRole('textbox', { name: 'Email content' }).fill(paypalPaid('$60.00 USD', '0057'));
      await processor.getByRole('textbox', { name: 'Subject' }).fill('Invoice 0057 paid');
      await processor.getByRole('button', { name: 'Check Payment' }).click();
      await toast(page, 'Payment is in USD; the studio takes CAD').waitFor();

      expect(
        await page.evaluate(
          () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
        ),
      ).toBeLessThanOrEqual(0);
    },
  );
});
