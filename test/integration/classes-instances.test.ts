import { and, asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  bookings,
  classCancellations,
  classInstances,
  ledgerEntries,
  outboundEmails,
  studentCredits,
} from '../../src/server/db/schema';
import { addDays, calendarWindow, dayOfWeek, formatDate } from '../../src/shared/dates';
import { receivePayment } from '../factories/bookings';
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

/** Registers `n` new students; each booking is confirmed and charged the class's own price. */
/** `n` new students booked on the class; `paid`: each has paid for it (a cancel gives that back). */
async function bookStudents(instanceId: number, n: number, { paid = false } = {}) {
  const [instance] = await db().select().from(classInstances).where(eq(classInstances.id, instanceId));
  const people = [];
  for (let i = 0; i < n; i++) {
    const student = await createStudent(db(), { name: `Student ${i}` });
    const booked = await trpc(
      admin().browser,
      'classes.registerStudent',
      { classInstanceId: instanceId, studentId: student.id },
      'mutation',
    );
    expect(booked.status, booked.error).toBe(200);
    const [row] = await db().select().from(bookings).where(eq(bookings.id, booked.data.bookingId));
    expect(row).toMatchObject({
      studentId: student.id,
      classInstanceId: instanceId,
      status: 'confirmed',
      priceCents: instance!.priceCents,
    });
    if (paid) await receivePayment(db(), student.id, instance!.priceCents);
    people.push(student);
  }
  return people;
}

describe('GET /api/class-instances', () => {
  it('defaults to this month and the three after it, with the real enrolment count and is_cancelled', async () => {
    const type = await insertClassType(db(), { name: 'Window Yoga' });
    const s = await insertSchedule(db(), type.id, { dayOfWeek: dayOfWeek(addDays(today, 1)) });
    const res = await admin().browser.get('/api/class-instances');
    expect(res.status).toBe(200);
    const window = calendarWindow(today, 3);
    const mine = res.body.filter((i: { classScheduleId: number }) => i.classScheduleId === s.id);
    expect(mine.length).toBeGreaterThanOrEqual(13);
    for (const i of res.body) {
      expect(i.classDate >= window.startDate && i.classDate <= window.endDate).toBe(true);
      expect(i.is_cancelled).toBe(i.isCancelled);
    }
    const first = mine.find((i: { classDate: string }) => i.classDate === addDays(today, 1));
    await bookStudents(first.id, 2);
    const again = await admin().browser.get(
      `/api/class-instances?startDate=${today}&endDate=${addDays(today, 6)}`,
    );
    const counted = again.body.find((i: { id: number }) => i.id === first.id);
    expect(counted).toMatchObject({
      enrollmentCount: 2,
      name: 'Window Yoga',
      startTime: '19:30',
      endTime: '20:30',
      duration: 60,
      price: '20.00',
      isSingle: false,
      classSchedule: { id: s.id, location: 'Studio A', classType: { id: type.id, name: 'Window Yoga' } },
    });
    // The class type is nested once, in the schedule (issue 15 §1), not also beside it.
    expect(counted).not.toHaveProperty('classType');
  });

  it('over tRPC, sends each class type and schedule of the window once, by id', async () => {
    const type = await insertClassType(db(), { name: 'Table Yoga' });
    const s = await insertSchedule(db(), type.id, { dayOfWeek: dayOfWeek(addDays(today, 1)) });
    const window = { startDate: today, endDate: addDays(today, 20) };
    const res = await trpc(admin().browser, 'classes.listInstances', window, 'query');
    expect(res.status, res.error).toBe(200);
    const mine = res.data.instances.filter((i: { classScheduleId: number }) => i.classScheduleId === s.id);
    expect(mine.length).toBeGreaterThanOrEqual(3);
    expect(mine[0]).toMatchObject({ classTypeId: type.id, name: 'Table Yoga', isSingle: false });
    expect(mine[0]).not.toHaveProperty('classType');
    expect(mine[0]).not.toHaveProperty('classSchedule');
    expect(res.data.classTypes.filter((c: { id: number }) => c.id === type.id)).toEqual([
      expect.objectContaining({ id: type.id, name: 'Table Yoga' }),
    ]);
    expect(res.data.schedules.filter((c: { id: number }) => c.id === s.id)).toEqual([
      { id: s.id, customName: null, location: 'Studio A' },
    ]);
  });

  it('validates the window: order, size, format', async () => {
    const reversed = await admin().browser.get(
      '/api/class-instances?startDate=2026-12-01&endDate=2026-11-01',
    );
    expect(reversed.status).toBe(400);
    expect(reversed.body.error).toBe('endDate must be on or after startDate');
    const huge = await admin().browser.get('/api/class-instances?startDate=2026-01-01&endDate=2027-02-05');
    expect(huge.status).toBe(400);
    expect(huge.body.error).toBe('The date range cannot exceed 400 days');
    const ok = await admin().browser.get('/api/class-instances?startDate=2026-01-01&endDate=2027-02-04');
    expect(ok.status).toBe(200);
    const bad = await admin().browser.get('/api/class-instances?startDate=2026-02-30');
    expect(bad.status).toBe(400);
    expect(bad.body.error).toBe('Invalid date (YYYY-MM-DD)');
  });

  it('GET …/schedule/:id lists a schedule’s classes; an unknown schedule is 404', async () => {
    const type = await insertClassType(db());
    const s = await insertSchedule(db(), type.id);
    const res = await admin().browser.get(`/api/class-instances/schedule/${s.id}`);
    expect(res.status).toBe(200);
    expect(res.body.length).toBeGreaterThanOrEqual(12);
    expect(res.body.every((i: { classScheduleId: number }) => i.classScheduleId === s.id)).toBe(true);
    expect((await admin().browser.get('/api/class-instances/schedule/999999')).status).toBe(404);
  });

  it('getInstance over tRPC: 404 for unknown ids, students cannot see classes of inactive types', async () => {
    const retired = await insertClassType(db(), { isActive: false });
    const hidden = await insertInstance(db(), retired.id);
    const { browser } = await signedInStudent(t.app(), db());
    expect((await trpc(browser, 'classes.getInstance', { id: hidden.id }, 'query')).status).toBe(404);
    const asAdmin = await trpc(admin().browser, 'classes.getInstance', { id: hidden.id }, 'query');
    expect(asAdmin.status).toBe(200);
    expect(asAdmin.data).toMatchObject({ id: hidden.id, isSingle: true, classScheduleId: null });
    const missing = await trpc(admin().browser, 'classes.getInstance', { id: 999999 }, 'query');
    expect(missing).toMatchObject({ status: 404, error: 'Class instance not found' });
  });
});

