/**
 * Issue 28 §2 in the browser, at 1280 and 390 px: a welcome e-mail queued while the studio had no mail
 * server, whose temporary password was replaced from Login Info before a mail server was set up, is not
 * sent when the studio restarts with one; Sent Emails says "Not sent" and why, and the SMTP server never
 * sees it.
 */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestSmtpServer } from '../setup/smtp';
import { CONTEXT } from './studio-time';
import {
  adminApi,
  adminLogin,
  DESKTOP,
  launchBrowser,
  newPage,
  PHONE,
  type RunningApp,
  send,
  startApp,
} from './support';

const stamp = Date.now();
const STUDENT = { name: 'Wendy Welcome', email: `wendy.${stamp}@example.com` };
let smtp: TestSmtpServer;
let app: RunningApp;
let browser: Browser;

beforeAll(async () => {
  // The studio before it set up its mail: the welcome e-mail waits in the outbox.
  const before = await startApp({}, { keepData: true });
  const admin = await adminApi(before);
  const created = await send<{ id: number }>(admin, 'POST', '/api/students', {
    ...STUDENT,
    passwordOption: 'email',
  });
  // A newer temporary password, shown once in Login Info: the one in the waiting e-mail no longer works.
  await send(
    admin,
    'POST',
    `/api/admin/login-info/${created.id}/temporary-password`,
    { delivery: 'show' },
    200,
  );
  await admin.dispose();
  await before.close();
  // The same studio restarted with a mail server: the outbox sweep delivers what waits.
  smtp = await TestSmtpServer.start();
  [app, browser] = await Promise.all([
    startApp({ SMTP_URL: smtp.url, SMTP_FROM: 'studio@mail.test' }, { restartOf: before.dataDir }),
    launchBrowser(),
  ]);
  // The delivery job takes it up within a minute or so of the start.
  const admin2 = await adminApi(app);
  const deadline = Date.now() + 150_000;
  for (;;) {
    const sent = await send<{ rows: { status: string }[] }>(admin2, 'GET', '/api/sent-emails');
    if (sent.rows.every((r) => r.status !== 'queued' && r.status !== 'sending')) break;
    if (Date.now() > deadline) throw new Error(`still waiting: ${JSON.stringify(sent.rows)}`);
    await new Promise((r) => setTimeout(r, 1000));
  }
  await admin2.dispose();
}, 300_000);

afterAll(async () => {
  await browser?.close();
  await app?.close();
  await smtp?.stop();
});

describe('a waiting e-mail whose password was replaced', () => {
  it.each([
    ['desktop', DESKTOP],
    ['390 px', PHONE],
  ])('%s: Sent Emails shows it not sent, and why', async (_, viewport) => {
    const { page, context } = await newPage(browser, app.url, viewport, CONTEXT);
    await adminLogin(page);
    await page.goto('/?section=email');
    await page.getByRole('tab', { name: 'Sent Emails', exact: true }).click();
    await page.getByLabel('Search sent emails').fill(STUDENT.email);
    await page
      .getByText(/^Not sent: the password in it no longer works \(the student's password was changed on /)
      .first()
      .waitFor({ timeout: 30_000 });
    expect(smtp.received.filter((m) => m.to.includes(STUDENT.email))).toHaveLength(0);
    await context.close();
  });
});
