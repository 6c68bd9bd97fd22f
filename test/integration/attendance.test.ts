import { and, asc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditLog, bookings, ledgerEntries, studentCredits } from '../../src/server/db/schema';
import { clockNow } from '../../src/server/kernel/time/clock';
import { studioWallClock } from '../../src/server/kernel/time/studio-time';
import { addDays, formatDate } from '../../src/shared/dates';
import {
  ATTENDANCE_MESSAGES,
  ZAttendanceReport,
  ZCheckInRoster,
  ZStudentAttendance,
} from '../../src/shared/schemas/attendance';
import { setSetting } from '../factories/bookings';
import { countOf, insertClassType, insertInstance, insertSchedule, trpc } from '../factories/classes';
import { createStudent } from '../factories/people';
import { setUpTestApp, signInAdminAndStudent } from '../setup/test-app-lifecycle';

const t = setUpTestApp();
const { admin, student: me } = signInAdminAndStudent(t);
const db = t.db;

/**
 * A fixed-offset studio timezone in which it is about noon now, so "today" classes can be ended,
 * under way or still to come whatever hour the tests run at (Etc/GMT-X is UTC+X).
 */
const offset = 12 - new Date().getUTCHours();
const ZONE = offset === 0 ? 'Etc/GMT' : `Etc/GMT${offset > 0 ? '-' : '+'}${Math.abs(offset)}`;
const today = () => studioWallClock(ZONE, clockNow()).date;

beforeAll(async () => {
  await setSetting(db(), 'timezone', ZONE);
});

let typeSeq = 0;
async function classOn(classDate: string, startTime: string, endTime: string, extra = {}) {
  const type = await insertClassType(db(), { name: `Check-in Yoga ${++typeSeq}`, priceCents: 2000 });
  return insertInstance(db(), type.id, { classDate, startTime, endTime, maxStudents: 5, ...extra });
}
/** Under way now (local time is 12:xx). */
const ongoingClass = (extra = {}) => classOn(today(), '11:00', '14:00', extra);
const laterToday = () => classOn(today(), '16:00', '17:00');

async function book(classInstanceId: number, studentId?: number) {
  const id = studentId ?? (await createStudent(db(), { name: `Booked ${Math.random()}` })).id;
  const res = await admin().browser.post('/api/student-bookings', { studentId: id, classInstanceId });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return { bookingId: res.body.id as number, studentId: id };
}

const mark = (bookingId: number, attendance: unknown) =>
  admin().browser.put(`/api/bookings/${bookingId}/attendance`, { attendance });

const ledgerOf = async (bookingId: number) =>
  (
    await db()
      .select()
      .from(ledgerEntries)
      .where(eq(ledgerEntries.bookingId, bookingId))
      .orderBy(asc(ledgerEntries.id))
  ).map((l) => [l.entryType, l.amountCents]);
const creditsOf = (bookingId: number) =>
  db().select().from(studentCredits).where(eq(studentCredits.bookingId, bookingId));
const bookingRow = async (id: number) => (await db().select().from(bookings).where(eq(bookings.id, id)))[0]!;

