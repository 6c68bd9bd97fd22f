import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { bookings, classInstances, ledgerEntries, students } from '../../src/server/db/schema';
import { addDays, dayOfWeek } from '../../src/shared/dates';
import {
  countOf,
  insertClassType,
  insertInstance,
  insertSchedule,
  signedInStudent,
  studioToday,
  trpc,
} from '../factories/classes';
import { createStudent } from '../factories/people';
import { setUpTestApp, signInAdmin } from '../setup/test-app-lifecycle';

const t = setUpTestApp();
const { admin } = signInAdmin(t);

const db = t.db;
const today = studioToday();

const register = (input: Record<string, unknown>) =>
  trpc(admin().browser, 'classes.registerStudent', input, 'mutation');

async function manyStudents(n: number) {
  const out = [];
  for (let i = 0; i < n; i++)
    out.push(await createStudent(db(), { name: `Racer ${String(i).padStart(2, '0')}` }));
  return out;
}

describe('Register Student for Class', () => {
  it('books the schedule’s next upcoming class (today or later), charging its price', async () => {
    const type = await insertClassType(db(), { priceCents: 1800 });
    const s = await insertSchedule(db(), type.id, { dayOfWeek: dayOfWeek(addDays(today, 2)) });
    const student = await createStudent(db());
    const res = await register({ classScheduleId: s.id, studentId: student.id });
    expect(res.status, res.error).toBe(200);
    expect(res.data).toMatchObject({
      classDate: addDays(today, 2),
      overCapacity: false,
      message: 'Student Enrolled Successfully',
    });
    const [booking] = await db().select().from(bookings).where(eq(bookings.id, res.data.bookingId));
    expect(booking).toMatchObject({
      status: 'confirmed',
      priceCents: 1800,
      bookedByAdminId: admin().admin.id,
    });
    const ledger = await db().select().from(ledgerEntries).where(eq(ledgerEntries.bookingId, booking!.id));
    expect(ledger.map((l) => [l.entryType, l.amountCents])).toEqual([['charge', 1800]]);

    const twice = await register({ classScheduleId: s.id, studentId: student.id });
    expect(twice).toMatchObject({ status: 409, error: 'Student is already enrolled in this class' });
  });

  it('30 simultaneous registrations for a 5-seat class confirm exactly 5', async () => {
    const type = await insertClassType(db());
    const instance = await insertInstance(db(), type.id, { maxStudents: 5 });
    const racers = await manyStudents(30);
    const results = await Promise.all(
      racers.map((r) => register({ classInstanceId: instance.id, studentId: r.id })),
    );
    expect(results.filter((r) => r.status === 200)).toHaveLength(5);
    const refused = results.filter((r) => r.status !== 200);
    expect(refused).toHaveLength(25);
    expect(new Set(refused.map((r) => `${r.status} ${r.error}`))).toEqual(new Set(['409 Class Full']));
    expect(
      await countOf(db(), 'bookings', `class_instance_id = ${instance.id} and status = 'confirmed'`),
    ).toBe(5);
    expect(
      await countOf(
        db(),
        'ledger_entries l join bookings b on b.id = l.booking_id',
        `b.class_instance_id = ${instance.id}`,
      ),
    ).toBe(5);
  });

  it('over capacity only when asked, and then flagged', async () => {
    const type = await insertClassType(db());
    const instance = await insertInstance(db(), type.id, { maxStudents: 1 });
    const [a, b] = await manyStudents(2);
    expect((await register({ classInstanceId: instance.id, studentId: a!.id })).status).toBe(200);
    const full = await register({ classInstanceId: instance.id, studentId: b!.id });
    expect(full).toMatchObject({ status: 409, error: 'Class Full' });
    const over = await register({ classInstanceId: instance.id, studentId: b!.id, allowOverCapacity: true });
    expect(over.status).toBe(200);
    expect(over.data.overCapacity).toBe(true);
    const listed = await admin().browser.get(
      `/api/class-instances?startDate=${instance.classDate}&endDate=${instance.classDate}`,
    );
    expect(listed.body.find((i: { id: number }) => i.id === instance.id).enrollmentCount).toBe(2);
  });

  it('refusals: no student chosen, unknown student, inactive class type, no upcoming class', async () => {
    const type = await insertClassType(db());
    const instance = await insertInstance(db(), type.id);
    expect(await register({ classInstanceId: instance.id })).toMatchObject({
      status: 400,
      error: 'Please select a student to enroll',
    });
    expect(await register({ classInstanceId: instance.id, studentId: 999999 })).toMatchObject({
      status: 404,
      error: 'Student not found',
    });
    const student = await createStudent(db());
    const retired = await insertClassType(db(), { isActive: false });
    const retiredClass = await insertInstance(db(), retired.id);
    expect(await register({ classInstanceId: retiredClass.id, studentId: student.id })).toMatchObject({
      status: 409,
      error: 'This class type is not active',
    });
    const off = await insertSchedule(db(), type.id, { isActive: false });
    expect(await register({ classScheduleId: off.id, studentId: student.id })).toMatchObject({
      status: 404,
      error: 'No active class instance found',
    });
    expect(await countOf(db(), 'bookings', `student_id = ${student.id}`)).toBe(0);
  });
});

