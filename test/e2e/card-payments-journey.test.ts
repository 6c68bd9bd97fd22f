/**
 * Issue 31 in a real browser against the local Stripe double (test/doubles/stripe): the owner connects
 * Stripe in Settings → Integration, and a student at 390 px pays what they owe by card: Stripe's page,
 * back to "Payment Processing" until the double's signed webhook arrives, then "Payment Received" and
 * nothing owed. The administrator's ledger shows the payment once, with Stripe's reference.
 */
import type { APIRequestContext, Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STRIPE_WEBHOOK_PATH } from '../../src/shared/schemas/card-payments';
import { type StripeDouble, startStripeDouble } from '../doubles/stripe/stripe-double';
import { AXE_CONTEXT, axe } from './axe';
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
  studentLogin,
  toast,
} from './support';

const SECRET_KEY = 'sk_test_51JourneyStudioKey0123456789';
const WEBHOOK_SECRET = 'whsec_journeySigningSecret0123456789';

let double: StripeDouble;
let app: RunningApp;
let browser: Browser;
let admin: APIRequestContext;

beforeAll(async () => {
  double = await startStripeDouble({ secretKey: SECRET_KEY, accountName: 'Journey Yoga' });
  app = await startApp({ STRIPE_API_URL: double.url });
  double.webhookTarget = { url: `${app.url}${STRIPE_WEBHOOK_PATH}`, secret: WEBHOOK_SECRET };
  // Stripe's webhook comes a moment after the browser is back: the page must say "processing" first.
  double.deliveryDelayMs = 2500;
  browser = await launchBrowser();
  admin = await adminApi(app);
});
afterAll(async () => {
  await admin?.dispose();
  await browser?.close();
  await app?.close();
  await double?.close();
});

async function connectByApi() {
  const res = await admin.put('/api/settings/stripe', {
    data: {
      publishableKey: 'pk_test_51JourneyStudioKey0123',
      secretKey: SECRET_KEY,
      webhookSecret: WEBHOOK_SECRET,
    },
  });
  expect(res.status()).toBe(200);
  await send(admin, 'POST', '/api/settings/bulk', [{ key: 'stripeEnabled', value: 'true' }], 200);
}

