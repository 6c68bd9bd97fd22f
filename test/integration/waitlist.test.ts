import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { closeDueWaitlists } from '../../src/server/modules/bookings/waitlist/close.service';
import { englishOf } from '../../src/shared/i18n/msg';
import { WAITLIST_MESSAGES, waitlistClosedMessage } from '../../src/shared/schemas/waitlist';
import {
  classIn,
  grantCredit,
  setSetting,
  studentsWithSessions,
  studentWithSession,
} from '../factories/bookings';
import { countOf, insertClassType, rows } from '../factories/classes';
import { TestClient } from '../setup/http';
import { setUpTestApp, signInAdmin } from '../setup/test-app-lifecycle';

const t = setUpTestApp();
const { admin } = signInAdmin(t);
const db = t.db;

type Racer = Awaited<ReturnType<typeof studentWithSession>>;

const book = (r: Racer, classInstanceId: number) =>
  r.browser.post('/api/student-bookings', { studentId: r.student.id, classInstanceId });
const join = (r: Racer, classInstanceId: number) => r.browser.post('/api/waitlist', { classInstanceId });
const leave = (r: Racer, entryId: number) => r.browser.request('DELETE', `/api/waitlist/${entryId}`);

/** A class `hours` ahead with `seats` seats, filled by fresh students; returns the class and them. */
async function fullClass(seats: number, hours = 72, prefix = 'Booked') {
  const type = await insertClassType(db());
  const instance = await classIn(db(), type.id, hours, { maxStudents: seats });
  const booked = await studentsWithSessions(t.app(), db(), seats, `${prefix}${instance.id}-`);
  for (const r of booked) expect((await book(r, instance.id)).status).toBe(201);
  return { instance, booked };
}

const entryStatuses = (classInstanceId: number) =>
  rows<{
    id: number;
    student_id: number;
    status: string;
    booking_id: number | null;
    resolution: string | null;
  }>(
    db(),
    sql`select id, student_id, status, booking_id, resolution from waitlist_entries
        where class_instance_id = ${classInstanceId} order by id`,
  );
const confirmedIn = (classInstanceId: number) =>
  countOf(db(), 'bookings', `class_instance_id = ${classInstanceId} and status = 'confirmed'`);
const mailsTo = (studentId: number) =>
  rows<{ kind: string; subject: string; body_text: string }>(
    db(),
    sql`select kind, subject, body_text from outbound_emails where student_id = ${studentId} order by id`,
  );

describe('joining and leaving a waitlist', () => {
  it('a full class takes students in order; each sees their position; leaving moves the others up', async () => {
    const { instance } = await fullClass(2);
    const [first, second, third] = await studentsWithSessions(t.app(), db(), 3, 'Waiter');
    const a = await join(first!, instance.id);
    expect(a.status).toBe(201);
    expect(a.body).toMatchObject({ classInstanceId: instance.id, position: 1, waitingCount: 1 });
    expect((await join(second!, instance.id)).body).toMatchObject({ position: 2, waitingCount: 2 });
    expect((await join(third!, instance.id)).body).toMatchObject({ position: 3, waitingCount: 3 });

    const left = await leave(first!, a.body.id);
    expect(left.status).toBe(200);
    expect(left.body.message).toBe('You have left the waitlist.');
    const mine = await third!.browser.get('/api/waitlist');
    expect(mine.status).toBe(200);
    expect(mine.body).toEqual([
      expect.objectContaining({ classInstanceId: instance.id, position: 2, waitingCount: 2 }),
    ]);
    expect((await leave(first!, a.body.id)).body.error).toBe(WAITLIST_MESSAGES.notWaiting);
  });

  it('refuses what is not a waitlist case, with the reason', async () => {
    const type = await insertClassType(db());
    const open = await classIn(db(), type.id, 72, { maxStudents: 3 });
    const r = await studentWithSession(t.app(), db(), 'Refused');
    expect(await join(r, open.id)).toMatchObject({ status: 409, body: { error: WAITLIST_MESSAGES.notFull } });

    const { instance, booked } = await fullClass(1);
    expect(await join(booked[0]!, instance.id)).toMatchObject({
      status: 409,
      body: { error: WAITLIST_MESSAGES.alreadyBooked },
    });
    expect((await join(r, instance.id)).status).toBe(201);
    expect(await join(r, instance.id)).toMatchObject({
      status: 409,
      body: { error: WAITLIST_MESSAGES.alreadyWaiting },
    });
    expect(await join(r, 99_999_999)).toMatchObject({ status: 404 });
    expect((await join(r, 'abc' as unknown as number)).status).toBe(400);
    expect(await countOf(db(), 'waitlist_entries', `student_id = ${r.student.id}`)).toBe(1);
  });

  it('is closed waitlistCloseHours before the class, and for a class that has started', async () => {
    await setSetting(db(), 'waitlistCloseHours', '3');
    try {
      const { instance } = await fullClass(1, 2);
      const r = await studentWithSession(t.app(), db(), 'Late');
      expect(await join(r, instance.id)).toMatchObject({
        status: 409,
        body: { error: englishOf(waitlistClosedMessage(3)) },
      });
      expect(englishOf(waitlistClosedMessage(1))).toBe(
        'The waitlist for this class is closed: it closes 1 hour before the class starts',
      );
    } finally {
      await setSetting(db(), 'waitlistCloseHours', '2');
    }
  });

  it('authorization: no session 401, an administrator on the student routes 403, another student’s entry 404', async () => {
    const { instance } = await fullClass(1);
    const owner = await studentWithSession(t.app(), db(), 'Owner');
    const other = await studentWithSession(t.app(), db(), 'Other');
    const entry = await join(owner, instance.id);
    const anonymous = new TestClient(t.app());
    expect((await anonymous.get('/api/waitlist')).status).toBe(401);
    expect((await anonymous.post('/api/waitlist', { classInstanceId: instance.id })).status).toBe(401);
    expect((await admin().browser.post('/api/waitlist', { classInstanceId: instance.id })).status).toBe(403);
    expect(await leave(other, entry.body.id)).toMatchObject({
      status: 404,
      body: { error: WAITLIST_MESSAGES.entryNotFound },
    });
    expect((await other.browser.get(`/api/class-instances/${instance.id}/waitlist`)).status).toBe(403);
    expect((await other.browser.post(`/api/waitlist/${entry.body.id}/promote`, {})).status).toBe(403);
    expect((await other.browser.post(`/api/waitlist/${entry.body.id}/remove`, {})).status).toBe(403);
    expect((await entryStatuses(instance.id)).map((e) => e.status)).toEqual(['waiting']);
  });
});

