/**
 * Issue 30 §3 (decision 038): bookings use class packs. A booking a pass covers takes one of its classes
 * instead of a charge (the pass that expires first); a cancel in time or a class the studio cancels
 * gives it back; an administrator's late cancel that keeps the charge, and a no-show, keep it used
 * unless the studio's setting says otherwise. Fifty simultaneous bookings against three classes left
 * take exactly three.
 */
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { bookings, ledgerEntries, outboundEmails, passUses, studentPasses } from '../../src/server/db/schema';
import { validThrough } from '../../src/shared/dates';
import { ATTENDANCE_MESSAGES } from '../../src/shared/schemas/attendance';
import { classIn, setSetting, studentWithSession } from '../factories/bookings';
import { insertClassType } from '../factories/classes';
import { setUpTestApp, signInAdmin } from '../setup/test-app-lifecycle';

const t = setUpTestApp();
const { admin } = signInAdmin(t);
const db = t.db;

async function packProduct(over: Record<string, unknown> = {}) {
  const res = await admin().browser.post('/api/products', {
    kind: 'pack',
    name: '10-Class Card',
    classCount: 10,
    validityCount: 3,
    validityUnit: 'month',
    price: '180.00',
    ...over,
  });
  expect(res.status, res.body?.error).toBe(201);
  return res.body as { id: number };
}
async function sell(studentId: number, productId: number) {
  const res = await admin().browser.post(`/api/students/${studentId}/passes`, { productId });
  expect(res.status, res.body?.error).toBe(201);
  return res.body.pass as { id: number };
}
async function passRow(id: number) {
  const [row] = await db().select().from(studentPasses).where(eq(studentPasses.id, id));
  return row!;
}
const classCharges = async (studentId: number) =>
  (await db().select().from(ledgerEntries).where(eq(ledgerEntries.studentId, studentId))).filter(
    (e) => e.entryType === 'charge' && e.bookingId !== null,
  );

