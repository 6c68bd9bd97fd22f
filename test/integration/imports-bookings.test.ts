/**
 * Issue 32 §1 (decision 040): memberships held and upcoming bookings brought from the previous
 * software, and an import that runs in parts and resumes where a stopped one left off.
 * - A membership runs from today with what it paid there not billed again; one with a last day is
 *   never billed here.
 * - A booking is made as an administrator's (capacity holds, the booking rules' words), charges
 *   nothing, and an imported pack keeps the classes left its file gave; a cancellation in time gives
 *   the class back as to any booking. The dry run rehearses the bookings and undoes them.
 */
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  bookings,
  classInstances,
  importFiles,
  membershipPeriods,
  outboundEmails,
  studentMemberships,
} from '../../src/server/db/schema';
import { billDuePeriods } from '../../src/server/modules/memberships/billing.service';
import { addDays, formatDate } from '../../src/shared/dates';
import { periodContaining } from '../../src/shared/membership-periods';
import { IMPORT_MESSAGES } from '../../src/shared/schemas/imports';
import {
  insertClassType,
  insertInstance,
  insertSchedule,
  nextWeekday,
  signedInStudent,
  studioToday,
} from '../factories/classes';
import { packProduct } from '../factories/pack-products';
import { createStudent } from '../factories/people';
import { setUpTestApp, signInAdmin } from '../setup/test-app-lifecycle';

const t = setUpTestApp({ RATE_LIMIT_PER_MINUTE: 1_000_000 });
const { admin } = signInAdmin(t);
const db = t.db;

const upload = async (lines: string[], fileName: string) => {
  const res = await admin().browser.post('/api/imports', {
    fileName,
    content: Buffer.from(lines.join('\r\n'), 'utf8').toString('base64'),
  });
  expect(res.status, res.body?.error).toBe(201);
  return res.body;
};
const owed = async (studentId: number) =>
  (await admin().browser.get(`/api/payments/student/${studentId}/outstanding`)).body.totalOwed as string;
const emailCount = async () =>
  (await db().select({ n: sql<number>`count(*)::int` }).from(outboundEmails))[0]!.n;
const instanceCount = async () =>
  (await db().select({ n: sql<number>`count(*)::int` }).from(classInstances))[0]!.n;
const bookingCount = async () => (await db().select({ n: sql<number>`count(*)::int` }).from(bookings))[0]!.n;

async function product(body: Record<string, unknown>) {
  const res = await admin().browser.post('/api/products', body);
  expect(res.status, res.body?.error).toBe(201);
  return res.body as { id: number };
}

describe('memberships held', () => {
  it('run from today without billing what was paid there; one with a last day is never billed here; once', async () => {
    await product({
      kind: 'membership',
      name: 'Unlimited Monthly',
      allowance: 'unlimited',
      billingDay: 1,
      price: '120.00',
    });
    const today = studioToday();
    const ongoing = await createStudent(db(), { name: 'Ongoing Member', email: 'ongoing@example.com' });
    const fixed = await createStudent(db(), { name: 'Fixed Term', email: 'fixed@example.com' });
    const until = addDays(today, 45);
    const file = await upload(
      [
        'Client Email,Membership,Remaining,Expiration Date',
        'ongoing@example.com,Unlimited Monthly,,',
        `fixed@example.com,unlimited monthly,,${until}`,
        'ongoing@example.com,Gold Unlimited,,',
      ],
      'memberships.csv',
    );
    expect(file.passMapping).toEqual({ email: 0, product: 1, classesLeft: 2, validUntil: 3 });
    const dry = await admin().browser.post(`/api/imports/${file.id}/passes/dry-run`, {
      mapping: file.passMapping,
    });
    expect(dry.body).toMatchObject({ created: 2, skipped: 1, processed: 3, next: null });
    expect(await db().select().from(studentMemberships)).toHaveLength(0);

    const before = await emailCount();
    const done = await admin().browser.post(`/api/imports/${file.id}/passes`, { mapping: file.passMapping });
    expect(done.body.message).toBe(
      'Imported: 2 class packs and memberships recorded, 0 unchanged, 1 skipped. No e-mail was sent.',
    );
    expect(done.body.problems).toEqual([
      {
        line: 4,
        reason:
          'Unknown class pack or membership "Gold Unlimited": create it under Class Packs & Memberships first',
      },
    ]);
    expect(await emailCount()).toBe(before);
    expect(await owed(ongoing.id)).toBe('0.00');
    const [held] = (await admin().browser.get(`/api/students/${ongoing.id}/memberships`)).body;
    const nextPeriod = addDays(periodContaining(today, 1).end, 1);
    expect(held).toMatchObject({
      name: 'Unlimited Monthly',
      startsOn: today,
      endsOn: null,
      status: 'active',
      nextBillingDate: nextPeriod,
      billed: '0.00',
    });

    // The job on the next period's first day bills the ongoing one, and never the fixed-term one.
    const bill = (studentId: number, day: string) =>
      db().transaction(async (tx) => {
        const [m] = await tx
          .select()
          .from(studentMemberships)
          .where(eq(studentMemberships.studentId, studentId))
          .for('update');
        return billDuePeriods(tx, m!, day);
      });
    expect((await bill(ongoing.id, nextPeriod)).map((b) => b.amountCents)).toEqual([12000]);
    expect(await bill(fixed.id, until)).toEqual([]);
    const fixedPeriods = await db()
      .select({ amount: membershipPeriods.amountCents })
      .from(membershipPeriods)
      .innerJoin(studentMemberships, eq(studentMemberships.id, membershipPeriods.membershipId))
      .where(eq(studentMemberships.studentId, fixed.id));
    expect(fixedPeriods.length).toBeGreaterThanOrEqual(2);
    expect(fixedPeriods.every((p) => p.amount === 0)).toBe(true);

    const again = await admin().browser.post(`/api/imports/${file.id}/passes`, { mapping: file.passMapping });
    expect(again.body).toMatchObject({ created: 0, unchanged: 2, skipped: 1 });
    expect(await db().select().from(studentMemberships)).toHaveLength(2);
  });
});

