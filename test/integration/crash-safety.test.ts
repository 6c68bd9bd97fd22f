/**
 * Nothing lost (issue 15 §4): the real server process takes a write load over HTTP (students booking
 * classes, the administrator recording payments with idempotency keys, both queueing e-mails), is
 * killed with SIGKILL in the middle of it, and is started again on the same data. Every write it
 * acknowledged must be there exactly once, nothing may be half-written (a booking without its charge
 * or its e-mail, a payment without its ledger entry), no class may be over capacity, a payment retried
 * with its key after the crash is recorded once, and every queued e-mail reaches the SMTP server
 * exactly once. Runs on PGlite, and on PostgreSQL with DATABASE_URL.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../src/server/db/client';
import { rows } from '../factories/classes';
import { seedLoadStudio } from '../factories/crash-studio';
import { type AppProcess, startAppProcess } from '../setup/app-process';
import { freePort } from '../setup/free-port';
import { createProcessDatabase, type ProcessDatabase } from '../setup/process-database';
import { TestSmtpServer } from '../setup/smtp';
import { runLoad, type Sent, send, type WriteRequest } from '../setup/write-load';

const STUDENT_COOKIE = 'student_session';
const ADMIN_COOKIE = 'admin_session';
/** The server is killed when this many writes have been acknowledged (about half the load). */
const KILL_AFTER_ACKS = 40;
const LANES = 6;

type Key =
  | { type: 'booking'; studentId: number; classInstanceId: number }
  | { type: 'payment'; studentId: number; transactionId: string; amountCents: number };

let database: ProcessDatabase;
let studio: Awaited<ReturnType<typeof seedLoadStudio>>;
const smtp = await TestSmtpServer.start();

beforeAll(async () => {
  database = await createProcessDatabase();
  const seeding = await database.open();
  studio = await seedLoadStudio(seeding.db);
  await seeding.close();
});
afterAll(async () => {
  await smtp.stop();
  await database?.dispose();
});

/** Bookings round-robin over the classes (they fill up two thirds of the way), a payment every third. */
function plannedRequests(): WriteRequest<Key>[] {
  const { students, classIds, adminToken } = studio;
  const bookings: WriteRequest<Key>[] = [];
  for (let round = 0; round < students.length; round++) {
    classIds.forEach((classInstanceId, c) => {
      const student = students[(round + c) % students.length]!;
      bookings.push({
        key: { type: 'booking', studentId: student.id, classInstanceId },
        method: 'POST',
        path: '/api/student-bookings',
        cookie: `${STUDENT_COOKIE}=${student.token}`,
        body: { studentId: student.id, classInstanceId },
      });
    });
  }
  const payments = Array.from({ length: bookings.length / 2 }, (_, i): WriteRequest<Key> => {
    const student = students[i % students.length]!;
    const amountCents = 1000 + i;
    const transactionId = `crash-pay-${i}`;
    return {
      key: { type: 'payment', studentId: student.id, transactionId, amountCents },
      method: 'POST',
      path: '/api/payments',
      cookie: `${ADMIN_COOKIE}=${adminToken}`,
      body: {
        studentId: student.id,
        amount: (amountCents / 100).toFixed(2),
        paymentMethod: 'e_transfer',
        transactionId,
      },
    };
  });
  return bookings.flatMap((b, i) => (i % 2 === 1 ? [b, payments[(i - 1) / 2]!] : [b]));
}

async function adminGet(app: AppProcess, path: string) {
  const res = await fetch(`${app.url}${path}`, {
    headers: { cookie: `${ADMIN_COOKIE}=${studio.adminToken}` },
  });
  expect(res.status, `GET ${path}`).toBe(200);
  return res.json();
}

/** Waits until the outbox has nothing left to send. */
async function waitForOutboxDrained(app: AppProcess, ms: number) {
  const deadline = Date.now() + ms;
  for (;;) {
    const all = await adminGet(app, '/api/sent-emails?pageSize=10&status=all');
    const sent = await adminGet(app, '/api/sent-emails?pageSize=10&status=sent');
    if (all.total > 0 && sent.total === all.total) return all.total as number;
    if (Date.now() > deadline) {
      throw new Error(
        `outbox not drained: ${sent.total} of ${all.total} sent, ${smtp.received.length} received`,
      );
    }
    await new Promise((r) => setTimeout(r, 500));
  }
}

