/**
 * The parts of the login screen that download only when asked for (the first-load budget, issue 15 §1):
 * on a 390 px phone, "Forgot your password?" opens the reset dialog, which sends and closes, and opens
 * again; "Create New Account" shows the sign-up form and "Back to Sign In" returns.
 */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTEXT } from './studio-time';
import { launchBrowser, newPage, PHONE, type RunningApp, startApp } from './support';

let app: RunningApp;
let browser: Browser;

beforeAll(async () => {
  app = await startApp();
  browser = await launchBrowser();
}, 180_000);

afterAll(async () => {
  await browser?.close();
  await app?.close();
});

describe('the login screen on a 390 px phone', () => {
  it('loads the reset dialog and the sign-up form when they are asked for, and both work', async () => {
    const { context, page } = await newPage(browser, app.url, PHONE, CONTEXT);
    const scripts: string[] = [];
    page.on('request', (r) => {
      if (r.resourceType() === 'script') scripts.push(new URL(r.url()).pathname);
    });
    await page.goto('/');
    await page.getByRole('button', { name: 'Sign In' }).waitFor();
    const atFirstPaint = scripts.length;
    expect(scripts.some((s) => /ForgotPasswordDialog|SignupForm/.test(s))).toBe(false);

    await page.getByRole('button', { name: 'Forgot your password?' }).click();
    const dialog = page.getByRole('dialog', { name: 'Reset your password' });
    await dialog.getByLabel('Email').fill('nobody@example.com');
    await dialog.getByRole('button', { name: 'Send Reset Link' }).click();
    await page.getByText('Check your email', { exact: true }).first().waitFor();
    await dialog.waitFor({ state: 'detached' });
    expect(scripts.length).toBeGreaterThan(atFirstPaint);

    await page.getByRole('button', { name: 'Forgot your password?' }).click();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'detached' });

    await page.getByRole('button', { name: 'Create New Account' }).click();
    await page.getByRole('textbox', { name: 'Full Name' }).waitFor();
    await page.getByRole('button', { name: 'Back to Sign In' }).click();
    await page.getByRole('button', { name: 'Sign In' }).waitFor();
    await context.close();
  });
});
