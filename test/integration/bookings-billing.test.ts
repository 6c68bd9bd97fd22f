import { asc, eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { ledgerEntries, studentCredits } from '../../src/server/db/schema';
import { formatDate } from '../../src/shared/dates';
import { ZCredit, ZOutstanding } from '../../src/shared/schemas/billing';
import { classIn, grantCredit, setSetting } from '../factories/bookings';
import { browserAt } from '../factories/browsers';
import { countOf, insertClassType, insertSchedule, signedInStudent, trpc } from '../factories/classes';
import { createStudent } from '../factories/people';
import { setUpTestApp, signInAdmin } from '../setup/test-app-lifecycle';

const t = setUpTestApp();
const { admin } = signInAdmin(t);

const db = t.db;
const outstandingPath = (id: number | string) => `/api/payments/student/${id}/outstanding`;

async function prepayment(on: boolean) {
  await setSetting(db(), 'payment_method', on ? 'prepayment' : 'invoice');
  await setSetting(db(), 'require_payment_before_booking', on ? 'true' : 'false');
}

async function yogaIn(hours: number, priceCents = 2000, name = 'Yoga Flow') {
  const type = await insertClassType(db(), { name, priceCents });
  return classIn(db(), type.id, hours, { priceCents });
}

describe('what a student owes and has in credits, after booking and cancelling', () => {
  it('book two, cancel each: owed, class count, details and the credit of what was paid follow', async () => {
    const me = await signedInStudent(t.app(), db());
    const empty = await me.browser.get(outstandingPath(me.student.id));
    expect(empty.status).toBe(200);
    expect(empty.body).toEqual({
      studentId: me.student.id,
      totalOwed: '0.00',
      classCount: 0,
      availableCredit: '0.00',
      upcoming: '0.00',
      overdue: '0.00',
      breakdown: {
        subtotal: '0.00',
        tax: '0.00',
        lines: [],
      },
      details: [],
    });

    const yoga = await yogaIn(48, 2000, 'Yoga Flow');
    const pilates = await yogaIn(72, 2500, 'Pilates');
    const a = await me.browser.post('/api/student-bookings', {
      studentId: me.student.id,
      classInstanceId: yoga.id,
    });
    const b = await me.browser.post('/api/student-bookings', {
      studentId: me.student.id,
      classInstanceId: pilates.id,
    });
    const owed = await me.browser.get(outstandingPath(me.student.id));
    expect(ZOutstanding.parse(owed.body)).toEqual(owed.body);
    expect(owed.body).toEqual({
      studentId: me.student.id,
      totalOwed: '45.00',
      classCount: 2,
      availableCredit: '0.00',
      // Both classes are ahead and not billed: owed, not due yet.
      upcoming: '45.00',
      overdue: '0.00',
      // Nothing configured: the spec's 5 % "Tax", and the owed total includes it (45.00 / 1.05).
      breakdown: {
        subtotal: '42.86',
        tax: '2.14',
        lines: [{ kind: 'TAX', label: 'Tax', ratePercent: '5', amount: '2.14' }],
      },
      details: [
        { bookingId: a.body.id, className: 'Yoga Flow', classDate: yoga.classDate, amount: '20.00' },
        { bookingId: b.body.id, className: 'Pilates', classDate: pilates.classDate, amount: '25.00' },
      ],
    });

    // Cancelling the unpaid Pilates removes its charge and grants nothing (decision 027).
    await me.browser.post(`/api/student-bookings/${b.body.id}/cancel`);
    const after = await trpc(me.browser, 'billing.outstanding', { studentId: me.student.id }, 'query');
    expect(after.data).toMatchObject({ totalOwed: '20.00', classCount: 1, availableCredit: '0.00' });
    expect(after.data.details.map((d: { bookingId: number }) => d.bookingId)).toEqual([a.body.id]);
    expect((await me.browser.get(`/api/student-credits/${me.student.id}`)).body).toEqual([]);

    // Once the Yoga class is paid, cancelling it gives the payment back as a credit.
    const paid = await admin().browser.post('/api/payments', { studentId: me.student.id, amount: '20.00' });
    expect(paid.status).toBe(201);
    await me.browser.post(`/api/student-bookings/${a.body.id}/cancel`);
    const end = await trpc(me.browser, 'billing.outstanding', { studentId: me.student.id }, 'query');
    expect(end.data).toMatchObject({ totalOwed: '0.00', classCount: 0, availableCredit: '20.00' });
    const credits = await me.browser.get(`/api/student-credits/${me.student.id}`);
    expect(credits.status).toBe(200);
    expect(credits.body).toHaveLength(1);
    expect(ZCredit.parse(credits.body[0])).toEqual(credits.body[0]);
    expect(credits.body[0]).toMatchObject({
      studentId: me.student.id,
      amount: '20.00',
      creditAmount: '20.00',
      reason: `Cancellation credit: Yoga Flow on ${formatDate(yoga.classDate)}`,
      source: 'booking_cancellation',
      classDate: yoga.classDate,
      isUsed: false,
      usedAt: null,
    });
  });

  it('access: own id only for a student (404 otherwise, nothing leaked), 401 without a session, admin any', async () => {
    const me = await signedInStudent(t.app(), db());
    const other = await createStudent(db());
    await grantCredit(db(), other.id, 1234);
    for (const path of [
      outstandingPath(other.id),
      `/api/student-credits/${other.id}`,
      `/api/student-credits/student/${other.id}`,
    ]) {
      const foreign = await me.browser.get(path);
      expect(foreign.status).toBe(404);
      expect(foreign.body).toEqual({ error: 'Student not found', code: 'NOT_FOUND' });
      expect(JSON.stringify(foreign.body)).not.toContain('12.34');
      const anonymous = await browserAt(t.app()).get(path);
      expect(anonymous.status).toBe(401);
      const asAdmin = await admin().browser.get(path);
      expect(asAdmin.status).toBe(200);
      expect(JSON.stringify(asAdmin.body)).toContain('12.34');
    }
    expect((await admin().browser.get(outstandingPath(999_999))).body.error).toBe('Student not found');
    expect((await me.browser.get(outstandingPath('abc'))).body).toEqual({
      error: 'No student ID provided',
      code: 'BAD_REQUEST',
    });
    expect((await me.browser.get(`/api/student-credits/${me.student.id}`)).body).toEqual([]);
  });

  it('used credits: /student-credits/{id} lists only what is available; the admin view shows used ones too', async () => {
    await prepayment(true);
    try {
      const me = await signedInStudent(t.app(), db());
      await grantCredit(db(), me.student.id, 2000, 'First');
      await grantCredit(db(), me.student.id, 500, 'Second');
      const c = await yogaIn(48);
      expect(
        (await me.browser.post('/api/student-bookings', { studentId: me.student.id, classInstanceId: c.id }))
          .status,
      ).toBe(201);
      const available = await me.browser.get(`/api/student-credits/${me.student.id}`);
      expect(available.body.map((x: { amount: string }) => x.amount)).toEqual(['5.00']);
      const all = await admin().browser.get(`/api/student-credits/student/${me.student.id}`);
      expect(all.body.map((x: { amount: string; isUsed: boolean }) => [x.amount, x.isUsed])).toEqual([
        ['5.00', false],
        ['20.00', true],
      ]);
    } finally {
      await prepayment(false);
    }
  });
});

describe('prepayment (payment_method prepayment and require_payment_before_booking on)', () => {
  afterEach(() => prepayment(false));

  it('credits short of the price: 409 with the spec’s message, and nothing is written', async () => {
    await prepayment(true);
    const me = await signedInStudent(t.app(), db());
    await grantCredit(db(), me.student.id, 500);
    const c = await yogaIn(48, 2000);
    const before = [await countOf(db(), 'bookings'), await countOf(db(), 'ledger_entries')];
    const res = await me.browser.post('/api/student-bookings', {
      studentId: me.student.id,
      classInstanceId: c.id,
    });
    expect(res.status).toBe(409);
    expect(res.body.error).toBe(
      'Insufficient credits. You need $20.00 in credits to book this class. You currently have $5.00.',
    );
    expect([await countOf(db(), 'bookings'), await countOf(db(), 'ledger_entries')]).toEqual(before);
    // Only with both settings: prepayment without "require" books on invoice.
    await setSetting(db(), 'require_payment_before_booking', 'false');
    expect(
      (await me.browser.post('/api/student-bookings', { studentId: me.student.id, classInstanceId: c.id }))
        .status,
    ).toBe(201);
  });

  it('credits are used oldest first; a larger lot is used and its remainder re-issued', async () => {
    await prepayment(true);
    const me = await signedInStudent(t.app(), db());
    const first = await grantCredit(db(), me.student.id, 500, 'Old');
    const second = await grantCredit(db(), me.student.id, 3000, 'Newer');
    const c = await yogaIn(48, 2000);
    const res = await me.browser.post('/api/student-bookings', {
      studentId: me.student.id,
      classInstanceId: c.id,
    });
    expect(res.status).toBe(201);

    const lots = await db()
      .select()
      .from(studentCredits)
      .where(eq(studentCredits.studentId, me.student.id))
      .orderBy(asc(studentCredits.id));
    expect(lots.map((l) => [l.id, l.amountCents, l.usedByBookingId, l.reason, l.source])).toEqual([
      [first.id, 500, res.body.id, 'Old', 'admin_credit'],
      [second.id, 3000, res.body.id, 'Newer', 'admin_credit'],
      [expect.any(Number), 1500, null, `Remainder of credit #${second.id}`, 'admin_credit'],
    ]);
    expect(lots[0]!.usedAt).toBeInstanceOf(Date);
    expect(lots[2]!.usedAt).toBeNull();
    const uses = await db()
      .select()
      .from(ledgerEntries)
      .where(eq(ledgerEntries.bookingId, res.body.id))
      .orderBy(asc(ledgerEntries.id));
    expect(uses.map((l) => [l.entryType, l.amountCents, l.creditId])).toEqual([
      ['charge', 2000, null],
      ['credit_use', 500, first.id],
      ['credit_use', 1500, second.id],
    ]);
    const owed = await me.browser.get(outstandingPath(me.student.id));
    expect(owed.body).toMatchObject({
      totalOwed: '0.00',
      classCount: 0,
      availableCredit: '15.00',
      details: [],
    });
  });

  it('cancelling a prepaid booking gives the price back once: as credit, not also as a lower balance', async () => {
    await prepayment(true);
    const me = await signedInStudent(t.app(), db());
    await grantCredit(db(), me.student.id, 2000);
    const c = await yogaIn(48, 2000);
    const booked = await me.browser.post('/api/student-bookings', {
      studentId: me.student.id,
      classInstanceId: c.id,
    });
    const res = await me.browser.post(`/api/student-bookings/${booked.body.id}/cancel`);
    expect(res.body.message).toBe('Booking cancelled. A credit of $20.00 has been added to your account.');
    const ledger = await db()
      .select()
      .from(ledgerEntries)
      .where(eq(ledgerEntries.bookingId, booked.body.id))
      .orderBy(asc(ledgerEntries.id));
    expect(ledger.map((l) => [l.entryType, l.amountCents])).toEqual([
      ['charge', 2000],
      ['credit_use', 2000],
      ['credit', 2000],
    ]);
    const back = await me.browser.get(outstandingPath(me.student.id));
    expect(back.body).toMatchObject({ totalOwed: '0.00', availableCredit: '20.00' });
    await prepayment(false);
    // With invoice payment again, one more class: the credit given back pays it (one balance), once.
    const next = await yogaIn(96, 2000);
    await me.browser.post('/api/student-bookings', { studentId: me.student.id, classInstanceId: next.id });
    const owed = await me.browser.get(outstandingPath(me.student.id));
    expect(owed.body).toMatchObject({ totalOwed: '0.00', classCount: 0, availableCredit: '0.00' });
    const another = await yogaIn(120, 2000);
    await me.browser.post('/api/student-bookings', { studentId: me.student.id, classInstanceId: another.id });
    expect((await me.browser.get(outstandingPath(me.student.id))).body).toMatchObject({
      totalOwed: '20.00',
      classCount: 1,
      availableCredit: '0.00',
    });
  });

  it('a free class needs no credit; an administrator’s booking is not prepaid', async () => {
    await prepayment(true);
    const me = await signedInStudent(t.app(), db());
    const free = await yogaIn(48, 0);
    expect(
      (await me.browser.post('/api/student-bookings', { studentId: me.student.id, classInstanceId: free.id }))
        .status,
    ).toBe(201);
    const paid = await yogaIn(48, 2000);
    const byAdmin = await admin().browser.post('/api/student-bookings', {
      studentId: me.student.id,
      classInstanceId: paid.id,
    });
    expect(byAdmin.status).toBe(201);
    expect((await me.browser.get(outstandingPath(me.student.id))).body.totalOwed).toBe('20.00');
  });

  it('the student enrolment path obeys prepayment too', async () => {
    await prepayment(true);
    const me = await signedInStudent(t.app(), db());
    const type = await insertClassType(db(), { priceCents: 2000 });
    const schedule = await insertSchedule(db(), type.id);
    const res = await me.browser.post('/api/student-classes', {
      studentId: me.student.id,
      classTypeId: type.id,
      classScheduleId: schedule.id,
    });
    expect(res.status).toBe(409);
    expect(res.body.error).toMatch(/^Insufficient credits\. You need \$20\.00/);
    expect(await countOf(db(), 'bookings', `student_id = ${me.student.id}`)).toBe(0);
    expect(await countOf(db(), 'student_class_enrollments', `student_id = ${me.student.id}`)).toBe(0);
  });
});
