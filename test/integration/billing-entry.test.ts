/**
 * Payment Management's ways in (spec 03 §2.2, §5, §7; issue 11 §2): the older Record Payment dialog's
 * POST /api/payments, POST /api/payments/record-transaction and POST /api/payments/process, each with
 * the spec's messages, idempotent on the transaction id, and the payment confirmation e-mail queued
 * only when sendPaymentConfirmations is on.
 */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { invoices, outboundEmails, payments } from '../../src/server/db/schema';
import { PAYMENT_ENTRY_MESSAGES as M } from '../../src/shared/schemas/payment-entry';
import { setSetting } from '../factories/bookings';
import { browserAt } from '../factories/browsers';
import { countOf, signedInStudent } from '../factories/classes';
import { createStudent } from '../factories/people';
import { setUpTestApp, signInAdmin } from '../setup/test-app-lifecycle';

const t = setUpTestApp();
const { admin } = signInAdmin(t);
const db = t.db;

const post = (path: string, body: Record<string, unknown>) => admin().browser.post(path, body);
const owed = async (studentId: number) =>
  (await admin().browser.get(`/api/payments/student/${studentId}/outstanding`)).body.totalOwed as string;
const confirmations = (studentId: number) =>
  db()
    .select()
    .from(outboundEmails)
    .where(eq(outboundEmails.studentId, studentId))
    .then((rows) => rows.filter((r) => r.kind === 'payment_confirmation'));

