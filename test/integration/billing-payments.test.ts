/**
 * Payments and charges recorded by the administrator (spec 02 §7 POST /api/payments, DELETE
 * /api/payments/{id}; issue 11 §1–§2, first part): idempotent on the transaction id, removed by a
 * reversing entry, and allocated to charges oldest first, so cancelling a paid class turns the paid
 * amount into the credit instead of an overpayment beside a new credit (decision 002).
 */
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ledgerEntries, payments } from '../../src/server/db/schema';
import { PAYMENT_MESSAGES } from '../../src/shared/schemas/billing';
import { classIn } from '../factories/bookings';
import { browserAt } from '../factories/browsers';
import { countOf, insertClassType, signedInStudent } from '../factories/classes';
import { createStudent } from '../factories/people';
import { setUpTestApp, signInAdmin } from '../setup/test-app-lifecycle';

const t = setUpTestApp();
const { admin } = signInAdmin(t);
const db = t.db;

const owed = async (studentId: number) =>
  (await admin().browser.get(`/api/payments/student/${studentId}/outstanding`)).body as {
    totalOwed: string;
    availableCredit: string;
  };
const pay = (body: Record<string, unknown>) => admin().browser.post('/api/payments', body);

describe('POST /api/payments', () => {
  it('registers a payment: the spec method names, the default reference, a ledger line, the balance drops', async () => {
    const type = await insertClassType(db(), { priceCents: 2000 });
    const me = await signedInStudent(t.app(), db());
    for (const hours of [72, 96]) {
      const instance = await classIn(db(), type.id, hours, { priceCents: 2000 });
      const booked = await me.browser.post('/api/student-bookings', {
        studentId: me.student.id,
        classInstanceId: instance.id,
      });
      expect(booked.status).toBe(201);
    }
    expect((await owed(me.student.id)).totalOwed).toBe('40.00');
    const res = await pay({
      studentId: me.student.id,
      amount: '25.00',
      paymentMethod: 'Check',
      paymentDate: new Date().toISOString(),
      status: 'paid',
      transactionId: `manual-${Date.now()}`,
      reference: '',
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ kind: 'payment', created: true });
    expect(res.body.payment).toMatchObject({
      amount: '25.00',
      paymentMethod: 'cheque',
      notes: 'Manual Cheque payment',
    });
    expect((await owed(me.student.id)).totalOwed).toBe('15.00');
    // The student sees it too.
    expect((await me.browser.get(`/api/payments/student/${me.student.id}/outstanding`)).body.totalOwed).toBe(
      '15.00',
    );
    const lines = await db()
      .select()
      .from(ledgerEntries)
      .where(and(eq(ledgerEntries.studentId, me.student.id), eq(ledgerEntries.entryType, 'payment')));
    expect(lines.map((l) => l.amountCents)).toEqual([2500]);
  });

  it.each([
    [{ amount: '0' }, PAYMENT_MESSAGES.invalidAmount],
    [{ amount: '-5.00' }, PAYMENT_MESSAGES.invalidAmount],
    [{ amount: 'abc' }, 'Amount must be a number, like 12.50'],
    [{ amount: '12.345' }, 'Amount can have at most 2 decimal places'],
    [{ amount: undefined }, PAYMENT_MESSAGES.invalidAmount],
    [{ amount: '1000.01' }, PAYMENT_MESSAGES.amountTooLarge],
    [{ paymentMethod: 'barter' }, PAYMENT_MESSAGES.invalidMethod],
    [{ status: 'overdue' }, PAYMENT_MESSAGES.invalidStatus],
    [{ paymentDate: 'yesterday-ish' }, PAYMENT_MESSAGES.invalidDate],
  ])('%j: 400 "%s" and nothing written', async (change, message) => {
    const s = await createStudent(db());
    const res = await pay({ studentId: s.id, amount: '20.00', paymentMethod: 'cash', ...change });
    expect(res.status).toBe(400);
    expect(res.body.error).toBe(message);
    expect(await countOf(db(), 'payments', `student_id = ${s.id}`)).toBe(0);
    expect(await countOf(db(), 'ledger_entries', `student_id = ${s.id}`)).toBe(0);
  });

  it('refuses money dated after today or years before the first record, paid or charged; takes yesterday', async () => {
    const s = await createStudent(db());
    const DAY = 86_400_000;
    for (const [status, at] of [
      ['paid', '2031-01-01T12:00:00Z'],
      ['paid', new Date(Date.now() + 2 * DAY).toISOString()],
      ['pending', new Date(Date.now() + 2 * DAY).toISOString()],
    ] as const) {
      const res = await pay({ studentId: s.id, amount: '20.00', status, paymentDate: at });
      expect(res.status, `${status} ${at}`).toBe(400);
      expect(res.body.error).toBe('Payment date cannot be after today');
    }
    const ancient = await pay({ studentId: s.id, amount: '20.00', paymentDate: '2001-05-01T12:00:00Z' });
    expect(ancient.status).toBe(400);
    expect(ancient.body.error).toMatch(/^Payment date cannot be before Jan 01, \d{4}$/);
    expect(await countOf(db(), 'payments', `student_id = ${s.id}`)).toBe(0);
    expect(await countOf(db(), 'ledger_entries', `student_id = ${s.id}`)).toBe(0);

    const yesterday = new Date(Date.now() - DAY);
    const paid = await pay({ studentId: s.id, amount: '20.00', paymentDate: yesterday.toISOString() });
    expect(paid.status).toBe(201);
    const charged = await pay({
      studentId: s.id,
      amount: '5.00',
      status: 'pending',
      notes: 'Mat rental',
      paymentDate: yesterday.toISOString(),
    });
    expect(charged.status).toBe(201);
    const [charge] = await db()
      .select()
      .from(ledgerEntries)
      .where(and(eq(ledgerEntries.studentId, s.id), eq(ledgerEntries.entryType, 'charge')));
    expect(charge!.occurredAt.toISOString()).toBe(yesterday.toISOString());
  });

  it('an unknown student: 404; a malformed one: 400', async () => {
    expect((await pay({ studentId: 999999, amount: '10.00' })).status).toBe(404);
    expect((await pay({ studentId: 'abc', amount: '10.00' })).status).toBe(400);
  });

  it('the same transaction id 20 times at once records one payment', async () => {
    const s = await createStudent(db());
    const transactionId = `manual-race-${Date.now()}`;
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        pay({ studentId: s.id, amount: '30.00', paymentMethod: 'e_transfer', transactionId }),
      ),
    );
    expect(answers.map((a) => a.status)).toEqual(Array(20).fill(201));
    expect(answers.filter((a) => a.body.created)).toHaveLength(1);
    expect(new Set(answers.map((a) => a.body.payment.id)).size).toBe(1);
    expect(await countOf(db(), 'payments', `student_id = ${s.id}`)).toBe(1);
    expect(await countOf(db(), 'ledger_entries', `student_id = ${s.id}`)).toBe(1);
    // Again later: still one.
    const again = await pay({ studentId: s.id, amount: '30.00', transactionId });
    expect(again.body.created).toBe(false);
    expect(again.body.message).toMatch(
      new RegExp(
        `^Already recorded on [A-Z][a-z]{2} \\d{2}, \\d{4}: \\$30\\.00 by Interac e-Transfer \\(transaction ID ${transactionId}\\)\\. Nothing new was recorded\\.$`,
      ),
    );
    const other = await createStudent(db());
    const stolen = await pay({ studentId: other.id, amount: '30.00', transactionId });
    expect(stolen.status).toBe(409);
    expect(await countOf(db(), 'payments', `student_id = ${other.id}`)).toBe(0);
  });

  it("status pending is the profile's Add Charge: it adds to what the student owes", async () => {
    const s = await createStudent(db());
    const res = await pay({
      studentId: s.id,
      amount: '20.00',
      paymentMethod: 'manual',
      status: 'pending',
      transactionId: `manual-${Date.now()}`,
      notes: 'Walk-in class attendance',
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body).toMatchObject({ kind: 'charge', payment: null });
    expect((await owed(s.id)).totalOwed).toBe('20.00');
    expect(await countOf(db(), 'payments', `student_id = ${s.id}`)).toBe(0);
  });
});