describe('single classes', () => {
  const body = (classTypeId: number, classDate = addDays(today, 1)) => ({
    classTypeId,
    classDate,
    startTime: '10:00',
    endTime: '11:15',
    location: 'Park',
    maxStudents: 4,
    notes: 'Bring water',
  });

  it('POST …/single (201): from tomorrow, price from the class type, no schedule', async () => {
    const type = await insertClassType(db(), { priceCents: 1750, name: 'Outdoor' });
    const res = await admin().browser.post('/api/class-instances/single', body(type.id));
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      classScheduleId: null,
      classDate: addDays(today, 1),
      startTime: '10:00',
      endTime: '11:15',
      duration: 75,
      location: 'Park',
      notes: 'Bring water',
      maxStudents: 4,
      price: '17.50',
      name: 'Outdoor',
      isSingle: true,
      is_cancelled: false,
    });
  });

  it.each([
    ['today', () => today, 'Date must be tomorrow or later'],
    ['yesterday', () => addDays(today, -1), 'Date must be tomorrow or later'],
    ['no date', () => '', 'Date is required'],
  ])('%s: 400 and nothing written', async (_label, date, message) => {
    const type = await insertClassType(db());
    const before = await countOf(db(), 'class_instances');
    const res = await admin().browser.post('/api/class-instances/single', body(type.id, date()));
    expect(res.status).toBe(400);
    expect(res.body.error).toBe(message);
    expect(await countOf(db(), 'class_instances')).toBe(before);
  });

  it('other bad input: 400 with the spec message; unknown type 404; inactive type 409', async () => {
    const type = await insertClassType(db());
    for (const [patch, message] of [
      [{ maxStudents: 51 }, 'Maximum students cannot exceed 50'],
      [{ maxStudents: 0 }, 'Maximum students must be at least 1'],
      [{ location: '' }, 'Location is required'],
      [{ startTime: '10am' }, 'Invalid time format (HH:MM)'],
      [{ classTypeId: 0 }, 'Please select a class type'],
    ] as const) {
      const res = await admin().browser.post('/api/class-instances/single', { ...body(type.id), ...patch });
      expect(res.status).toBe(400);
      expect(res.body.error).toBe(message);
    }
    expect((await admin().browser.post('/api/class-instances/single', body(999999))).status).toBe(404);
    const retired = await insertClassType(db(), { isActive: false });
    const inactive = await admin().browser.post('/api/class-instances/single', body(retired.id));
    expect(inactive.status).toBe(409);
    expect(inactive.body.error).toBe('This class type is not active');
  });
});