describe('POST /api/payments, the older Record Payment dialog', () => {
  it('status paid records gross + GST as one payment; the answer carries totalAmount', async () => {
    const s = await createStudent(db());
    const res = await post('/api/payments', {
      studentId: s.id,
      month: '2026-11-01',
      grossAmount: '100.00',
      gstAmount: '5.00',
      totalAmount: '105.00',
      status: 'paid',
      paymentEmail: 'payer@example.com',
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body).toMatchObject({ kind: 'payment', totalAmount: '105.00' });
    expect(res.body.payment).toMatchObject({
      amount: '105.00',
      totalAmount: '105.00',
      netAmount: '100.00',
      gstAmount: '5.00',
      paymentEmail: 'payer@example.com',
      notes: 'Payment for November 2026',
    });
    const [row] = await db().select().from(payments).where(eq(payments.studentId, s.id));
    expect(row).toMatchObject({ amountCents: 10500, netCents: 10000, taxCents: 500 });
  });

  it('status pending or overdue adds the amount to what the student owes; no payment row', async () => {
    const s = await createStudent(db());
    for (const status of ['pending', 'overdue']) {
      const res = await post('/api/payments', {
        studentId: s.id,
        month: '2026-10',
        grossAmount: 40,
        gstAmount: 2,
        status,
      });
      expect(res.status, JSON.stringify(res.body)).toBe(201);
      expect(res.body).toMatchObject({ kind: 'charge', totalAmount: '42.00', payment: null });
    }
    expect(await owed(s.id)).toBe('84.00');
    expect(await countOf(db(), 'payments', `student_id = ${s.id}`)).toBe(0);
  });

  it.each([
    [{ studentId: 0 }, M.selectStudent],
    [{ studentId: undefined }, M.selectStudent],
    [{ grossAmount: '-1.00' }, M.amountNonNegative],
    [{ grossAmount: '0', gstAmount: '0', totalAmount: undefined }, M.amountPositive],
    [{ totalAmount: '106.00' }, M.totalMismatch],
    [{ status: 'late' }, M.invalidStatus],
    [{ paymentEmail: 'not-an-email' }, M.invalidEmail],
    [{ month: 'November' }, M.invalidMonth],
  ])('%j: 400 "%s", nothing written', async (change, message) => {
    const s = await createStudent(db());
    const res = await post('/api/payments', {
      studentId: s.id,
      grossAmount: '100.00',
      gstAmount: '5.00',
      totalAmount: '105.00',
      status: 'paid',
      ...change,
    });
    expect(res.status).toBe(400);
    expect(res.body.error).toBe(message);
    expect(await countOf(db(), 'ledger_entries', `student_id = ${s.id}`)).toBe(0);
  });
});

describe('POST /api/payments/record-transaction', () => {
  it('records the payment and answers id, amount, method; the same transaction id again is one payment', async () => {
    const s = await createStudent(db());
    await post('/api/payments', { studentId: s.id, amount: '30.00', status: 'pending', notes: 'Walk-in' });
    const body = {
      studentId: s.id,
      amount: '30.00',
      paymentMethod: 'e-transfer',
      transactionId: 'CA1xYz99',
      notes: 'November classes',
    };
    const res = await post('/api/payments/record-transaction', body);
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body).toMatchObject({ created: true, message: 'Payment of $30.00 recorded' });
    expect(res.body.payment).toMatchObject({
      amount: '30.00',
      paymentMethod: 'e_transfer',
      transactionId: 'CA1xYz99',
    });
    expect(await owed(s.id)).toBe('0.00');
    const again = await post('/api/payments/record-transaction', body);
    expect(again.body).toMatchObject({
      created: false,
      message: expect.stringMatching(
        /^Already recorded on .+: \$30\.00 by Interac e-Transfer \(transaction ID CA1xYz99\)\. Nothing new was recorded\.$/,
      ),
    });
    expect(again.body.payment.id).toBe(res.body.payment.id);
    expect(await countOf(db(), 'payments', `student_id = ${s.id}`)).toBe(1);
  });

  it.each([
    [{ studentId: 0 }, M.studentRequired],
    [{ amount: '0' }, M.amountPositive],
    [{ amount: '0.001' }, 'Amount can have at most 2 decimal places'],
    [{ amount: -4 }, M.amountPositive],
    [{ amount: '100000.01' }, M.amountTooLarge],
    [{ paymentMethod: '' }, M.methodRequired],
    [{ paymentMethod: undefined }, M.methodRequired],
  ])('%j: 400 "%s"', async (change, message) => {
    const s = await createStudent(db());
    const res = await post('/api/payments/record-transaction', {
      studentId: s.id,
      amount: '10.00',
      paymentMethod: 'cash',
      ...change,
    });
    expect(res.status).toBe(400);
    expect(res.body.error).toBe(message);
    expect(await countOf(db(), 'payments', `student_id = ${s.id}`)).toBe(0);
  });

  it("a monthly bill id links the payment to that bill; a missing one is 404, another student's 400", async () => {
    const s = await createStudent(db());
    const other = await createStudent(db());
    const [bill] = await db()
      .insert(invoices)
      .values({
        invoiceNumber: `T-${s.id}`,
        studentId: s.id,
        periodStart: '2026-11-01',
        dueDate: '2026-11-11',
      })
      .returning();
    const ok = await post('/api/payments/record-transaction', {
      studentId: s.id,
      amount: '5.00',
      paymentMethod: 'cash',
      monthlyBillId: bill!.id,
    });
    expect(ok.status).toBe(201);
    expect(ok.body.payment.monthlyBillId).toBe(bill!.id);
    const missing = await post('/api/payments/record-transaction', {
      studentId: s.id,
      amount: '5.00',
      paymentMethod: 'cash',
      monthlyBillId: 999999,
    });
    expect(missing.status).toBe(404);
    expect(missing.body.error).toBe(M.billNotFound);
    const wrong = await post('/api/payments/record-transaction', {
      studentId: other.id,
      amount: '5.00',
      paymentMethod: 'cash',
      monthlyBillId: bill!.id,
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body.error).toBe(M.billOfAnotherStudent);
  });
});

describe('POST /api/payments/process', () => {
  it('finds the student by e-mail in any case (or their payment e-mail) and records once per reference', async () => {
    const s = await createStudent(db(), { email: `Proc.${Date.now()}@Example.com` });
    const res = await post('/api/payments/process', {
      studentEmail: s.email.toUpperCase(),
      amount: '25.00',
      reference: 'REF-778',
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.payment).toMatchObject({ studentId: s.id, amount: '25.00', transactionId: 'REF-778' });
    const again = await post('/api/payments/process', {
      studentEmail: s.email,
      amount: '25.00',
      reference: 'REF-778',
    });
    expect(again.body.created).toBe(false);
    expect(await countOf(db(), 'payments', `student_id = ${s.id}`)).toBe(1);

    const payer = await createStudent(db(), { paymentEmail: `spouse.${Date.now()}@example.com` });
    const bySpouse = await post('/api/payments/process', { studentEmail: payer.paymentEmail!, amount: '10' });
    expect(bySpouse.body.payment.studentId).toBe(payer.id);
  });

  it('"Invalid email address", "Amount must be greater than 0", and an unknown e-mail 404', async () => {
    const bad = await post('/api/payments/process', { studentEmail: 'nobody', amount: '10.00' });
    expect(bad.status).toBe(400);
    expect(bad.body.error).toBe(M.invalidEmail);
    const s = await createStudent(db());
    const zero = await post('/api/payments/process', { studentEmail: s.email, amount: '0' });
    expect(zero.body.error).toBe(M.amountPositive);
    const unknown = await post('/api/payments/process', {
      studentEmail: 'ghost@example.com',
      amount: '10.00',
    });
    expect(unknown.status).toBe(404);
    expect(unknown.body.error).toBe(M.noStudentWithEmail);
  });
});

describe('the payment confirmation e-mail', () => {
  it('is queued with the amount and the remaining balance when sendPaymentConfirmations is on, once per payment', async () => {
    await setSetting(db(), 'sendPaymentConfirmations', 'true');
    const s = await createStudent(db());
    await post('/api/payments', { studentId: s.id, amount: '50.00', status: 'pending', notes: 'Term fee' });
    const body = {
      studentId: s.id,
      amount: '20.00',
      paymentMethod: 'e_transfer',
      transactionId: `c-${s.id}`,
    };
    const res = await post('/api/payments/record-transaction', body);
    expect(res.body.confirmationQueued).toBe(true);
    await post('/api/payments/record-transaction', body);
    const mails = await confirmations(s.id);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe('Payment received: $20.00');
    expect(mails[0]!.bodyText).toContain('Interac e-Transfer');
    expect(mails[0]!.bodyText).toContain('$30.00');
    expect(mails[0]!.toEmail).toBe(s.email);
  });

  it('is not queued when sendPaymentConfirmations is off', async () => {
    await setSetting(db(), 'sendPaymentConfirmations', 'false');
    try {
      const s = await createStudent(db());
      const res = await post('/api/payments', { studentId: s.id, amount: '20.00', paymentMethod: 'cash' });
      expect(res.body.confirmationQueued).toBe(false);
      expect(await confirmations(s.id)).toHaveLength(0);
    } finally {
      await setSetting(db(), 'sendPaymentConfirmations', 'true');
    }
  });
});

describe('who may record', () => {
  it.each(['/api/payments', '/api/payments/record-transaction', '/api/payments/process'])(
    '%s: no session 401, a student 403',
    async (path) => {
      const anon = await browserAt(t.app()).post(path, { studentId: 1, amount: '5.00' });
      expect(anon.status).toBe(401);
      const me = await signedInStudent(t.app(), db());
      const res = await me.browser.post(path, {
        studentId: me.student.id,
        studentEmail: me.student.email,
        amount: '5.00',
        paymentMethod: 'cash',
      });
      expect(res.status).toBe(403);
      expect(await countOf(db(), 'payments', `student_id = ${me.student.id}`)).toBe(0);
    },
  );
});
