import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog, bookings, classInstances, classSchedules, classTypes } from '../../src/server/db/schema';
import { addDays, dayOfWeek } from '../../src/shared/dates';
import {
  countOf,
  insertClassType,
  insertInstance,
  insertSchedule,
  signedInStudent,
  studioToday,
} from '../factories/classes';
import { createStudent } from '../factories/people';
import { setUpTestApp, signInAdmin } from '../setup/test-app-lifecycle';

const t = setUpTestApp();
const { admin } = signInAdmin(t);

const db = t.db;
const today = studioToday();
const typeBody = {
  name: 'Pilates',
  description: 'Core strength',
  duration: 55,
  price: '22.50',
  isActive: true,
};

describe('class types', () => {
  it('POST creates one (201) with the spec defaults, money as a decimal string, and an audit entry', async () => {
    const res = await admin().browser.post('/api/class-types', {
      name: ' Barre ',
      description: 'Ballet fitness',
    });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({
      id: expect.any(Number),
      name: 'Barre',
      description: 'Ballet fitness',
      duration: 60,
      price: '20.00',
      isActive: true,
    });
    const [row] = await db().select().from(classTypes).where(eq(classTypes.id, res.body.id));
    expect(row).toMatchObject({ priceCents: 2000, durationMinutes: 60 });
    const audits = await db()
      .select()
      .from(auditLog)
      .where(eq(auditLog.entityId, String(res.body.id)));
    expect(audits.map((a) => a.action)).toContain('class_type.create');
  });

  it.each([
    [{ ...typeBody, name: '' }, 'Class name is required'],
    [{ ...typeBody, description: '  ' }, 'Description is required'],
    [{ ...typeBody, price: '22.505' }, 'Invalid price format'],
    [{ ...typeBody, price: 'abc' }, 'Invalid price format'],
    [{ ...typeBody, duration: 10 }, 'Duration must be at least 15 minutes'],
    [{ ...typeBody, duration: 300 }, 'Duration cannot exceed 240 minutes'],
    [{ ...typeBody, isActive: 'yes' }, 'Must be true or false'],
  ])('bad input %j: 400 "%s" and nothing written', async (body, message) => {
    const before = await countOf(db(), 'class_types');
    const res = await admin().browser.post('/api/class-types', body);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ error: message, code: 'BAD_REQUEST' });
    expect(await countOf(db(), 'class_types')).toBe(before);
  });

  it('GET lists and reads one; unknown and malformed ids are 404 and 400', async () => {
    const created = (await admin().browser.post('/api/class-types', typeBody)).body;
    const list = await admin().browser.get('/api/class-types');
    expect(list.status).toBe(200);
    expect(list.body).toContainEqual(created);
    expect((await admin().browser.get(`/api/class-types/${created.id}`)).body).toEqual(created);
    const missing = await admin().browser.get('/api/class-types/999999');
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual({ error: 'Class type not found', code: 'NOT_FOUND' });
    const malformed = await admin().browser.get('/api/class-types/abc');
    expect(malformed.status).toBe(400);
    expect(malformed.body.error).toBe('Invalid id');
  });

  it('PUT changes only what is sent; a new price applies to future classes, not to bookings made', async () => {
    const type = await insertClassType(db(), { priceCents: 2000 });
    const past = await insertInstance(db(), type.id, { classDate: addDays(today, -3) });
    const future = await insertInstance(db(), type.id, { classDate: addDays(today, 3) });
    const student = await createStudent(db());
    await db()
      .insert(bookings)
      .values({ studentId: student.id, classInstanceId: future.id, priceCents: 2000 });

    const res = await admin().browser.put(`/api/class-types/${type.id}`, { price: '25' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ name: 'Yoga Flow', price: '25.00', duration: 60, isActive: true });
    const price = async (id: number) =>
      (await db().select().from(classInstances).where(eq(classInstances.id, id)))[0]!.priceCents;
    expect(await price(future.id)).toBe(2500);
    expect(await price(past.id)).toBe(2000);
    const [booking] = await db().select().from(bookings).where(eq(bookings.classInstanceId, future.id));
    expect(booking!.priceCents).toBe(2000);

    const bad = await admin().browser.put(`/api/class-types/${type.id}`, { name: '' });
    expect(bad.status).toBe(400);
    expect(bad.body.error).toBe('Class name is required');
    expect((await admin().browser.put('/api/class-types/999999', { name: 'X' })).status).toBe(404);
  });

  it('students list active class types only, but may open an inactive one (its page says enrolment is closed)', async () => {
    const shown = await insertClassType(db(), { name: 'Current' });
    const hidden = await insertClassType(db(), { name: 'Retired', isActive: false });
    const { browser, student } = await signedInStudent(t.app(), db());
    const list = await browser.get('/api/class-types');
    expect(list.status).toBe(200);
    const ids = list.body.map((c: { id: number }) => c.id);
    expect(ids).toContain(shown.id);
    expect(ids).not.toContain(hidden.id);
    expect(list.body.every((c: { isActive: boolean }) => c.isActive)).toBe(true);
    const one = await browser.get(`/api/class-types/${hidden.id}`);
    expect(one.status).toBe(200);
    expect(one.body).toMatchObject({ id: hidden.id, isActive: false });
    const enrol = await browser.post('/api/student-classes', {
      studentId: student.id,
      classTypeId: hidden.id,
    });
    expect(enrol.status).toBe(409);
    expect(enrol.body.error).toBe('This class type is not active');
    expect((await admin().browser.get(`/api/class-types/${hidden.id}`)).status).toBe(200);
  });
});

