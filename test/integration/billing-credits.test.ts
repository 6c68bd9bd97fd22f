/**
 * Credits and refunds (spec 02 §5, §7; spec 03 §5, §7; issue 11 §3, first part): a refund comes back as
 * account credit with its e-mail when asked; an administrator's credit; deleting (voiding) a credit, never
 * a used one; the spec's refund sequence (refundable cancel, then a credit for that class date) ends with
 * one credit, even when retried.
 */
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ledgerEntries, outboundEmails, refunds, studentCredits } from '../../src/server/db/schema';
import { REFUND_MESSAGES } from '../../src/shared/schemas/billing';
import { classIn, grantCredit, receivePayment } from '../factories/bookings';
import { browserAt } from '../factories/browsers';
import { countOf, insertClassType, signedInStudent } from '../factories/classes';
import { createStudent } from '../factories/people';
import { setUpTestApp, signInAdmin } from '../setup/test-app-lifecycle';

const t = setUpTestApp();
const { admin } = signInAdmin(t);
const db = t.db;

const credits = async (studentId: number) =>
  (await admin().browser.get(`/api/payments/student/${studentId}/outstanding`)).body
    .availableCredit as string;

describe('POST /api/payments/refund', () => {
  it('gives the amount back as credit, records the refund and queues the notification', async () => {
    const s = await createStudent(db(), { name: 'Rita Refund' });
    const res = await admin().browser.post('/api/payments/refund', {
      studentId: s.id,
      amount: '20.00',
      reason: 'Refund processed by admin',
      emailNotify: true,
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      emailQueued: true,
      credit: { amount: '20.00', source: 'admin_refund' },
    });
    expect(await credits(s.id)).toBe('20.00');
    const [refund] = await db().select().from(refunds).where(eq(refunds.studentId, s.id));
    expect(refund).toMatchObject({
      amountCents: 2000,
      reason: 'Refund processed by admin',
      emailNotify: true,
    });
    const [mail] = await db().select().from(outboundEmails).where(eq(outboundEmails.studentId, s.id));
    expect(mail!.kind).toBe('refund_notification');
    expect(mail!.subject).toContain('20.00');
  });

  it('emailNotify off: no e-mail', async () => {
    const s = await createStudent(db());
    const res = await admin().browser.post('/api/payments/refund', {
      studentId: s.id,
      amount: 12.5,
      reason: 'Goodwill',
      emailNotify: false,
    });
    expect(res.body).toMatchObject({ emailQueued: false });
    expect(await credits(s.id)).toBe('12.50');
    expect(await countOf(db(), 'outbound_emails', `student_id = ${s.id}`)).toBe(0);
  });

  it.each([
    [{ amount: '0' }, REFUND_MESSAGES.missing],
    [{ amount: '' }, REFUND_MESSAGES.missing],
    [{ reason: '   ' }, REFUND_MESSAGES.missing],
    [{ reason: undefined }, REFUND_MESSAGES.missing],
    [{ amount: '1000.01' }, 'Amount cannot exceed 1000.00'],
  ])('%j: 400 "%s", nothing written', async (change, message) => {
    const s = await createStudent(db());
    const res = await admin().browser.post('/api/payments/refund', {
      studentId: s.id,
      amount: '20.00',
      reason: 'Refund processed by admin',
      ...change,
    });
    expect(res.status).toBe(400);
    expect(res.body.error).toBe(message);
    expect(await countOf(db(), 'student_credits', `student_id = ${s.id}`)).toBe(0);
    expect(await countOf(db(), 'refunds', `student_id = ${s.id}`)).toBe(0);
  });
});