describe('student-class enrolments', () => {
  it('POST /api/student-classes (201); a repeat returns the same active enrolment', async () => {
    const type = await insertClassType(db());
    const student = await createStudent(db(), { name: 'Enid' });
    const first = await admin().browser.post('/api/student-classes', {
      studentId: student.id,
      classTypeId: type.id,
      enrollmentDate: today,
      status: 'active',
    });
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({
      studentId: student.id,
      classTypeId: type.id,
      enrollmentDate: today,
      status: 'active',
      student: { id: student.id, name: 'Enid', email: student.email },
      classType: { id: type.id, name: 'Yoga Flow' },
      bookingId: null,
    });
    const again = await admin().browser.post('/api/student-classes', {
      studentId: student.id,
      classTypeId: type.id,
    });
    expect(again.status).toBe(201);
    expect(again.body.id).toBe(first.body.id);
    expect(await countOf(db(), 'student_class_enrollments', `student_id = ${student.id}`)).toBe(1);

    const all = await admin().browser.get('/api/student-classes');
    expect(all.body.map((e: { id: number }) => e.id)).toContain(first.body.id);
    const byStudent = await admin().browser.get(`/api/student-classes/student/${student.id}`);
    expect(byStudent.body.map((e: { id: number }) => e.id)).toEqual([first.body.id]);
    const s = await insertSchedule(db(), type.id);
    const bySchedule = await admin().browser.get(`/api/student-classes/schedule/${s.id}`);
    expect(bySchedule.body.map((e: { id: number }) => e.id)).toContain(first.body.id);
  });

  it('with a schedule it books the next class too; a student may enrol themselves', async () => {
    const type = await insertClassType(db());
    const s = await insertSchedule(db(), type.id, { dayOfWeek: dayOfWeek(addDays(today, 3)) });
    const { browser, student } = await signedInStudent(t.app(), db());
    const res = await browser.post('/api/student-classes', {
      studentId: student.id,
      classTypeId: type.id,
      classScheduleId: s.id,
    });
    expect(res.status).toBe(201);
    expect(res.body.bookingId).toEqual(expect.any(Number));
    const [booking] = await db().select().from(bookings).where(eq(bookings.id, res.body.bookingId));
    const [instance] = await db()
      .select()
      .from(classInstances)
      .where(eq(classInstances.id, booking!.classInstanceId));
    expect(instance!.classDate).toBe(addDays(today, 3));
    expect(booking!.bookedByAdminId).toBeNull();
    // Enrolling again keeps the place rather than failing.
    const again = await browser.post('/api/student-classes', {
      studentId: student.id,
      classTypeId: type.id,
      classScheduleId: s.id,
    });
    expect(again.status).toBe(201);
    expect(again.body.bookingId).toBe(res.body.bookingId);
    const wrongType = await insertClassType(db());
    const mismatch = await browser.post('/api/student-classes', {
      studentId: student.id,
      classTypeId: wrongType.id,
      classScheduleId: s.id,
    });
    expect(mismatch.status).toBe(400);
  });

  it('30 simultaneous enrolments into a 5-seat schedule: 5 enrolled and booked, 25 "Class Full" and rolled back', async () => {
    const type = await insertClassType(db());
    const s = await insertSchedule(db(), type.id, {
      dayOfWeek: dayOfWeek(addDays(today, 1)),
      maxStudents: 5,
    });
    const racers = await manyStudents(30);
    const results = await Promise.all(
      racers.map((r) =>
        admin().browser.post('/api/student-classes', {
          studentId: r.id,
          classTypeId: type.id,
          classScheduleId: s.id,
        }),
      ),
    );
    expect(results.filter((r) => r.status === 201)).toHaveLength(5);
    const refused = results.filter((r) => r.status !== 201);
    expect(new Set(refused.map((r) => `${r.status} ${r.body.error}`))).toEqual(new Set(['409 Class Full']));
    expect(await countOf(db(), 'student_class_enrollments', `class_type_id = ${type.id}`)).toBe(5);
    expect(
      await countOf(
        db(),
        'bookings b join class_instances i on i.id = b.class_instance_id',
        `i.class_schedule_id = ${s.id} and b.status = 'confirmed'`,
      ),
    ).toBe(5);
  });

  it('an inactive class type blocks enrolment; unknown student and type are 404', async () => {
    const retired = await insertClassType(db(), { isActive: false });
    const student = await createStudent(db());
    const res = await admin().browser.post('/api/student-classes', {
      studentId: student.id,
      classTypeId: retired.id,
    });
    expect(res.status).toBe(409);
    expect(res.body.error).toBe('This class type is not active');
    expect(
      (await admin().browser.post('/api/student-classes', { studentId: 999999, classTypeId: retired.id }))
        .status,
    ).toBe(404);
    const type = await insertClassType(db());
    expect(
      (await admin().browser.post('/api/student-classes', { studentId: student.id, classTypeId: 999999 }))
        .status,
    ).toBe(404);
    const noStudent = await admin().browser.post('/api/student-classes', { classTypeId: type.id });
    expect(noStudent.status).toBe(400);
    expect(noStudent.body.error).toBe('No student ID provided');
    expect(await countOf(db(), 'student_class_enrollments', `student_id = ${student.id}`)).toBe(0);
  });
});

describe('GET /api/students (students.options)', () => {
  it('non-deleted students, ordered by name', async () => {
    const zed = await createStudent(db(), { name: 'zed Zulu' });
    const amy = await createStudent(db(), { name: 'Amy Alpha' });
    const gone = await createStudent(db(), { name: 'Aaron Gone' });
    await db().update(students).set({ deletedAt: new Date() }).where(eq(students.id, gone.id));
    const res = await admin().browser.get('/api/students');
    expect(res.status).toBe(200);
    const ids = res.body.map((s: { id: number }) => s.id);
    expect(ids).not.toContain(gone.id);
    expect(ids.indexOf(amy.id)).toBeLessThan(ids.indexOf(zed.id));
    expect(res.body.find((s: { id: number }) => s.id === amy.id)).toEqual({
      id: amy.id,
      name: 'Amy Alpha',
      email: amy.email,
      phone: '604-555-0100',
      status: 'active',
      isActive: true,
      createdAt: expect.any(String),
    });
  });
});
