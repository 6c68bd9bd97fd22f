/**
 * Bills at their edges (issue 12 §1, §2, §5):
 * - days overdue are whole studio days, DST included: a bill due the day before a clock change is 1 day
 *   overdue for the whole next studio day (25 or 23 hours long), and 23:30 studio time is still that
 *   day — in `daysOverdue`, in GET /api/invoices/overdue with the clock moved there, and in the
 *   overdue run;
 * - rounding across lines: each line's tax is rounded to the cent on its own; the bill's tax is the
 *   sum of its lines' taxes and its total the sum of its lines, even where tax on the total differs;
 * - a charge made after its month's bill was issued goes on the next month's bill, once;
 * - billing stats' amount still owed on open bills is the allocation's (oldest charges paid first);
 * - exactly once with two app instances on one PostgreSQL (and after a restart): the overdue run and
 *   auto invoicing started at the same moment on both move each bill once, add each late fee once,
 *   send each reminder once, suspend once and bill each month once; a bill the overdue run moves
 *   while the other instance bills the month keeps what the overdue run made.
 */

import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../../src/server/app';
import { loadConfig } from '../../src/server/config';
import { type Db, openDatabase } from '../../src/server/db/client';
import { invoiceLines, invoices, ledgerEntries } from '../../src/server/db/schema';
import { studioInstant, studioWallClock } from '../../src/server/kernel/time/studio-time';
import { runAutoInvoicing } from '../../src/server/modules/billing/invoices/auto-invoicing.service';
import { daysOverdue } from '../../src/server/modules/billing/invoices/billing-stats.queries';
import { billMonth } from '../../src/server/modules/billing/invoices/generate.service';
import { amountsDue } from '../../src/server/modules/billing/invoices/invoices.queries';
import { runOverdue } from '../../src/server/modules/billing/invoices/overdue.service';
import { chargeManually } from '../../src/server/modules/billing/ledger.service';
import { createServices, type Services } from '../../src/server/trpc/services';
import { addMonths } from '../../src/shared/dates';
import { computeTax, DEFAULT_TAX } from '../../src/shared/tax';
import { setSetting } from '../factories/bookings';
import { countOf, rows, signedInAdmin } from '../factories/classes';
import { createStudent } from '../factories/people';
import { databaseUrl } from '../setup/postgres';
import { TEST_APP_SECRET } from '../setup/test-app';
import { setUpTestApp } from '../setup/test-app-lifecycle';

const t = setUpTestApp();
const db = t.db;
const ZONE = 'America/Vancouver';
const DAY = 86_400_000;

afterEach(() => {
  vi.useRealTimers();
});

/** A charge (tax included) on the student's account at an instant. */
/** A charge as Add Charge records it, its tax recorded with it (decision 028). */
const charge = (studentId: number, amountCents: number, at: Date, description = 'Workshop') =>
  db().transaction((tx) =>
    chargeManually(tx, { studentId, amountCents, description, occurredAt: at, adminId: null }),
  );

