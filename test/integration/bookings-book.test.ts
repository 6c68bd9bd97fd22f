import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog, bookings, classInstances, classTypes, ledgerEntries } from '../../src/server/db/schema';
import { addDays, dayOfWeek } from '../../src/shared/dates';
import { ZBooking } from '../../src/shared/schemas/bookings';
import { classIn } from '../factories/bookings';
import { browserAt } from '../factories/browsers';
import { countOf, insertClassType, insertSchedule, studioToday, trpc } from '../factories/classes';
import { createStudent } from '../factories/people';
import { setUpTestApp, signInAdminAndStudent } from '../setup/test-app-lifecycle';

const t = setUpTestApp();
const { admin, student: me } = signInAdminAndStudent(t, { name: 'Mia Booker' });

const db = t.db;
const TABLES = ['bookings', 'ledger_entries', 'student_credits', 'audit_log'];
async function snapshot() {
  const out: Record<string, number> = {};
  for (const table of TABLES) out[table] = await countOf(db(), table);
  return out;
}

const book = (browser: ReturnType<typeof me>['browser'], body: Record<string, unknown>) =>
  browser.post('/api/student-bookings', body);

describe('POST /api/student-bookings as a student', () => {
  it('books their own place: 201, confirmed, the price fixed from the class and charged', async () => {
    const type = await insertClassType(db(), { name: 'Yoga Flow', priceCents: 2000 });
    const instance = await classIn(db(), type.id, 48, { priceCents: 2200, location: 'Studio B' });
    const res = await book(me().browser, {
      studentId: me().student.id,
      classInstanceId: instance.id,
      bookingStatus: 'confirmed',
    });
    expect(res.status).toBe(201);
    expect(ZBooking.parse(res.body)).toEqual(res.body);
    expect(res.body).toMatchObject({
      studentId: me().student.id,
      classInstanceId: instance.id,
      bookingStatus: 'confirmed',
      status: 'confirmed',
      price: '22.00',
      classPrice: '22.00',
      className: 'Yoga Flow',
      classTypeName: 'Yoga Flow',
      classDate: instance.classDate,
      classInstanceDate: instance.classDate,
      startTime: instance.startTime.slice(0, 5),
      location: 'Studio B',
      canCancel: true,
      cancelledAt: null,
      studentName: 'Mia Booker',
      student: { name: 'Mia Booker', email: me().student.email },
    });
    expect(Date.now() - Date.parse(res.body.bookedAt)).toBeLessThan(60_000);
    const ledger = await db().select().from(ledgerEntries).where(eq(ledgerEntries.bookingId, res.body.id));
    expect(ledger.map((l) => [l.entryType, l.amountCents, l.studentId])).toEqual([
      ['charge', 2200, me().student.id],
    ]);

    // A later price change does not touch a booking already made.
    await db().update(classTypes).set({ priceCents: 3000 }).where(eq(classTypes.id, type.id));
    await db().update(classInstances).set({ priceCents: 3000 }).where(eq(classInstances.id, instance.id));
    const listed = await me().browser.get(`/api/student-bookings?studentId=${me().student.id}`);
    expect(listed.body.find((b: { id: number }) => b.id === res.body.id).price).toBe('22.00');
  });

  it('the same through tRPC; a student’s price, booking date and over-capacity are ignored', async () => {
    const type = await insertClassType(db(), { priceCents: 1500 });
    const full = await classIn(db(), type.id, 72, { maxStudents: 1 });
    const other = await createStudent(db());
    await trpc(
      admin().browser,
      'bookings.book',
      { studentId: other.id, classInstanceId: full.id },
      'mutation',
    );
    const over = await trpc(
      me().browser,
      'bookings.book',
      { studentId: me().student.id, classInstanceId: full.id, allowOverCapacity: true },
      'mutation',
    );
    expect(over).toMatchObject({ status: 409, error: 'Class Full' });

    const open = await classIn(db(), type.id, 72, { priceCents: 1500 });
    const res = await trpc(
      me().browser,
      'bookings.book',
      { studentId: me().student.id, classInstanceId: open.id, price: '1.00', bookingDate: '2020-01-01' },
      'mutation',
    );
    expect(res.status, res.error).toBe(200);
    expect(res.data).toMatchObject({ price: '15.00', bookingStatus: 'confirmed' });
    expect(Date.now() - Date.parse(res.data.bookedAt)).toBeLessThan(60_000);
  });

  it('another student’s id: 404 "Student not found", and nothing is written', async () => {
    const type = await insertClassType(db());
    const instance = await classIn(db(), type.id, 48);
    const victim = await createStudent(db());
    const before = await snapshot();
    const res = await book(me().browser, { studentId: victim.id, classInstanceId: instance.id });
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ error: 'Student not found', code: 'NOT_FOUND' });
    expect(await snapshot()).toEqual(before);
  });

  it('no session: 401, and nothing is written', async () => {
    const type = await insertClassType(db());
    const instance = await classIn(db(), type.id, 48);
    const before = await snapshot();
    const res = await book(browserAt(t.app()), { studentId: me().student.id, classInstanceId: instance.id });
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ error: 'Please log in to access your dashboard.', code: 'UNAUTHORIZED' });
    expect(await snapshot()).toEqual(before);
  });

  it('refusals: full, cancelled, inactive class type, already started, twice, unknown class', async () => {
    const type = await insertClassType(db());
    const full = await classIn(db(), type.id, 48, { maxStudents: 1 });
    const someone = await createStudent(db());
    await trpc(
      admin().browser,
      'bookings.book',
      { studentId: someone.id, classInstanceId: full.id },
      'mutation',
    );
    const cancelled = await classIn(db(), type.id, 48, { isCancelled: true });
    const retired = await insertClassType(db(), { isActive: false });
    const retiredClass = await classIn(db(), retired.id, 48);
    const started = await classIn(db(), type.id, -1);
    const open = await classIn(db(), type.id, 48);
    expect((await book(me().browser, { studentId: me().student.id, classInstanceId: open.id })).status).toBe(
      201,
    );

    const before = await snapshot();
    const cases: [number, number, string][] = [
      [full.id, 409, 'Class Full'],
      [cancelled.id, 409, 'This class has been cancelled'],
      [retiredClass.id, 409, 'This class type is not active'],
      [started.id, 409, 'This class has already taken place'],
      [open.id, 409, 'Student is already enrolled in this class'],
      [999_999, 404, 'Class instance not found'],
    ];
    for (const [classInstanceId, status, error] of cases) {
      const res = await book(me().browser, { studentId: me().student.id, classInstanceId });
      expect({ classInstanceId, status: res.status, error: res.body.error }).toEqual({
        classInstanceId,
        status,
        error,
      });
    }
    expect(await snapshot()).toEqual(before);
  });

  it('bad input: 400 with a clear message, and nothing is written', async () => {
    const type = await insertClassType(db());
    const instance = await classIn(db(), type.id, 48);
    const before = await snapshot();
    const cases: [unknown, string][] = [
      [{ classInstanceId: instance.id }, 'No student ID provided'],
      [{ studentId: 'abc', classInstanceId: instance.id }, 'No student ID provided'],
      [{ studentId: me().student.id }, 'Invalid id'],
      [{ studentId: me().student.id, classInstanceId: -4 }, 'Invalid id'],
      [
        { studentId: me().student.id, classInstanceId: instance.id, bookingStatus: 'pending' },
        'bookingStatus must be confirmed',
      ],
      [
        { studentId: me().student.id, classInstanceId: instance.id, price: 'free' },
        'price must be an amount such as 20.00',
      ],
      [
        { studentId: me().student.id, classInstanceId: instance.id, bookingDate: 'yesterday' },
        'bookingDate must be a date such as 2026-11-22',
      ],
      [
        { studentId: me().student.id, classInstanceId: instance.id, allowOverCapacity: 1 },
        'allowOverCapacity must be true or false',
      ],
      [[1, 2], 'No student ID provided'],
    ];
    for (const [body, error] of cases) {
      const res = await book(me().browser, body as Record<string, unknown>);
      expect({ body, status: res.status, error: res.body.error }).toEqual({ body, status: 400, error });
    }
    const malformed = await me().browser.request('POST', '/api/student-bookings', '{"studentId":', {
      'content-type': 'application/json',
    });
    expect(malformed.status).toBe(400);
    expect(await snapshot()).toEqual(before);
  });
});

