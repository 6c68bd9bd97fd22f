/**
 * Issue 32 §2: the export of one studio imports back into an empty one with the importers (students.csv,
 * balances.csv, held.csv, upcoming-bookings.csv, once the new studio has the same products and classes)
 * and every balance is equal (owed, held as credit, or nothing), as are each pack's classes left, the
 * memberships held and the upcoming bookings. Importing the same files again changes nothing.
 */
import { and, eq, gt, isNull } from 'drizzle-orm';
import { strFromU8, unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bookings,
  classInstances,
  classSchedules,
  classTypes,
  productClassTypes,
  productPrices,
  products,
  settings,
  studentBalances,
  students,
} from '../../src/server/db/schema';
import { seedDemo } from '../../src/server/db/seed/demo';
import { addDays } from '../../src/shared/dates';
import { insertClassType, insertInstance, signedInAdmin, studioToday } from '../factories/classes';
import { packProduct } from '../factories/pack-products';
import { createStudent } from '../factories/people';
import type { Answer } from '../setup/http';
import { createTestApp, type TestApp } from '../setup/test-app';

let from: TestApp;
let into: TestApp;
beforeAll(async () => {
  [from, into] = await Promise.all([createTestApp(), createTestApp()]);
});
afterAll(async () => {
  await from?.close();
  await into?.close();
});

const balances = async (t: TestApp) =>
  new Map(
    (
      await t.database.db
        .select({ email: students.email, cents: studentBalances.balanceCents })
        .from(students)
        .leftJoin(studentBalances, eq(studentBalances.studentId, students.id))
        .where(isNull(students.deletedAt))
    ).map((r) => [r.email.toLowerCase(), Number(r.cents ?? 0)]),
  );

/** Each student's packs (name and classes left), memberships and upcoming bookings, by e-mail. */
async function holdings(t: TestApp, browser: AdminBrowser, { upcomingOnly = false } = {}) {
  const all = await t.database.db.select({ id: students.id, email: students.email }).from(students);
  const held: Record<string, unknown> = {};
  const today = studioToday();
  for (const s of all) {
    const passes = (await browser.get(`/api/students/${s.id}/passes`)).body as {
      name: string;
      classesLeft: number;
      expiresOn: string | null;
    }[];
    const memberships = (await browser.get(`/api/students/${s.id}/memberships`)).body as {
      name: string;
      endsOn: string | null;
    }[];
    const booked = await t.database.db
      .select({ date: classInstances.classDate, time: classInstances.startTime })
      .from(bookings)
      .innerJoin(classInstances, eq(classInstances.id, bookings.classInstanceId))
      .where(
        and(
          eq(bookings.studentId, s.id),
          ...(upcomingOnly
            ? [
                eq(bookings.status, 'confirmed'),
                eq(classInstances.isCancelled, false),
                gt(classInstances.classDate, studioToday()),
              ]
            : []),
        ),
      )
      .orderBy(classInstances.classDate, classInstances.startTime);
    held[s.email.toLowerCase()] = {
      // Classes left by product: two packs of one product move as one.
      passes: Object.entries(
        passes
          .filter((p) => p.classesLeft > 0 && (p.expiresOn === null || p.expiresOn >= today))
          .reduce<Record<string, number>>((left, p) => {
            left[p.name] = (left[p.name] ?? 0) + p.classesLeft;
            return left;
          }, {}),
      ),
      memberships: memberships
        .filter((m) => m.endsOn === null || m.endsOn >= today)
        .map((m) => [m.name, m.endsOn]),
      booked: booked.map((b) => `${b.date} ${b.time}`),
    };
  }
  return held;
}

type AdminBrowser = Awaited<ReturnType<typeof signedInAdmin>>['browser'];

