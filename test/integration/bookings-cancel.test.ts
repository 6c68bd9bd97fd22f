import { and, asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog, bookings, ledgerEntries, studentCredits } from '../../src/server/db/schema';
import { formatDate } from '../../src/shared/dates';
import { ZCancelBookingResult } from '../../src/shared/schemas/bookings';
import { classIn, receivePayment } from '../factories/bookings';
import { browserAt } from '../factories/browsers';
import { countOf, insertClassType, signedInStudent, trpc } from '../factories/classes';
import { createStudent } from '../factories/people';
import { setUpTestApp, signInAdminAndStudent } from '../setup/test-app-lifecycle';

const t = setUpTestApp();
const { admin, student: me } = signInAdminAndStudent(t);

const db = t.db;
const TABLES = ["bookings where status = 'cancelled'", 'ledger_entries', 'student_credits', 'audit_log'];
async function snapshot() {
  const out: Record<string, number> = {};
  for (const table of TABLES) {
    const [name, where] = table.split(' where ');
    out[table] = await countOf(db(), name!, where);
  }
  return out;
}

/** A booking of `studentId` (the admin books it, so past classes work too) for a class `hours` away. */
async function bookingIn(hours: number, studentId = me().student.id, priceCents = 2000) {
  const type = await insertClassType(db(), { name: 'Yoga Flow', priceCents });
  const instance = await classIn(db(), type.id, hours, { priceCents });
  const res = await admin().browser.post('/api/student-bookings', {
    studentId,
    classInstanceId: instance.id,
  });
  expect(res.status).toBe(201);
  return { id: res.body.id as number, instance };
}

const ledgerOf = async (bookingId: number) =>
  (
    await db()
      .select()
      .from(ledgerEntries)
      .where(eq(ledgerEntries.bookingId, bookingId))
      .orderBy(asc(ledgerEntries.id))
  ).map((l) => [l.entryType, l.amountCents]);
const auditOf = async (bookingId: number) =>
  (
    await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityType, 'booking'), eq(auditLog.entityId, String(bookingId))))
      .orderBy(asc(auditLog.id))
  ).map((a) => [a.action, a.adminId]);
const creditsOf = (bookingId: number) =>
  db().select().from(studentCredits).where(eq(studentCredits.bookingId, bookingId));