describe('POST /api/student-bookings as an administrator', () => {
  it('books any student with the price and booking date given, and records it in the audit trail', async () => {
    const type = await insertClassType(db(), { priceCents: 2000 });
    const instance = await classIn(db(), type.id, 48);
    const student = await createStudent(db());
    const res = await book(admin().browser, {
      studentId: student.id,
      classInstanceId: instance.id,
      bookingStatus: 'confirmed',
      price: '12.50',
      bookingDate: '2026-11-01',
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ studentId: student.id, price: '12.50', bookingDate: '2026-11-01' });
    // The start of that day in the studio (Vancouver, still on daylight time).
    expect(res.body.bookedAt).toBe('2026-11-01T07:00:00.000Z');
    const [row] = await db().select().from(bookings).where(eq(bookings.id, res.body.id));
    expect(row).toMatchObject({ priceCents: 1250, bookedByAdminId: admin().admin.id, status: 'confirmed' });
    const ledger = await db().select().from(ledgerEntries).where(eq(ledgerEntries.bookingId, res.body.id));
    expect(ledger.map((l) => [l.entryType, l.amountCents])).toEqual([['charge', 1250]]);
    const [audit] = await db()
      .select()
      .from(auditLog)
      .where(eq(auditLog.entityId, String(res.body.id)));
    expect(audit).toMatchObject({
      adminId: admin().admin.id,
      action: 'booking.create',
      entityType: 'booking',
    });
  });

  it('a free price books without a charge; over capacity only when asked; a past class is allowed', async () => {
    const type = await insertClassType(db());
    const one = await classIn(db(), type.id, 48, { maxStudents: 1 });
    const [a, b] = [await createStudent(db()), await createStudent(db())];
    const free = await book(admin().browser, { studentId: a.id, classInstanceId: one.id, price: 0 });
    expect(free.status).toBe(201);
    expect(free.body.price).toBe('0.00');
    expect(await countOf(db(), 'ledger_entries', `booking_id = ${free.body.id}`)).toBe(0);
    expect((await book(admin().browser, { studentId: b.id, classInstanceId: one.id })).body.error).toBe(
      'Class Full',
    );
    const over = await book(admin().browser, {
      studentId: b.id,
      classInstanceId: one.id,
      allowOverCapacity: true,
    });
    expect(over.status).toBe(201);

    const past = await classIn(db(), type.id, -3);
    const late = await book(admin().browser, { studentId: a.id, classInstanceId: past.id });
    expect(late.status).toBe(201);
    expect(late.body.canCancel).toBe(false);
  });

  it('an unknown student is 404 "Student not found"', async () => {
    const type = await insertClassType(db());
    const instance = await classIn(db(), type.id, 48);
    const res = await book(admin().browser, { studentId: 999_999, classInstanceId: instance.id });
    expect(res).toMatchObject({ status: 404, body: { error: 'Student not found' } });
  });
});

