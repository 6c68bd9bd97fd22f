import { describe, expect, it } from 'vitest';
import {
  classIn,
  grantCredit,
  receivePayment,
  setSetting,
  studentsWithSessions,
  studentWithSession,
} from '../factories/bookings';
import { countOf, insertClassType } from '../factories/classes';
import { setUpTestApp, signInAdmin } from '../setup/test-app-lifecycle';

const t = setUpTestApp();
const { admin } = signInAdmin(t);

const db = t.db;
const tally = (answers: { status: number; body: { error?: string } }[]) => {
  const out: Record<string, number> = {};
  for (const a of answers) {
    const key = a.status < 300 ? String(a.status) : `${a.status} ${a.body.error}`;
    out[key] = (out[key] ?? 0) + 1;
  }
  return out;
};

describe('no race breaks the booking rules', () => {
  it('200 students booking a 15-seat class at once: exactly 15 confirmed, 185 × 409 "Class Full"', async () => {
    const type = await insertClassType(db());
    const instance = await classIn(db(), type.id, 72, { maxStudents: 15 });
    const racers = await studentsWithSessions(t.app(), db(), 200);
    const answers = await Promise.all(
      racers.map(({ browser, student }) =>
        browser.post('/api/student-bookings', { studentId: student.id, classInstanceId: instance.id }),
      ),
    );
    expect(tally(answers)).toEqual({ '201': 15, '409 Class Full': 185 });
    expect(
      await countOf(db(), 'bookings', `class_instance_id = ${instance.id} and status = 'confirmed'`),
    ).toBe(15);
    expect(await countOf(db(), 'bookings', `class_instance_id = ${instance.id}`)).toBe(15);
    expect(
      await countOf(
        db(),
        'ledger_entries l join bookings b on b.id = l.booking_id',
        `b.class_instance_id = ${instance.id} and l.entry_type = 'charge'`,
      ),
    ).toBe(15);
  });

  it('20 simultaneous cancellations of one booking grant exactly one credit and one reversal', async () => {
    const type = await insertClassType(db());
    const instance = await classIn(db(), type.id, 72);
    const { browser, student } = await studentWithSession(t.app(), db(), 'Canceller');
    const booked = await browser.post('/api/student-bookings', {
      studentId: student.id,
      classInstanceId: instance.id,
    });
    expect(booked.status).toBe(201);
    // Half paid: the cancel both reverses the unpaid half and credits the paid half (decision 027).
    await receivePayment(db(), student.id, 1000);
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        i % 2 === 0
          ? browser.post(`/api/student-bookings/${booked.body.id}/cancel`)
          : browser.put(`/api/student-bookings/${booked.body.id}`, { bookingStatus: 'cancelled' }),
      ),
    );
    expect(tally(answers)).toEqual({ '200': 1, '409 Only confirmed bookings can be cancelled': 19 });
    expect(await countOf(db(), 'student_credits', `booking_id = ${booked.body.id}`)).toBe(1);
    const ledger = (type: string) =>
      countOf(db(), 'ledger_entries', `booking_id = ${booked.body.id} and entry_type = '${type}'`);
    expect([await ledger('charge'), await ledger('charge_reversal'), await ledger('credit')]).toEqual([
      1, 1, 1,
    ]);
    const owed = await browser.get(`/api/payments/student/${student.id}/outstanding`);
    expect(owed.body).toMatchObject({ totalOwed: '0.00', availableCredit: '10.00' });
  });

  it('a double-clicked Book (10 requests at once) makes one booking; the others are a clean 409', async () => {
    const type = await insertClassType(db());
    const instance = await classIn(db(), type.id, 72);
    const { browser, student } = await studentWithSession(t.app(), db(), 'Clicker');
    const answers = await Promise.all(
      Array.from({ length: 10 }, () =>
        browser.post('/api/student-bookings', { studentId: student.id, classInstanceId: instance.id }),
      ),
    );
    expect(tally(answers)).toEqual({ '201': 1, '409 Student is already enrolled in this class': 9 });
    expect(await countOf(db(), 'bookings', `student_id = ${student.id}`)).toBe(1);
    expect(await countOf(db(), 'ledger_entries', `student_id = ${student.id}`)).toBe(1);
  });

  it('students cancelling while the administrator cancels the class: no error, one credit each', async () => {
    const type = await insertClassType(db());
    const instance = await classIn(db(), type.id, 72, { maxStudents: 20 });
    const people = await studentsWithSessions(t.app(), db(), 12, 'Mixed');
    for (const { browser, student } of people) {
      const res = await browser.post('/api/student-bookings', {
        studentId: student.id,
        classInstanceId: instance.id,
      });
      expect(res.status).toBe(201);
      await receivePayment(db(), student.id, 1000);
    }
    const ids = (await admin().browser.get(`/api/student-bookings/class-instance/${instance.id}`)).body.map(
      (b: { id: number }) => b.id,
    );
    const answers = await Promise.all([
      ...people.map(({ browser }, i) => browser.post(`/api/student-bookings/${ids[i]}/cancel`)),
      admin().browser.post(`/api/class-instances/${instance.id}/cancel`, {
        reason: 'Storm',
        notifyStudents: false,
      }),
    ]);
    expect(answers.every((a) => a.status === 200 || a.status === 409)).toBe(true);
    expect(answers.at(-1)!.status).toBe(200);
    for (const id of ids) {
      expect(await countOf(db(), 'student_credits', `booking_id = ${id}`)).toBe(1);
      expect(
        await countOf(db(), 'ledger_entries', `booking_id = ${id} and entry_type = 'charge_reversal'`),
      ).toBe(1);
    }
  });

  it('prepayment: one credit cannot pay for two bookings made at the same moment', async () => {
    await setSetting(db(), 'payment_method', 'prepayment');
    await setSetting(db(), 'require_payment_before_booking', 'true');
    try {
      const type = await insertClassType(db());
      const classes = [];
      for (let i = 0; i < 8; i++) classes.push(await classIn(db(), type.id, 72 + 24 * i));
      const { browser, student } = await studentWithSession(t.app(), db(), 'Spender');
      await grantCredit(db(), student.id, 2000);
      const answers = await Promise.all(
        classes.map((c) =>
          browser.post('/api/student-bookings', { studentId: student.id, classInstanceId: c.id }),
        ),
      );
      const refused =
        '409 Insufficient credits. You need $20.00 in credits to book this class. You currently have $0.00.';
      expect(tally(answers)).toEqual({ '201': 1, [refused]: 7 });
      expect(await countOf(db(), 'bookings', `student_id = ${student.id}`)).toBe(1);
      expect(await countOf(db(), 'student_credits', `student_id = ${student.id} and used_at is null`)).toBe(
        0,
      );
      expect(
        await countOf(db(), 'ledger_entries', `student_id = ${student.id} and entry_type = 'credit_use'`),
      ).toBe(1);
    } finally {
      await setSetting(db(), 'payment_method', 'invoice');
      await setSetting(db(), 'require_payment_before_booking', 'false');
    }
  });
});