describe('a freed seat goes to the first waiting student in the same transaction', () => {
  it('a student cancels: the first waiting student is booked, charged and told; the second moves up', async () => {
    const { instance, booked } = await fullClass(2);
    const [first, second] = await studentsWithSessions(t.app(), db(), 2, 'Next');
    await join(first!, instance.id);
    await join(second!, instance.id);
    const cancel = await booked[0]!.browser.post(
      `/api/student-bookings/${await bookingOf(booked[0]!, instance.id)}/cancel`,
    );
    expect(cancel.status).toBe(200);

    expect(await confirmedIn(instance.id)).toBe(2);
    const entries = await entryStatuses(instance.id);
    expect(entries.map((e) => e.status)).toEqual(['promoted', 'waiting']);
    const [promotedBooking] = await rows<{ status: string; student_id: number }>(
      db(),
      sql`select status, student_id from bookings where id = ${entries[0]!.booking_id}`,
    );
    expect(promotedBooking).toEqual({ status: 'confirmed', student_id: first!.student.id });
    expect(
      await countOf(
        db(),
        'ledger_entries',
        `booking_id = ${entries[0]!.booking_id} and entry_type = 'charge'`,
      ),
    ).toBe(1);
    const mail = await mailsTo(first!.student.id);
    expect(mail.map((m) => m.subject)).toEqual([expect.stringMatching(/^You're off the waitlist: /)]);
    expect(mail[0]!.body_text).toContain('moved off the waitlist');
    expect((await second!.browser.get('/api/waitlist')).body[0]).toMatchObject({ position: 1 });
    // The promoted student sees the class among their bookings.
    const mine = await first!.browser.get('/api/student-bookings');
    expect(mine.body.map((b: { classInstanceId: number }) => b.classInstanceId)).toContain(instance.id);
  });

  it('an administrator cancels a booking: the seat goes to the waitlist too', async () => {
    const { instance, booked } = await fullClass(1);
    const waiter = await studentWithSession(t.app(), db(), 'AdminFreed');
    await join(waiter, instance.id);
    const bookingId = await bookingOf(booked[0]!, instance.id);
    expect((await admin().browser.put(`/api/student-bookings/${bookingId}/cancel`, {})).status).toBe(200);
    expect((await entryStatuses(instance.id)).map((e) => e.status)).toEqual(['promoted']);
    expect(await confirmedIn(instance.id)).toBe(1);
  });

  it('with pre-payment required, a student whose credits do not cover the class is skipped and told', async () => {
    const { instance, booked } = await fullClass(1);
    await setSetting(db(), 'bookingRequiresCredit', 'true');
    try {
      const [broke, paid] = await studentsWithSessions(t.app(), db(), 2, 'Prepay');
      await join(broke!, instance.id);
      await join(paid!, instance.id);
      await grantCredit(db(), paid!.student.id, 5000);
      await grantCredit(db(), booked[0]!.student.id, 5000);
      const bookingId = await bookingOf(booked[0]!, instance.id);
      expect((await booked[0]!.browser.post(`/api/student-bookings/${bookingId}/cancel`)).status).toBe(200);
      const entries = await entryStatuses(instance.id);
      expect(entries.map((e) => e.status)).toEqual(['skipped', 'promoted']);
      expect(entries[0]!.resolution).toMatch(/credit/i);
      expect(entries[0]!.booking_id).toBeNull();
      expect(await countOf(db(), 'bookings', `student_id = ${broke!.student.id}`)).toBe(0);
      expect((await mailsTo(broke!.student.id)).map((m) => m.kind)).toEqual(['waitlist_update']);
      expect((await mailsTo(broke!.student.id))[0]!.body_text).toMatch(
        /could not book it for you: insufficient/i,
      );
      expect(
        await countOf(
          db(),
          'student_credits',
          `student_id = ${paid!.student.id} and used_by_booking_id is not null`,
        ),
      ).toBe(1);
    } finally {
      await setSetting(db(), 'bookingRequiresCredit', 'false');
    }
  });

  it('raising an instance’s capacity books as many waiting students as seats were added', async () => {
    const { instance } = await fullClass(2);
    const waiters = await studentsWithSessions(t.app(), db(), 3, 'Raise');
    for (const w of waiters) await join(w, instance.id);
    const edit = await admin().browser.put(`/api/class-instances/${instance.id}`, { maxStudents: 4 });
    expect(edit.status).toBe(200);
    expect((await entryStatuses(instance.id)).map((e) => e.status)).toEqual([
      'promoted',
      'promoted',
      'waiting',
    ]);
    expect(await confirmedIn(instance.id)).toBe(4);
  });

  it('nothing moves once the waitlist has closed; the close job tells the waiting students once', async () => {
    const { instance, booked } = await fullClass(1, 5);
    const waiter = await studentWithSession(t.app(), db(), 'Closing');
    expect((await join(waiter, instance.id)).status).toBe(201);
    await setSetting(db(), 'waitlistCloseHours', '6');
    try {
      const bookingId = await bookingOf(booked[0]!, instance.id);
      expect((await admin().browser.put(`/api/student-bookings/${bookingId}/cancel`, {})).status).toBe(200);
      expect((await entryStatuses(instance.id)).map((e) => e.status)).toEqual(['waiting']);
      const app = t.get();
      const deps = { db: db(), outbox: app.services.outbox };
      const first = await closeDueWaitlists(deps);
      expect(first.closed).toBeGreaterThanOrEqual(1);
      expect((await entryStatuses(instance.id)).map((e) => e.status)).toEqual(['closed']);
      await closeDueWaitlists(deps);
      const mail = await mailsTo(waiter.student.id);
      expect(mail.map((m) => m.kind)).toEqual(['waitlist_update']);
      expect(mail[0]!.body_text).toContain('the waitlist closes 6 hours before the class starts');
    } finally {
      await setSetting(db(), 'waitlistCloseHours', '2');
    }
  });

  it('cancelling the class clears its waitlist and tells those students', async () => {
    const { instance } = await fullClass(1);
    const waiter = await studentWithSession(t.app(), db(), 'Cleared');
    await join(waiter, instance.id);
    const cancel = await admin().browser.post('/api/class-instances/cancel', {
      classInstanceId: instance.id,
      reason: 'Instructor ill',
    });
    expect(cancel.status).toBe(200);
    expect((await entryStatuses(instance.id)).map((e) => [e.status, e.resolution])).toEqual([
      ['closed', 'Class cancelled: Instructor ill'],
    ]);
    const mail = await mailsTo(waiter.student.id);
    expect(mail.map((m) => m.kind)).toEqual(['waitlist_update']);
    expect(mail[0]!.body_text).toContain('Instructor ill');
  });
});

describe('a waiting student booked by another path', () => {
  it('stops waiting: Register Student ends the entry with that booking, and the close job tells them nothing', async () => {
    const { instance } = await fullClass(1, 5);
    const waiter = await studentWithSession(t.app(), db(), 'Registered');
    await join(waiter, instance.id);
    const booked = await admin().browser.post('/api/student-bookings', {
      studentId: waiter.student.id,
      classInstanceId: instance.id,
      allowOverCapacity: true,
    });
    expect(booked.status).toBe(201);
    expect((await entryStatuses(instance.id)).map((e) => [e.status, e.booking_id])).toEqual([
      ['promoted', booked.body.id],
    ]);
    await setSetting(db(), 'waitlistCloseHours', '6');
    try {
      await closeDueWaitlists({ db: db(), outbox: t.get().services.outbox });
    } finally {
      await setSetting(db(), 'waitlistCloseHours', '2');
    }
    expect((await mailsTo(waiter.student.id)).map((m) => m.kind)).not.toContain('waitlist_update');
    expect((await waiter.browser.get('/api/waitlist')).body).toEqual([]);
  });
});

describe("the administrator's waitlist", () => {
  it('lists the queue in order, promotes (over capacity only when confirmed) and removes', async () => {
    const { instance } = await fullClass(1);
    const waiters = await studentsWithSessions(t.app(), db(), 3, 'Queue');
    for (const w of waiters) await join(w, instance.id);
    const list = await admin().browser.get(`/api/class-instances/${instance.id}/waitlist`);
    expect(list.status).toBe(200);
    expect(list.body.isClosed).toBe(false);
    expect(
      list.body.entries.map((e: { studentId: number; position: number }) => [e.studentId, e.position]),
    ).toEqual(waiters.map((w, i) => [w.student.id, i + 1]));
    const third = list.body.entries[2].id;
    const refused = await admin().browser.post(`/api/waitlist/${third}/promote`, {});
    expect(refused).toMatchObject({ status: 409, body: { error: 'Class Full' } });
    expect(await confirmedIn(instance.id)).toBe(1);
    const promoted = await admin().browser.post(`/api/waitlist/${third}/promote`, {
      allowOverCapacity: true,
    });
    expect(promoted.status).toBe(200);
    expect(promoted.body.bookingId).toEqual(expect.any(Number));
    expect(await confirmedIn(instance.id)).toBe(2);
    expect((await mailsTo(waiters[2]!.student.id)).map((m) => m.subject)).toEqual([
      expect.stringMatching(/^You're off the waitlist/),
    ]);

    const first = list.body.entries[0].id;
    expect((await admin().browser.post(`/api/waitlist/${first}/remove`, {})).status).toBe(200);
    expect((await admin().browser.post(`/api/waitlist/${first}/remove`, {})).body.error).toBe(
      WAITLIST_MESSAGES.notWaiting,
    );
    expect((await admin().browser.post('/api/waitlist/99999999/remove', {})).status).toBe(404);
    expect((await mailsTo(waiters[0]!.student.id)).map((m) => m.kind)).toEqual(['waitlist_update']);
    const after = await admin().browser.get(`/api/class-instances/${instance.id}/waitlist`);
    expect(
      after.body.entries.map((e: { studentId: number; position: number }) => [e.studentId, e.position]),
    ).toEqual([[waiters[1]!.student.id, 1]]);
    const audit = await countOf(db(), 'audit_log', `action in ('waitlist.promote', 'waitlist.remove')`);
    expect(audit).toBeGreaterThanOrEqual(2);
  });
});

describe('concurrency', () => {
  it('50 cancels, joins and leaves at once: never over capacity, and seats go first come first served', async () => {
    const seats = 10;
    const { instance, booked } = await fullClass(seats);
    const early = await studentsWithSessions(t.app(), db(), 20, `Early${instance.id}-`);
    const entries: number[] = [];
    for (const w of early) entries.push((await join(w, instance.id)).body.id);
    const late = await studentsWithSessions(t.app(), db(), 30, `Late${instance.id}-`);
    const bookingIds = await Promise.all(booked.map((b) => bookingOf(b, instance.id)));

    const answers = await Promise.all([
      ...booked.map((b, i) => b.browser.post(`/api/student-bookings/${bookingIds[i]}/cancel`)),
      ...late.map((w) => join(w, instance.id)),
      // The 10 who joined last leave.
      ...early.slice(10).map((w, i) => leave(w, entries[10 + i]!)),
    ]);
    expect(answers).toHaveLength(50);
    expect(answers.filter((a) => a.status >= 500)).toEqual([]);
    expect(await confirmedIn(instance.id)).toBe(seats);

    const final = await entryStatuses(instance.id);
    const promoted = final.filter((e) => e.status === 'promoted');
    const waiting = final.filter((e) => e.status === 'waiting');
    expect(promoted).toHaveLength(seats);
    // Nobody still waiting joined before someone who was booked.
    const lastPromoted = Math.max(...promoted.map((e) => e.id));
    expect(waiting.every((e) => e.id > lastPromoted)).toBe(true);
    // The first ten who joined (none of whom left) got the ten seats.
    expect(promoted.map((e) => e.id)).toEqual(entries.slice(0, 10));
    // A student who left was never booked.
    const leftIds = final.filter((e) => e.status === 'left').map((e) => e.student_id);
    for (const id of leftIds) expect(await countOf(db(), 'bookings', `student_id = ${id}`)).toBe(0);
  });
});

async function bookingOf(r: Racer, classInstanceId: number): Promise<number> {
  const [row] = await rows<{ id: number }>(
    db(),
    sql`select id from bookings where student_id = ${r.student.id} and class_instance_id = ${classInstanceId}
        and status = 'confirmed'`,
  );
  return row!.id;
}