describe('upcoming bookings', () => {
  it('booked as an administrator books, charged nothing, an imported pack keeping its classes left; problem rows by line; the dry run writes nothing', async () => {
    const today = studioToday();
    const day = addDays(today, 10);
    const yoga = await insertClassType(db(), { name: 'Yoga Flow', priceCents: 2000 });
    const barre = await insertClassType(db(), { name: 'Barre', priceCents: 2200 });
    const evening = await insertInstance(db(), yoga.id, {
      classDate: day,
      startTime: '18:00',
      endTime: '19:00',
      maxStudents: 2,
    });
    await insertInstance(db(), barre.id, {
      classDate: day,
      startTime: '09:00',
      endTime: '10:00',
      isCancelled: true,
    });
    // A weekly class nobody has opened on the calendar yet: the import makes it.
    const monday = nextWeekday(addDays(today, 3), 1);
    await insertSchedule(db(), yoga.id, {
      dayOfWeek: 1,
      startTime: '07:00',
      endTime: '08:00',
      customName: 'Sunrise Yoga',
    });
    await packProduct(admin().browser);
    const { student: zoe, browser: zoeBrowser } = await signedInStudent(t.app(), db(), {
      email: 'zoe.b@example.com',
      name: 'Zoe B',
    });
    const liam = await createStudent(db(), { name: 'Liam B', email: 'liam.b@example.com' });
    const mia = await createStudent(db(), { name: 'Mia B', email: 'mia.b@example.com' });
    const packs = await upload(
      ['Email,Pack,Classes Left,Valid Until', `zoe.b@example.com,10-Class Card,4,${addDays(today, 60)}`],
      'zoe-pack.csv',
    );
    expect(
      (await admin().browser.post(`/api/imports/${packs.id}/passes`, { mapping: packs.passMapping })).body
        .created,
    ).toBe(1);

    const file = await upload(
      [
        'Client Email,Class Date,Start Time,Class Name',
        `zoe.b@example.com,${day},18:00,Yoga Flow`,
        `LIAM.B@example.com,${day},6:00 PM,yoga flow`,
        `mia.b@example.com,${day},18:00,Yoga Flow`,
        `liam.b@example.com,${day},18:00,Pilates`,
        `liam.b@example.com,${addDays(today, -1)},18:00,Yoga Flow`,
        `nobody@example.com,${day},18:00,Yoga Flow`,
        `zoe.b@example.com,${day},18h00,Yoga Flow`,
        `liam.b@example.com,${monday},07:00,Sunrise Yoga`,
        `liam.b@example.com,${day},9:00 am,Barre`,
        `liam.b@example.com,${day},25:00,Barre`,
        `liam.b@example.com,${day},18:00,`,
      ],
      'bookings.csv',
    );
    expect(file.bookingMapping).toEqual({ email: 0, classDate: 1, startTime: 2, className: 3 });
    const at = `${formatDate(day)} at 18:00`;
    const problems = [
      { line: 4, reason: `Class Full: Yoga Flow on ${at}` },
      {
        line: 5,
        reason: `Unknown class: no "Pilates" on ${at} (that day: Yoga Flow at 18:00)`,
      },
      { line: 6, reason: `Class date ${addDays(today, -1)} is in the past` },
      { line: 7, reason: 'No student has the e-mail nobody@example.com: import the students first' },
      { line: 8, reason: 'Same student and class as line 2' },
      { line: 10, reason: `The class "Barre" on ${formatDate(day)} at 09:00 has been cancelled` },
      { line: 11, reason: 'Start time "25:00" is not a time (use HH:MM)' },
      { line: 12, reason: 'No class name' },
    ];
    const emailsBefore = await emailCount();
    const instancesBefore = await instanceCount();
    const dry = await admin().browser.post(`/api/imports/${file.id}/bookings/dry-run`, {
      mapping: file.bookingMapping,
    });
    expect(dry.body).toMatchObject({ dryRun: true, created: 3, unchanged: 0, skipped: 8, problems });
    expect(dry.body.message).toBe(
      'Dry run: 3 bookings would be recorded, 0 unchanged, 8 skipped. Nothing was written.',
    );
    expect(await bookingCount()).toBe(0);
    // Not even the weekly class the file names was left made.
    expect(await instanceCount()).toBe(instancesBefore);

    const done = await admin().browser.post(`/api/imports/${file.id}/bookings`, {
      mapping: file.bookingMapping,
    });
    expect(done.body).toMatchObject({ dryRun: false, created: 3, skipped: 8, problems, next: null });
    expect(await emailCount()).toBe(emailsBefore);
    // Zoe's booking took a class of her imported pack and her classes left are still the file's 4.
    const [pass] = (await admin().browser.get(`/api/students/${zoe.id}/passes`)).body;
    expect(pass).toMatchObject({ name: '10-Class Card', classesLeft: 4 });
    // Liam paid in the previous software: nothing is owed here.
    expect(await owed(liam.id)).toBe('0.00');
    expect(await owed(mia.id)).toBe('0.00');
    const booked = await db().select().from(bookings).where(eq(bookings.classInstanceId, evening.id));
    expect(booked.map((b) => [b.studentId, b.priceCents, b.status]).sort()).toEqual(
      [
        [zoe.id, 0, 'confirmed'],
        [liam.id, 0, 'confirmed'],
      ].sort(),
    );

    const again = await admin().browser.post(`/api/imports/${file.id}/bookings`, {
      mapping: file.bookingMapping,
    });
    expect(again.body).toMatchObject({ created: 0, unchanged: 3, skipped: 8 });
    expect(await bookingCount()).toBe(3);

    // Cancelled in time, the class goes back to the pack as any booking's would.
    const [zoeBooking] = booked.filter((b) => b.studentId === zoe.id);
    const cancel = await zoeBrowser.post(`/api/student-bookings/${zoeBooking!.id}/cancel`, {});
    expect(cancel.status, cancel.body?.error).toBe(200);
    expect((await admin().browser.get(`/api/students/${zoe.id}/passes`)).body[0]).toMatchObject({
      classesLeft: 5,
    });
    // The same file once more does not book the cancelled class back (a problem row), and Mia, refused
    // for a full class before, takes the seat Zoe gave up.
    const after = await admin().browser.post(`/api/imports/${file.id}/bookings`, {
      mapping: file.bookingMapping,
    });
    expect(after.body).toMatchObject({ created: 1, unchanged: 2, skipped: 8 });
    expect(after.body.problems[0]).toEqual({
      line: 2,
      reason: `zoe.b@example.com cancelled Yoga Flow on ${at} here: book it by hand if it is wanted`,
    });
  });

  it('reads a file that writes dates month first (3/4/2027) by the date in it that tells (3/31/2027)', async () => {
    const yoga = await insertClassType(db(), { name: 'Spin', priceCents: 1500 });
    // Two classes a year ahead, on a 4th and a 31st, so their dates read the same either way round.
    const year = Number(studioToday().slice(0, 4)) + 1;
    const fourth = `${year}-03-04`;
    const last = `${year}-03-31`;
    await insertInstance(db(), yoga.id, { classDate: fourth, startTime: '07:00', endTime: '08:00' });
    await insertInstance(db(), yoga.id, { classDate: last, startTime: '07:00', endTime: '08:00' });
    await createStudent(db(), { name: 'Early Bird', email: 'early@example.com' });
    const file = await upload(
      [
        'Email,Date,Time,Class',
        `early@example.com,3/4/${year},7:00 AM,Spin`,
        `early@example.com,3/31/${year},7:00 AM,Spin`,
      ],
      'us-dates.csv',
    );
    const dry = await admin().browser.post(`/api/imports/${file.id}/bookings/dry-run`, {
      mapping: file.bookingMapping,
    });
    expect(dry.body).toMatchObject({ created: 2, skipped: 0, problems: [] });
    const alone = await upload(
      ['Email,Date,Time,Class', `early@example.com,3/4/${year},7:00 AM,Spin`],
      'one-date.csv',
    );
    const refused = await admin().browser.post(`/api/imports/${alone.id}/bookings/dry-run`, {
      mapping: alone.bookingMapping,
    });
    expect(refused.body.problems).toEqual([
      { line: 2, reason: `Class date "3/4/${year}" is not a date (use YYYY-MM-DD)` },
    ]);
  });

  it('a mapping without the class columns is refused with its reason; students may not import', async () => {
    const file = await upload(['Email,When', 'a@example.com,2030-01-01'], 'partial.csv');
    const res = await admin().browser.post(`/api/imports/${file.id}/bookings/dry-run`, {
      mapping: { email: 0, classDate: 1 },
    });
    expect(res.status).toBe(400);
    expect(res.body.error).toBe(IMPORT_MESSAGES.noBooking);
    const { browser } = await signedInStudent(t.app(), db());
    const refused = await browser.post(`/api/imports/${file.id}/bookings`, {
      mapping: { email: 0, classDate: 1, startTime: 1, className: 1 },
    });
    expect([401, 403]).toContain(refused.status);
  });
});

