/**
 * Issue 28 §8 in the browser, at 1280 and 390 px, on the demo studio: a student's past classes read what
 * the studio recorded at check-in (Attended, No-show), not "Confirmed"; a pending account is told so on
 * the dashboard before trying to book, in the words a booking would be refused with.
 */
import type { APIRequestContext } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PENDING_ACCOUNT_MESSAGE } from '../../src/shared/account-status-messages';
import { adminApi, browserTestApp, DESKTOP, PHONE, send, studentLogin } from './support';

const t = browserTestApp({ SEED_DEMO: '1' });
let admin: APIRequestContext;
beforeAll(async () => {
  admin = await adminApi(t.app());
});
afterAll(async () => {
  await admin?.dispose();
});

interface Booking {
  studentId: number;
  studentEmail: string;
  className: string;
  attendance: 'attended' | 'no_show' | null;
}

/** A demo student with both an attended and a no-show class, signed in with a new temporary password. */
async function studentWithBothMarks() {
  const bookings = await send<Booking[]>(admin, 'GET', '/api/admin/bookings?status=active&limit=2000');
  const marks = new Map<number, Set<string>>();
  for (const b of bookings)
    if (b.attendance) marks.set(b.studentId, (marks.get(b.studentId) ?? new Set()).add(b.attendance));
  const [studentId] = [...marks].find(([, m]) => m.size === 2)!;
  const email = bookings.find((b) => b.studentId === studentId)!.studentEmail;
  const issued = await send<{ temporaryPassword: string }>(
    admin,
    'POST',
    `/api/admin/login-info/${studentId}/temporary-password`,
    { delivery: 'show' },
    200,
  );
  return { email, password: issued.temporaryPassword };
}

describe("what a student's dashboard tells them", () => {
  it.each([
    ['desktop', DESKTOP],
    ['390 px', PHONE],
  ])('%s: past classes read Attended and No-show', async (_, viewport) => {
    const student = await studentWithBothMarks();
    const page = await t.pageAt(viewport);
    await studentLogin(page, student.email, student.password);
    await page.getByRole('tab', { name: /^Past Classes/ }).click();
    const panel = page.getByRole('tabpanel').last();
    await panel.getByText('Attended', { exact: true }).first().waitFor();
    await panel.getByText('No-show', { exact: true }).first().waitFor();
    expect(await page.getByText(PENDING_ACCOUNT_MESSAGE).count()).toBe(0);
  });

  it.each([
    ['desktop', DESKTOP],
    ['390 px', PHONE],
  ])('%s: a pending account is told before booking', async (_, viewport) => {
    const stamp = `${viewport.width}.${Date.now()}`;
    const email = `pending.${stamp}@example.com`;
    const created = await send<{ id: number }>(admin, 'POST', '/api/students', {
      name: `Penny Pending ${stamp}`,
      email,
      phone: '604-555-0142',
      status: 'pending',
      customPassword: 'pending-pass-1',
    });
    expect(created.id).toBeGreaterThan(0);
    const page = await t.pageAt(viewport);
    await studentLogin(page, email, 'pending-pass-1');
    await page.getByText(PENDING_ACCOUNT_MESSAGE).waitFor();
  });
});
