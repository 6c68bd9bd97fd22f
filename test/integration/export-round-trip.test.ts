/**
 * Issue 32 §2: the export of one studio imports back into an empty one with the importer (students.csv,
 * then balances.csv) and every balance is equal: owed, held as credit, or nothing. Importing the same
 * balances again changes nothing.
 */
import { eq, isNull } from 'drizzle-orm';
import { strFromU8, unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { studentBalances, students } from '../../src/server/db/schema';
import { signedInAdmin } from '../factories/classes';
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

const ok = (res: Answer, status = 200) => {
  expect(res.status, JSON.stringify(res.body)).toBe(status);
  return res.body;
};

describe('export, then import into an empty studio', () => {
  it('reproduces every balance', async () => {
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
    const before = await balances(from);
    expect([
      before.get('owen@example.com'),
      before.get('cara@example.com'),
      before.get('pat@example.com'),
    ]).toEqual([3400, -4550, 0]);

    const cookie = [...a.browser.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    const archive = await from.app.inject({ method: 'GET', url: '/api/export', headers: { cookie } });
    expect(archive.statusCode).toBe(200);
    const files = unzipSync(new Uint8Array(archive.rawPayload));

    const b = await signedInAdmin(into.app, into.database.db);
    const upload = async (name: string) =>
      ok(
        await b.browser.post('/api/imports', {
          fileName: name,
          content: Buffer.from(files[name]!).toString('base64'),
        }),
        201,
      );
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
    expect(dry).toMatchObject({ created: 2, skipped: 0 });
    ok(await b.browser.post(`/api/imports/${money.id}/balances`, { mapping: money.balanceMapping }));

    const after = await balances(into);
    for (const [email, cents] of before) expect([email, after.get(email)]).toEqual([email, cents]);

    const again = ok(
      await b.browser.post(`/api/imports/${money.id}/balances`, { mapping: money.balanceMapping }),
    );
    expect(again).toMatchObject({ created: 0, skipped: 0 });
    expect(await balances(into)).toEqual(after);
    expect(strFromU8(files['README.txt']!)).toContain('balances.csv:');
  });
});