/** The studio's archive as its administrator downloads it, file by file. */
async function exportOf(t: TestApp, browser: AdminBrowser) {
  const cookie = [...browser.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  const archive = await t.app.inject({ method: 'GET', url: '/api/export', headers: { cookie } });
  expect(archive.statusCode).toBe(200);
  return unzipSync(new Uint8Array(archive.rawPayload));
}

/** One of the archive's files uploaded to Settings → Import of the studio `browser` administers. */
const uploadInto = async (browser: AdminBrowser, files: Record<string, Uint8Array>, name: string) =>
  ok(
    await browser.post('/api/imports', {
      fileName: name,
      content: Buffer.from(files[name]!).toString('base64'),
    }),
    201,
  );

/** What both studios sell and teach: the new one sets them up before importing. */
async function setUpStudio(t: TestApp, browser: AdminBrowser) {
  const pack = await packProduct(browser, {
    name: '5-Class Pass',
    classCount: 5,
    validityCount: 2,
    price: '90.00',
  });
  const membership = ok(
    await browser.post('/api/products', {
      kind: 'membership',
      name: 'Unlimited Monthly',
      allowance: 'unlimited',
      billingDay: 1,
      price: '120.00',
    }),
    201,
  );
  const yoga = await insertClassType(t.database.db, { name: 'Yoga Flow', priceCents: 2000 });
  const day = addDays(studioToday(), 9);
  const evening = await insertInstance(t.database.db, yoga.id, {
    classDate: day,
    startTime: '18:00',
    endTime: '19:00',
  });
  return { pack, membership: membership.id as number, classId: evening.id };
}

const ok = (res: Answer, status = 200) => {
  expect(res.status, JSON.stringify(res.body)).toBe(status);
  return res.body;
};

describe('export, then import into an empty studio', () => {
  it('reproduces every balance, pack, membership and upcoming booking', async () => {
    const a = await signedInAdmin(from.app, from.database.db);
    const owes = await createStudent(from.database.db, { name: 'Owen Owes', email: 'owen@example.com' });
    const holds = await createStudent(from.database.db, { name: 'Cara Credit', email: 'cara@example.com' });
    const clear = await createStudent(from.database.db, { name: 'Pat Paid', email: 'pat@example.com' });
    await createStudent(from.database.db, { name: 'Nora New', email: 'nora@example.com' });
    const charge = (studentId: number, amount: string) =>
      a.browser.post('/api/payments', {
        studentId,
        amount,
        paymentMethod: 'cash',
        status: 'pending',
        notes: 'Classes',
      });
    const pay = (studentId: number, amount: string) =>
      a.browser.post('/api/payments', { studentId, amount, paymentMethod: 'e_transfer', status: 'paid' });
    ok(await charge(owes.id, '54.00'), 201);
    ok(await pay(owes.id, '20.00'), 201);
    ok(await charge(clear.id, '30.00'), 201);
    ok(await pay(clear.id, '30.00'), 201);
    ok(await pay(holds.id, '45.50'), 201);
    const setUp = await setUpStudio(from, a.browser);
    // Owen books on a pack, Cara on a membership, Pat pays for the class.
    ok(await a.browser.post(`/api/students/${owes.id}/passes`, { productId: setUp.pack }), 201);
    ok(await a.browser.post(`/api/students/${owes.id}/passes`, { productId: setUp.pack }), 201);
    ok(await a.browser.post(`/api/students/${holds.id}/memberships`, { productId: setUp.membership }), 201);
    for (const who of [owes, holds, clear]) {
      ok(
        await a.browser.post('/api/student-bookings', { studentId: who.id, classInstanceId: setUp.classId }),
        201,
      );
    }
    const before = await balances(from);
    expect(before.get('owen@example.com')).toBe(3400 + 2 * 9000);
    expect(before.get('pat@example.com')).toBe(2000);
    const heldBefore = await holdings(from, a.browser);
    expect(heldBefore['owen@example.com']).toMatchObject({
      passes: [['5-Class Pass', 9]],
      booked: [expect.any(String)],
    });
    expect(heldBefore['cara@example.com']).toMatchObject({ memberships: [['Unlimited Monthly', null]] });

    const files = await exportOf(from, a.browser);

    const b = await signedInAdmin(into.app, into.database.db);
    const upload = (name: string) => uploadInto(b.browser, files, name);
    const people = await upload('students.csv');
    expect(people.mapping).toMatchObject({ fullName: 1, email: 3 });
    const imported = ok(
      await b.browser.post(`/api/imports/${people.id}/students`, { mapping: people.mapping }),
    );
    expect(imported).toMatchObject({ skipped: 0 });

    const money = await upload('balances.csv');
    expect(money.balanceMapping).toEqual({ email: 0, balance: 2, asOf: 3 });
    const dry = ok(
      await b.browser.post(`/api/imports/${money.id}/balances/dry-run`, { mapping: money.balanceMapping }),
    );
    expect(dry.problems).toEqual([]);
    expect(dry).toMatchObject({ created: 3, skipped: 0 });
    ok(await b.browser.post(`/api/imports/${money.id}/balances`, { mapping: money.balanceMapping }));

    const after = await balances(into);
    for (const [email, cents] of before) expect([email, after.get(email)]).toEqual([email, cents]);

    const again = ok(
      await b.browser.post(`/api/imports/${money.id}/balances`, { mapping: money.balanceMapping }),
    );
    expect(again).toMatchObject({ created: 0, skipped: 0 });
    expect(await balances(into)).toEqual(after);

    // Packs, memberships and bookings, once the new studio sells and teaches the same.
    await setUpStudio(into, b.browser);
    const held = await upload('held.csv');
    expect(held.passMapping).toEqual({ email: 0, product: 1, classesLeft: 2, validUntil: 3 });
    expect(
      ok(await b.browser.post(`/api/imports/${held.id}/passes`, { mapping: held.passMapping })),
    ).toMatchObject({
      created: 2,
      skipped: 0,
    });
    const booked = await upload('upcoming-bookings.csv');
    expect(booked.bookingMapping).toEqual({ email: 0, classDate: 1, startTime: 2, className: 3 });
    expect(
      ok(await b.browser.post(`/api/imports/${booked.id}/bookings`, { mapping: booked.bookingMapping })),
    ).toMatchObject({ created: 3, skipped: 0 });
    expect(await holdings(into, b.browser)).toEqual(heldBefore);
    // The memberships' first periods were paid in the first studio: no balance moved.
    expect(await balances(into)).toEqual(after);
    expect(strFromU8(files['README.txt']!)).toContain('upcoming-bookings.csv:');
  });
});

describe('the demo studio', () => {
  it('exports and imports into an empty studio with every balance, pack, membership and upcoming booking equal', async () => {
    const [demo, empty] = await Promise.all([createTestApp(), createTestApp()]);
    try {
      await seedDemo(demo.database.db);
      const a = await signedInAdmin(demo.app, demo.database.db);
      const files = await exportOf(demo, a.browser);

      // The new studio sets up the same settings, catalog and timetable (copied here as they are).
      const source = demo.database.db;
      const target = empty.database.db;
      await target.transaction(async (tx) => {
        for (const table of [
          settings,
          classTypes,
          classSchedules,
          classInstances,
          products,
          productPrices,
          productClassTypes,
        ]) {
          const rows = await source.select().from(table as typeof products);
          if (rows.length > 0)
            await tx
              .insert(table as typeof products)
              .values(rows)
              .onConflictDoNothing();
        }
      });
      const b = await signedInAdmin(empty.app, target);
      const upload = (name: string) => uploadInto(b.browser, files, name);
      const run = async (name: string, kind: string, mapping: (f: Record<string, unknown>) => unknown) => {
        const file = await upload(name);
        const report = ok(
          await b.browser.post(`/api/imports/${file.id}/${kind}`, { mapping: mapping(file) }),
        );
        expect(report.problems, name).toEqual([]);
        return report;
      };
      await run('students.csv', 'students', (f) => f.mapping);
      await run('balances.csv', 'balances', (f) => f.balanceMapping);
      const held = await run('held.csv', 'passes', (f) => f.passMapping);
      const booked = await run('upcoming-bookings.csv', 'bookings', (f) => f.bookingMapping);
      expect(held.created).toBeGreaterThan(0);
      expect(booked.created).toBeGreaterThan(10);

      const before = await balances(demo);
      expect([...before.values()].filter((c) => c !== 0).length).toBeGreaterThan(5);
      expect(await balances(empty)).toEqual(before);
      const heldBefore = await holdings(demo, a.browser, { upcomingOnly: true });
      expect(await holdings(empty, b.browser, { upcomingOnly: true })).toEqual(heldBefore);
    } finally {
      await demo.close();
      await empty.close();
    }
  });
});