describe('the check-in roster', () => {
  it('lists the class and its confirmed bookings with their marks and the counts', async () => {
    const cls = await ongoingClass({ location: 'Studio C', maxStudents: 3 });
    // Booked in one order, listed by name.
    const b = await book(cls.id, (await createStudent(db(), { name: 'bea Brown' })).id);
    const a = await book(cls.id, (await createStudent(db(), { name: 'Ann Archer' })).id);
    const cancelled = await book(cls.id);
    expect((await admin().browser.put(`/api/admin/bookings/${cancelled.bookingId}/cancel`, {})).status).toBe(
      200,
    );
    expect((await mark(a.bookingId, 'attended')).status).toBe(200);

    const res = await admin().browser.get(`/api/class-instances/${cls.id}/attendance`);
    expect(res.status).toBe(200);
    expect(ZCheckInRoster.parse(res.body)).toEqual(res.body);
    expect(res.body).toMatchObject({
      classInstanceId: cls.id,
      className: expect.stringMatching(/^Check-in Yoga/),
      classDate: today(),
      startTime: '11:00',
      endTime: '14:00',
      location: 'Studio C',
      maxStudents: 3,
      isCancelled: false,
      checkInOpen: true,
      noShowOpen: true,
      counts: { booked: 2, attended: 1, noShow: 0, unmarked: 1 },
    });
    expect(res.body.students.map((s: { bookingId: number }) => s.bookingId)).toEqual([
      a.bookingId,
      b.bookingId,
    ]);
    expect(res.body.students[0]).toMatchObject({
      studentId: a.studentId,
      attendance: 'attended',
      isWalkIn: false,
      overCapacity: false,
    });
    expect(res.body.students[1].attendance).toBeNull();
    expect(res.body.students.map((s: { studentName: string }) => s.studentName)).toEqual([
      'Ann Archer',
      'bea Brown',
    ]);
  });

  it('says when check-in and no-shows open', async () => {
    const tomorrow = await classOn(addDays(today(), 1), '09:00', '10:00');
    const later = await laterToday();
    const a = (await admin().browser.get(`/api/class-instances/${tomorrow.id}/attendance`)).body;
    const b = (await admin().browser.get(`/api/class-instances/${later.id}/attendance`)).body;
    expect([a.checkInOpen, a.noShowOpen]).toEqual([false, false]);
    expect([b.checkInOpen, b.noShowOpen]).toEqual([true, false]);
  });
});