describe('DELETE /api/payments/{id}', () => {
  it('reverses the payment (never deletes it), audited; a second removal is a 409; the list drops it', async () => {
    const s = await createStudent(db());
    await pay({ studentId: s.id, amount: '20.00', status: 'pending', notes: 'Walk-in class attendance' });
    const paid = await pay({ studentId: s.id, amount: '20.00', paymentMethod: 'cash' });
    expect((await owed(s.id)).totalOwed).toBe('0.00');
    const id = paid.body.payment.id;
    const res = await admin().browser.request('DELETE', `/api/payments/${id}?reason=Bounced`);
    expect(res.status).toBe(200);
    expect((await owed(s.id)).totalOwed).toBe('20.00');
    const [row] = await db().select().from(payments).where(eq(payments.id, id));
    expect(row!.status).toBe('cancelled');
    const types = (await db().select().from(ledgerEntries).where(eq(ledgerEntries.studentId, s.id))).map(
      (l) => l.entryType,
    );
    expect(types.sort()).toEqual(['charge', 'payment', 'payment_reversal']);
    expect(await countOf(db(), 'audit_log', `action = 'payment.remove' and entity_id = '${id}'`)).toBe(1);
    expect((await admin().browser.request('DELETE', `/api/payments/${id}`)).status).toBe(409);
    expect((await admin().browser.request('DELETE', '/api/payments/999999')).status).toBe(404);
    expect((await admin().browser.get(`/api/payments/student/${s.id}`)).body).toEqual([]);
  });

  it('a removal racing itself counts once', async () => {
    const s = await createStudent(db());
    const paid = await pay({ studentId: s.id, amount: '15.00' });
    const answers = await Promise.all(
      Array.from({ length: 8 }, () =>
        admin().browser.request('DELETE', `/api/payments/${paid.body.payment.id}`),
      ),
    );
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
    expect(answers.filter((a) => a.status === 409)).toHaveLength(7);
    expect(
      await countOf(db(), 'ledger_entries', `student_id = ${s.id} and entry_type = 'payment_reversal'`),
    ).toBe(1);
  });
});