const acked = (results: Sent<Key>[], type: Key['type']) =>
  results.filter((r) => r.request.key.type === type && r.outcome.kind === 'acked');

describe('a server killed with SIGKILL in the middle of a write load', () => {
  it('keeps every acknowledged write once, half-writes nothing, and sends each e-mail once', {
    timeout: 240_000,
  }, async () => {
    const port = await freePort();
    const env = { ...database.env, SMTP_FROM: 'studio@crash.test', RATE_LIMIT_PER_MINUTE: '100000' };
    // The first process has no mail server, so no delivery is in flight when it dies: a try cut off
    // mid-send is taken over only after its 2-minute claim expires (measured in decision 016), too slow
    // for this suite. Here "exactly once" is the outbox surviving the crash and draining once.
    const first = await startAppProcess(port, { ...env, SMTP_URL: '' });
    let killing: Promise<void> | null = null;
    const planned = plannedRequests();
    const results = await runLoad(first.url, planned, LANES, (n) => {
      if (n === KILL_AFTER_ACKS) killing = first.kill();
    });
    expect(
      killing,
      `the load ended before ${KILL_AFTER_ACKS} acknowledgements:\n${first.output()}`,
    ).not.toBeNull();
    await killing;
    const unknown = results.filter((r) => r.outcome.kind === 'unknown');
    const refused = results.filter((r) => r.outcome.kind === 'refused');
    // Refusals are the class-full answers; anything else (a 500) is a bug.
    for (const r of refused) expect(r.outcome, JSON.stringify(r.request.key)).toMatchObject({ status: 409 });
    expect(unknown.length, 'requests in flight when the server died').toBeGreaterThan(0);

    expect(smtp.received).toEqual([]);
    const second = await startAppProcess(port, { ...env, SMTP_URL: smtp.url });
    let retriedPayments: Sent<Key>[] = [];
    let drained = 0;
    try {
      // A client that got no answer sends the payment again with the same key: it is recorded once.
      retriedPayments = await Promise.all(
        unknown.filter((r) => r.request.key.type === 'payment').map((r) => send(second.url, r.request)),
      );
      for (const r of retriedPayments) expect(r.outcome.kind, JSON.stringify(r.outcome)).toBe('acked');
      drained = await waitForOutboxDrained(second, 120_000);
      // Anything sent twice would arrive a little later than the rest.
      await new Promise((r) => setTimeout(r, 1500));
    } finally {
      await second.stop();
    }

    const bookings = acked(results, 'booking');
    const payments = [...acked(results, 'payment'), ...retriedPayments];
    const check = await database.open();
    try {
      await expectBookingsIntact(check.db, bookings);
      await expectPaymentsIntact(check.db, payments);
      await expectMailSentOnce(check.db, drained);
    } finally {
      await check.close();
    }
    console.log(
      `[crash-safety ${database.kind}] ${planned.length} planned, ${results.length} sent before the kill: ` +
        `${bookings.length} bookings and ${acked(results, 'payment').length} payments acknowledged, ` +
        `${refused.length} refused (class full), ${unknown.length} unanswered; ` +
        `${retriedPayments.filter((r) => r.outcome.kind === 'acked' && !r.outcome.body.created).length} of ` +
        `${retriedPayments.length} retried payments had committed unanswered; ${drained} e-mails sent once; 0 lost.`,
    );
  });
});