describe('days overdue across a change of the clocks, and where B.C. no longer changes them', () => {
  // [the change, the zone, the bill's month, when it is made (UTC), its due date, instants (UTC) → days
  // overdue]. null: not overdue yet (the due day itself, up to 23:59 studio time). Past changes: the
  // faked Date is moved back, not months ahead, which would overflow PGlite's internal timers.
  const cases: [string, string, string, string, string, [string, string, number | null][]][] = [
    [
      'November 1, 2026 in Toronto (EDT → EST, a 25-hour day)',
      'America/Toronto',
      '2026-10',
      '2026-10-21T19:00:00Z',
      '2026-10-31',
      [
        ['2026-11-01T03:30:00Z', 'Oct 31 23:30 EDT: still the due day', null],
        ['2026-11-01T04:30:00Z', 'Nov 1 00:30 EDT', 1],
        ['2026-11-01T05:30:00Z', 'Nov 1 01:30 EDT (the first 01:30)', 1],
        ['2026-11-01T06:30:00Z', 'Nov 1 01:30 EST (the second 01:30)', 1],
        ['2026-11-02T04:30:00Z', 'Nov 1 23:30 EST: 48.5 hours after the due day began, still 1', 1],
        ['2026-11-02T05:30:00Z', 'Nov 2 00:30 EST', 2],
        ['2026-11-09T04:59:00Z', 'Nov 8 23:59 EST', 8],
      ],
    ],
    [
      'November 1, 2026 in Vancouver (none since tz 2026b: −7 all year)',
      ZONE,
      '2026-10',
      '2026-10-21T19:00:00Z',
      '2026-10-31',
      [
        ['2026-11-01T06:30:00Z', 'Oct 31 23:30: still the due day', null],
        ['2026-11-01T07:30:00Z', 'Nov 1 00:30', 1],
        ['2026-11-02T06:59:00Z', 'Nov 1 23:59', 1],
        ['2026-11-02T07:00:00Z', 'Nov 2 00:00 (stale 2025c data would say Nov 1 23:00)', 2],
      ],
    ],
    [
      'March 8, 2026 in Vancouver (PST → PDT, a 23-hour day)',
      ZONE,
      '2026-02',
      '2026-02-25T20:00:00Z',
      '2026-03-07',
      [
        ['2026-03-08T07:30:00Z', 'Mar 7 23:30 PST: still the due day', null],
        ['2026-03-08T08:30:00Z', 'Mar 8 00:30 PST', 1],
        ['2026-03-08T10:30:00Z', 'Mar 8 03:30 PDT (02:00-03:00 never happened)', 1],
        ['2026-03-09T06:30:00Z', 'Mar 8 23:30 PDT', 1],
        ['2026-03-09T07:30:00Z', 'Mar 9 00:30 PDT: 47.5 hours after the due day began, already 2', 2],
      ],
    ],
  ];

  it.each(cases)('%s', async (_change, zone, period, madeAt, dueDate, instants) => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(madeAt));
    await setSetting(db(), 'paymentDueDays', '10');
    await setSetting(db(), 'timezone', zone);
    const { browser } = await signedInAdmin(t.app(), db());
    const student = await createStudent(db(), { name: `Due ${dueDate} ${zone}` });
    await charge(student.id, 5000, new Date(`${period}-02T20:00:00Z`));
    const created = await browser.post('/api/invoices', { studentId: student.id, billingPeriod: period });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(created.body.dueDate).toBe(dueDate);
    expect((await browser.post(`/api/invoices/${created.body.id}/send`)).status).toBe(200);
    const deps = { db: db(), outbox: t.get().services.outbox };

    for (const [instant, label, expected] of instants) {
      vi.setSystemTime(new Date(instant));
      const today = studioWallClock(zone, new Date(instant)).date;
      expect(daysOverdue(dueDate, today), label).toBe(expected ?? 0);
      const listed = await browser.get('/api/invoices/overdue');
      expect(listed.status).toBe(200);
      const mine = (listed.body as { id: number; daysOverdue: number }[]).find(
        (i) => i.id === created.body.id,
      );
      expect(mine?.daysOverdue ?? null, label).toBe(expected);
      // The overdue run at that instant: not before the due day has ended in the studio.
      await runOverdue(deps, new Date(instant));
      const [row] = await db().select().from(invoices).where(eq(invoices.id, created.body.id));
      expect(row!.status, label).toBe(expected === null ? 'sent' : 'overdue');
    }
  });
});

describe('rounding across lines', () => {
  it("each line's tax is rounded on its own; the bill's tax is their sum and its total the sum of the lines", async () => {
    await setSetting(db(), 'timezone', ZONE);
    const { browser } = await signedInAdmin(t.app(), db());
    const student = await createStudent(db(), { name: 'Rounding' });
    // No taxes configured: the spec's 5 % "Tax", included in the price. 1.00 holds 0.05 of tax
    // (1.00 / 1.05 = 0.952… → 0.95 net), 21.00 holds 1.00; the 24.00 total on its own holds 1.14.
    const amounts = [100, 100, 100, 2100];
    for (const [i, cents] of amounts.entries()) {
      await charge(student.id, cents, new Date(`2025-06-${10 + i}T20:00:00Z`));
    }
    const perLine = amounts.map((c) => computeTax(c, [DEFAULT_TAX], { inclusive: true }).taxCents);
    expect(perLine).toEqual([5, 5, 5, 100]);
    expect(computeTax(2400, [DEFAULT_TAX], { inclusive: true }).taxCents).toBe(114);

    const created = await browser.post('/api/invoices', { studentId: student.id, billingPeriod: '2025-06' });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(created.body).toMatchObject({ totalAmount: '24.00', gstAmount: '1.15', grossAmount: '22.85' });
    const lines = await db().select().from(invoiceLines).where(eq(invoiceLines.invoiceId, created.body.id));
    expect(lines.map((l) => [l.amountCents, l.taxCents]).sort((a, b) => a[0]! - b[0]!)).toEqual([
      [100, 5],
      [100, 5],
      [100, 5],
      [2100, 100],
    ]);
    const [bill] = await db().select().from(invoices).where(eq(invoices.id, created.body.id));
    expect(bill).toMatchObject({ totalCents: 2400, taxCents: 115, subtotalCents: 2285 });
  });
});

