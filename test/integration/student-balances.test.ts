/**
 * The balance the database keeps per student (decision 031): the migration's trigger signs every ledger
 * line as OWED_SIGN does, and a statement that writes lines for many students (a class cancelled, the
 * demo seed) adds to each of them — so the dashboard's Outstanding, Billing's figures and the lists of
 * who owes, which read it, always equal the ledger's sums.
 */
import { readFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { executeRows } from '../../src/server/kernel/sql-rows';
import { signedAmount } from '../../src/server/modules/billing/balance.service';
import { OWED_SIGN } from '../../src/server/modules/billing/credit-math';
import { classIn } from '../factories/bookings';
import { insertClassType, signedInStudent } from '../factories/classes';
import { setUpTestApp, signInAdmin } from '../setup/test-app-lifecycle';

const t = setUpTestApp();
const { admin } = signInAdmin(t);
const db = t.db;

const migration = readFileSync(new URL('../../drizzle/0015_student_balances.sql', import.meta.url), 'utf8');

describe('the balance kept by the database', () => {
  it("the trigger's signs are OWED_SIGN's, in the trigger and in the back-fill", () => {
    const cases = [...migration.matchAll(/sum\(CASE "entry_type"([\s\S]*?)END \* "amount_cents"\)/g)];
    expect(cases).toHaveLength(2);
    const expected = Object.fromEntries(Object.entries(OWED_SIGN).filter(([, sign]) => sign !== 0));
    for (const [, body] of cases) {
      const signs = Object.fromEntries(
        [...body!.matchAll(/WHEN '(\w+)' THEN (-?1)/g)].map(([, type, sign]) => [type, Number(sign)]),
      );
      expect(signs).toEqual(expected);
    }
  });

  it('a class cancelled for many students: each balance is the sum of their lines', async () => {
    const type = await insertClassType(db(), { priceCents: 1800 });
    const instance = await classIn(db(), type.id, 72, { maxStudents: 10 });
    const students = [];
    for (let i = 0; i < 4; i++) {
      const me = await signedInStudent(t.app(), db());
      const res = await me.browser.post('/api/student-bookings', {
        studentId: me.student.id,
        classInstanceId: instance.id,
      });
      expect(res.status).toBe(201);
      students.push(me.student.id);
    }
    await admin().browser.post('/api/payments', { studentId: students[0], amount: '18.00' });
    const cancelled = await admin().browser.post('/api/class-instances/cancel', {
      classInstanceId: instance.id,
      reason: 'Cancelled by admin',
      sendNotifications: false,
      issueRefund: true,
    });
    expect(cancelled.status, JSON.stringify(cancelled.body)).toBe(200);
    const rows = await executeRows<{
      student_id: number;
      kept: string | number | null;
      summed: string | number;
    }>(
      db(),
      sql`select ledger_entries.student_id, b.balance_cents as kept, sum(${signedAmount}) as summed
          from ledger_entries left join student_balances b on b.student_id = ledger_entries.student_id
          group by ledger_entries.student_id, b.balance_cents`,
    );
    expect(rows.length).toBeGreaterThanOrEqual(4);
    for (const r of rows) expect(Number(r.kept)).toBe(Number(r.summed));
    // The one who had paid holds it as credit; the others owe nothing.
    const kept = new Map(rows.map((r) => [Number(r.student_id), Number(r.kept)]));
    expect(kept.get(students[0]!)).toBe(-1800);
    for (const id of students.slice(1)) expect(kept.get(id)).toBe(0);
  });
});