describe('a student cancels their booking', () => {
  it('more than 24 h ahead, paid: cancelled, the payment comes back as a credit, the spec’s message', async () => {
    const payer = await signedInStudent(t.app(), db());
    const { id, instance } = await bookingIn(48, payer.student.id, 2200);
    await receivePayment(db(), payer.student.id, 2200);
    const res = await payer.browser.post(`/api/student-bookings/${id}/cancel`);
    expect(res.status).toBe(200);
    expect(ZCancelBookingResult.parse(res.body)).toEqual(res.body);
    expect(res.body).toMatchObject({
      success: true,
      creditAmount: '22.00',
      message: 'Booking cancelled. A credit of $22.00 has been added to your account.',
      booking: {
        id,
        bookingStatus: 'cancelled',
        cancelledBy: 'student',
        cancellationReason: 'Cancelled by student',
        canCancel: false,
      },
    });
    expect(Date.now() - Date.parse(res.body.booking.cancelledAt)).toBeLessThan(60_000);
    // Paid in full: the charge stays (the payment paid it) and the credit gives that money back.
    expect(await ledgerOf(id)).toEqual([
      ['charge', 2200],
      ['credit', 2200],
    ]);
    const credits = await creditsOf(id);
    expect(credits).toHaveLength(1);
    expect(credits[0]).toMatchObject({
      studentId: payer.student.id,
      amountCents: 2200,
      source: 'booking_cancellation',
      reason: `Cancellation credit: Yoga Flow on ${formatDate(instance.classDate)}`,
      classDate: instance.classDate,
      usedAt: null,
    });
    const owed = await payer.browser.get(`/api/payments/student/${payer.student.id}/outstanding`);
    expect(owed.body).toMatchObject({ totalOwed: '0.00', availableCredit: '22.00' });
  });

  it('more than 24 h ahead, unpaid: cancelled, the charge removed, no credit (decision 027)', async () => {
    const { id } = await bookingIn(48, me().student.id, 2200);
    const res = await me().browser.post(`/api/student-bookings/${id}/cancel`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      creditAmount: '0.00',
      message:
        'Booking cancelled. Nothing had been paid for it, so its $22.00 charge has been removed from what you owe and no credit was added.',
      booking: { id, bookingStatus: 'cancelled' },
    });
    expect(await ledgerOf(id)).toEqual([
      ['charge', 2200],
      ['charge_reversal', 2200],
    ]);
    const [charge, reversal] = await db()
      .select()
      .from(ledgerEntries)
      .where(eq(ledgerEntries.bookingId, id))
      .orderBy(asc(ledgerEntries.id));
    expect(reversal!.reversesEntryId).toBe(charge!.id);
    expect(await creditsOf(id)).toHaveLength(0);
  });

  it('with a reason, through tRPC and through PUT /api/student-bookings/{id}', async () => {
    const a = await bookingIn(30);
    const viaTrpc = await trpc(
      me().browser,
      'bookings.cancel',
      { id: a.id, reason: 'Travelling' },
      'mutation',
    );
    expect(viaTrpc.status, viaTrpc.error).toBe(200);
    expect(viaTrpc.data.booking.cancellationReason).toBe('Travelling');

    const b = await bookingIn(30);
    expect((await me().browser.put(`/api/student-bookings/${b.id}`, {})).body).toEqual({
      error: 'bookingStatus can only be changed to cancelled',
      code: 'BAD_REQUEST',
    });
    expect(
      (await me().browser.put(`/api/student-bookings/${b.id}`, { bookingStatus: 'confirmed' })).status,
    ).toBe(400);
    const viaPut = await me().browser.put(`/api/student-bookings/${b.id}`, { bookingStatus: 'cancelled' });
    expect(viaPut.status).toBe(200);
    expect(viaPut.body.booking.bookingStatus).toBe('cancelled');
  });

  it('24 h or less before the class: 409 "Cannot cancel (less than 24h before class)", nothing written', async () => {
    const { id } = await bookingIn(23);
    const listed = await me().browser.get('/api/student-bookings');
    expect(listed.body.find((b: { id: number }) => b.id === id).canCancel).toBe(false);
    const before = await snapshot();
    const res = await me().browser.post(`/api/student-bookings/${id}/cancel`);
    expect(res.status).toBe(409);
    expect(res.body).toEqual({ error: 'Cannot cancel (less than 24h before class)', code: 'CONFLICT' });
    expect(await snapshot()).toEqual(before);
  });

  it('a class that has taken place: 409 "This class has already taken place"', async () => {
    const { id } = await bookingIn(-2);
    const res = await me().browser.post(`/api/student-bookings/${id}/cancel`);
    expect(res).toMatchObject({ status: 409, body: { error: 'This class has already taken place' } });
  });

  it('someone else’s booking is "Booking not found", exactly like a missing one, and nothing changes', async () => {
    const other = await createStudent(db());
    const { id } = await bookingIn(48, other.id);
    const before = await snapshot();
    for (const path of [`/api/student-bookings/${id}/cancel`, '/api/student-bookings/999999/cancel']) {
      const res = await me().browser.post(path);
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ error: 'Booking not found', code: 'NOT_FOUND' });
    }
    const put = await me().browser.put(`/api/student-bookings/${id}`, { bookingStatus: 'cancelled' });
    expect(put).toMatchObject({ status: 404, body: { error: 'Booking not found' } });
    expect(await snapshot()).toEqual(before);
    const [row] = await db().select().from(bookings).where(eq(bookings.id, id));
    expect(row!.status).toBe('confirmed');
  });

  it('twice: the second is 409 "Only confirmed bookings can be cancelled"; one credit', async () => {
    const payer = await signedInStudent(t.app(), db());
    const { id } = await bookingIn(48, payer.student.id);
    await receivePayment(db(), payer.student.id, 2000);
    expect((await payer.browser.post(`/api/student-bookings/${id}/cancel`)).status).toBe(200);
    const again = await payer.browser.post(`/api/student-bookings/${id}/cancel`);
    expect(again).toMatchObject({ status: 409, body: { error: 'Only confirmed bookings can be cancelled' } });
    expect(await creditsOf(id)).toHaveLength(1);
  });

  it('no session: 401; an administrator on the student path: 403; bad ids: 400', async () => {
    const { id } = await bookingIn(48);
    expect((await browserAt(t.app()).post(`/api/student-bookings/${id}/cancel`)).status).toBe(401);
    expect((await admin().browser.post(`/api/student-bookings/${id}/cancel`)).status).toBe(403);
    expect((await me().browser.post('/api/student-bookings/abc/cancel')).body).toEqual({
      error: 'Invalid id',
      code: 'BAD_REQUEST',
    });
    const [row] = await db().select().from(bookings).where(eq(bookings.id, id));
    expect(row!.status).toBe('confirmed');
  });
});

