/**
 * A student's booking in one round trip (decision 025): made only while the class and the student are
 * as the pre-read saw them, since its confirmation was rendered from that read. Whatever changed in
 * between, nothing is half-written: a booking, its charge and its outbox row exist together or not at all.
 */
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { transactionOfStatements } from '../../src/server/db/one-round-trip';
import { classInstances, waitlistEntries } from '../../src/server/db/schema';
import { bookClassAsRead, preReadBooking } from '../../src/server/modules/bookings/bookings.service';
import { classIn, studentWithSession } from '../factories/bookings';
import { countOf, insertClassType } from '../factories/classes';
import { setUpTestApp } from '../setup/test-app-lifecycle';

const t = setUpTestApp();
const db = t.db;

const rules = { allowOverCapacity: false };

async function setUp(maxStudents = 10) {
  const type = await insertClassType(db(), { name: 'Ashtanga', priceCents: 2500 });
  const instance = await classIn(db(), type.id, 72, { maxStudents, priceCents: 2500 });
  const { student } = await studentWithSession(t.app(), db(), 'AsRead');
  const booking = { studentId: student.id, classInstanceId: instance.id };
  const { row } = await preReadBooking(db(), booking);
  // The outbox row is inserted from the booked CTE: here a stand-in insert that records the booking.
  const email = t.get().services.outbox.queuedFrom('booked', {
    kind: 'booking_confirmation',
    toEmail: row.recipient_email,
    subject: `Booking confirmed: ${instance.id}`,
    bodyText: 'Booked',
  });
  const written = async () => ({
    bookings: await countOf(db(), 'bookings', `class_instance_id = ${instance.id}`),
    charges: await countOf(db(), 'ledger_entries', `student_id = ${student.id} and entry_type = 'charge'`),
    emails: await countOf(db(), 'outbound_emails', `subject = 'Booking confirmed: ${instance.id}'`),
  });
  return { instance, student, booking, row, email, written };
}

describe('bookClassAsRead', () => {
  it('books, charges the amount given and queues the confirmation, in one transaction', async () => {
    const { booking, row, email, written } = await setUp();
    const booked = await bookClassAsRead(
      db(),
      { ...booking, ...rules, charge: { amountCents: 2625, taxes: [] } },
      { read: row, email },
    );
    expect(booked).not.toBeNull();
    expect(booked!.emailId).toBeGreaterThan(0);
    expect(booked!.priceCents).toBe(2500);
    expect(await written()).toEqual({ bookings: 1, charges: 1, emails: 1 });
    const [charge] = await t
      .db()
      .execute(sql`select amount_cents from ledger_entries where booking_id = ${booked!.bookingId}`)
      .then((r) => (Array.isArray(r) ? r : (r as { rows: { amount_cents: number }[] }).rows));
    expect(Number(charge.amount_cents)).toBe(2625);
  });

  it('a class changed since the read (its price, its start): nothing written, the caller books anew', async () => {
    for (const change of [
      { priceCents: 3000 },
      { startTime: '06:15', endTime: '06:45' },
      { customName: 'Renamed' },
    ]) {
      const { instance, booking, row, email, written } = await setUp();
      await db().update(classInstances).set(change).where(eq(classInstances.id, instance.id));
      const booked = await bookClassAsRead(
        db(),
        { ...booking, ...rules, charge: { amountCents: 2500, taxes: [] } },
        { read: row, email },
      );
      expect(booked, JSON.stringify(change)).toBeNull();
      expect(await written()).toEqual({ bookings: 0, charges: 0, emails: 0 });
    }
  });

  it('a student on the waiting list since the read: not booked here (the ordinary path closes the entry)', async () => {
    const { booking, row, email, written } = await setUp();
    await db()
      .insert(waitlistEntries)
      .values({ ...booking, status: 'waiting' });
    const booked = await bookClassAsRead(
      db(),
      { ...booking, ...rules, charge: { amountCents: 2500, taxes: [] } },
      { read: row, email },
    );
    expect(booked).toBeNull();
    expect(await written()).toEqual({ bookings: 0, charges: 0, emails: 0 });
  });

  it('a class that filled up since the read: "Class Full", nothing written', async () => {
    const { instance, booking, row, email, written } = await setUp(1);
    const other = await studentWithSession(t.app(), db(), 'Faster');
    const res = await other.browser.post('/api/student-bookings', {
      studentId: other.student.id,
      classInstanceId: instance.id,
    });
    expect(res.status).toBe(201);
    await expect(
      bookClassAsRead(
        db(),
        { ...booking, ...rules, charge: { amountCents: 2500, taxes: [] } },
        { read: row, email },
      ),
    ).rejects.toThrow('Class Full');
    expect((await written()).charges).toBe(0);
    expect((await written()).emails).toBe(0);
    expect(await countOf(db(), 'bookings', `class_instance_id = ${instance.id}`)).toBe(1);
  });

  it('booked twice: "already booked", the first booking alone', async () => {
    const { booking, row, email, written } = await setUp();
    await bookClassAsRead(
      db(),
      { ...booking, ...rules, charge: { amountCents: 2500, taxes: [] } },
      { read: row, email },
    );
    await expect(
      bookClassAsRead(
        db(),
        { ...booking, ...rules, charge: { amountCents: 2500, taxes: [] } },
        { read: row, email },
      ),
    ).rejects.toThrow(/already/i);
    expect(await written()).toEqual({ bookings: 1, charges: 1, emails: 1 });
  });
});

describe('transactionOfStatements', () => {
  it("answers each statement's rows, in order", async () => {
    const answers = await transactionOfStatements<{ n: number }>(db(), [
      sql`select 1 as n`,
      sql`select ${2}::int as n union all select 3`,
    ]);
    expect(answers.map((rows) => rows.map((r) => Number(r.n)))).toEqual([[1], [2, 3]]);
  });

  it('a failing statement undoes the ones before it and is thrown', async () => {
    const type = await insertClassType(db(), { name: 'Undone' });
    const failed = await transactionOfStatements(db(), [
      sql`update class_types set name = 'Changed' where id = ${type.id}`,
      sql`select 1 / 0`,
    ]).catch((error: Error) => error);
    // drizzle on PGlite wraps the database's error as the cause of its own.
    expect(String((failed as Error).cause ?? failed)).toMatch(/division by zero/);
    expect(await countOf(db(), 'class_types', `id = ${type.id} and name = 'Undone'`)).toBe(1);
    // The connection is usable afterwards (no transaction left open on it).
    const answers = await transactionOfStatements<{ n: number }>(db(), [sql`select 7 as n`]);
    expect(Number(answers[0]![0]!.n)).toBe(7);
  });
});