describe('a booking uses the pass that covers it', () => {
  it('three bookings take three classes, no charge; a cancel in time gives one back: 8 left', async () => {
    const type = await insertClassType(db(), { name: 'Flow' });
    const card = await packProduct();
    const { browser, student } = await studentWithSession(t.app(), db(), 'Packer');
    const pass = await sell(student.id, card.id);
    const classes = await Promise.all([72, 96, 120].map((h) => classIn(db(), type.id, h)));
    const booked = [];
    for (const c of classes) {
      const res = await browser.post('/api/student-bookings', {
        studentId: student.id,
        classInstanceId: c.id,
      });
      expect(res.status, res.body?.error).toBe(201);
      booked.push(res.body.id as number);
    }
    expect(await classCharges(student.id)).toEqual([]);
    expect((await passRow(pass.id)).classesUsed).toBe(3);
    const listed = await browser.get('/api/passes');
    expect(listed.body[0]).toMatchObject({ classesLeft: 7 });

    const [mail] = await db()
      .select()
      .from(outboundEmails)
      .where(
        sql`${outboundEmails.studentId} = ${student.id} and ${outboundEmails.kind} = 'booking_confirmation'`,
      )
      .orderBy(outboundEmails.id)
      .limit(1);
    expect(mail!.bodyText).toContain('10-Class Card: 9 classes left');
    expect(mail!.bodyText).not.toContain('How to pay');

    const cancelled = await browser.post(`/api/student-bookings/${booked[0]}/cancel`, {});
    expect(cancelled.status, cancelled.body?.error).toBe(200);
    expect(cancelled.body.message).toBe(
      'Booking cancelled. The class is back on your 10-Class Card (8 classes left).',
    );
    expect(cancelled.body.creditAmount).toBe('0.00');
    expect((await browser.get('/api/passes')).body[0]).toMatchObject({ classesLeft: 8 });
    const [use] = await db().select().from(passUses).where(eq(passUses.bookingId, booked[0]!));
    expect(use!.returnedAt).not.toBeNull();
  });

  it('uses the pass that expires first; a pass for other class types or expired by the class day is not used', async () => {
    const yoga = await insertClassType(db(), { name: 'Yin' });
    const spin = await insertClassType(db(), { name: 'Spin' });
    const long = await packProduct({ name: 'Long Card', validityCount: 6 });
    const short = await packProduct({ name: 'Short Card', validityCount: 4, validityUnit: 'week' });
    const yogaOnly = await packProduct({ name: 'Yin Only', classTypeIds: [yoga.id] });
    const oneDay = await packProduct({ name: 'Day Pass', validityCount: 1, validityUnit: 'day' });
    const { browser, student } = await studentWithSession(t.app(), db(), 'Chooser');
    const longPass = await sell(student.id, long.id);
    const shortPass = await sell(student.id, short.id);
    const dayPass = await sell(student.id, oneDay.id);
    await sell(student.id, yogaOnly.id);

    // The day pass expires today, before the class in three days: the short card is used.
    const first = await classIn(db(), spin.id, 72);
    expect(
      (await browser.post('/api/student-bookings', { studentId: student.id, classInstanceId: first.id }))
        .status,
    ).toBe(201);
    expect((await passRow(shortPass.id)).classesUsed).toBe(1);
    expect((await passRow(longPass.id)).classesUsed).toBe(0);
    expect((await passRow(dayPass.id)).classesUsed).toBe(0);
    expect(await classCharges(student.id)).toEqual([]);

    // A class after the short card's last day uses the long card.
    const late = await classIn(db(), spin.id, 24 * 29);
    expect(
      (await browser.post('/api/student-bookings', { studentId: student.id, classInstanceId: late.id }))
        .status,
    ).toBe(201);
    expect((await passRow(longPass.id)).classesUsed).toBe(1);
  });

  it('a student whose pass does not cover the class is charged as before', async () => {
    const yoga = await insertClassType(db(), { name: 'Hatha' });
    const spin = await insertClassType(db(), { name: 'Cycle' });
    const yogaOnly = await packProduct({ name: 'Hatha Card', classTypeIds: [yoga.id] });
    const { browser, student } = await studentWithSession(t.app(), db(), 'Spinner');
    const pass = await sell(student.id, yogaOnly.id);
    const c = await classIn(db(), spin.id, 72);
    expect(
      (await browser.post('/api/student-bookings', { studentId: student.id, classInstanceId: c.id })).status,
    ).toBe(201);
    expect(await classCharges(student.id)).toHaveLength(1);
    expect((await passRow(pass.id)).classesUsed).toBe(0);
  });

  it('validity from first use starts on the first class’s day', async () => {
    const type = await insertClassType(db(), { name: 'Barre' });
    const flex = await packProduct({
      name: 'Flex',
      validityFrom: 'first_use',
      validityCount: 2,
      validityUnit: 'week',
    });
    const { browser, student } = await studentWithSession(t.app(), db(), 'Flexer');
    const pass = await sell(student.id, flex.id);
    const c = await classIn(db(), type.id, 96);
    expect(
      (await browser.post('/api/student-bookings', { studentId: student.id, classInstanceId: c.id })).status,
    ).toBe(201);
    const row = await passRow(pass.id);
    expect(row.startsOn).toBe(c.classDate);
    expect(row.expiresOn).toBe(validThrough(c.classDate, 2, 'week'));
  });

  it('an administrator’s booking with a price of their own does not use the pass', async () => {
    const type = await insertClassType(db(), { name: 'Pilates' });
    const card = await packProduct({ name: 'Pilates Card' });
    const { student } = await studentWithSession(t.app(), db(), 'Priced');
    const pass = await sell(student.id, card.id);
    const c = await classIn(db(), type.id, 72);
    const res = await admin().browser.post('/api/student-bookings', {
      studentId: student.id,
      classInstanceId: c.id,
      price: '12.00',
    });
    expect(res.status, res.body?.error).toBe(201);
    expect((await passRow(pass.id)).classesUsed).toBe(0);
    expect(await classCharges(student.id)).toHaveLength(1);
  });
});