describe('marking attendance', () => {
  it('marks attended, then no-show, then clears: each written once, audited, the charge untouched', async () => {
    const cls = await ongoingClass();
    const { bookingId, studentId } = await book(cls.id);
    const first = await mark(bookingId, 'attended');
    expect(first.status).toBe(200);
    expect(first.body.changed).toBe(true);
    expect(first.body.roster.counts).toEqual({ booked: 1, attended: 1, noShow: 0, unmarked: 0 });
    const row = await bookingRow(bookingId);
    expect(row.attendance).toBe('attended');
    expect(row.attendanceMarkedByAdminId).toBe(admin().admin.id);
    expect(Date.now() - row.attendanceMarkedAt!.getTime()).toBeLessThan(60_000);

    // Idempotent: the same mark again writes nothing (no second audit line, same marked time).
    const again = await mark(bookingId, 'attended');
    expect(again.status).toBe(200);
    expect(again.body.changed).toBe(false);
    expect((await bookingRow(bookingId)).attendanceMarkedAt).toEqual(row.attendanceMarkedAt);

    expect((await mark(bookingId, 'no_show')).body.roster.counts).toMatchObject({ attended: 0, noShow: 1 });
    const cleared = await mark(bookingId, null);
    expect(cleared.status).toBe(200);
    expect(cleared.body.roster.counts).toMatchObject({ unmarked: 1 });
    expect(await bookingRow(bookingId)).toMatchObject({
      attendance: null,
      attendanceMarkedAt: null,
      attendanceMarkedByAdminId: null,
      status: 'confirmed',
    });
    const audit = await db()
      .select()
      .from(auditLog)
      .where(
        and(
          eq(auditLog.entityType, 'booking'),
          eq(auditLog.entityId, String(bookingId)),
          eq(auditLog.action, 'booking.attendance'),
        ),
      )
      .orderBy(asc(auditLog.id));
    expect(audit.map((a) => a.details)).toEqual([
      { studentId, classInstanceId: cls.id, from: null, to: 'attended' },
      { studentId, classInstanceId: cls.id, from: 'attended', to: 'no_show' },
      { studentId, classInstanceId: cls.id, from: 'no_show', to: null },
    ]);
    expect(await ledgerOf(bookingId)).toEqual([['charge', 2000]]);
  });

  it('through tRPC too', async () => {
    const cls = await ongoingClass();
    const { bookingId } = await book(cls.id);
    const res = await trpc(
      admin().browser,
      'attendance.mark',
      { bookingId, attendance: 'no_show' },
      'mutation',
    );
    expect(res.status, res.error).toBe(200);
    expect(res.data.roster.students[0].attendance).toBe('no_show');
  });

  it('refuses before the class’s day, and a no-show before the class has started', async () => {
    const tomorrowDate = addDays(today(), 1);
    const tomorrow = await classOn(tomorrowDate, '09:00', '10:00');
    const t1 = await book(tomorrow.id);
    for (const value of ['attended', 'no_show']) {
      const res = await mark(t1.bookingId, value);
      expect(res.status).toBe(409);
      expect(res.body).toEqual({
        error: `Check-in opens on the day of the class (${formatDate(tomorrowDate)})`,
        code: 'CONFLICT',
      });
    }
    const later = await laterToday();
    const t2 = await book(later.id);
    expect((await mark(t2.bookingId, 'no_show')).body).toEqual({
      error: 'A no-show can be marked once the class has started (4:00 PM)',
      code: 'CONFLICT',
    });
    // Attended is fine on the day, before the start: students arrive early.
    expect((await mark(t2.bookingId, 'attended')).status).toBe(200);
    // Clearing is always allowed.
    expect((await mark(t1.bookingId, null)).status).toBe(200);
    expect((await bookingRow(t1.bookingId)).attendance).toBeNull();
    // A class long past can still be recorded.
    const old = await classOn('2024-03-04', '10:00', '11:00');
    const t3 = await book(old.id);
    expect((await mark(t3.bookingId, 'no_show')).status).toBe(200);
  });

  it('refuses a cancelled booking, a cancelled class, bad input and unknown ids, writing nothing', async () => {
    const cls = await ongoingClass();
    const a = await book(cls.id);
    const b = await book(cls.id);
    await admin().browser.put(`/api/admin/bookings/${a.bookingId}/cancel`, {});
    expect((await mark(a.bookingId, 'attended')).body).toEqual({
      error: 'Only confirmed bookings can be checked in',
      code: 'CONFLICT',
    });
    const cancelled = await ongoingClass();
    const c = await book(cancelled.id);
    expect(
      (await admin().browser.post(`/api/class-instances/${cancelled.id}/cancel`, { reason: 'Flood' })).status,
    ).toBe(200);
    expect((await mark(c.bookingId, 'attended')).body).toEqual({
      error: 'This class has been cancelled',
      code: 'CONFLICT',
    });

    const audits = await countOf(db(), 'audit_log', "action = 'booking.attendance'");
    for (const body of [{}, { attendance: 'late' }, { attendance: 1 }, { attendance: 'ATTENDED' }]) {
      const res = await admin().browser.put(`/api/bookings/${b.bookingId}/attendance`, body);
      expect(res.status).toBe(400);
      expect(res.body.error).toContain(ATTENDANCE_MESSAGES.invalidMark);
    }
    expect(
      (await admin().browser.put('/api/bookings/abc/attendance', { attendance: 'attended' })).body,
    ).toEqual({ error: 'Invalid id', code: 'BAD_REQUEST' });
    expect((await mark(2_000_000_000, 'attended')).body).toEqual({
      error: 'Booking not found',
      code: 'NOT_FOUND',
    });
    expect((await admin().browser.get('/api/class-instances/2000000000/attendance')).body).toEqual({
      error: 'Class instance not found',
      code: 'NOT_FOUND',
    });
    expect(await countOf(db(), 'audit_log', "action = 'booking.attendance'")).toBe(audits);
    expect((await bookingRow(b.bookingId)).attendance).toBeNull();
  });
});