describe('payments are allocated to charges, oldest first (decision 002)', () => {
  async function studentWithTwoClasses() {
    const type = await insertClassType(db(), { priceCents: 2000 });
    const me = await signedInStudent(t.app(), db());
    const bookingIds: number[] = [];
    for (const hours of [72, 120]) {
      const instance = await classIn(db(), type.id, hours, { priceCents: 2000 });
      const res = await me.browser.post('/api/student-bookings', {
        studentId: me.student.id,
        classInstanceId: instance.id,
      });
      bookingIds.push(res.body.id);
    }
    return { me, bookingIds };
  }
  const cancel = (browser: ReturnType<typeof browserAt>, id: number) =>
    browser.post(`/api/student-bookings/${id}/cancel`, {});

  it('cancelling a paid class: the credit is the payment, and it pays the other class (one balance)', async () => {
    const { me, bookingIds } = await studentWithTwoClasses();
    await pay({ studentId: me.student.id, amount: '20.00' });
    // The payment paid the older class; cancelling it keeps that money as credit, which pays the
    // other class at once: no credit beside a debt (issue 27 §2).
    expect((await cancel(me.browser, bookingIds[0]!)).status).toBe(200);
    expect(await owed(me.student.id)).toMatchObject({
      totalOwed: '0.00',
      availableCredit: '0.00',
      classCount: 0,
    });
    // Cancelling that class gives the credit that paid it back.
    const second = await cancel(me.browser, bookingIds[1]!);
    expect(second.status).toBe(200);
    expect(second.body).toMatchObject({
      creditAmount: '20.00',
      message: 'Booking cancelled. A credit of $20.00 has been added to your account.',
    });
    expect(await owed(me.student.id)).toMatchObject({ totalOwed: '0.00', availableCredit: '20.00' });
  });

  it('cancelling an unpaid class: its charge removed, nothing given (decision 027)', async () => {
    const { me, bookingIds } = await studentWithTwoClasses();
    const unpaid = await cancel(me.browser, bookingIds[1]!);
    expect(unpaid.status).toBe(200);
    expect(unpaid.body).toMatchObject({
      creditAmount: '0.00',
      message:
        'Booking cancelled. Nothing had been paid for it, so its $20.00 charge has been removed from what you owe and no credit was added.',
    });
    expect(await owed(me.student.id)).toMatchObject({ totalOwed: '20.00', availableCredit: '0.00' });
  });

  it('a partly paid class: only the unpaid part of its charge is reversed, the paid part is the credit', async () => {
    const { me, bookingIds } = await studentWithTwoClasses();
    await pay({ studentId: me.student.id, amount: '30.00' });
    expect((await owed(me.student.id)).totalOwed).toBe('10.00');
    // The 30.00 paid the first class in full and 10.00 of the second.
    const res = await cancel(me.browser, bookingIds[1]!);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      creditAmount: '10.00',
      message:
        'Booking cancelled. A credit of $10.00 has been added to your account. The unpaid $10.00 has been removed from what you owe.',
    });
    const reversal = await db()
      .select()
      .from(ledgerEntries)
      .where(
        and(eq(ledgerEntries.bookingId, bookingIds[1]!), eq(ledgerEntries.entryType, 'charge_reversal')),
      );
    expect(reversal.map((r) => r.amountCents)).toEqual([1000]);
    expect(await owed(me.student.id)).toMatchObject({ totalOwed: '0.00', availableCredit: '10.00' });
  });
});

describe('who may record', () => {
  it('no session: 401; a student: 403; nothing written', async () => {
    const s = await createStudent(db());
    const body = { studentId: s.id, amount: '20.00' };
    expect((await browserAt(t.app()).post('/api/payments', body)).status).toBe(401);
    const me = await signedInStudent(t.app(), db());
    expect((await me.browser.post('/api/payments', { ...body, studentId: me.student.id })).status).toBe(403);
    expect((await me.browser.request('DELETE', '/api/payments/1')).status).toBe(403);
    expect(await countOf(db(), 'payments', `student_id in (${s.id}, ${me.student.id})`)).toBe(0);
  });
});