describe('PUT /api/class-instances/:id', () => {
  it('edits custom name, location, capacity, times and date', async () => {
    const type = await insertClassType(db());
    const instance = await insertInstance(db(), type.id);
    const res = await admin().browser.put(`/api/class-instances/${instance.id}`, {
      customName: 'Special',
      location: 'Hall 2',
      maxStudents: 50,
      startTime: '12:00:00',
      endTime: '13:30:00',
      classDate: addDays(today, 9),
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      customName: 'Special',
      name: 'Special',
      location: 'Hall 2',
      maxStudents: 50,
      startTime: '12:00',
      endTime: '13:30',
      duration: 90,
      classDate: addDays(today, 9),
    });
  });

  it('bad input is 400 and changes nothing; an unknown id is 404', async () => {
    const type = await insertClassType(db());
    const instance = await insertInstance(db(), type.id);
    for (const [patch, message] of [
      [{ maxStudents: 51 }, 'Maximum students cannot exceed 50'],
      [{ location: '' }, 'Location is required'],
      [{ endTime: '09:00' }, 'End time must be after start time'],
      [{ classDate: '2026-13-01' }, 'Invalid date (YYYY-MM-DD)'],
    ] as const) {
      const res = await admin().browser.put(`/api/class-instances/${instance.id}`, patch);
      expect(res.status, JSON.stringify(patch)).toBe(400);
      expect(res.body.error).toBe(message);
    }
    const [row] = await db().select().from(classInstances).where(eq(classInstances.id, instance.id));
    expect(row).toMatchObject({ maxStudents: 5, location: 'Studio B', endTime: '11:00:00' });
    const missing = await admin().browser.put('/api/class-instances/999999', { location: 'X' });
    expect(missing.status).toBe(404);
    expect(missing.body.error).toBe('Class instance not found');
  });
});