describe('walk-ins', () => {
  it('registers a student at the door: confirmed, walk-in, attended, charged, audited', async () => {
    const cls = await ongoingClass();
    const walker = await createStudent(db(), { name: 'Walk In Wendy' });
    const res = await admin().browser.post(`/api/class-instances/${cls.id}/walk-ins`, {
      studentId: walker.id,
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body).toMatchObject({ overCapacity: false, charge: '20.00' });
    expect(res.body.roster.counts).toEqual({ booked: 1, attended: 1, noShow: 0, unmarked: 0 });
    expect(res.body.roster.students[0]).toMatchObject({
      studentName: 'Walk In Wendy',
      attendance: 'attended',
      isWalkIn: true,
    });
    expect(await bookingRow(res.body.bookingId)).toMatchObject({
      status: 'confirmed',
      isWalkIn: true,
      attendance: 'attended',
      attendanceMarkedByAdminId: admin().admin.id,
      bookedByAdminId: admin().admin.id,
    });
    expect(await ledgerOf(res.body.bookingId)).toEqual([['charge', 2000]]);
    expect(
      await countOf(db(), 'audit_log', `action = 'booking.walk_in' and entity_id = '${res.body.bookingId}'`),
    ).toBe(1);
    // Already there: the spec's words.
    const twice = await admin().browser.post(`/api/class-instances/${cls.id}/walk-ins`, {
      studentId: walker.id,
    });
    expect(twice.body).toEqual({ error: 'Student is already enrolled in this class', code: 'CONFLICT' });
  });

  it('in a full class: 409 with the spec’s warning and nothing written, then allowed over capacity', async () => {
    const cls = await ongoingClass({ maxStudents: 2 });
    await book(cls.id);
    await book(cls.id);
    const walker = await createStudent(db(), { name: 'Late Larry' });
    const bookingsBefore = await countOf(db(), 'bookings');
    const ledgerBefore = await countOf(db(), 'ledger_entries');
    const refused = await admin().browser.post(`/api/class-instances/${cls.id}/walk-ins`, {
      studentId: walker.id,
    });
    expect(refused.status).toBe(409);
    expect(refused.body).toEqual({
      error: 'This class is full (2 / 2). Registering this student will exceed the class capacity.',
      code: 'CONFLICT',
    });
    expect(await countOf(db(), 'bookings')).toBe(bookingsBefore);
    expect(await countOf(db(), 'ledger_entries')).toBe(ledgerBefore);

    const allowed = await admin().browser.post(`/api/class-instances/${cls.id}/walk-ins`, {
      studentId: walker.id,
      allowOverCapacity: true,
    });
    expect(allowed.status).toBe(201);
    expect(allowed.body.overCapacity).toBe(true);
    expect(allowed.body.roster.counts.booked).toBe(3);
    expect(allowed.body.roster.students[2]).toMatchObject({
      studentId: walker.id,
      overCapacity: true,
      isWalkIn: true,
    });
  });

  it('two walk-ins for the last seat at once: one is registered, the other gets the warning', async () => {
    const cls = await ongoingClass({ maxStudents: 1 });
    const [x, y] = [await createStudent(db()), await createStudent(db())];
    const answers = await Promise.all(
      [x, y].map((s) => admin().browser.post(`/api/class-instances/${cls.id}/walk-ins`, { studentId: s.id })),
    );
    expect(answers.map((r) => r.status).sort()).toEqual([201, 409]);
    expect(answers.find((r) => r.status === 409)!.body.error).toBe(
      'This class is full (1 / 1). Registering this student will exceed the class capacity.',
    );
    expect(await countOf(db(), 'bookings', `class_instance_id = ${cls.id}`)).toBe(1);
  });

  it('refuses before the class’s day, a cancelled class, unknown students and classes, bad input', async () => {
    const tomorrowDate = addDays(today(), 1);
    const tomorrow = await classOn(tomorrowDate, '09:00', '10:00');
    const walker = await createStudent(db());
    const post = (id: number | string, body: unknown) =>
      admin().browser.post(`/api/class-instances/${id}/walk-ins`, body);
    expect((await post(tomorrow.id, { studentId: walker.id })).body).toEqual({
      error: `Check-in opens on the day of the class (${formatDate(tomorrowDate)})`,
      code: 'CONFLICT',
    });
    const cancelled = await ongoingClass();
    await admin().browser.post(`/api/class-instances/${cancelled.id}/cancel`, { reason: 'Snow' });
    expect((await post(cancelled.id, { studentId: walker.id })).body).toEqual({
      error: 'This class has been cancelled',
      code: 'CONFLICT',
    });
    const cls = await ongoingClass();
    expect((await post(cls.id, { studentId: 2_000_000_000 })).body).toEqual({
      error: 'Student not found',
      code: 'NOT_FOUND',
    });
    expect((await post(2_000_000_000, { studentId: walker.id })).body).toEqual({
      error: 'Class instance not found',
      code: 'NOT_FOUND',
    });
    expect((await post(cls.id, {})).body).toEqual({
      error: 'No student ID provided',
      code: 'BAD_REQUEST',
    });
    expect((await post(cls.id, { studentId: walker.id, allowOverCapacity: 'yes' })).status).toBe(400);
    expect(await countOf(db(), 'bookings', `class_instance_id = ${cls.id}`)).toBe(0);
  });
});

describe('a no-show keeps its charge and gets no credit, whatever path follows', () => {
  async function noShow() {
    const cls = await ongoingClass();
    const booked = await book(cls.id);
    expect((await mark(booked.bookingId, 'no_show')).status).toBe(200);
    return { ...booked, cls };
  }

  it('an administrator’s refund or cancel with a credit is refused; cancelling with the charge kept works', async () => {
    const { bookingId } = await noShow();
    const refund = await admin().browser.put(`/api/student-bookings/${bookingId}/cancel`, {
      reason: 'Sorry',
    });
    expect(refund.status).toBe(409);
    expect(refund.body.error).toBe(ATTENDANCE_MESSAGES.noShowKeepsCharge);
    const credit = await admin().browser.put(`/api/admin/bookings/${bookingId}/cancel`, {
      refundAmount: '5.00',
    });
    expect(credit.body).toEqual({ error: ATTENDANCE_MESSAGES.noShowKeepsCharge, code: 'CONFLICT' });
    expect(await ledgerOf(bookingId)).toEqual([['charge', 2000]]);
    expect((await bookingRow(bookingId)).status).toBe('confirmed');

    const kept = await admin().browser.put(`/api/admin/bookings/${bookingId}/cancel`, {
      chargeStudent: true,
    });
    expect(kept.status).toBe(200);
    expect(kept.body.creditAmount).toBe('0.00');
    expect(await ledgerOf(bookingId)).toEqual([['charge', 2000]]);
    expect(await creditsOf(bookingId)).toEqual([]);
  });

  it('the student cannot cancel it (the class has started)', async () => {
    const cls = await ongoingClass();
    const { bookingId } = await book(cls.id, me().student.id);
    expect((await mark(bookingId, 'no_show')).status).toBe(200);
    const res = await me().browser.post(`/api/student-bookings/${bookingId}/cancel`);
    expect(res.body).toEqual({ error: 'This class has already taken place', code: 'CONFLICT' });
    expect(await ledgerOf(bookingId)).toEqual([['charge', 2000]]);
  });

  it('the class cannot be cancelled while it has no-shows; once cleared it can, the unpaid charge removed', async () => {
    const { bookingId, cls } = await noShow();
    const before = await countOf(db(), 'student_credits');
    const res = await admin().browser.post(`/api/class-instances/${cls.id}/cancel`, {
      reason: 'Teacher ill',
    });
    expect(res.status).toBe(409);
    expect(res.body.error).toBe(ATTENDANCE_MESSAGES.classHasNoShows);
    expect(await countOf(db(), 'student_credits')).toBe(before);
    expect(await countOf(db(), 'class_instances', `id = ${cls.id} and is_cancelled`)).toBe(0);
    expect((await bookingRow(bookingId)).status).toBe('confirmed');

    expect((await mark(bookingId, null)).status).toBe(200);
    const ok = await admin().browser.post(`/api/class-instances/${cls.id}/cancel`, { reason: 'Teacher ill' });
    expect(ok.status).toBe(200);
    // Nothing was paid for it: the charge goes and no credit comes (decision 027).
    expect(await ledgerOf(bookingId)).toEqual([
      ['charge', 2000],
      ['charge_reversal', 2000],
    ]);
    expect(await creditsOf(bookingId)).toEqual([]);
  });
});

describe('a no-show blocks cancelling its class by schedule and date too', () => {
  it('POST /api/class-cancellations is refused while the class has a no-show', async () => {
    const type = await insertClassType(db(), { name: 'Weekly No-show' });
    const schedule = await insertSchedule(db(), type.id, { startTime: '11:00', endTime: '14:00' });
    const cls = await insertInstance(db(), type.id, {
      classScheduleId: schedule.id,
      classDate: today(),
      startTime: '11:00',
      endTime: '14:00',
    });
    const { bookingId } = await book(cls.id);
    expect((await mark(bookingId, 'no_show')).status).toBe(200);
    const res = await admin().browser.post('/api/class-cancellations', {
      classScheduleId: schedule.id,
      cancelledDate: today(),
      reason: 'Closed',
    });
    expect(res.body).toEqual({ error: ATTENDANCE_MESSAGES.classHasNoShows, code: 'CONFLICT' });
    expect(await ledgerOf(bookingId)).toEqual([['charge', 2000]]);
    expect(await creditsOf(bookingId)).toEqual([]);
  });
});

describe('the student’s attendance on their profile', () => {
  it('each booking’s mark, and the rate over confirmed bookings of ended classes', async () => {
    const student = await createStudent(db(), { name: 'Profile Pat' });
    const ended = (day: string) => classOn(day, '09:00', '10:00');
    const a = await book((await ended('2025-05-01')).id, student.id);
    const b = await book((await ended('2025-05-02')).id, student.id);
    const c = await book((await ended('2025-05-03')).id, student.id);
    const future = await book((await classOn(addDays(today(), 3), '09:00', '10:00')).id, student.id);
    const gone = await book((await ended('2025-05-04')).id, student.id);
    await mark(a.bookingId, 'attended');
    await mark(b.bookingId, 'no_show');
    await mark(gone.bookingId, 'attended');
    await admin().browser.put(`/api/admin/bookings/${gone.bookingId}/cancel`, { chargeStudent: true });

    const res = await admin().browser.get(`/api/students/${student.id}/attendance`);
    expect(res.status).toBe(200);
    expect(ZStudentAttendance.parse(res.body)).toEqual(res.body);
    expect(res.body.figures).toEqual({
      bookings: 3,
      attended: 1,
      noShow: 1,
      unmarked: 1,
      attendanceRate: 33.3,
      noShowRate: 33.3,
    });
    expect(res.body.bookings).toEqual([
      { bookingId: a.bookingId, attendance: 'attended', isWalkIn: false },
      { bookingId: b.bookingId, attendance: 'no_show', isWalkIn: false },
      { bookingId: c.bookingId, attendance: null, isWalkIn: false },
      { bookingId: future.bookingId, attendance: null, isWalkIn: false },
    ]);

    const nobody = await createStudent(db());
    expect((await admin().browser.get(`/api/students/${nobody.id}/attendance`)).body.figures).toMatchObject({
      bookings: 0,
      attendanceRate: null,
      noShowRate: null,
    });
    expect((await admin().browser.get('/api/students/2000000000/attendance')).body).toEqual({
      error: 'Student not found',
      code: 'NOT_FOUND',
    });
  });
});

describe('the attendance report', () => {
  it('rates per class type and per month, hand-computed', async () => {
    const pilates = await insertClassType(db(), { name: 'Report Pilates' });
    const boxing = await insertClassType(db(), { name: 'Report Boxing' });
    const on = (typeId: number, classDate: string) =>
      insertInstance(db(), typeId, { classDate, startTime: '18:00', endTime: '19:00', maxStudents: 10 });
    const jan10 = await on(pilates.id, '2023-01-10');
    const feb05 = await on(pilates.id, '2023-02-05');
    const jan20 = await on(boxing.id, '2023-01-20');
    const march = await on(boxing.id, '2023-03-01');
    const cancelledClass = await on(boxing.id, '2023-01-25');
    const marks = async (classId: number, values: (string | null)[]) => {
      for (const value of values) {
        const { bookingId } = await book(classId);
        if (value) expect((await mark(bookingId, value)).status).toBe(200);
      }
    };
    await marks(jan10.id, ['attended', 'attended', 'no_show']);
    await marks(feb05.id, ['attended', null]);
    await marks(jan20.id, ['no_show', 'attended']);
    await marks(march.id, ['attended', 'attended']);
    await marks(cancelledClass.id, ['attended']);
    await admin().browser.post(`/api/class-instances/${cancelledClass.id}/cancel`, { reason: 'Closed' });
    // A cancelled booking in a counted class does not count.
    const dropped = await book(feb05.id);
    await admin().browser.put(`/api/admin/bookings/${dropped.bookingId}/cancel`, {});

    const res = await admin().browser.get('/api/reports/attendance?startDate=2023-01-01&endDate=2023-02-28');
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(ZAttendanceReport.parse(res.body)).toEqual(res.body);
    expect(res.body).toEqual({
      from: '2023-01-01',
      to: '2023-02-28',
      // 7 bookings: 4 attended, 2 no-shows, 1 unmarked.
      totals: {
        classes: 3,
        bookings: 7,
        attended: 4,
        noShow: 2,
        unmarked: 1,
        attendanceRate: 57.1,
        noShowRate: 28.6,
      },
      byClassType: [
        {
          classTypeId: boxing.id,
          classTypeName: 'Report Boxing',
          classes: 1,
          bookings: 2,
          attended: 1,
          noShow: 1,
          unmarked: 0,
          attendanceRate: 50,
          noShowRate: 50,
        },
        {
          classTypeId: pilates.id,
          classTypeName: 'Report Pilates',
          classes: 2,
          bookings: 5,
          attended: 3,
          noShow: 1,
          unmarked: 1,
          attendanceRate: 60,
          noShowRate: 20,
        },
      ],
      byMonth: [
        {
          month: '2023-01',
          classes: 2,
          bookings: 5,
          attended: 3,
          noShow: 2,
          unmarked: 0,
          attendanceRate: 60,
          noShowRate: 40,
        },
        {
          month: '2023-02',
          classes: 1,
          bookings: 2,
          attended: 1,
          noShow: 0,
          unmarked: 1,
          attendanceRate: 50,
          noShowRate: 0,
        },
      ],
    });
    // The same through tRPC, with from / to.
    const viaTrpc = await trpc(
      admin().browser,
      'reports.attendance',
      { from: '2023-01-01', to: '2023-02-28' },
      'query',
    );
    expect(viaTrpc.data).toEqual(res.body);
  });

  it('counts a class only once it has ended', async () => {
    const type = await insertClassType(db(), { name: 'Report Today' });
    const running = await insertInstance(db(), type.id, {
      classDate: today(),
      startTime: '11:00',
      endTime: '14:00',
    });
    const { bookingId } = await book(running.id);
    await mark(bookingId, 'attended');
    const day = today();
    const report = (await admin().browser.get(`/api/reports/attendance?startDate=${day}&endDate=${day}`))
      .body;
    expect(
      report.byClassType.find((r: { classTypeId: number }) => r.classTypeId === type.id),
    ).toBeUndefined();
    const ended = await insertInstance(db(), type.id, {
      classDate: day,
      startTime: '08:00',
      endTime: '09:00',
    });
    await mark((await book(ended.id)).bookingId, 'no_show');
    const after = (await admin().browser.get(`/api/reports/attendance?startDate=${day}&endDate=${day}`)).body;
    expect(after.byClassType.find((r: { classTypeId: number }) => r.classTypeId === type.id)).toMatchObject({
      classes: 1,
      bookings: 1,
      noShow: 1,
      noShowRate: 100,
      attendanceRate: 0,
    });
  });

  it('refuses a bad period with a clear 400', async () => {
    const get = (q: string) => admin().browser.get(`/api/reports/attendance${q}`);
    expect((await get('')).status).toBe(400);
    expect((await get('?startDate=2025-02-01&endDate=2025-01-01')).body).toEqual({
      error: 'from must be on or before to',
      code: 'BAD_REQUEST',
    });
    expect((await get('?startDate=yesterday&endDate=2025-01-01')).body.error).toContain(
      'from must be a date like 2025-08-01',
    );
  });
});

describe('who may check in', () => {
  it('no session 401, a student 403 on every attendance path', async () => {
    const cls = await ongoingClass();
    const { bookingId } = await book(cls.id, me().student.id);
    const anonymous = t.app();
    const calls = [
      { method: 'GET' as const, url: `/api/class-instances/${cls.id}/attendance` },
      {
        method: 'PUT' as const,
        url: `/api/bookings/${bookingId}/attendance`,
        payload: { attendance: 'attended' },
      },
      { method: 'POST' as const, url: `/api/class-instances/${cls.id}/walk-ins`, payload: { studentId: 1 } },
      { method: 'GET' as const, url: `/api/students/${me().student.id}/attendance` },
      { method: 'GET' as const, url: '/api/reports/attendance?startDate=2025-01-01&endDate=2025-01-31' },
    ];
    for (const call of calls) {
      const none = await anonymous.inject({
        method: call.method,
        url: call.url,
        ...(call.payload && { payload: call.payload, headers: { 'content-type': 'application/json' } }),
      });
      expect(none.statusCode, call.url).toBe(401);
      const asStudent =
        call.method === 'GET'
          ? await me().browser.get(call.url)
          : call.method === 'PUT'
            ? await me().browser.put(call.url, call.payload)
            : await me().browser.post(call.url, call.payload);
      expect(asStudent.status, call.url).toBe(403);
    }
    expect((await bookingRow(bookingId)).attendance).toBeNull();
  });
});

describe('a no-show mark racing a refund', () => {
  it('20 bookings each marked no-show while refunded at the same moment: never both a no-show and a credit', async () => {
    const cls = await classOn(today(), '10:00', '11:00', { maxStudents: 30 });
    const booked = [];
    for (let i = 0; i < 20; i++) booked.push(await book(cls.id));
    const answers = await Promise.all(
      booked.flatMap(({ bookingId }) => [
        mark(bookingId, 'no_show'),
        admin().browser.put(`/api/student-bookings/${bookingId}/cancel`, { reason: 'Race' }),
      ]),
    );
    expect(answers.filter((a) => a.status >= 500)).toEqual([]);
    for (const { bookingId } of booked) {
      const row = await bookingRow(bookingId);
      const credits = await creditsOf(bookingId);
      // Exactly one of the two won.
      if (row.status === 'cancelled') expect(row.attendance).toBeNull();
      else expect([row.attendance, credits.length]).toEqual(['no_show', 0]);
    }
  });
});