describe("a charge made after its month's bill was issued", () => {
  it("waits for the next month's bill (decision 007), once", async () => {
    await setSetting(db(), 'timezone', ZONE);
    const { browser } = await signedInAdmin(t.app(), db());
    const student = await createStudent(db(), { name: 'Late addition' });
    await charge(student.id, 2000, new Date('2025-09-10T20:00:00Z'));
    const september = await browser.post('/api/invoices', {
      studentId: student.id,
      billingPeriod: '2025-09',
    });
    expect(september.status, JSON.stringify(september.body)).toBe(201);
    expect((await browser.post(`/api/invoices/${september.body.id}/send`)).status).toBe(200);
    // Added to September after its bill went out: the sent bill is not changed.
    await charge(student.id, 1500, new Date('2025-09-20T20:00:00Z'), 'Private lesson');
    const again = await browser.post('/api/invoices', { studentId: student.id, billingPeriod: '2025-09' });
    expect(again.status).toBe(409);
    await charge(student.id, 1000, new Date('2025-10-05T20:00:00Z'), 'Drop-in');
    const october = await browser.post('/api/invoices', { studentId: student.id, billingPeriod: '2025-10' });
    expect(october.status, JSON.stringify(october.body)).toBe(201);
    expect(october.body.totalAmount).toBe('25.00');
    const lines = await db().select().from(invoiceLines).where(eq(invoiceLines.invoiceId, october.body.id));
    expect(lines.map((l) => l.description).sort()).toEqual([
      'Drop-in — Oct 05, 2025',
      'Private lesson — Sep 20, 2025',
    ]);
    expect(
      (await browser.post('/api/invoices', { studentId: student.id, billingPeriod: '2025-10' })).status,
    ).toBe(409);
    const [sent] = await db().select().from(invoices).where(eq(invoices.id, september.body.id));
    expect(sent).toMatchObject({ status: 'sent', totalCents: 2000 });
    expect(
      await countOf(
        db(),
        'ledger_entries',
        `student_id = ${student.id} and entry_type = 'charge' and invoice_id is null`,
      ),
    ).toBe(0);
  });
});