describe('cancelling a class', () => {
  it('cancels its bookings, credits each student what they paid, e-mails each one, records the cancellation', async () => {
    const type = await insertClassType(db(), { name: 'Power Yoga', priceCents: 2000 });
    const instance = await insertInstance(db(), type.id, {
      classDate: addDays(today, 4),
      startTime: '19:30',
      endTime: '20:30',
      location: 'Studio A',
      priceCents: 2200,
    });
    const people = await bookStudents(instance.id, 3, { paid: true });
    const res = await admin().browser.post(`/api/class-instances/${instance.id}/cancel`, {
      reason: 'Instructor is ill',
      notifyStudents: true,
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      classInstanceId: instance.id,
      classDate: addDays(today, 4),
      cancelledBookings: 3,
      creditsIssued: 3,
      notificationsQueued: 3,
      message: 'Class cancelled successfully. 3 e-mails queued to the students. 3 credits issued.',
    });

    const [row] = await db().select().from(classInstances).where(eq(classInstances.id, instance.id));
    expect(row).toMatchObject({ isCancelled: true, cancellationReason: 'Instructor is ill' });
    expect(row!.cancelledAt).toBeInstanceOf(Date);

    const booked = await db().select().from(bookings).where(eq(bookings.classInstanceId, instance.id));
    expect(booked.map((b) => b.status)).toEqual(['cancelled', 'cancelled', 'cancelled']);
    expect(booked.every((b) => b.cancelledBy === 'admin' && b.cancelledAt)).toBe(true);

    const credits = await db()
      .select()
      .from(studentCredits)
      .where(eq(studentCredits.classInstanceId, instance.id))
      .orderBy(asc(studentCredits.studentId));
    expect(credits.map((c) => [c.studentId, c.amountCents, c.source, c.classDate])).toEqual(
      people.map((p) => [p.id, 2200, 'class_cancellation', addDays(today, 4)]),
    );
    for (const p of people) {
      const ledger = await db()
        .select()
        .from(ledgerEntries)
        .where(eq(ledgerEntries.studentId, p.id))
        .orderBy(asc(ledgerEntries.id));
      // Paid in full: the charge stays paid and the payment comes back as the credit (decision 027).
      expect(ledger.map((l) => [l.entryType, l.amountCents])).toEqual([
        ['charge', 2200],
        ['payment', 2200],
        ['credit', 2200],
      ]);
      expect(ledger[2]!.creditId).not.toBeNull();
    }

    const mail = await db()
      .select()
      .from(outboundEmails)
      .where(eq(outboundEmails.kind, 'class_cancelled'))
      .orderBy(asc(outboundEmails.studentId));
    const ours = mail.filter((m) => people.some((p) => p.id === m.studentId));
    expect(ours.map((m) => m.toEmail)).toEqual(people.map((p) => p.email));
    for (const m of ours) {
      expect(m.subject).toBe(`Class cancelled: Power Yoga on ${formatDate(addDays(today, 4))}`);
      expect(m.bodyText).toContain(
        `Power Yoga on ${formatDate(addDays(today, 4))}, 7:30 PM - 8:30 PM at Studio A`,
      );
      expect(m.bodyText).toContain('Reason: Instructor is ill');
      expect(m.bodyText).toContain('A credit of $22.00 has been added to your account');
      expect(m.status).toBe('queued');
    }
    const [record] = await db()
      .select()
      .from(classCancellations)
      .where(eq(classCancellations.classInstanceId, instance.id));
    expect(record).toMatchObject({
      reason: 'Instructor is ill',
      notifyStudents: true,
      issueCredits: true,
      // Queued, not sent: this app has no mail server; delivery sets it (test/integration/email-delivery.test.ts).
      notificationSent: false,
      cancelledDate: addDays(today, 4),
      createdByAdminId: admin().admin.id,
    });

    const again = await admin().browser.post(`/api/class-instances/${instance.id}/cancel`, {
      reason: 'Again',
    });
    expect(again.status).toBe(409);
    expect(again.body.error).toBe('This class has already been cancelled');
    expect(await countOf(db(), 'student_credits', `class_instance_id = ${instance.id}`)).toBe(3);
    // A cancelled class takes no new bookings.
    const late = await createStudent(db());
    const refused = await trpc(
      admin().browser,
      'classes.registerStudent',
      { classInstanceId: instance.id, studentId: late.id },
      'mutation',
    );
    expect(refused).toMatchObject({ status: 409, error: 'This class has been cancelled' });
  });

  it('POST /api/class-instances/cancel maps sendNotifications / issueRefund; off means no e-mail, no credit', async () => {
    const type = await insertClassType(db());
    const instance = await insertInstance(db(), type.id);
    await bookStudents(instance.id, 2);
    const mailBefore = await countOf(db(), 'outbound_emails');
    const res = await admin().browser.post('/api/class-instances/cancel', {
      classInstanceId: instance.id,
      reason: 'Cancelled by admin',
      sendNotifications: false,
      issueRefund: false,
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ cancelledBookings: 2, creditsIssued: 0, notificationsQueued: 0 });
    expect(res.body.message).toBe('Class cancelled successfully.');
    expect(await countOf(db(), 'outbound_emails')).toBe(mailBefore);
    expect(await countOf(db(), 'student_credits', `class_instance_id = ${instance.id}`)).toBe(0);
    const [record] = await db()
      .select()
      .from(classCancellations)
      .where(eq(classCancellations.classInstanceId, instance.id));
    expect(record).toMatchObject({ notifyStudents: false, issueCredits: false, notificationSent: false });
  });

  it('a free class is cancelled without a credit', async () => {
    const type = await insertClassType(db(), { priceCents: 0 });
    const instance = await insertInstance(db(), type.id, { priceCents: 0 });
    await bookStudents(instance.id, 1);
    const res = await admin().browser.post(`/api/class-instances/${instance.id}/cancel`, { reason: 'Rain' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ cancelledBookings: 1, creditsIssued: 0, notificationsQueued: 1 });
    const [mail] = await db()
      .select()
      .from(outboundEmails)
      .where(
        and(
          eq(outboundEmails.kind, 'class_cancelled'),
          eq(outboundEmails.subject, `Class cancelled: Yoga Flow on ${formatDate(instance.classDate)}`),
        ),
      )
      .orderBy(asc(outboundEmails.id));
    expect(mail!.bodyText).not.toContain('credit');
  });

  it('"Cannot Cancel": a class without an id; a reason is required; nothing is written', async () => {
    const type = await insertClassType(db());
    const instance = await insertInstance(db(), type.id);
    const before = await countOf(db(), 'class_cancellations');
    const virtual = await admin().browser.post('/api/class-instances/cancel', {
      classInstanceId: null,
      reason: 'Cancelled by admin',
    });
    expect(virtual.status).toBe(400);
    expect(virtual.body.error).toBe("This class instance doesn't exist yet.");
    const noId = await admin().browser.post('/api/class-instances/cancel', { reason: 'Cancelled by admin' });
    expect(noId.status).toBe(400);
    expect(noId.body.error).toBe("This class instance doesn't exist yet.");
    const noReason = await admin().browser.post(`/api/class-instances/${instance.id}/cancel`, {
      reason: '  ',
    });
    expect(noReason.status).toBe(400);
    expect(noReason.body.error).toBe('Please provide a reason for the cancellation');
    expect(await countOf(db(), 'class_cancellations')).toBe(before);
    expect(
      (await db().select().from(classInstances).where(eq(classInstances.id, instance.id)))[0]!.isCancelled,
    ).toBe(false);
    expect((await admin().browser.post('/api/class-instances/999999/cancel', { reason: 'x' })).status).toBe(
      404,
    );
  });

  it('concurrent cancels of one class cancel it once', async () => {
    const type = await insertClassType(db());
    const instance = await insertInstance(db(), type.id);
    await bookStudents(instance.id, 2, { paid: true });
    const results = await Promise.all(
      [0, 1, 2, 3].map(() =>
        admin().browser.post(`/api/class-instances/${instance.id}/cancel`, { reason: 'Race' }),
      ),
    );
    expect(results.map((r) => r.status).sort()).toEqual([200, 409, 409, 409]);
    expect(await countOf(db(), 'student_credits', `class_instance_id = ${instance.id}`)).toBe(2);
    expect(await countOf(db(), 'class_cancellations', `class_instance_id = ${instance.id}`)).toBe(1);
  });
});

