/**
 * Refunding a class (spec 03 §2.2 Student Class Refunds, §4, §7; issue 11 §3, §6): the spec's sequence
 * (cancel with refundable, a credit for that class date, the refund notice) ends with one credit of the
 * chosen amount and one e-mail however often it is retried; our own screen does it in one call; a
 * refund racing the student's own cancel grants one credit; a payment racing a Remove Payment leaves
 * a balance that equals its rows.
 */
import { and, eq, isNull, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { outboundEmails, studentCredits } from '../../src/server/db/schema';
import { classIn } from '../factories/bookings';
import { browserAt } from '../factories/browsers';
import { countOf, insertClassType, rows, signedInStudent } from '../factories/classes';
import { setUpTestApp, signInAdmin } from '../setup/test-app-lifecycle';

const t = setUpTestApp();
const { admin } = signInAdmin(t);
const db = t.db;

async function bookedClass(priceCents = 2000, hours = 96) {
  const type = await insertClassType(db(), { priceCents, name: `Refundable ${Date.now()}` });
  const me = await signedInStudent(t.app(), db());
  const instance = await classIn(db(), type.id, hours, { priceCents });
  const res = await me.browser.post('/api/student-bookings', {
    studentId: me.student.id,
    classInstanceId: instance.id,
  });
  expect(res.status).toBe(201);
  return { me, instance, bookingId: res.body.id as number, className: type.name };
}
/** The class paid for (a refund gives back what was paid, decision 027). */
async function paidClass(priceCents = 2000) {
  const booked = await bookedClass(priceCents);
  const paid = await admin().browser.post('/api/payments', {
    studentId: booked.me.student.id,
    amount: (priceCents / 100).toFixed(2),
  });
  expect(paid.status).toBe(201);
  return booked;
}
const liveCredits = (studentId: number) =>
  db()
    .select()
    .from(studentCredits)
    .where(and(eq(studentCredits.studentId, studentId), isNull(studentCredits.voidedAt)));
const notices = (studentId: number) =>
  db()
    .select()
    .from(outboundEmails)
    .where(and(eq(outboundEmails.studentId, studentId), eq(outboundEmails.kind, 'refund_notification')));
/** The Refunds screen's one call: refund 10.00 of the booking, e-mailing the student. */
const refundTenOnScreen = (bookingId: number) =>
  admin().browser.request('PUT', `/api/student-bookings/${bookingId}/cancel`, {
    reason: 'Admin refund: moved away',
    refundable: true,
    refundAmount: '10.00',
    emailNotify: true,
  });
const owed = async (studentId: number) =>
  (await admin().browser.get(`/api/payments/student/${studentId}/outstanding`)).body;

describe("the spec's refund sequence", () => {
  it('cancel, credit of 50%, notice — retried — ends with one 10.00 credit and one e-mail', async () => {
    const { me, instance, bookingId, className } = await bookedClass();
    const studentId = me.student.id;
    const cancel = await admin().browser.request('PUT', `/api/student-bookings/${bookingId}/cancel`, {
      reason: 'Admin refund: studio flooded',
      refundable: true,
    });
    expect(cancel.status, JSON.stringify(cancel.body)).toBe(200);
    const credit = {
      studentId,
      amount: '10.00',
      reason: 'Admin refund: studio flooded',
      source: 'admin_refund',
      classDate: instance.classDate,
    };
    const notice = {
      studentId,
      amount: '10.00',
      reason: 'Studio flooded',
      className,
      classDate: instance.classDate,
    };
    for (let attempt = 0; attempt < 2; attempt++) {
      const c = await admin().browser.post('/api/student-credits', credit);
      expect(c.status, JSON.stringify(c.body)).toBe(201);
      expect(c.body.amount).toBe('10.00');
      const n = await admin().browser.post('/api/email/send-refund-notification', notice);
      expect(n.status, JSON.stringify(n.body)).toBe(200);
      expect(n.body.queued).toBe(attempt === 0);
    }
    const credits = await liveCredits(studentId);
    expect(credits.map((c) => c.amountCents)).toEqual([1000]);
    const mails = await notices(studentId);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe('Refund issued: $10.00');
    expect(mails[0]!.bodyText).toContain(className);
    expect((await owed(studentId)).availableCredit).toBe('10.00');
  });

  it('a credit for the full price answers the cancellation credit already granted', async () => {
    const { me, instance, bookingId } = await paidClass();
    await admin().browser.request('PUT', `/api/student-bookings/${bookingId}/cancel`, {
      reason: 'Admin refund: teacher ill',
      refundable: true,
    });
    const c = await admin().browser.post('/api/student-credits', {
      studentId: me.student.id,
      amount: '20.00',
      reason: 'Admin refund: teacher ill',
      source: 'admin_refund',
      classDate: instance.classDate,
    });
    expect(c.body.created).toBe(false);
    expect((await liveCredits(me.student.id)).map((l) => l.amountCents)).toEqual([2000]);
  });

  it('send-refund-notification: the refund messages, 404 for an unknown student, 401 and 403', async () => {
    const bad = await admin().browser.post('/api/email/send-refund-notification', {
      studentId: 1,
      amount: '5',
    });
    expect(bad.status).toBe(400);
    expect(bad.body.error).toBe('Please enter refund amount and reason');
    const unknown = await admin().browser.post('/api/email/send-refund-notification', {
      studentId: 999999,
      amount: '5.00',
      reason: 'x',
    });
    expect(unknown.status).toBe(404);
    const body = { studentId: 1, amount: '5.00', reason: 'x' };
    expect((await browserAt(t.app()).post('/api/email/send-refund-notification', body)).status).toBe(401);
    const me = await signedInStudent(t.app(), db());
    const own = await me.browser.post('/api/email/send-refund-notification', {
      ...body,
      studentId: me.student.id,
    });
    expect(own.status).toBe(403);
    expect(await notices(me.student.id)).toHaveLength(0);
  });
});

describe('the Refunds screen: one call', () => {
  it('an unpaid class: cancelled, its charge removed, no credit and no refund notice', async () => {
    const { me, bookingId } = await bookedClass();
    const res = await refundTenOnScreen(bookingId);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({
      creditAmount: '0.00',
      emailQueued: false,
      message:
        'Booking cancelled. Nothing had been paid for it, so its $20.00 charge has been removed from what the student owes and no credit was added.',
    });
    expect(await liveCredits(me.student.id)).toHaveLength(0);
    expect(await owed(me.student.id)).toMatchObject({ totalOwed: '0.00', availableCredit: '0.00' });
    expect(await notices(me.student.id)).toHaveLength(0);
  });

  it('cancels, credits the chosen amount and queues the notice in one transaction', async () => {
    const { me, bookingId } = await paidClass();
    const res = await refundTenOnScreen(bookingId);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({ creditAmount: '10.00', emailQueued: true });
    expect(res.body.booking.bookingStatus).toBe('cancelled');
    expect((await liveCredits(me.student.id)).map((c) => [c.amountCents, c.source])).toEqual([
      [1000, 'admin_refund'],
    ]);
    const mails = await notices(me.student.id);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.bodyText).toContain('Admin refund: moved away');
    // Refunding it again: 409, nothing more.
    const again = await admin().browser.request('PUT', `/api/student-bookings/${bookingId}/cancel`, {
      refundable: true,
      refundAmount: '10.00',
      emailNotify: true,
    });
    expect(again.status).toBe(409);
    expect(await notices(me.student.id)).toHaveLength(1);
  });

  it('No Refund (refundable false): cancelled, still charged, no credit, no e-mail', async () => {
    const { me, bookingId } = await bookedClass();
    const res = await admin().browser.request('PUT', `/api/student-bookings/${bookingId}/cancel`, {
      reason: 'Admin refund: no-show',
      refundable: false,
      emailNotify: true,
    });
    expect(res.status).toBe(200);
    expect(res.body.emailQueued).toBe(false);
    expect(await liveCredits(me.student.id)).toHaveLength(0);
    expect((await owed(me.student.id)).totalOwed).toBe('20.00');
    expect(await notices(me.student.id)).toHaveLength(0);
  });
});