describe('credits', () => {
  it('POST /api/student-credits grants a credit; DELETE voids it with a ledger line', async () => {
    const s = await createStudent(db());
    const res = await admin().browser.post('/api/student-credits', {
      studentId: s.id,
      amount: '15.00',
      reason: 'Birthday class',
      source: 'admin_credit',
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      amount: '15.00',
      reason: 'Birthday class',
      isUsed: false,
      created: true,
    });
    expect(await credits(s.id)).toBe('15.00');
    const del = await admin().browser.request('DELETE', `/api/student-credits/${res.body.id}`);
    expect(del.status).toBe(200);
    expect(await credits(s.id)).toBe('0.00');
    const lines = await db().select().from(ledgerEntries).where(eq(ledgerEntries.studentId, s.id));
    expect(lines.map((l) => l.entryType).sort()).toEqual(['credit', 'credit_void']);
    const again = await admin().browser.request('DELETE', `/api/student-credits/${res.body.id}`);
    expect(again.status).toBe(409);
    expect(again.body.error).toBe(REFUND_MESSAGES.creditAlreadyDeleted);
    expect((await admin().browser.request('DELETE', '/api/student-credits/999999')).status).toBe(404);
  });

  it('a credit already used on a booking cannot be deleted', async () => {
    const me = await signedInStudent(t.app(), db());
    const lot = await grantCredit(db(), me.student.id, 2000);
    // Spent on a prepaid booking (as payWithCredits marks it).
    await db().update(studentCredits).set({ usedAt: new Date() }).where(eq(studentCredits.id, lot.id));
    const res = await admin().browser.request('DELETE', `/api/student-credits/${lot.id}`);
    expect(res.status).toBe(409);
    expect(res.body.error).toBe(REFUND_MESSAGES.creditUsed);
    const [row] = await db().select().from(studentCredits).where(eq(studentCredits.id, lot.id));
    expect(row!.voidedAt).toBeNull();
  });

  it("the spec's refund sequence makes one credit, even retried", async () => {
    const type = await insertClassType(db(), { name: 'Pilates', priceCents: 2000 });
    const instance = await classIn(db(), type.id, 72, { priceCents: 2000 });
    const me = await signedInStudent(t.app(), db());
    const booked = await me.browser.post('/api/student-bookings', {
      studentId: me.student.id,
      classInstanceId: instance.id,
    });
    await receivePayment(db(), me.student.id, 2000);
    const cancel = await admin().browser.request('PUT', `/api/student-bookings/${booked.body.id}/cancel`, {
      reason: 'Admin refund: injury',
      refundable: true,
    });
    expect(cancel.status, JSON.stringify(cancel.body)).toBe(200);
    const follow = () =>
      admin().browser.post('/api/student-credits', {
        studentId: me.student.id,
        amount: '20.00',
        reason: 'Admin refund: injury',
        source: 'admin_refund',
        classDate: instance.classDate,
      });
    const answers = [await follow(), ...(await Promise.all([follow(), follow()]))];
    expect(answers.every((a) => a.status === 201)).toBe(true);
    expect(answers.every((a) => a.body.created === false)).toBe(true);
    const lots = await db()
      .select()
      .from(studentCredits)
      .where(and(eq(studentCredits.studentId, me.student.id), eq(studentCredits.source, 'admin_refund')));
    expect(lots).toHaveLength(1);
    expect(await credits(me.student.id)).toBe('20.00');
  });

  it('who may: no session 401, a student 403, nothing written', async () => {
    const me = await signedInStudent(t.app(), db());
    const routes: [string, string, unknown?][] = [
      ['POST', '/api/payments/refund', { studentId: me.student.id, amount: '5.00', reason: 'x' }],
      ['POST', '/api/student-credits', { studentId: me.student.id, amount: '5.00', reason: 'x' }],
      ['DELETE', '/api/student-credits/1'],
    ];
    for (const [method, url, body] of routes) {
      expect((await browserAt(t.app()).request(method as 'POST', url, body)).status, url).toBe(401);
      expect((await me.browser.request(method as 'POST', url, body)).status, url).toBe(403);
    }
    expect(await countOf(db(), 'student_credits', `student_id = ${me.student.id}`)).toBe(0);
  });
});