describe('class schedules', () => {
  const scheduleBody = (classTypeId: number) => ({
    classTypeId,
    dayOfWeek: 1,
    startTime: '19:30',
    endTime: '20:30',
    location: 'Studio A',
    maxStudents: 15,
    isRecurring: true,
    isActive: true,
  });

  it('POST creates one (201), materialises its coming classes from today on, and is audited', async () => {
    const type = await insertClassType(db(), { name: 'Spin' });
    const body = {
      ...scheduleBody(type.id),
      dayOfWeek: dayOfWeek(addDays(today, 1)),
      customName: 'Sunrise Spin',
    };
    const res = await admin().browser.post('/api/class-schedules', body);
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      classTypeId: type.id,
      customName: 'Sunrise Spin',
      displayName: 'Sunrise Spin',
      dayOfWeek: body.dayOfWeek,
      startTime: '19:30',
      endTime: '20:30',
      location: 'Studio A',
      maxStudents: 15,
      isRecurring: true,
      isActive: true,
      price: '20.00',
      nextClassDate: addDays(today, 1),
      enrollmentCount: 0,
    });
    const instances = await db()
      .select()
      .from(classInstances)
      .where(eq(classInstances.classScheduleId, res.body.id));
    expect(instances.length).toBeGreaterThanOrEqual(12);
    expect(instances.every((i) => i.classDate >= today)).toBe(true);
    const [row] = await db().select().from(classSchedules).where(eq(classSchedules.id, res.body.id));
    expect(row!.effectiveFrom).toBe(today);
  });

  it('defaults: max 15, recurring and active', async () => {
    const type = await insertClassType(db());
    const { maxStudents: _m, isRecurring: _r, isActive: _a, ...minimal } = scheduleBody(type.id);
    const res = await admin().browser.post('/api/class-schedules', minimal);
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      maxStudents: 15,
      isRecurring: true,
      isActive: true,
      displayName: 'Yoga Flow',
    });
  });

  it.each([
    [{ classTypeId: 0 }, 'Please select a class type'],
    [{ classTypeId: undefined }, 'Please select a class type'],
    [{ dayOfWeek: 7 }, 'Day of week must be 0-6'],
    [{ startTime: '7:30pm' }, 'Invalid time format (HH:MM)'],
    [{ endTime: '' }, 'Invalid time format (HH:MM)'],
    [{ location: '' }, 'Location is required'],
    [{ maxStudents: 0 }, 'Maximum students must be at least 1'],
    [{ maxStudents: 51 }, 'Maximum students cannot exceed 50'],
    [{ endTime: '19:00' }, 'End time must be after start time'],
  ])('bad input %j: 400 "%s" and nothing written', async (patch, message) => {
    const before = await countOf(db(), 'class_schedules');
    const res = await admin().browser.post('/api/class-schedules', { ...scheduleBody(1), ...patch });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ error: message, code: 'BAD_REQUEST' });
    expect(await countOf(db(), 'class_schedules')).toBe(before);
  });

  it('an unknown class type is 404', async () => {
    const res = await admin().browser.post('/api/class-schedules', scheduleBody(999999));
    expect(res.status).toBe(404);
    expect(res.body.error).toBe('Class type not found');
  });

  it('PUT: the toggle sends isActive only; the quick edit; an end before the stored start is 400', async () => {
    const type = await insertClassType(db());
    const s = await insertSchedule(db(), type.id, { customName: 'Keep me', description: 'Keep me too' });
    const toggle = await admin().browser.put(`/api/class-schedules/${s.id}`, { isActive: false });
    expect(toggle.status).toBe(200);
    expect(toggle.body).toMatchObject({ isActive: false, customName: 'Keep me', description: 'Keep me too' });
    const quick = await admin().browser.put(`/api/class-schedules/${s.id}`, {
      startTime: '06:00',
      endTime: '07:00',
      location: 'Roof',
      maxStudents: 20,
    });
    expect(quick.body).toMatchObject({
      startTime: '06:00',
      endTime: '07:00',
      location: 'Roof',
      maxStudents: 20,
    });
    const bad = await admin().browser.put(`/api/class-schedules/${s.id}`, { endTime: '05:00' });
    expect(bad.status).toBe(400);
    expect(bad.body.error).toBe('End time must be after start time');
    const [row] = await db().select().from(classSchedules).where(eq(classSchedules.id, s.id));
    expect(row!.endTime).toBe('07:00:00');
    const empty = await admin().browser.put(`/api/class-schedules/${s.id}`, { location: ' ' });
    expect(empty.status).toBe(400);
    expect(empty.body.error).toBe('Location is required');
    expect((await admin().browser.put('/api/class-schedules/999999', { isActive: true })).status).toBe(404);
  });

  it('PATCH …/name sets the custom name; an empty one resets to the class type name', async () => {
    const type = await insertClassType(db(), { name: 'Hatha' });
    const s = await insertSchedule(db(), type.id);
    const named = await admin().browser.request('PATCH', `/api/class-schedules/${s.id}/name`, {
      customName: 'Evening Hatha',
    });
    expect(named.status).toBe(200);
    expect(named.body).toMatchObject({ customName: 'Evening Hatha', displayName: 'Evening Hatha' });
    const reset = await admin().browser.request('PATCH', `/api/class-schedules/${s.id}/name`, {
      customName: '',
    });
    expect(reset.body).toMatchObject({ customName: null, displayName: 'Hatha' });
    const missing = await admin().browser.request('PATCH', '/api/class-schedules/999999/name', {
      customName: 'x',
    });
    expect(missing.status).toBe(404);
    expect(missing.body.error).toBe('Class schedule not found');
  });

  it('students get active schedules of active class types only, whatever they ask', async () => {
    const active = await insertClassType(db());
    const retired = await insertClassType(db(), { isActive: false });
    const open = await insertSchedule(db(), active.id);
    const off = await insertSchedule(db(), active.id, { isActive: false });
    const ofRetired = await insertSchedule(db(), retired.id);
    const { browser } = await signedInStudent(t.app(), db());
    const res = await browser.get('/api/class-schedules?activeOnly=false');
    expect(res.status).toBe(200);
    const ids = res.body.map((s: { id: number }) => s.id);
    expect(ids).toContain(open.id);
    expect(ids).not.toContain(off.id);
    expect(ids).not.toContain(ofRetired.id);
    const all = (await admin().browser.get('/api/class-schedules')).body.map((s: { id: number }) => s.id);
    expect(all).toEqual(expect.arrayContaining([open.id, off.id, ofRetired.id]));
    const onlyActive = await admin().browser.get(
      `/api/class-schedules?activeOnly=true&classTypeId=${active.id}`,
    );
    expect(onlyActive.body.map((s: { id: number }) => s.id)).toEqual([open.id]);
  });

  it('…/students and …/attendees: the next upcoming class roster with paid/pending/overdue', async () => {
    const type = await insertClassType(db());
    const s = await insertSchedule(db(), type.id, {
      dayOfWeek: dayOfWeek(addDays(today, 2)),
      maxStudents: 3,
    });
    const empty = await admin().browser.get(`/api/class-schedules/${s.id}/students`);
    expect(empty.status).toBe(200);
    expect(empty.body).toMatchObject({
      classScheduleId: s.id,
      classDate: addDays(today, 2),
      className: 'Yoga Flow',
      maxStudents: 3,
      enrollmentCount: 0,
      students: [],
      counts: { paid: 0, pending: 0, overdue: 0 },
    });
    const instanceId = empty.body.classInstanceId as number;
    const people = [
      await createStudent(db(), { name: 'Ada', status: 'active' }),
      await createStudent(db(), { name: 'Bo', status: 'pending' }),
      await createStudent(db(), { name: 'Cy', status: 'inactive' }),
      await createStudent(db(), { name: 'Di', status: 'active' }),
    ];
    for (const [i, p] of people.entries()) {
      await db()
        .insert(bookings)
        .values({
          studentId: p.id,
          classInstanceId: instanceId,
          priceCents: 2000,
          status: i === 3 ? 'cancelled' : 'confirmed',
          cancelledAt: i === 3 ? new Date() : null,
        });
    }
    // The badges come from what each owes (issue 28), not from the account status: Ada owes nothing,
    // Bo owes a charge of today, Cy one from 90 days ago that is past due.
    const charge = async (studentId: number, daysAgo: number) => {
      const res = await admin().browser.post('/api/payments', {
        studentId,
        amount: '133.50',
        status: 'pending',
        notes: 'Class pack',
        paymentDate: new Date(Date.now() - daysAgo * 86_400_000).toISOString(),
      });
      expect(res.status, JSON.stringify(res.body)).toBe(201);
    };
    await charge(people[1]!.id, 0);
    await charge(people[2]!.id, 90);
    const roster = await admin().browser.get(`/api/class-schedules/${s.id}/students`);
    expect(roster.body.enrollmentCount).toBe(3);
    expect(roster.body.students.map((x: { owed: string }) => x.owed)).toEqual(['0.00', '133.50', '133.50']);
    for (const p of people.slice(0, 3)) {
      const outstanding = await admin().browser.get(`/api/payments/student/${p.id}/outstanding`);
      const shown = roster.body.students.find((x: { studentId: number }) => x.studentId === p.id);
      expect(shown.owed).toBe(outstanding.body.totalOwed);
    }
    expect(roster.body.counts).toEqual({ paid: 1, pending: 1, overdue: 1 });
    expect(roster.body.students.map((x: { name: string }) => x.name)).toEqual(['Ada', 'Bo', 'Cy']);
    const attendees = await admin().browser.get(`/api/class-schedules/${s.id}/attendees`);
    expect(attendees.status).toBe(200);
    expect(attendees.body.map((x: { paymentStatus: string }) => x.paymentStatus)).toEqual([
      'paid',
      'pending',
      'overdue',
    ]);
    expect(attendees.body[0]).toMatchObject({
      email: people[0]!.email,
      phone: '604-555-0100',
      bookingStatus: 'confirmed',
    });

    const none = await insertSchedule(db(), type.id, { isActive: false });
    const noClass = await admin().browser.get(`/api/class-schedules/${none.id}/students`);
    expect(noClass.status).toBe(200);
    expect(noClass.body).toMatchObject({ classInstanceId: null, classDate: null, students: [] });
    expect((await admin().browser.get('/api/class-schedules/999999/attendees')).status).toBe(404);
  });
});