describe('races', () => {
  it("an admin refund and the student's own cancel at once: one cancellation, one credit", async () => {
    for (let round = 0; round < 5; round++) {
      const { me, bookingId } = await paidClass();
      const [refund, own] = await Promise.all([
        admin().browser.request('PUT', `/api/student-bookings/${bookingId}/cancel`, {
          refundable: true,
          refundAmount: '20.00',
          emailNotify: true,
        }),
        me.browser.post(`/api/student-bookings/${bookingId}/cancel`, {}),
      ]);
      expect([refund.status, own.status].sort()).toEqual([200, 409]);
      expect((await liveCredits(me.student.id)).map((c) => c.amountCents)).toEqual([2000]);
      // Paid in full: nothing of the charge is reversed; the payment comes back once, as the credit.
      expect(
        await countOf(db(), 'ledger_entries', `booking_id = ${bookingId} and entry_type = 'charge_reversal'`),
      ).toBe(0);
      expect(await notices(me.student.id)).toHaveLength(refund.status === 200 ? 1 : 0);
    }
  });

  it('a payment and a Remove Payment at once: the balance equals what the rows say', async () => {
    const { me } = await bookedClass(4000);
    const studentId = me.student.id;
    const first = await admin().browser.post('/api/payments', { studentId, amount: '25.00' });
    const [added, removed] = await Promise.all([
      admin().browser.post('/api/payments', {
        studentId,
        amount: '15.00',
        transactionId: `race-${studentId}`,
      }),
      admin().browser.request('DELETE', `/api/payments/${first.body.payment.id}`),
    ]);
    expect(added.status).toBe(201);
    expect(removed.status).toBe(200);
    const [sums] = await rows<{ owed: number }>(
      db(),
      sql`select sum(case entry_type when 'charge' then amount_cents when 'charge_reversal' then -amount_cents
        when 'payment' then -amount_cents when 'payment_reversal' then amount_cents
        when 'credit_use' then -amount_cents else 0 end)::int as owed
        from ledger_entries where student_id = ${studentId}`,
    );
    expect(sums!.owed).toBe(2500);
    expect((await owed(studentId)).totalOwed).toBe('25.00');
    const summary = (await admin().browser.get(`/api/payments/student/${studentId}/summary`)).body;
    expect(summary).toMatchObject({ totalPayments: '15.00', totalCharges: '40.00', outstanding: '25.00' });
  });
});