describe('an administrator cancels a booking', () => {
  it('chargeStudent: the charge stays, no credit; what is owed still lists the class', async () => {
    const student = await createStudent(db());
    const { id } = await bookingIn(2, student.id);
    const res = await admin().browser.put(`/api/admin/bookings/${id}/cancel`, {
      reason: 'No-show',
      chargeStudent: true,
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      creditAmount: '0.00',
      message: 'Booking cancelled. The student remains charged for this class.',
      booking: { bookingStatus: 'cancelled', cancelledBy: 'admin', cancellationReason: 'No-show' },
    });
    expect(await ledgerOf(id)).toEqual([['charge', 2000]]);
    expect(await creditsOf(id)).toHaveLength(0);
    const owed = await admin().browser.get(`/api/payments/student/${student.id}/outstanding`);
    expect(owed.body).toMatchObject({ totalOwed: '20.00', classCount: 1, availableCredit: '0.00' });
    expect(owed.body.details.map((d: { bookingId: number }) => d.bookingId)).toEqual([id]);
    expect(await auditOf(id)).toEqual([
      ['booking.create', admin().admin.id],
      ['booking.cancel', admin().admin.id],
    ]);
  });

  it('without chargeStudent: the unpaid part reversed, a credit of what was paid, at most refundAmount', async () => {
    const student = await createStudent(db());
    const full = await bookingIn(-5, student.id, 2500);
    await receivePayment(db(), student.id, 2500);
    const res = await trpc(admin().browser, 'bookings.adminCancel', { id: full.id }, 'mutation');
    expect(res.status, res.error).toBe(200);
    expect(res.data).toMatchObject({
      creditAmount: '25.00',
      message: "Booking cancelled. A credit of $25.00 has been added to the student's account.",
      booking: { cancellationReason: 'Cancelled by admin' },
    });
    expect(await ledgerOf(full.id)).toEqual([
      ['charge', 2500],
      ['credit', 2500],
    ]);

    // Paid, and the administrator gives back less: the rest of the payment stays with the studio.
    const partial = await bookingIn(48, student.id, 2500);
    await receivePayment(db(), student.id, 2500);
    await admin().browser.put(`/api/admin/bookings/${partial.id}/cancel`, { refundAmount: '10.00' });
    expect(await ledgerOf(partial.id)).toEqual([
      ['charge', 2500],
      ['credit', 1000],
    ]);

    // Nothing paid: a refund of any amount removes the charge and gives nothing. (Another student:
    // the credit given above would pay this one's class, one balance.)
    const other = await createStudent(db());
    const unpaid = await bookingIn(48, other.id, 2500);
    const refused = await admin().browser.put(`/api/admin/bookings/${unpaid.id}/cancel`, {
      refundAmount: '25.00',
    });
    expect(refused.body).toMatchObject({
      creditAmount: '0.00',
      message:
        'Booking cancelled. Nothing had been paid for it, so its $25.00 charge has been removed from what the student owes and no credit was added.',
    });
    expect(await ledgerOf(unpaid.id)).toEqual([
      ['charge', 2500],
      ['charge_reversal', 2500],
    ]);

    // Half paid, refund asked for the full price: the credit is the half that was paid.
    const half = await bookingIn(48, other.id, 2500);
    await receivePayment(db(), other.id, 1250);
    const halfRes = await admin().browser.put(`/api/admin/bookings/${half.id}/cancel`, {
      refundAmount: '25.00',
    });
    expect(halfRes.body).toMatchObject({
      creditAmount: '12.50',
      message:
        "Booking cancelled. A credit of $12.50 has been added to the student's account. The unpaid $12.50 has been removed from what the student owes.",
    });
    expect(await ledgerOf(half.id)).toEqual([
      ['charge', 2500],
      ['charge_reversal', 1250],
      ['credit', 1250],
    ]);

    const none = await bookingIn(48, student.id, 2500);
    await receivePayment(db(), student.id, 2500);
    const zero = await admin().browser.put(`/api/admin/bookings/${none.id}/cancel`, { refundAmount: 0 });
    expect(zero.body).toMatchObject({ creditAmount: '0.00', message: 'Booking cancelled.' });
    expect(await ledgerOf(none.id)).toEqual([['charge', 2500]]);
    expect(await creditsOf(none.id)).toHaveLength(0);
  });

  it('the refund variant: PUT /api/student-bookings/{id}/cancel with refundable', async () => {
    const student = await createStudent(db());
    const { id } = await bookingIn(10, student.id);
    await receivePayment(db(), student.id, 2000);
    const res = await admin().browser.put(`/api/student-bookings/${id}/cancel`, {
      reason: 'Admin refund: studio closed early',
      refundable: true,
    });
    expect(res.status).toBe(200);
    expect(res.body.booking.cancellationReason).toBe('Admin refund: studio closed early');
    const [credit] = await creditsOf(id);
    expect(credit).toMatchObject({
      source: 'admin_refund',
      amountCents: 2000,
      reason: 'Admin refund: studio closed early',
      createdByAdminId: admin().admin.id,
    });
    expect(await ledgerOf(id)).toEqual([
      ['charge', 2000],
      ['credit', 2000],
    ]);
    expect((await auditOf(id)).map(([action]) => action)).toEqual(['booking.create', 'booking.refund']);
  });

  it('refusals: not confirmed 409, missing 404, bad input 400, a student 403 — nothing written', async () => {
    const student = await createStudent(db());
    const { id } = await bookingIn(48, student.id);
    await admin().browser.put(`/api/admin/bookings/${id}/cancel`, {});
    const live = await bookingIn(48, student.id);
    const before = await snapshot();
    const again = await admin().browser.put(`/api/admin/bookings/${id}/cancel`, {});
    expect(again).toMatchObject({ status: 409, body: { error: 'Only confirmed bookings can be cancelled' } });
    expect((await admin().browser.put('/api/admin/bookings/999999/cancel', {})).body.error).toBe(
      'Booking not found',
    );
    const bad: [Record<string, unknown>, string][] = [
      [{ refundAmount: '2000.00' }, 'refundAmount cannot exceed 1000.00'],
      [{ refundAmount: '-5' }, 'refundAmount must be an amount such as 20.00'],
      [{ chargeStudent: 'yes' }, 'chargeStudent must be true or false'],
      [{ reason: 'x'.repeat(2001) }, 'Must be at most 2000 characters'],
    ];
    for (const [body, error] of bad) {
      const res = await admin().browser.put(`/api/admin/bookings/${live.id}/cancel`, body);
      expect({ status: res.status, error: res.body.error }).toEqual({ status: 400, error });
    }
    for (const path of [`/api/admin/bookings/${live.id}/cancel`, `/api/student-bookings/${live.id}/cancel`]) {
      const res = await me().browser.put(path, { refundable: true });
      expect(res.status).toBe(403);
      expect((await browserAt(t.app()).put(path, { refundable: true })).status).toBe(401);
    }
    expect(await snapshot()).toEqual(before);
  });
});