describe('late cancels, no-shows and cancelled classes', () => {
  it('an administrator’s late cancel that charges keeps the class used; with the setting off it goes back', async () => {
    const type = await insertClassType(db(), { name: 'Late' });
    const card = await packProduct({ name: 'Late Card' });
    const { student } = await studentWithSession(t.app(), db(), 'Lately');
    const pass = await sell(student.id, card.id);
    const [a, b] = await Promise.all([classIn(db(), type.id, 2), classIn(db(), type.id, 3)]);
    const book = async (id: number) =>
      (await admin().browser.post('/api/student-bookings', { studentId: student.id, classInstanceId: id }))
        .body.id as number;
    const first = await book(a.id);
    const second = await book(b.id);
    const kept = await admin().browser.put(`/api/admin/bookings/${first}/cancel`, { chargeStudent: true });
    expect(kept.status, kept.body?.error).toBe(200);
    expect(kept.body.message).toBe(
      "Booking cancelled. The class stays used from the student's pass or membership.",
    );
    expect((await passRow(pass.id)).classesUsed).toBe(2);

    await setSetting(db(), 'lateCancelUsesPassClass', 'false');
    try {
      const back = await admin().browser.put(`/api/admin/bookings/${second}/cancel`, {
        chargeStudent: true,
      });
      expect(back.body.message).toBe(
        "Booking cancelled. The class is back on the student's Late Card (9 classes left).",
      );
      expect((await passRow(pass.id)).classesUsed).toBe(1);
    } finally {
      await setSetting(db(), 'lateCancelUsesPassClass', 'true');
    }
  });

  it('a no-show keeps the class used; with the setting off the mark gives it back and unmarking takes it again', async () => {
    const type = await insertClassType(db(), { name: 'NoShow' });
    const card = await packProduct({ name: 'Show Card' });
    const { student } = await studentWithSession(t.app(), db(), 'Absent');
    const pass = await sell(student.id, card.id);
    const started = await classIn(db(), type.id, -1);
    const bookingId = (
      await admin().browser.post('/api/student-bookings', {
        studentId: student.id,
        classInstanceId: started.id,
      })
    ).body.id as number;
    expect((await passRow(pass.id)).classesUsed).toBe(1);
    const mark = (attendance: string | null) =>
      admin().browser.put(`/api/bookings/${bookingId}/attendance`, { attendance });
    expect((await mark('no_show')).status).toBe(200);
    expect((await passRow(pass.id)).classesUsed).toBe(1);
    expect((await mark(null)).status).toBe(200);

    await setSetting(db(), 'lateCancelUsesPassClass', 'false');
    try {
      await mark('no_show');
      expect((await passRow(pass.id)).classesUsed).toBe(0);
      await mark('attended');
      expect((await passRow(pass.id)).classesUsed).toBe(1);
    } finally {
      await setSetting(db(), 'lateCancelUsesPassClass', 'true');
    }
  });

  it('a no-show that gave the class back takes it again when unmarked, whatever the setting is by then; with none left it stays a no-show', async () => {
    const type = await insertClassType(db(), { name: 'Retake' });
    const card = await packProduct({ name: 'One Card', classCount: 1 });
    const { browser, student } = await studentWithSession(t.app(), db(), 'Retaker');
    const pass = await sell(student.id, card.id);
    const started = await classIn(db(), type.id, -1);
    const bookingId = (
      await admin().browser.post('/api/student-bookings', {
        studentId: student.id,
        classInstanceId: started.id,
      })
    ).body.id as number;
    const mark = (attendance: string | null) =>
      admin().browser.put(`/api/bookings/${bookingId}/attendance`, { attendance });
    await setSetting(db(), 'lateCancelUsesPassClass', 'false');
    try {
      await mark('no_show');
      expect((await passRow(pass.id)).classesUsed).toBe(0);
      await setSetting(db(), 'lateCancelUsesPassClass', 'true');
      expect((await mark(null)).status).toBe(200);
      expect((await passRow(pass.id)).classesUsed).toBe(1);

      await setSetting(db(), 'lateCancelUsesPassClass', 'false');
      await mark('no_show');
      const later = await classIn(db(), type.id, 72);
      const other = await browser.post('/api/student-bookings', {
        studentId: student.id,
        classInstanceId: later.id,
      });
      expect(other.body.passKind).toBe('pack');
      expect(await mark('attended')).toMatchObject({
        status: 409,
        body: { error: ATTENDANCE_MESSAGES.noPassClassLeft },
      });
      const [row] = await db().select().from(bookings).where(eq(bookings.id, bookingId));
      expect(row?.attendance).toBe('no_show');
      expect((await passRow(pass.id)).classesUsed).toBe(1);
    } finally {
      await setSetting(db(), 'lateCancelUsesPassClass', 'true');
    }
  });

  it('a class the studio cancels gives every pass its class back', async () => {
    const type = await insertClassType(db(), { name: 'Cancelled' });
    const card = await packProduct({ name: 'Group Card' });
    const c = await classIn(db(), type.id, 72);
    const passes = [];
    for (const name of ['One', 'Two', 'Three']) {
      const { browser, student } = await studentWithSession(t.app(), db(), name);
      passes.push(await sell(student.id, card.id));
      expect(
        (await browser.post('/api/student-bookings', { studentId: student.id, classInstanceId: c.id }))
          .status,
      ).toBe(201);
    }
    const res = await admin().browser.post(`/api/class-instances/${c.id}/cancel`, {
      reason: 'Teacher ill',
      notifyStudents: false,
      issueCredits: true,
    });
    expect(res.status, res.body?.error).toBe(200);
    for (const p of passes) expect((await passRow(p.id)).classesUsed).toBe(0);
  });
});

describe('under concurrency', () => {
  it('50 simultaneous bookings against a pack with 3 classes left use exactly 3; the rest are charged', async () => {
    const type = await insertClassType(db(), { name: 'Storm' });
    const card = await packProduct({ name: 'Storm Card', classCount: 5 });
    const { browser, student } = await studentWithSession(t.app(), db(), 'Stormy');
    const pass = await sell(student.id, card.id);
    await db().update(studentPasses).set({ classesUsed: 2 }).where(eq(studentPasses.id, pass.id));
    const classes = await Promise.all(Array.from({ length: 50 }, (_, i) => classIn(db(), type.id, 48 + i)));
    const answers = await Promise.all(
      classes.map((c) =>
        browser.post('/api/student-bookings', { studentId: student.id, classInstanceId: c.id }),
      ),
    );
    expect(answers.map((a) => a.status)).toEqual(Array(50).fill(201));
    expect((await passRow(pass.id)).classesUsed).toBe(5);
    expect(await db().select().from(passUses).where(eq(passUses.passId, pass.id))).toHaveLength(3);
    expect(await classCharges(student.id)).toHaveLength(47);
  });
});