describe('GET /api/billing/stats over a long history', () => {
  it("what open bills still owe is the allocation's answer (oldest charges paid first) bill by bill", async () => {
    await setSetting(db(), 'timezone', ZONE);
    const { browser } = await signedInAdmin(t.app(), db());
    const at = (day: string) => new Date(`${day}T20:00:00Z`);
    const made: number[] = [];
    // Three students, five months each: bills for January to April (May left unbilled), a charge
    // partly reversed, payments covering different depths of the history, one paying too much.
    for (const [i, paidCents] of [7000, 23456, 99999].entries()) {
      const s = await createStudent(db(), { name: `History ${i}` });
      made.push(s.id);
      for (const [month, amounts] of [
        ['01', [2000, 1500]],
        ['02', [3000]],
        ['03', [1200, 800, 2500]],
        ['04', [4000]],
        ['05', [1000]],
      ] as const) {
        for (const [k, cents] of amounts.entries()) await charge(s.id, cents, at(`2024-${month}-1${k}`));
      }
      const [february] = await db()
        .select()
        .from(ledgerEntries)
        .where(and(eq(ledgerEntries.studentId, s.id), eq(ledgerEntries.occurredAt, at('2024-02-10'))));
      await db()
        .insert(ledgerEntries)
        .values({
          studentId: s.id,
          entryType: 'charge_reversal',
          amountCents: 1000,
          reversesEntryId: february!.id,
          description: 'Partly refunded',
          occurredAt: at('2024-02-20'),
        });
      for (const month of ['2024-01', '2024-02', '2024-03', '2024-04']) {
        const res = await browser.post('/api/invoices', { studentId: s.id, billingPeriod: month });
        expect(res.status, JSON.stringify(res.body)).toBe(201);
      }
      const paid = await browser.post('/api/payments/record-transaction', {
        studentId: s.id,
        amount: (paidCents / 100).toFixed(2),
        paymentMethod: 'cash',
      });
      expect(paid.status, JSON.stringify(paid.body)).toBe(201);
    }
    const open = await rows<{ id: number }>(
      db(),
      sql`select id from invoices where status in ('pending', 'sent', 'overdue')`,
    );
    const due = await amountsDue(
      db(),
      open.map((r) => r.id),
    );
    const expected = [...due.values()].reduce((s, c) => s + c, 0);
    const mine = await rows<{ id: number }>(
      db(),
      sql`select id from invoices where student_id in (${sql.raw(made.join(', '))})`,
    );
    // Something is still owed on some of these bills and not on others: the comparison means something.
    expect(mine.some((r) => (due.get(r.id) ?? 0) > 0)).toBe(true);
    expect(mine.some((r) => (due.get(r.id) ?? 0) === 0)).toBe(true);
    const stats = await browser.get('/api/billing/stats');
    expect(stats.status).toBe(200);
    expect(stats.body.pendingAmount).toBe((expected / 100).toFixed(2));
  });
});

/** A second app on the test file's PostgreSQL database, as another instance behind a load balancer. */
async function instanceOn(name: string) {
  const database = await openDatabase(
    { kind: 'postgres', url: databaseUrl(process.env.DATABASE_URL!, name), max: 10 },
    { migrate: false },
  );
  const services = createServices(loadConfig({ NODE_ENV: 'test' }), database, TEST_APP_SECRET);
  const app = await buildApp({ services, serveClient: false });
  await app.ready();
  return {
    app,
    services,
    db: database.db,
    close: async () => {
      await app.close();
      await database.close();
    },
  };
}
type Instance = { app: FastifyInstance; services: Services; db: Db };