async function expectBookingsIntact(db: Db, ackedBookings: Sent<Key>[]) {
  const stored = await rows<{ id: number; student_id: number; class_instance_id: number; status: string }>(
    db,
    sql`select id, student_id, class_instance_id, status from bookings`,
  );
  const byId = new Map(stored.map((b) => [b.id, b]));
  for (const { request, outcome } of ackedBookings) {
    const key = request.key as Extract<Key, { type: 'booking' }>;
    const id = outcome.kind === 'acked' ? Number(outcome.body.id) : Number.NaN;
    expect(byId.get(id), `acknowledged booking ${id} (${JSON.stringify(key)})`).toMatchObject({
      student_id: key.studentId,
      class_instance_id: key.classInstanceId,
      status: 'confirmed',
    });
  }
  // Over capacity, or a booking without its charge or its confirmation (or the reverse): half-written.
  const overfull = await rows(
    db,
    sql`select ci.id, ci.max_students, count(b.id)::int as booked from class_instances ci
        join bookings b on b.class_instance_id = ci.id and b.status <> 'cancelled'
        group by ci.id having count(b.id) > ci.max_students`,
  );
  expect(overfull).toEqual([]);
  const [money] = await rows<{ bookings: number; charged: number; orphan_charges: number; mails: number }>(
    db,
    sql`select
          (select count(*)::int from bookings) as bookings,
          (select count(distinct booking_id)::int from ledger_entries where entry_type = 'charge'
             and booking_id in (select id from bookings)) as charged,
          (select count(*)::int from ledger_entries where entry_type = 'charge'
             and (booking_id is null or booking_id not in (select id from bookings))) as orphan_charges,
          (select count(*)::int from outbound_emails where kind = 'booking_confirmation') as mails`,
  );
  expect(money!.bookings).toBeGreaterThanOrEqual(ackedBookings.length);
  expect(money).toEqual({
    bookings: money!.bookings,
    charged: money!.bookings,
    orphan_charges: 0,
    mails: money!.bookings,
  });
  const doubleCharged = await rows(
    db,
    sql`select booking_id from ledger_entries where entry_type = 'charge' group by booking_id having count(*) > 1`,
  );
  expect(doubleCharged).toEqual([]);
}

async function expectPaymentsIntact(db: Db, ackedPayments: Sent<Key>[]) {
  const stored = await rows<{ id: number; student_id: number; transaction_id: string; amount_cents: number }>(
    db,
    sql`select id, student_id, transaction_id, amount_cents from payments`,
  );
  for (const { request, outcome } of ackedPayments) {
    const key = request.key as Extract<Key, { type: 'payment' }>;
    const matching = stored.filter((p) => p.transaction_id === key.transactionId);
    expect(matching, `acknowledged payment ${key.transactionId}`).toEqual([
      {
        id: outcome.kind === 'acked' ? outcome.body.payment.id : -1,
        student_id: key.studentId,
        transaction_id: key.transactionId,
        amount_cents: key.amountCents,
      },
    ]);
  }
  // Every payment has its one ledger entry of the same amount, its confirmation e-mail, nothing else.
  const [ledger] = await rows<{
    payments: number;
    paid: number;
    entries: number;
    entered: number;
    mails: number;
  }>(
    db,
    sql`select
          (select count(*)::int from payments) as payments,
          (select coalesce(sum(amount_cents), 0)::int from payments) as paid,
          (select count(*)::int from ledger_entries where entry_type = 'payment') as entries,
          (select coalesce(sum(amount_cents), 0)::int from ledger_entries where entry_type = 'payment') as entered,
          (select count(*)::int from outbound_emails where kind = 'payment_confirmation') as mails`,
  );
  expect(ledger!.payments).toBeGreaterThanOrEqual(ackedPayments.length);
  expect(ledger).toEqual({
    payments: ledger!.payments,
    paid: ledger!.paid,
    entries: ledger!.payments,
    entered: ledger!.paid,
    mails: ledger!.payments,
  });
  const mismatched = await rows(
    db,
    sql`select p.id from payments p left join ledger_entries l on l.payment_id = p.id and l.entry_type = 'payment'
        group by p.id, p.amount_cents having count(l.id) <> 1 or sum(l.amount_cents) <> p.amount_cents`,
  );
  expect(mismatched).toEqual([]);
}

/** Each outbox row went out once: its Message-ID arrived exactly once, and nothing else arrived. */
async function expectMailSentOnce(db: Db, drained: number) {
  const outbox = await rows<{
    id: number;
    status: string;
    to_email: string;
    provider_message_id: string | null;
  }>(db, sql`select id, status, to_email, provider_message_id from outbound_emails order by id`);
  expect(outbox.length).toBe(drained);
  expect(outbox.filter((m) => m.status !== 'sent')).toEqual([]);
  const received = new Map<string, number>();
  for (const m of smtp.received) received.set(m.messageId, (received.get(m.messageId) ?? 0) + 1);
  const deliveries = outbox.map((m) => ({ id: m.id, times: received.get(m.provider_message_id ?? '') ?? 0 }));
  expect(deliveries.filter((d) => d.times !== 1)).toEqual([]);
  expect(smtp.received.length).toBe(outbox.length);
}