describe('a student enrolling from /class-signup books under the same rules', () => {
  it('the schedule’s next class that has not started: today’s class already under way is skipped', async () => {
    const type = await insertClassType(db(), { priceCents: 1700 });
    const today = studioToday();
    // 00:00 today has started (unless the test runs in the very first minute of the studio's day).
    const schedule = await insertSchedule(db(), type.id, {
      dayOfWeek: dayOfWeek(today),
      startTime: '00:00',
      endTime: '00:30',
    });
    const res = await me().browser.post('/api/student-classes', {
      studentId: me().student.id,
      classTypeId: type.id,
      classScheduleId: schedule.id,
    });
    expect(res.status).toBe(201);
    const [booking] = await db().select().from(bookings).where(eq(bookings.id, res.body.bookingId));
    const [instance] = await db()
      .select()
      .from(classInstances)
      .where(eq(classInstances.id, booking!.classInstanceId));
    expect(instance!.classDate).toBe(addDays(today, 7));
    expect(booking!.priceCents).toBe(1700);

    // The administrator's Register Student still takes the first class dated today.
    const other = await createStudent(db());
    const registered = await trpc(
      admin().browser,
      'classes.registerStudent',
      { classScheduleId: schedule.id, studentId: other.id },
      'mutation',
    );
    expect(registered.data.classDate).toBe(today);
  });
});
