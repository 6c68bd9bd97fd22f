/**
 * Issue 30 §2–§4 (decision 038): memberships. Started on a profile or bought by the student, the
 * first period pro-rated by days and billed at once; each later period billed once by the job,
 * whatever the number of runs; bookings use a running membership within its weekly or monthly limit,
 * also under concurrency; a pause stops billing (billed days back as credit) and cancels the bookings
 * inside only once confirmed; an end respects the minimum.
 */
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  bookings,
  ledgerEntries,
  membershipPeriods,
  membershipUses,
  outboundEmails,
  studentCredits,
  studentMemberships,
} from '../../src/server/db/schema';
import { billDuePeriods, runMembershipBilling } from '../../src/server/modules/memberships/billing.service';
import { addDays } from '../../src/shared/dates';
import { englishOf } from '../../src/shared/i18n/msg';
import { daysIn, earlierDay, periodAmountCents, periodContaining } from '../../src/shared/membership-periods';
import { MEMBERSHIP_MESSAGES } from '../../src/shared/schemas/products';
import { classIn, studentWithSession } from '../factories/bookings';
import { insertClassType, studioToday } from '../factories/classes';
import { createStudent } from '../factories/people';
import { TestClient } from '../setup/http';
import { setUpTestApp, signInAdmin } from '../setup/test-app-lifecycle';

const t = setUpTestApp({ RATE_LIMIT_PER_MINUTE: 1_000_000 });
const { admin } = signInAdmin(t);
const db = t.db;
const today = studioToday();

async function membershipProduct(over: Record<string, unknown> = {}) {
  const res = await admin().browser.post('/api/products', {
    kind: 'membership',
    name: 'Unlimited Monthly',
    allowance: 'unlimited',
    billingDay: 1,
    price: '120.00',
    ...over,
  });
  expect(res.status, res.body?.error).toBe(201);
  return res.body as { id: number };
}
async function start(studentId: number, productId: number, startsOn?: string) {
  const res = await admin().browser.post(`/api/students/${studentId}/memberships`, { productId, startsOn });
  expect(res.status, res.body?.error).toBe(201);
  return res.body as { membership: { id: number }; message: string };
}
const charges = async (studentId: number) =>
  (await db().select().from(ledgerEntries).where(eq(ledgerEntries.studentId, studentId))).filter(
    (e) => e.entryType === 'charge',
  );
const book = (browser: TestClient, studentId: number, classInstanceId: number) =>
  browser.post('/api/student-bookings', { studentId, classInstanceId });

describe('starting a membership', () => {
  it('bills the first period pro-rated by days, at once, and tells the student', async () => {
    const product = await membershipProduct({ name: 'Flow Unlimited', billingDay: 1 });
    const student = await createStudent(db(), { name: 'Member One' });
    const started = await start(student.id, product.id);
    const period = periodContaining(today, 1);
    const expected = periodAmountCents(
      12_000,
      daysIn({ from: today, to: period.end }),
      daysIn({ from: period.start, to: period.end }),
    );
    const [charge] = await charges(student.id);
    expect(charge?.amountCents).toBe(expected);
    expect(charge?.description).toContain('Flow Unlimited (membership)');
    expect(started.membership).toMatchObject({
      status: 'active',
      startsOn: today,
      nextBillingDate: addDays(period.end, 1),
    });
    const mail = await db()
      .select()
      .from(outboundEmails)
      .where(
        sql`${outboundEmails.studentId} = ${student.id} and ${outboundEmails.kind} = 'purchase_confirmation'`,
      );
    expect(mail).toHaveLength(1);
    expect(mail[0]!.bodyText).toContain('Flow Unlimited');
  });

  it('a student buys one; the same one twice, a pack, and another student are refused', async () => {
    const product = await membershipProduct({ name: 'Buyable' });
    const { browser, student } = await studentWithSession(t.app(), db(), 'Buyer');
    const res = await browser.post('/api/memberships', { productId: product.id });
    expect(res.status, res.body?.error).toBe(201);
    expect(res.body.message).toContain('Buyable is yours');
    expect(await browser.post('/api/memberships', { productId: product.id })).toMatchObject({
      status: 409,
      body: { error: MEMBERSHIP_MESSAGES.alreadyHeld },
    });
    const pack = (
      await admin().browser.post('/api/products', {
        kind: 'pack',
        name: 'Not a membership',
        classCount: 5,
        validityCount: 1,
        validityUnit: 'month',
        price: '50',
      })
    ).body;
    expect(await browser.post('/api/memberships', { productId: pack.id })).toMatchObject({
      status: 400,
      body: { error: MEMBERSHIP_MESSAGES.notAMembership },
    });
    const other = await createStudent(db(), { name: 'Other Member' });
    expect((await browser.get(`/api/students/${other.id}/memberships`)).status).toBe(404);
    expect((await browser.get('/api/memberships')).body).toHaveLength(1);
    expect((await new TestClient(t.app()).get('/api/memberships')).status).toBe(401);
    expect(
      (
        await browser.post(`/api/memberships/${res.body.membership.id}/pauses`, {
          from: today,
          to: today,
          reason: 'x',
        })
      ).status,
    ).toBe(403);
    expect(student.id).toBeGreaterThan(0);
  });
});

