/**
 * Issue 28 §5: lowering a class's capacity below the students booked is not saved silently. Without
 * confirmation the answer is a 409 that names who would be over (the last to book) and nothing changes;
 * confirmed, it saves and everyone keeps their place. The spec's REST path answers the same.
 */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { bookings, classInstances, classSchedules } from '../../src/server/db/schema';
import { addDays, formatDate } from '../../src/shared/dates';
import { insertClassType, insertInstance, insertSchedule, studioToday } from '../factories/classes';
import { createStudent } from '../factories/people';
import { setUpTestApp, signInAdmin } from '../setup/test-app-lifecycle';

const t = setUpTestApp();
const { admin } = signInAdmin(t);
const db = t.db;

async function classWithThreeBooked() {
  const type = await insertClassType(db());
  const instance = await insertInstance(db(), type.id, { maxStudents: 5 });
  const names = ['Ana First', 'Ben Second', 'Cleo Third'];
  for (const [i, name] of names.entries()) {
    const s = await createStudent(db(), { name });
    await db()
      .insert(bookings)
      .values({
        studentId: s.id,
        classInstanceId: instance.id,
        priceCents: 2000,
        status: 'confirmed',
        bookedAt: new Date(Date.UTC(2026, 10, 1, 10, i)),
      });
  }
  return instance;
}

const capacityOf = async (id: number) =>
  (await db().select().from(classInstances).where(eq(classInstances.id, id)))[0]!.maxStudents;

describe('a capacity below the students booked', () => {
  it('is refused with the names of who would be over, then saved when confirmed', async () => {
    const instance = await classWithThreeBooked();
    const refused = await admin().browser.put(`/api/class-instances/${instance.id}`, { maxStudents: 1 });
    expect(refused.status).toBe(409);
    expect(refused.body.error).toBe(
      '3 students are booked, so a capacity of 1 leaves 2 over: Ben Second, Cleo Third. They keep their places; no one else can book until enough cancel. Confirm to save.',
    );
    expect(await capacityOf(instance.id)).toBe(5);

    const saved = await admin().browser.put(`/api/class-instances/${instance.id}`, {
      maxStudents: 2,
      confirmOverCapacity: true,
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body).toMatchObject({ maxStudents: 2, enrollmentCount: 3 });
    expect(await capacityOf(instance.id)).toBe(2);
    const kept = await db().select().from(bookings).where(eq(bookings.classInstanceId, instance.id));
    expect(kept.filter((b) => b.status === 'confirmed')).toHaveLength(3);
  });

  it('holding everyone booked, or raising it, needs no confirmation', async () => {
    const instance = await classWithThreeBooked();
    expect(
      (await admin().browser.put(`/api/class-instances/${instance.id}`, { maxStudents: 3 })).status,
    ).toBe(200);
    expect(
      (await admin().browser.put(`/api/class-instances/${instance.id}`, { maxStudents: 8 })).status,
    ).toBe(200);
    expect(await capacityOf(instance.id)).toBe(8);
  });

  it('a confirmation that is not true or false is a 400', async () => {
    const instance = await classWithThreeBooked();
    const res = await admin().browser.put(`/api/class-instances/${instance.id}`, {
      maxStudents: 1,
      confirmOverCapacity: 'yes',
    });
    expect(res.status).toBe(400);
    expect(res.body.error).toBe('confirmOverCapacity must be true or false');
    expect(await capacityOf(instance.id)).toBe(5);
  });
});

describe("a schedule's capacity below the students booked in its coming classes", () => {
  it('names each class and who is over there; confirmed, every coming class takes it', async () => {
    const type = await insertClassType(db());
    const schedule = await insertSchedule(db(), type.id, { maxStudents: 6 });
    const dates = [addDays(studioToday(), 3), addDays(studioToday(), 10)];
    const [first, second] = await Promise.all(
      dates.map((classDate) =>
        insertInstance(db(), type.id, { classScheduleId: schedule.id, classDate, maxStudents: 6 }),
      ),
    );
    const book = async (classInstanceId: number, names: string[]) => {
      for (const [i, name] of names.entries()) {
        const s = await createStudent(db(), { name });
        await db()
          .insert(bookings)
          .values({
            studentId: s.id,
            classInstanceId,
            priceCents: 2000,
            status: 'confirmed',
            bookedAt: new Date(Date.UTC(2026, 10, 1, 10, i)),
          });
      }
    };
    await book(first!.id, ['Eve Early', 'Fay Late']);
    await book(second!.id, ['Gus Only']);

    const refused = await admin().browser.put(`/api/class-schedules/${schedule.id}`, { maxStudents: 1 });
    expect(refused.status).toBe(409);
    expect(refused.body.error).toBe(
      `A capacity of 1 leaves students over in 1 coming class: ${formatDate(dates[0]!)}: 2 booked, 1 over ` +
        '(Fay Late). They keep their places; no one else can book until enough cancel. Confirm to save.',
    );
    const [kept] = await db().select().from(classSchedules).where(eq(classSchedules.id, schedule.id));
    expect(kept!.maxStudents).toBe(6);
    expect(await capacityOf(first!.id)).toBe(6);

    // The same over tRPC; a flag that is not a boolean is a 400.
    const viaTrpc = await admin().browser.post('/trpc/classes.updateSchedule', {
      id: schedule.id,
      maxStudents: 1,
    });
    expect(viaTrpc.status).toBe(409);
    const bad = await admin().browser.put(`/api/class-schedules/${schedule.id}`, {
      maxStudents: 1,
      confirmOverCapacity: 'yes',
    });
    expect(bad.status).toBe(400);
    expect(bad.body.error).toBe('confirmOverCapacity must be true or false');

    const saved = await admin().browser.put(`/api/class-schedules/${schedule.id}`, {
      maxStudents: 1,
      confirmOverCapacity: true,
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(await capacityOf(first!.id)).toBe(1);
    expect(await capacityOf(second!.id)).toBe(1);
    const stillBooked = await db().select().from(bookings).where(eq(bookings.classInstanceId, first!.id));
    expect(stillBooked.filter((b) => b.status === 'confirmed')).toHaveLength(2);
  });
});