describe('POST /api/class-cancellations (a schedule)', () => {
  it('cancels the first upcoming class; notificationSent from the client is ignored', async () => {
    const type = await insertClassType(db());
    const s = await insertSchedule(db(), type.id, { dayOfWeek: dayOfWeek(addDays(today, 1)) });
    const res = await admin().browser.post('/api/class-cancellations', {
      classScheduleId: s.id,
      reason: 'Holiday',
      notificationSent: true,
      notifyStudents: true,
      issueCredits: true,
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      classDate: addDays(today, 1),
      cancelledBookings: 0,
      notificationsQueued: 0,
    });
    const [record] = await db()
      .select()
      .from(classCancellations)
      .where(eq(classCancellations.classScheduleId, s.id));
    expect(record).toMatchObject({
      notificationSent: false,
      reason: 'Holiday',
      cancelledDate: addDays(today, 1),
    });
    // The next one is now the week after.
    const next = await admin().browser.post('/api/class-cancellations', {
      classScheduleId: s.id,
      reason: 'Again',
    });
    expect(next.body.classDate).toBe(addDays(today, 8));
  });

  it('with cancelledDate: that date’s class (materialised if need be); another date is 404', async () => {
    const type = await insertClassType(db());
    const s = await insertSchedule(db(), type.id, { dayOfWeek: dayOfWeek(today) });
    const far = addDays(today, 7 * 30);
    const res = await admin().browser.post('/api/class-cancellations', {
      classScheduleId: s.id,
      cancelledDate: far,
      reason: 'Renovation',
    });
    expect(res.status).toBe(200);
    expect(res.body.classDate).toBe(far);
    const wrong = await admin().browser.post('/api/class-cancellations', {
      classScheduleId: s.id,
      cancelledDate: addDays(today, 1),
      reason: 'x',
    });
    expect(wrong.status).toBe(404);
    expect(wrong.body.error).toBe('No class on that date');
  });

  it('"No upcoming classes to cancel" when there is none; a reason is required; unknown schedule 404', async () => {
    const type = await insertClassType(db());
    const off = await insertSchedule(db(), type.id, { isActive: false });
    const none = await admin().browser.post('/api/class-cancellations', {
      classScheduleId: off.id,
      reason: 'x',
    });
    expect(none.status).toBe(404);
    expect(none.body).toEqual({ error: 'No upcoming classes to cancel', code: 'NOT_FOUND' });
    const noReason = await admin().browser.post('/api/class-cancellations', { classScheduleId: off.id });
    expect(noReason.status).toBe(400);
    expect(noReason.body.error).toBe('Please provide a reason for the cancellation');
    expect(
      (await admin().browser.post('/api/class-cancellations', { classScheduleId: 999999, reason: 'x' }))
        .status,
    ).toBe(404);
  });
});