describe('billing each period once', () => {
  it('later periods are billed by the job once each, however many runs at once', async () => {
    const product = await membershipProduct({ name: 'Renewing', billingDay: 5, price: '90.00' });
    const student = await createStudent(db(), { name: 'Renewer' });
    const { membership } = await start(student.id, product.id);
    const later = addDays(periodContaining(today, 5).end, 40);
    const bill = () =>
      db().transaction(async (tx) => {
        const [m] = await tx
          .select()
          .from(studentMemberships)
          .where(eq(studentMemberships.id, membership.id))
          .for('update');
        return billDuePeriods(tx, m!, later);
      });
    const runs = await Promise.all([bill(), bill(), bill()]);
    expect(runs.flat()).toHaveLength(2);
    const periods = await db()
      .select()
      .from(membershipPeriods)
      .where(eq(membershipPeriods.membershipId, membership.id));
    expect(periods).toHaveLength(3);
    expect((await charges(student.id)).filter((c) => c.amountCents === 9000)).toHaveLength(2);
    // The job for today bills nothing more, even twice at once.
    await Promise.all([
      runMembershipBilling({ db: db(), outbox: t.get().services.outbox }),
      runMembershipBilling({ db: db(), outbox: t.get().services.outbox }),
    ]);
    expect(
      await db().select().from(membershipPeriods).where(eq(membershipPeriods.membershipId, membership.id)),
    ).toHaveLength(3);
  });
});

describe('bookings on a membership', () => {
  it('an unlimited membership pays for the class; a weekly limit of 2 holds, a cancel in time frees one', async () => {
    const type = await insertClassType(db(), { name: 'Member Flow' });
    const unlimited = await membershipProduct({ name: 'All In' });
    const weekly = await membershipProduct({ name: 'Two a Week', allowance: 'per_week', allowanceCount: 2 });
    const a = await studentWithSession(t.app(), db(), 'Unlimited');
    await start(a.student.id, unlimited.id);
    const c1 = await classIn(db(), type.id, 72);
    const res = await book(a.browser, a.student.id, c1.id);
    expect(res.status, res.body?.error).toBe(201);
    expect(res.body).toMatchObject({ passName: 'All In', passKind: 'membership' });
    expect((await charges(a.student.id)).filter((c) => c.bookingId !== null)).toEqual([]);

    const b = await studentWithSession(t.app(), db(), 'Weekly');
    await start(b.student.id, weekly.id);
    // Three classes of one studio week (Monday to Sunday), at least a day ahead.
    const monday = addDays(today, ((8 - new Date(`${today}T12:00:00Z`).getUTCDay()) % 7) + 7);
    const week = await Promise.all(
      [0, 1, 2].map((d) =>
        classIn(db(), type.id, 0, {
          classDate: addDays(monday, d),
          startTime: '10:00:00',
          endTime: '11:00:00',
        }),
      ),
    );
    const answers = [];
    for (const c of week) answers.push(await book(b.browser, b.student.id, c.id));
    expect(answers.map((r) => r.body.passKind)).toEqual(['membership', 'membership', null]);
    expect((await charges(b.student.id)).filter((c) => c.bookingId !== null)).toHaveLength(1);
    const cancelled = await b.browser.post(`/api/student-bookings/${answers[0]!.body.id}/cancel`, {});
    expect(cancelled.body.message).toBe(
      'Booking cancelled. The class no longer counts towards your Two a Week membership.',
    );
    const fourth = await classIn(db(), type.id, 0, {
      classDate: addDays(monday, 3),
      startTime: '10:00:00',
      endTime: '11:00:00',
    });
    expect((await book(b.browser, b.student.id, fourth.id)).body.passKind).toBe('membership');
  });

  it('twenty simultaneous bookings against a weekly limit of 2 use it exactly twice', async () => {
    const type = await insertClassType(db(), { name: 'Storm Week' });
    const weekly = await membershipProduct({ name: 'Storm Two', allowance: 'per_week', allowanceCount: 2 });
    const { browser, student } = await studentWithSession(t.app(), db(), 'StormMember');
    const { membership } = await start(student.id, weekly.id);
    const monday = addDays(today, ((8 - new Date(`${today}T12:00:00Z`).getUTCDay()) % 7) + 7);
    const classes = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        classIn(db(), type.id, 0, {
          classDate: addDays(monday, i % 7),
          startTime: `${String(6 + Math.floor(i / 7)).padStart(2, '0')}:00:00`,
          endTime: `${String(7 + Math.floor(i / 7)).padStart(2, '0')}:00:00`,
        }),
      ),
    );
    const answers = await Promise.all(classes.map((c) => book(browser, student.id, c.id)));
    expect(answers.map((a) => a.status)).toEqual(Array(20).fill(201));
    expect(
      await db().select().from(membershipUses).where(eq(membershipUses.membershipId, membership.id)),
    ).toHaveLength(2);
  });
});