describe('cancelling a class reverses every confirmed booking’s charge', () => {
  it('the unpaid charge reversed, what was paid credited, for each student', async () => {
    const type = await insertClassType(db(), { priceCents: 1800 });
    const instance = await classIn(db(), type.id, 48, { priceCents: 1800 });
    const [payer, owner] = [await createStudent(db()), await createStudent(db())];
    for (const p of [payer!, owner!]) {
      await admin().browser.post('/api/student-bookings', { studentId: p.id, classInstanceId: instance.id });
    }
    await receivePayment(db(), payer!.id, 1800);
    const res = await admin().browser.post(`/api/class-instances/${instance.id}/cancel`, { reason: 'Flood' });
    expect(res.body.creditsIssued).toBe(1);
    const ledgerOfStudent = async (id: number) =>
      (
        await db()
          .select()
          .from(ledgerEntries)
          .where(eq(ledgerEntries.studentId, id))
          .orderBy(asc(ledgerEntries.id))
      ).map((l) => [l.entryType, l.amountCents]);
    expect(await ledgerOfStudent(payer!.id)).toEqual([
      ['charge', 1800],
      ['payment', 1800],
      ['credit', 1800],
    ]);
    expect(await ledgerOfStudent(owner!.id)).toEqual([
      ['charge', 1800],
      ['charge_reversal', 1800],
    ]);
    const owed = async (id: number) =>
      (await admin().browser.get(`/api/payments/student/${id}/outstanding`)).body;
    expect(await owed(payer!.id)).toMatchObject({
      totalOwed: '0.00',
      classCount: 0,
      availableCredit: '18.00',
    });
    expect(await owed(owner!.id)).toMatchObject({
      totalOwed: '0.00',
      classCount: 0,
      availableCredit: '0.00',
    });
  });
});