describe.skipIf(!process.env.DATABASE_URL)('two app instances on one PostgreSQL', () => {
  it('overdue moves, late fees, reminders, suspensions and monthly bills happen once; a restart changes nothing', {
    timeout: 120_000,
  }, async () => {
    const a: Instance = { app: t.app(), services: t.get().services, db: db() };
    const name = (t.get().database as { name?: string }).name!;
    const b = await instanceOn(name);
    const base = Date.now();
    const today = studioWallClock(ZONE, new Date(base)).date;
    const period = today.slice(0, 7);
    // The start of next month in the studio: start_of_month auto invoicing bills this month then.
    const firstOfNext = studioInstant(ZONE, addMonths(today, 1), '00:10');
    const overdue = (i: Instance, days: number) =>
      runOverdue({ db: i.db, outbox: i.services.outbox }, new Date(base + days * DAY));
    const auto = (i: Instance, at: Date) => runAutoInvoicing(i.db, at);
    /** Both instances, twice each, the overdue run and auto invoicing at the same moment. */
    const together = (days: number, instances: Instance[]) =>
      Promise.all(
        instances.flatMap((i) => [
          overdue(i, days),
          auto(i, new Date(base + days * DAY)),
          overdue(i, days),
          auto(i, new Date(base + days * DAY)),
        ]),
      );

    for (const [key, value] of Object.entries({
      timezone: ZONE,
      paymentDueDays: '10',
      lateFeePercentage: '5',
      overdueReminderDays: '3',
      emailPaymentReminders: 'true',
      autoSuspendOverdueDays: '30',
      autoInvoicing: 'true',
      invoiceTiming: 'start_of_month',
    })) {
      await setSetting(db(), key, value);
    }
    const people: Awaited<ReturnType<typeof createStudent>>[] = [];
    for (let i = 0; i < 8; i++) {
      const s = await createStudent(db(), { name: `Twice ${i}` });
      await charge(s.id, 2000 + i * 100, new Date(base), 'Class pass');
      if (i % 2 === 0) await charge(s.id, 1500, new Date(base), 'Drop-in');
      people.push(s);
    }
    const ids = people.map((p) => p.id).join(', ');
    const mine = `student_id in (${ids})`;

    // This month's bills: four runs at once across the two instances make one bill per student.
    const billed = await Promise.all([auto(a, firstOfNext), auto(b, firstOfNext), auto(a, firstOfNext)]);
    expect(billed.map((r) => r.months)).toEqual([[period], [period], [period]]);
    expect(billed.reduce((s, r) => s + r.billed, 0)).toBe(8);
    const bills = await db()
      .select()
      .from(invoices)
      .where(sql`student_id in (${sql.raw(ids)})`);
    expect(bills).toHaveLength(8);
    expect(new Set(bills.map((x) => x.invoiceNumber)).size).toBe(8);
    expect(
      await countOf(db(), 'invoice_lines', `invoice_id in (select id from invoices where ${mine})`),
    ).toBe(12);
    expect(
      await countOf(db(), 'ledger_entries', `${mine} and entry_type = 'charge' and invoice_id is null`),
    ).toBe(0);
    const original = new Map(bills.map((x) => [x.id, x.totalCents]));

    // Student 0 pays in full; student 1 pays part. Half the bills are sent, from either instance.
    const { browser } = await signedInAdmin(a.app, db());
    const bill0 = bills.find((x) => x.studentId === people[0]!.id)!;
    const paid = await browser.post('/api/payments/record-transaction', {
      studentId: people[0]!.id,
      amount: (bill0.totalCents / 100).toFixed(2),
      paymentMethod: 'cash',
    });
    expect(paid.status, JSON.stringify(paid.body)).toBe(201);
    await browser.post('/api/payments/record-transaction', {
      studentId: people[1]!.id,
      amount: '5.00',
      paymentMethod: 'cash',
    });
    const { browser: other } = await signedInAdmin(b.app, db());
    for (const [i, x] of bills.entries()) {
      if (i % 2 === 1)
        expect((await (i % 4 === 1 ? browser : other).post(`/api/invoices/${x.id}/send`)).status).toBe(200);
    }
    const unpaid = bills.filter((x) => x.studentId !== people[0]!.id);

    await together(5, [a, b]);
    expect(await countOf(db(), 'invoices', `${mine} and status = 'overdue'`)).toBe(0);
    await together(12, [a, b]);
    const afterDue = await db()
      .select()
      .from(invoices)
      .where(sql`student_id in (${sql.raw(ids)})`);
    for (const x of afterDue) {
      if (x.studentId === people[0]!.id) {
        expect(x.status).toBe('paid');
        continue;
      }
      const before = original.get(x.id)!;
      expect(x.status).toBe('overdue');
      expect(x.totalCents, x.invoiceNumber).toBe(before + Math.round(before * 0.05));
    }
    const fees = await rows<{ invoice_id: number; n: number }>(
      db(),
      sql`select invoice_id, count(*)::int as n from ledger_entries
            where student_id in (${sql.raw(ids)}) and description like 'Late fee%' group by invoice_id`,
    );
    expect(fees).toHaveLength(7);
    expect(fees.every((f) => f.n === 1)).toBe(true);

    const reminderTypes = async () =>
      rows<{ invoice_id: number; types: string }>(
        db(),
        sql`select invoice_id, string_agg(reminder_type, ',' order by id) as types from invoice_reminders
              where invoice_id in (select id from invoices where student_id in (${sql.raw(ids)})) group by invoice_id`,
      );
    await together(13, [a, b]);
    expect((await reminderTypes()).map((r) => r.types)).toEqual(Array(7).fill('first_reminder'));
    await together(14, [a, b]);
    await together(16, [a, b]);
    await together(19, [a, b]);
    await together(41, [a, b]);
    const sequence = 'first_reminder,second_reminder,final_notice,final_notice';
    expect((await reminderTypes()).map((r) => r.types)).toEqual(Array(7).fill(sequence));
    for (const x of unpaid) {
      const mails = await rows<{ kind: string; n: number }>(
        db(),
        sql`select kind, count(*)::int as n from outbound_emails
              where student_id = ${x.studentId} and kind like 'reminder_%' group by kind order by kind`,
      );
      expect(mails).toEqual([
        { kind: 'reminder_final_notice', n: 2 },
        { kind: 'reminder_first_reminder', n: 1 },
        { kind: 'reminder_second_reminder', n: 1 },
      ]);
    }
    // 41 days on is 31 past the due date: every student still owing is suspended, once.
    expect(await countOf(db(), 'students', `id in (${ids}) and status = 'inactive'`)).toBe(7);
    expect(await countOf(db(), 'students', `id = ${people[0]!.id} and status = 'active'`)).toBe(1);
    expect(
      await countOf(
        db(),
        'audit_log',
        `action = 'student.suspend' and entity_id in (${people.map((p) => `'${p.id}'`).join(', ')})`,
      ),
    ).toBe(7);
    // Each month billed once; every bill still adds up.
    expect(await countOf(db(), 'invoices', mine)).toBe(8);
    const sums = await rows<{ id: number; total: number; lines: number }>(
      db(),
      sql`select i.id, i.total_cents as total, (select sum(amount_cents) from invoice_lines where invoice_id = i.id)::int as lines
            from invoices i where i.student_id in (${sql.raw(ids)})`,
    );
    for (const s of sums) expect(s.lines, String(s.id)).toBe(s.total);

    // A restart: instance b stops, a new one starts on the same database; running again changes nothing.
    const snapshot = () =>
      rows<Record<string, unknown>>(
        db(),
        sql`select
            (select json_agg(json_build_object('id', id, 'status', status, 'total', total_cents, 'tax', tax_cents) order by id)
               from invoices where student_id in (${sql.raw(ids)})) as bills,
            (select count(*) from invoice_lines)::int as lines,
            (select count(*) from ledger_entries)::int as entries,
            (select count(*) from invoice_reminders)::int as reminders,
            (select count(*) from outbound_emails)::int as mails,
            (select count(*) from audit_log)::int as audits,
            (select count(*) from students where status = 'inactive')::int as inactive`,
      );
    const before = await snapshot();
    await b.close();
    const c = await instanceOn(name);
    try {
      await Promise.all([auto(c, firstOfNext), auto(a, firstOfNext)]);
      await together(41, [c, a]);
      await together(42, [c]);
      expect(await snapshot()).toEqual(before);
    } finally {
      await c.close();
    }
    expect(await countOf(db(), 'invoices', `${mine} and period_start = '${period}-01'`)).toBe(8);
  });

  it('a bill the overdue run moves while a billing run would add to it is left as the overdue run made it', async () => {
    const name = (t.get().database as { name?: string }).name!;
    const b = await instanceOn(name);
    try {
      const base = Date.now();
      const period = studioWallClock(ZONE, new Date(base)).date.slice(0, 7);
      const { browser } = await signedInAdmin(t.app(), db());
      const s = await createStudent(db(), { name: 'Moved meanwhile' });
      await charge(s.id, 3000, new Date(base), 'Class pass');
      const created = await browser.post('/api/invoices', { studentId: s.id, billingPeriod: period });
      expect(created.status, JSON.stringify(created.body)).toBe(201);
      await charge(s.id, 1200, new Date(base), 'Drop-in');
      // The overdue move holds the bill's row while the other instance's billing run starts.
      let release!: () => void;
      const gate = new Promise<void>((r) => {
        release = r;
      });
      const moving = db().transaction(async (tx) => {
        await tx.update(invoices).set({ status: 'overdue' }).where(eq(invoices.id, created.body.id));
        await gate;
      });
      await new Promise((r) => setTimeout(r, 100));
      const billing = billMonth({ db: b.db, adminId: null, ip: 'test' }, period, s.id);
      await new Promise((r) => setTimeout(r, 500));
      release();
      await moving;
      expect(await billing).toEqual([]);
      const [bill] = await db().select().from(invoices).where(eq(invoices.id, created.body.id));
      expect(bill).toMatchObject({ status: 'overdue', totalCents: 3000 });
      expect(await countOf(db(), 'invoice_lines', `invoice_id = ${created.body.id}`)).toBe(1);
    } finally {
      await b.close();
    }
  });
});