describe('Card payments through Stripe', () => {
  it('desktop: the owner saves the Stripe keys, tests the connection and switches card payments on', async () => {
    const { context, page } = await newPage(browser, app.url, DESKTOP, AXE_CONTEXT);
    try {
      await adminLogin(page);
      await page.goto('/?section=settings');
      await page.getByRole('tab', { name: 'Integration', exact: true }).click();
      await page.getByText('No Stripe keys are saved.').waitFor();
      await page.getByLabel('Publishable Key').fill('pk_test_51JourneyStudioKey0123');
      await page.getByLabel('Secret Key', { exact: true }).fill('sk_live_wrongMode0123456789');
      await page.getByLabel('Webhook Signing Secret').fill(WEBHOOK_SECRET);
      await page.getByRole('button', { name: 'Save Keys' }).click();
      await page
        .getByText('The publishable and secret keys must both be test keys or both be live keys')
        .waitFor();
      await page.getByLabel('Secret Key', { exact: true }).fill(SECRET_KEY);
      await page.getByRole('button', { name: 'Save Keys' }).click();
      await toast(page, 'Stripe Keys Saved').waitFor();
      const saved = page.getByLabel('Saved Stripe keys');
      await expect
        .poll(() => saved.textContent())
        .toContain(`Secret key: saved, ends in ${SECRET_KEY.slice(-4)}`);
      // The secret itself is nowhere on the page, not even in the emptied fields.
      expect(await page.content()).not.toContain(SECRET_KEY);
      expect(await page.getByLabel('Secret Key', { exact: true }).inputValue()).toBe('');

      await page.getByRole('button', { name: 'Test Connection' }).click();
      await page.getByText(/^Connected to Journey Yoga \(acct_\w+\) with a test key\./).waitFor();
      await page.getByText(`${app.url}${STRIPE_WEBHOOK_PATH}`).waitFor();
      expect(await axe(page, 'Settings → Integration → Stripe')).toEqual([]);

      await page.getByLabel('Stripe', { exact: true }).check();
      await page.getByRole('button', { name: 'Save Settings' }).click();
      await toast(page, 'Settings Updated').waitFor();
      await expect
        .poll(async () => (await admin.get('/api/settings/stripe')).json())
        .toMatchObject({ ready: true });
    } finally {
      await context.close();
    }
  });

  it('390 px: a student pays what they owe by card and sees it paid only once Stripe confirmed it', async () => {
    await connectByApi();
    const stamp = Date.now();
    const email = `card.payer.${stamp}@example.com`;
    const created = await send<{ id: number }>(admin, 'POST', '/api/students', {
      name: `Carmen Card ${stamp}`,
      email,
      status: 'active',
      passwordOption: 'create',
      customPassword: 'card-pass-123',
    });
    await send(admin, 'POST', '/api/payments', {
      studentId: created.id,
      amount: '54.00',
      paymentMethod: 'cash',
      status: 'pending',
      notes: 'Three drop-in classes',
    });

    const { context, page } = await newPage(browser, app.url, PHONE, AXE_CONTEXT);
    try {
      await studentLogin(page, email, 'card-pass-123');
      await expect.poll(() => amountOwed(page)).toBe('$54.00');
      await page.getByRole('tab', { name: 'Payments' }).click();
      await page.getByRole('button', { name: 'Pay $54.00 by Card' }).click();

      // Stripe's page (the double's), then back to the studio.
      await page.waitForURL(`${double.url}/**`);
      expect(await page.title()).toBe('Stripe Checkout (test double)');
      await page.getByRole('button', { name: 'Pay' }).click();
      await page.waitForURL(`${app.url}/?card=*`);
      await page.getByText('Payment Processing').waitFor();
      expect(await page.getByText('Payment Received').count()).toBe(0);
      await page.getByText('Payment Received').waitFor({ timeout: 15_000 });
      await page.getByText(/Payment received: \$54\.00 for amount owed\. Thank you!/).waitFor();
      await page.getByText("You're all paid up. Nothing is owed right now.").waitFor();
      await expect.poll(() => amountOwed(page)).toBe('$0.00');
      expect(await axe(page, 'Payments tab back from Stripe')).toEqual([]);
      // Nothing on the phone's page runs past its width.
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(width).toBeLessThanOrEqual(390);
    } finally {
      await context.close();
    }

    // The administrator sees it once in the ledger, by card through Stripe, with Stripe's reference.
    const ledger = await send<{
      rows: { transactionId: string | null; methodLabel: string; amount: string }[];
    }>(admin, 'GET', `/api/payments?studentId=${created.id}`);
    const card = ledger.rows.filter((r) => r.transactionId?.startsWith('pi_'));
    expect(card).toHaveLength(1);
    expect(card[0]).toMatchObject({ methodLabel: 'Card (Stripe)', amount: '54.00' });
    const delivered = double.deliveries.filter((d) => d.event.type === 'checkout.session.completed');
    expect(delivered.at(-1)?.status).toBe(200);

    const adminPage = await newPage(browser, app.url, DESKTOP, AXE_CONTEXT);
    try {
      await adminLogin(adminPage.page);
      await adminPage.page.goto('/payment-ledger');
      await adminPage.page.getByText(card[0]!.transactionId!).first().waitFor();
      expect(await adminPage.page.getByText(card[0]!.transactionId!).count()).toBe(1);

      // Part of it goes back to the card through Stripe, from the student's profile.
      const name = `Carmen Card ${stamp}`;
      await adminPage.page.goto('/?section=students');
      await adminPage.page.getByRole('textbox', { name: 'Search students' }).fill(email);
      await expect.poll(() => adminPage.page.getByRole('button', { name: /^View / }).count()).toBe(1);
      await adminPage.page.getByRole('button', { name: `View ${name}` }).click();
      const profile = adminPage.page.getByRole('dialog', { name });
      await profile.getByRole('tab', { name: 'Payments' }).click();
      await profile.getByText(`Reference: ${card[0]!.transactionId}`).waitFor();
      await profile.getByRole('button', { name: 'Refund to Card' }).click();
      const refund = adminPage.page.getByRole('dialog', { name: 'Refund to Card' });
      await refund.getByText('Up to $54.00 can go back to the card.').waitFor();
      await adminPage.page.waitForTimeout(300); // the dialog's fade-in: axe reads colours
      expect(await axe(adminPage.page, 'Refund to Card dialog')).toEqual([]);
      await refund.getByRole('spinbutton', { name: /Amount/ }).fill('20');
      await refund.getByRole('textbox', { name: /Reason/ }).fill('Class cancelled by the studio');
      await refund.getByRole('button', { name: 'Refund to Card' }).click();
      await toast(adminPage.page, 'Refunded to Card').waitFor();
      await adminPage.page
        .getByText(/\$20\.00 refunded to the card: Stripe confirmed it \(re_\w+\)\./)
        .first()
        .waitFor();
      await profile.getByText('Refund by Card (Stripe)').waitFor();
      const tile = profile.getByText('Outstanding', { exact: true }).first().locator('..');
      await expect.poll(() => tile.textContent()).toContain('$20.00');
    } finally {
      await adminPage.context.close();
    }
  });
});
