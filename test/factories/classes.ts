import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import type { Db } from '../../src/server/db/client';
import { classInstances, classSchedules, classTypes } from '../../src/server/db/schema';
import { clockNow } from '../../src/server/kernel/time/clock';
import { studioWallClock } from '../../src/server/kernel/time/studio-time';
import { addDays } from '../../src/shared/dates';
import { DEFAULT_SETTINGS } from '../../src/shared/schemas/settings';
import { browserAt } from './browsers';
import { createAdmin, createStudent } from './people';

const DEFAULT_TIMEZONE = DEFAULT_SETTINGS.timezone;

/** Today in the studio (the default timezone unless a test sets another). */
export const studioToday = (timeZone = DEFAULT_TIMEZONE) => studioWallClock(timeZone, clockNow()).date;

/** The next date on or after `from` that falls on `weekday` (0 Sunday). */
export function nextWeekday(from: string, weekday: number): string {
  let date = from;
  while (new Date(`${date}T00:00:00Z`).getUTCDay() !== weekday) date = addDays(date, 1);
  return date;
}

export async function signedInAdmin(app: FastifyInstance, db: Db) {
  const admin = await createAdmin(db);
  const browser = browserAt(app);
  const res = await browser.post('/api/admin/login', { email: admin.email, password: admin.password });
  expect(res.status).toBe(200);
  return { admin, browser };
}

export async function signedInStudent(app: FastifyInstance, db: Db, overrides = {}) {
  const student = await createStudent(db, overrides);
  const browser = browserAt(app);
  const res = await browser.post('/api/auth/student/login', {
    email: student.email,
    password: student.password,
  });
  expect(res.status).toBe(200);
  return { student, browser };
}

export async function insertClassType(db: Db, overrides: Partial<typeof classTypes.$inferInsert> = {}) {
  const [row] = await db
    .insert(classTypes)
    .values({ name: 'Yoga Flow', description: 'Breath and movement', priceCents: 2000, ...overrides })
    .returning();
  return row!;
}

/** A weekly schedule created long ago (so every window may materialise), unless overridden. */
export async function insertSchedule(
  db: Db,
  classTypeId: number,
  overrides: Partial<typeof classSchedules.$inferInsert> = {},
) {
  const [row] = await db
    .insert(classSchedules)
    .values({
      classTypeId,
      dayOfWeek: 1,
      startTime: '19:30',
      endTime: '20:30',
      location: 'Studio A',
      maxStudents: 15,
      createdAt: new Date('2020-01-01T12:00:00Z'),
      ...overrides,
    })
    .returning();
  return row!;
}

export async function insertInstance(
  db: Db,
  classTypeId: number,
  overrides: Partial<typeof classInstances.$inferInsert> = {},
) {
  const [row] = await db
    .insert(classInstances)
    .values({
      classTypeId,
      classDate: addDays(studioToday(), 7),
      startTime: '10:00',
      endTime: '11:00',
      location: 'Studio B',
      maxStudents: 5,
      priceCents: 2000,
      ...overrides,
    })
    .returning();
  return row!;
}

/** Rows of a raw query on either driver. */
export async function rows<T>(db: Db, query: ReturnType<typeof sql>): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as T[] | { rows: T[] };
  return Array.isArray(result) ? result : result.rows;
}

export async function countOf(db: Db, table: string, where = 'true'): Promise<number> {
  const [row] = await rows<{ n: number }>(
    db,
    sql.raw(`select count(*)::int as n from ${table} where ${where}`),
  );
  return Number(row!.n);
}

type Client = ReturnType<typeof browserAt>;

/** Calls a tRPC procedure over HTTP as the browser does; answers { status, data } or { status, error }. */
export async function trpc(browser: Client, path: string, input: unknown, kind: 'query' | 'mutation') {
  const res =
    kind === 'query'
      ? await browser.get(
          `/trpc/${path}${input === undefined ? '' : `?input=${encodeURIComponent(JSON.stringify(input))}`}`,
        )
      : await browser.post(`/trpc/${path}`, input);
  return {
    status: res.status,
    data: res.body?.result?.data,
    error: res.body?.error?.message as string | undefined,
  };
}