describe('POST /api/class-instances/notify', () => {
  it('queues one e-mail per confirmed student', async () => {
    const type = await insertClassType(db(), { name: 'Notify Yoga' });
    const instance = await insertInstance(db(), type.id);
    const people = await bookStudents(instance.id, 2);
    const gone = await createStudent(db());
    await db().insert(bookings).values({
      studentId: gone.id,
      classInstanceId: instance.id,
      priceCents: 2000,
      status: 'cancelled',
      cancelledAt: new Date(),
    });
    const res = await admin().browser.post('/api/class-instances/notify', {
      classInstanceId: instance.id,
      subject: 'Room change',
      message: 'We move to Studio C today.',
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ notificationsQueued: 2, message: '2 e-mails queued to the students' });
    const mail = await db()
      .select()
      .from(outboundEmails)
      .where(eq(outboundEmails.kind, 'class_notification'))
      .orderBy(asc(outboundEmails.studentId));
    const ours = mail.filter((m) => m.bodyText.includes('We move to Studio C today.'));
    expect(ours.map((m) => m.studentId)).toEqual(people.map((p) => p.id));
    expect(ours.map((m) => m.subject)).toEqual(['Room change', 'Room change']);
    expect(ours[0]).toMatchObject({ senderType: 'admin' });
    expect(ours[0]!.bodyText).toContain('Notify Yoga on');

    const noMessage = await admin().browser.post('/api/class-instances/notify', {
      classInstanceId: instance.id,
    });
    expect(noMessage.status).toBe(400);
    expect(noMessage.body.error).toBe('Message is required');
    const defaultSubject = await admin().browser.post('/api/class-instances/notify', {
      classInstanceId: instance.id,
      message: 'Default subject please',
    });
    expect(defaultSubject.status).toBe(200);
    const defaulted = (
      await db().select().from(outboundEmails).where(eq(outboundEmails.kind, 'class_notification'))
    ).filter((m) => m.bodyText.includes('Default subject please'));
    expect(defaulted.map((m) => m.subject)).toEqual(['Class Update', 'Class Update']);
    const missing = await admin().browser.post('/api/class-instances/notify', {
      classInstanceId: 999999,
      message: 'x',
    });
    expect(missing.status).toBe(404);
  });

  it('instanceRoster over tRPC lists the confirmed students', async () => {
    const type = await insertClassType(db());
    const instance = await insertInstance(db(), type.id, { maxStudents: 3 });
    const people = await bookStudents(instance.id, 2);
    const res = await trpc(admin().browser, 'classes.instanceRoster', { id: instance.id }, 'query');
    expect(res.status).toBe(200);
    expect(res.data).toMatchObject({ classInstanceId: instance.id, maxStudents: 3, enrollmentCount: 2 });
    expect(res.data.students.map((s: { studentId: number }) => s.studentId)).toEqual(people.map((p) => p.id));
  });
});