describe('an import in parts', () => {
  it('answers each part with its progress, and a stopped import resumes after the rows it wrote', async () => {
    const lines = ['Name,Email'];
    for (let i = 0; i < 6000; i++) lines.push(`Part Student ${i},part${i}@example.com`);
    const file = await upload(lines, 'big.csv');
    expect(file.stoppedAfter).toBe(0);
    const mapping = file.mapping;
    // The first part with the name taken as a last name, then the browser goes away.
    const first = await admin().browser.post(`/api/imports/${file.id}/students`, {
      mapping: { lastName: 0, email: 1 },
    });
    expect(first.body).toMatchObject({ created: 5000, processed: 5000, next: 5000, resumedFrom: 0 });
    // With other columns the import does not go on from row 5,000: it starts again (and stops again).
    const remapped = await admin().browser.post(`/api/imports/${file.id}/students`, { mapping });
    expect(remapped.body).toMatchObject({ created: 0, unchanged: 5000, next: 5000, resumedFrom: 0 });
    const [row] = await db().select().from(importFiles).where(eq(importFiles.id, file.id));
    expect(row!.appliedRows).toBe(5000);
    expect(row!.appliedAt).toBeNull();

    const again = await upload(lines, 'big.csv');
    expect(again).toMatchObject({ id: file.id, stoppedAfter: 5000 });
    const resumed = await admin().browser.post(`/api/imports/${file.id}/students`, { mapping });
    expect(resumed.body).toMatchObject({
      created: 1000,
      unchanged: 0,
      processed: 6000,
      next: null,
      resumedFrom: 5000,
    });
    expect((await upload(lines, 'big.csv')).stoppedAfter).toBe(0);
    const whole = await admin().browser.post(`/api/imports/${file.id}/students`, { mapping, from: 5000 });
    expect(whole.body).toMatchObject({ created: 0, unchanged: 1000, next: null, resumedFrom: 0 });

    // Opening balances by e-mail go in parts too; a problem row is told by the part it lies in.
    const owed = ['Email,Balance'];
    for (let i = 0; i < 6000; i++) owed.push(`part${i}@example.com,${i === 5500 ? 'lots' : '12.50'}`);
    const balances = await upload(owed, 'big-balances.csv');
    const one = await admin().browser.post(`/api/imports/${balances.id}/balances`, {
      mapping: balances.balanceMapping,
    });
    expect(one.body).toMatchObject({ created: 5000, skipped: 0, processed: 5000, next: 5000 });
    const two = await admin().browser.post(`/api/imports/${balances.id}/balances`, {
      mapping: balances.balanceMapping,
      from: 5000,
    });
    expect(two.body).toMatchObject({ created: 999, skipped: 1, processed: 6000, next: null });
    expect(two.body.problems).toEqual([{ line: 5502, reason: 'Balance "lots" is not an amount' }]);
  });
});