describe('a deleted student', () => {
  it('with a membership is archived, not removed, and billed nothing more', async () => {
    const product = await membershipProduct({ name: 'Archived Club', billingDay: 1 });
    const student = await createStudent(db(), { name: 'Leaving Member' });
    const { membership } = await start(student.id, product.id);
    const removed = await admin().browser.request('DELETE', `/api/students/${student.id}`);
    expect(removed.status, removed.body?.error).toBe(200);
    expect(removed.body.outcome).toBe('archived');
    // Backdated two months: the job would bill the missed periods of a live student.
    await db()
      .update(studentMemberships)
      .set({ startsOn: addDays(today, -70) })
      .where(eq(studentMemberships.id, membership.id));
    await db().delete(membershipPeriods).where(eq(membershipPeriods.membershipId, membership.id));
    const billed = await runMembershipBilling({ db: db(), outbox: t.get().services.outbox });
    expect(billed.filter((b) => b.membershipId === membership.id)).toEqual([]);
  });
});

describe('pausing and ending', () => {
  it('a pause with a booking inside is refused until confirmed, then cancels it, credits the billed days and stops use', async () => {
    const type = await insertClassType(db(), { name: 'Pause Flow' });
    const product = await membershipProduct({ name: 'Pausable', billingDay: 1 });
    const { browser, student } = await studentWithSession(t.app(), db(), 'Pauser');
    const { membership } = await start(student.id, product.id);
    const inside = await classIn(db(), type.id, 72);
    const booked = await book(browser, student.id, inside.id);
    expect(booked.body.passKind).toBe('membership');
    const from = addDays(today, 1);
    const to = addDays(today, 10);
    const path = `/api/memberships/${membership.id}/pauses`;
    const listed = await admin().browser.get(
      `/api/memberships/${membership.id}/bookings?from=${from}&to=${to}`,
    );
    expect(listed.body).toMatchObject([{ bookingId: booked.body.id }]);
    expect(await admin().browser.post(path, { from, to, reason: 'Travel' })).toMatchObject({
      status: 409,
      body: { error: englishOf(MEMBERSHIP_MESSAGES.bookingsInside(1)) },
    });
    const paused = await admin().browser.post(path, { from, to, reason: 'Travel', cancelBookings: true });
    expect(paused.status, paused.body?.error).toBe(201);
    expect(paused.body.message).toContain('1 booking cancelled');
    const [cancelledRow] = await db().select().from(bookings).where(eq(bookings.id, booked.body.id));
    expect(cancelledRow?.status).toBe('cancelled');
    // The days of the billed first period inside the pause come back as credit.
    const period = periodContaining(today, 1);
    const pausedDays = daysIn({ from, to: earlierDay(to, period.end) });
    const credits = await db().select().from(studentCredits).where(eq(studentCredits.studentId, student.id));
    expect(credits.reduce((s, c) => s + c.amountCents, 0)).toBe(
      periodAmountCents(12_000, pausedDays, daysIn({ from: period.start, to: period.end })),
    );
    // Booking inside the pause: the membership does not pay.
    const again = await classIn(db(), type.id, 96);
    expect((await book(browser, student.id, again.id)).body.passKind).toBeNull();
    expect(await admin().browser.post(path, { from, to: addDays(to, 2), reason: 'Again' })).toMatchObject({
      status: 409,
      body: { error: MEMBERSHIP_MESSAGES.pauseOverlaps },
    });
    expect(await admin().browser.post(path, { from: to, to: from, reason: 'Backwards' })).toMatchObject({
      status: 400,
      body: { error: MEMBERSHIP_MESSAGES.pauseOrder },
    });
  });

  it('an end before the minimum is refused; an end later credits the days after it', async () => {
    const product = await membershipProduct({ name: 'Committed', billingDay: 1, minimumPeriods: 2 });
    const student = await createStudent(db(), { name: 'Ender' });
    const { membership } = await start(student.id, product.id);
    const first = periodContaining(today, 1);
    const second = periodContaining(addDays(first.end, 1), 1);
    const path = `/api/memberships/${membership.id}/end`;
    const affected = (q: string) => admin().browser.get(`/api/memberships/${membership.id}/bookings?${q}`);
    expect(await affected(`endsOn=${first.end}`)).toMatchObject({ status: 200, body: [] });
    expect((await affected('endsOn=someday')).status).toBe(400);
    expect(await admin().browser.put(path, { endsOn: first.end, reason: 'Moving' })).toMatchObject({
      status: 400,
      body: { error: expect.stringContaining('at least 2 periods') },
    });
    const ended = await admin().browser.put(path, { endsOn: second.end, reason: 'Moving' });
    expect(ended.status, ended.body?.error).toBe(200);
    expect(ended.body.membership).toMatchObject({
      endsOn: second.end,
      nextBillingDate: addDays(first.end, 1),
    });
    // Once past its end nothing more is billed.
    const [m] = await db().select().from(studentMemberships).where(eq(studentMemberships.id, membership.id));
    const billed = await db().transaction((tx) => billDuePeriods(tx, m!, addDays(second.end, 90)));
    expect(billed).toHaveLength(1);
  });
});
