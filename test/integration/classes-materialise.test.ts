import { and, asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { bookings, classInstances, classSchedules, settings } from '../../src/server/db/schema';
import { studioInstant } from '../../src/server/kernel/time/studio-time';
import { materialiseWindow, planScheduleDates } from '../../src/server/modules/classes/materialise';
import { addDays, dayOfWeek } from '../../src/shared/dates';
import {
  insertClassType,
  insertSchedule,
  signedInAdmin,
  signedInStudent,
  studioToday,
} from '../factories/classes';
import { createStudent } from '../factories/people';
import { setUpTestApp } from '../setup/test-app-lifecycle';

const t = setUpTestApp();

const db = t.db;
const TZ = 'America/Vancouver';

async function instancesOf(scheduleId: number) {
  return db()
    .select()
    .from(classInstances)
    .where(eq(classInstances.classScheduleId, scheduleId))
    .orderBy(asc(classInstances.classDate));
}
const datesOf = async (scheduleId: number, opts: { cancelled?: boolean } = {}) =>
  (await instancesOf(scheduleId))
    .filter((i) => opts.cancelled === undefined || i.isCancelled === opts.cancelled)
    .map((i) => i.classDate);

async function book(instanceId: number, status: 'confirmed' | 'pending' | 'cancelled' = 'confirmed') {
  const student = await createStudent(db());
  await db()
    .insert(bookings)
    .values({
      studentId: student.id,
      classInstanceId: instanceId,
      status,
      priceCents: 2000,
      ...(status === 'cancelled' ? { cancelledAt: new Date() } : {}),
    });
}

describe('materialiseWindow (the SQL planner)', () => {
  it('creates every weekday of a month, exactly the planned dates, copying the schedule and the price', async () => {
    const type = await insertClassType(db(), { priceCents: 2500 });
    const schedules = [];
    for (const day of [0, 1, 2, 3, 4, 5, 6]) {
      schedules.push(
        await insertSchedule(db(), type.id, {
          dayOfWeek: day,
          location: `Room ${day}`,
          maxStudents: 10 + day,
        }),
      );
    }
    const created = await materialiseWindow(db(), { from: '2026-03-01', to: '2026-03-31', timeZone: TZ });
    expect(created).toHaveLength(31);
    for (const s of schedules) {
      const rows = await instancesOf(s.id);
      expect(rows.map((r) => r.classDate)).toEqual(
        planScheduleDates(s.dayOfWeek, '2026-03-01', '2026-03-31'),
      );
      for (const r of rows) {
        expect(dayOfWeek(r.classDate)).toBe(s.dayOfWeek);
        expect(r).toMatchObject({
          classTypeId: type.id,
          startTime: '19:30:00',
          endTime: '20:30:00',
          location: `Room ${s.dayOfWeek}`,
          maxStudents: 10 + s.dayOfWeek,
          priceCents: 2500,
          isCancelled: false,
        });
      }
    }
  });

  it('is idempotent: re-runs, overlapping and concurrent runs add nothing twice', async () => {
    const type = await insertClassType(db());
    const s = await insertSchedule(db(), type.id, { dayOfWeek: 3 });
    const window = { from: '2026-05-01', to: '2026-05-31', timeZone: TZ, scheduleId: s.id };
    expect(await materialiseWindow(db(), window)).toHaveLength(4);
    expect(await materialiseWindow(db(), window)).toEqual([]);
    await Promise.all(
      [0, 1, 2, 3, 4].map(() => materialiseWindow(db(), { ...window, from: '2026-05-15', to: '2026-06-30' })),
    );
    expect(await datesOf(s.id)).toEqual(planScheduleDates(3, '2026-05-01', '2026-06-30'));
  });

  it('keeps the wall-clock time across the spring change, and B.C. no longer falls back (America/Vancouver)', async () => {
    const type = await insertClassType(db());
    const s = await insertSchedule(db(), type.id, { dayOfWeek: 0, startTime: '19:30', endTime: '20:30' });
    await materialiseWindow(db(), { from: '2026-03-01', to: '2026-03-15', timeZone: TZ, scheduleId: s.id });
    await materialiseWindow(db(), { from: '2026-10-25', to: '2026-11-08', timeZone: TZ, scheduleId: s.id });
    const rows = await instancesOf(s.id);
    expect(rows.map((r) => r.classDate)).toEqual([
      '2026-03-01',
      '2026-03-08',
      '2026-03-15',
      '2026-10-25',
      '2026-11-01',
      '2026-11-08',
    ]);
    for (const r of rows) expect(r.startTime).toBe('19:30:00');
    expect(rows.map((r) => studioInstant(TZ, r.classDate, r.startTime).toISOString())).toEqual([
      '2026-03-02T03:30:00.000Z',
      '2026-03-09T02:30:00.000Z',
      '2026-03-16T02:30:00.000Z',
      '2026-10-26T02:30:00.000Z',
      '2026-11-02T02:30:00.000Z',
      '2026-11-09T02:30:00.000Z',
    ]);
  });

  it('does not back-fill before a schedule was created (in the studio timezone)', async () => {
    const type = await insertClassType(db());
    // 2026-03-10 02:00 UTC is still March 9 in Vancouver: a Monday class that evening counts.
    const s = await insertSchedule(db(), type.id, {
      dayOfWeek: 1,
      createdAt: new Date('2026-03-10T02:00:00Z'),
    });
    await materialiseWindow(db(), { from: '2026-03-01', to: '2026-03-31', timeZone: TZ, scheduleId: s.id });
    expect(await datesOf(s.id)).toEqual(['2026-03-09', '2026-03-16', '2026-03-23', '2026-03-30']);
    const later = await insertSchedule(db(), type.id, { dayOfWeek: 1, effectiveFrom: '2026-03-17' });
    await materialiseWindow(db(), {
      from: '2026-03-01',
      to: '2026-03-31',
      timeZone: TZ,
      scheduleId: later.id,
    });
    expect(await datesOf(later.id)).toEqual(['2026-03-23', '2026-03-30']);
  });

  it('skips inactive and one-off schedules and inactive class types', async () => {
    const active = await insertClassType(db());
    const inactive = await insertClassType(db(), { isActive: false });
    const off = await insertSchedule(db(), active.id, { isActive: false });
    const once = await insertSchedule(db(), active.id, { isRecurring: false });
    const ofInactiveType = await insertSchedule(db(), inactive.id);
    await materialiseWindow(db(), { from: '2026-04-01', to: '2026-04-30', timeZone: TZ });
    for (const s of [off, once, ofInactiveType]) expect(await datesOf(s.id)).toEqual([]);
  });

  it('the database keeps one instance per schedule and date', async () => {
    const type = await insertClassType(db());
    const s = await insertSchedule(db(), type.id);
    const values = {
      classScheduleId: s.id,
      classTypeId: type.id,
      classDate: '2026-04-06',
      startTime: '19:30',
      endTime: '20:30',
      maxStudents: 5,
      priceCents: 2000,
    };
    await db().insert(classInstances).values(values);
    await expect(db().insert(classInstances).values(values)).rejects.toThrow();
    expect(await datesOf(s.id)).toEqual(['2026-04-06']);
  });

  it('reads the studio timezone from the settings', async () => {
    await db().insert(settings).values({ key: 'timezone', value: 'Pacific/Kiritimati' });
    try {
      const { studioClock } = await import('../../src/server/kernel/settings/read');
      expect((await studioClock(db())).timeZone).toBe('Pacific/Kiritimati');
      await db().update(settings).set({ value: 'Not/AZone' }).where(eq(settings.key, 'timezone'));
      expect((await studioClock(db())).timeZone).toBe(TZ);
    } finally {
      await db().delete(settings).where(eq(settings.key, 'timezone'));
    }
  });
});

describe('a schedule edited after its classes exist', () => {
  const today = studioToday();
  const window = { startDate: addDays(today, -14), endDate: addDays(today, 27) };
  const windowQuery = `startDate=${window.startDate}&endDate=${window.endDate}`;

  async function setUp() {
    const { browser } = await signedInAdmin(t.app(), db());
    const type = await insertClassType(db());
    const s = await insertSchedule(db(), type.id, { dayOfWeek: dayOfWeek(today) });
    const res = await browser.get(`/api/class-instances?${windowQuery}`);
    expect(res.status).toBe(200);
    const rows = await instancesOf(s.id);
    // two past weeks, today, three weeks ahead
    expect(rows.map((r) => r.classDate)).toEqual([-14, -7, 0, 7, 14, 21].map((d) => addDays(today, d)));
    return { browser, type, s, rows };
  }

  it('future classes follow new times, place and capacity; past and cancelled ones do not', async () => {
    const { browser, s, rows } = await setUp();
    const cancelled = rows.find((r) => r.classDate === addDays(today, 14))!;
    await db().update(classInstances).set({ isCancelled: true }).where(eq(classInstances.id, cancelled.id));
    const res = await browser.put(`/api/class-schedules/${s.id}`, {
      startTime: '18:00',
      endTime: '19:15',
      location: 'Studio Z',
      maxStudents: 8,
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      startTime: '18:00',
      endTime: '19:15',
      location: 'Studio Z',
      maxStudents: 8,
    });
    for (const r of await instancesOf(s.id)) {
      const follows = r.classDate >= today && r.id !== cancelled.id;
      expect(r.startTime, r.classDate).toBe(follows ? '18:00:00' : '19:30:00');
      expect(r.endTime).toBe(follows ? '19:15:00' : '20:30:00');
      expect(r.location).toBe(follows ? 'Studio Z' : 'Studio A');
      expect(r.maxStudents).toBe(follows ? 8 : 15);
    }
  });

  it('a new weekday moves the unbooked future classes; booked ones stay; the past is not back-filled', async () => {
    const { browser, s, rows } = await setUp();
    const booked = rows.find((r) => r.classDate === addDays(today, 7))!;
    const onlyCancelledBookings = rows.find((r) => r.classDate === addDays(today, 14))!;
    await book(booked.id);
    await book(onlyCancelledBookings.id, 'cancelled');
    const newDay = (dayOfWeek(today) + 2) % 7;
    const res = await browser.put(`/api/class-schedules/${s.id}`, { dayOfWeek: newDay });
    expect(res.status).toBe(200);
    await browser.get(`/api/class-instances?${windowQuery}`);
    const after = await instancesOf(s.id);
    const live = after.filter((r) => !r.isCancelled && r.classDate <= window.endDate).map((r) => r.classDate);
    expect(live).toEqual([
      addDays(today, -14),
      addDays(today, -7),
      addDays(today, 2),
      addDays(today, 7),
      addDays(today, 9),
      addDays(today, 16),
      addDays(today, 23),
    ]);
    // The one with history is kept but off the calendar.
    expect(after.find((r) => r.id === onlyCancelledBookings.id)?.isCancelled).toBe(true);
    expect(after.some((r) => r.classDate === addDays(today, -12))).toBe(false);
  });

  it('deactivating removes unbooked future classes, keeps booked ones for the admin, hides them from students', async () => {
    const { browser, s, rows } = await setUp();
    const booked = rows.find((r) => r.classDate === addDays(today, 21))!;
    await book(booked.id, 'pending');
    const res = await browser.put(`/api/class-schedules/${s.id}`, { isActive: false });
    expect(res.status).toBe(200);
    expect(res.body.isActive).toBe(false);
    expect(await datesOf(s.id)).toEqual([addDays(today, -14), addDays(today, -7), addDays(today, 21)]);

    const adminView = await browser.get(`/api/class-instances?${windowQuery}`);
    expect(
      adminView.body.filter((i: { classScheduleId: number }) => i.classScheduleId === s.id),
    ).toHaveLength(3);
    const { browser: student } = await signedInStudent(t.app(), db());
    const studentView = await student.get(`/api/class-instances?${windowQuery}`);
    expect(studentView.status).toBe(200);
    expect(studentView.body.filter((i: { classScheduleId: number }) => i.classScheduleId === s.id)).toEqual(
      [],
    );
    // Nothing comes back while it is inactive.
    await browser.get(`/api/class-instances?${windowQuery}`);
    expect(await datesOf(s.id)).toHaveLength(3);

    // Reactivated, it runs again from today on, not in the weeks it was off.
    const again = await browser.put(`/api/class-schedules/${s.id}`, { isActive: true });
    expect(again.status).toBe(200);
    expect(await datesOf(s.id)).toEqual(
      expect.arrayContaining([addDays(today, 0), addDays(today, 7), addDays(today, 14), addDays(today, 21)]),
    );
    const [row] = await db().select().from(classSchedules).where(eq(classSchedules.id, s.id));
    expect(row!.effectiveFrom).toBe(today);
  });

  it('making it one-off removes the unbooked future classes', async () => {
    const { browser, s } = await setUp();
    const res = await browser.put(`/api/class-schedules/${s.id}`, { isRecurring: false });
    expect(res.status).toBe(200);
    expect(await datesOf(s.id)).toEqual([addDays(today, -14), addDays(today, -7)]);
  });

  it('a class moved to another date is not materialised again on its old date', async () => {
    const { browser, s, rows } = await setUp();
    const moving = rows.find((r) => r.classDate === addDays(today, 7))!;
    const res = await browser.put(`/api/class-instances/${moving.id}`, { classDate: addDays(today, 8) });
    expect(res.status).toBe(200);
    expect(res.body.classDate).toBe(addDays(today, 8));
    await browser.get(`/api/class-instances?${windowQuery}`);
    expect(await datesOf(s.id, { cancelled: false })).toEqual(
      [-14, -7, 0, 8, 14, 21].map((d) => addDays(today, d)),
    );
    // Moving onto another class of the schedule is a conflict; moving back is fine.
    const clash = await browser.put(`/api/class-instances/${moving.id}`, { classDate: addDays(today, 14) });
    expect(clash.status).toBe(409);
    expect(clash.body.error).toBe('This schedule already has a class on that date');
    const back = await browser.put(`/api/class-instances/${moving.id}`, { classDate: addDays(today, 7) });
    expect(back.status).toBe(200);
    const rowsAfter = await db()
      .select()
      .from(classInstances)
      .where(and(eq(classInstances.classScheduleId, s.id), eq(classInstances.classDate, addDays(today, 7))));
    expect(rowsAfter.map((r) => r.id)).toEqual([moving.id]);
  });
});
