/**
 * Memberships (decision 038, issue 30 §2–§4), property-tested with fast-check over random sequences of
 * what the administrator and students do — start a limited (per week or per month, 1–3 classes) or
 * unlimited membership (some from a later day, some only on class type A, some with a minimum), start
 * the same one again, sell a pack alongside, book classes spread over three studio weeks (and one that
 * has started, by the administrator), cancel in time, cancel as the administrator keeping the charge or
 * not, switch lateCancelUsesPassClass, pause (with and without confirming the bookings inside), end
 * (also before the minimum, in the past, before the start), and bill renewals up to a later day, the
 * same one several times at once — through the real HTTP API (billing through billDuePeriods, as the
 * job calls it). A model of the same steps, written apart from the app's period code, predicts every
 * answer: which membership or pack each booking takes, each status code, each billed period and each
 * credit. After every sequence the rows must say what the model says, and:
 *  1. a limited membership's classes not given back, per studio week (Monday–Sunday) or calendar month,
 *     are at most its allowance;
 *  2. no booking took both a pack class and a membership class; a membership class not given back
 *     belongs to a confirmed booking (or to an administrator's late cancel that kept the charge while
 *     late cancels used the class), and a confirmed booking's falls while the membership runs, outside
 *     its pauses;
 *  3. a membership's periods are unique per start, consecutive from the period of its start, credited
 *     between 0 and their amount, priced price × billed days ÷ period days, and each one with an amount
 *     has exactly one ledger charge of that amount;
 *     and what a period finally costs (amount less credit) is its days that run unpaused, to the cent;
 *  4. a booking that used a membership or a pack has no charge line; one that did not is charged iff
 *     its price > 0, and a cancel that drops the charge takes it all back (reversal plus credit);
 *  5. the student's kept balance is the sum of their ledger lines, and that is what the model says (the
 *     packs sold, the periods billed less their credits, the class charges still standing);
 *  6. a student's memberships of one product never overlap, and the profile's list says what the rows do.
 * Replay a counterexample with MEMBERSHIP_EXAMPLE='<json>', more runs with MEMBERSHIP_RUNS, the log of
 * each sequence with MEMBERSHIP_DEBUG=1.
 * Each sequence has students, products and classes of its own, so sequences do not see each other.
 */

import { eq, inArray } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bookings as bookingsTable,
  ledgerEntries,
  membershipPauses,
  membershipPeriods,
  membershipUses,
  passUses,
  studentBalances,
  studentMemberships,
  studentPasses,
} from '../../src/server/db/schema';
import { billDuePeriods } from '../../src/server/modules/memberships/billing.service';
import { addDays, dayOfWeek, daysBetween, formatDate, validThrough } from '../../src/shared/dates';
import { englishOf } from '../../src/shared/i18n/msg';
import { periodAmountCents } from '../../src/shared/membership-periods';
import { centsToDecimal } from '../../src/shared/money';
import { MEMBERSHIP_MESSAGES } from '../../src/shared/schemas/products';
import { classIn, setSetting, studentWithSession } from '../factories/bookings';
import { insertClassType, studioToday } from '../factories/classes';
import { OWED_SIGN } from '../factories/ledger';
import { createPackGrid } from '../factories/pack-products';
import { setUpTestApp, signInAdmin } from '../setup/test-app-lifecycle';

const t = setUpTestApp({ RATE_LIMIT_PER_MINUTE: 1_000_000 });
const { admin } = signInAdmin(t);
const db = t.db;

const SETTING = 'lateCancelUsesPassClass';
const NEVER = '9999-12-31';

// ---------- dates, apart from src/shared/membership-periods ----------

/** The Monday of the studio week (Monday to Sunday) of `day`. */
const mondayOf = (day: string) => addDays(day, -((dayOfWeek(day) + 6) % 7));
const monthShift = (ym: string, k: number) => {
  const index = Number(ym.slice(0, 4)) * 12 + Number(ym.slice(5, 7)) - 1 + k;
  return `${String(Math.floor(index / 12)).padStart(4, '0')}-${String((index % 12) + 1).padStart(2, '0')}`;
};
/** The billing period (billing day to the day before the next billing day) holding `day`. */
function periodOf(day: string, billingDay: number) {
  const bd = String(billingDay).padStart(2, '0');
  const ym = Number(day.slice(8, 10)) >= billingDay ? day.slice(0, 7) : monthShift(day.slice(0, 7), -1);
  const start = `${ym}-${bd}`;
  return { start, end: addDays(`${monthShift(ym, 1)}-${bd}`, -1) };
}
const windowOf = (allowance: string, day: string) =>
  allowance === 'per_week' ? mondayOf(day) : day.slice(0, 7);

/** Each sequence's classes: one more than a day away this week, eight over the next three studio weeks
 * (from the first Monday at least two days away; one free), and one today that has started. */
const CLASS_PLAN = [
  { type: 'A', fromToday: 2, priceCents: 2000 },
  { type: 'A', fromMonday: 0, priceCents: 2000 },
  { type: 'A', fromMonday: 2, priceCents: 2000 },
  { type: 'B', fromMonday: 4, priceCents: 2500 },
  { type: 'A', fromMonday: 7, priceCents: 2000 },
  { type: 'B', fromMonday: 8, priceCents: 2500 },
  { type: 'A', fromMonday: 11, priceCents: 0 },
  { type: 'A', fromMonday: 14, priceCents: 2000 },
  { type: 'B', fromMonday: 16, priceCents: 2500 },
  { type: 'A', hours: -1, priceCents: 2000 },
] as const;
const FUTURE = CLASS_PLAN.flatMap((p, i) => ('hours' in p ? [] : [i]));
const STARTED = CLASS_PLAN.flatMap((p, i) => ('hours' in p ? [i] : []));

/** Packs sold alongside: any class for a month; any class for a week from first use; type A for 2 weeks. */
const PACKS = [
  { validityCount: 1, validityUnit: 'month', validityFrom: 'purchase', typeAOnly: false },
  { validityCount: 1, validityUnit: 'week', validityFrom: 'first_use', typeAOnly: false },
  { validityCount: 2, validityUnit: 'week', validityFrom: 'purchase', typeAOnly: true },
] as const;
const PACK_PRICE_CENTS = 18_000;

let typeA = 0;
let typeB = 0;
/** packProducts[variant][count - 1] */
let packProducts: number[][] = [];

beforeAll(async () => {
  typeA = (await insertClassType(db(), { name: 'MProp A', priceCents: 2000 })).id;
  typeB = (await insertClassType(db(), { name: 'MProp B', priceCents: 2500 })).id;
  packProducts = await createPackGrid(admin().browser, {
    prefix: 'MProp pack',
    variants: PACKS,
    counts: [1, 2, 3],
    typeA,
  });
});

afterAll(async () => {
  await setSetting(db(), SETTING, 'true');
});

// ---------- the operations ----------

/** Mostly the first student, so memberships, packs and bookings meet; the second keeps some apart. */
const who = fc.constantFrom(0, 0, 0, 1);
const start = fc.record({
  kind: fc.constant('start' as const),
  who,
  allowance: fc.constantFrom('unlimited' as const, 'per_week' as const, 'per_month' as const),
  count: fc.integer({ min: 1, max: 3 }),
  billingDay: fc.integer({ min: 1, max: 28 }),
  minimumPeriods: fc.constantFrom(0, 0, 0, 1, 2),
  typeAOnly: fc.boolean(),
  startOffset: fc.constantFrom(0, 0, 0, 1, 3, 6, 10),
  byStudent: fc.boolean(),
  price: fc.constantFrom('120.00', '99.99', '45.50', '0.00'),
});
const k = fc.nat(19);
const op = fc.oneof(
  { arbitrary: start, weight: 1 },
  {
    arbitrary: fc.record({
      kind: fc.constant('restart' as const),
      k,
      startOffset: fc.constantFrom(0, 5, 30, 60),
    }),
    weight: 1,
  },
  {
    arbitrary: fc.record({
      kind: fc.constant('sell' as const),
      who,
      variant: fc.nat(PACKS.length - 1),
      count: fc.integer({ min: 1, max: 3 }),
    }),
    weight: 2,
  },
  {
    arbitrary: fc.record({ kind: fc.constant('book' as const), who, c: fc.nat(FUTURE.length - 1) }),
    weight: 8,
  },
  {
    arbitrary: fc.record({ kind: fc.constant('adminBook' as const), who, c: fc.nat(STARTED.length - 1) }),
    weight: 1,
  },
  { arbitrary: fc.record({ kind: fc.constant('studentCancel' as const), k }), weight: 2 },
  {
    arbitrary: fc.record({ kind: fc.constant('adminCancel' as const), k, charge: fc.boolean() }),
    weight: 2,
  },
  {
    arbitrary: fc.record({
      kind: fc.constant('pause' as const),
      k,
      viaBooking: fc.constantFrom(true, true, false),
      fromOffset: fc.oneof(
        { arbitrary: fc.integer({ min: 0, max: 24 }), weight: 9 },
        { arbitrary: fc.constant(-1), weight: 1 },
      ),
      days: fc.integer({ min: 0, max: 10 }),
      cancelBookings: fc.constantFrom(true, true, false),
    }),
    weight: 3,
  },
  {
    arbitrary: fc.record({
      kind: fc.constant('end' as const),
      k,
      viaBooking: fc.constantFrom(true, true, false),
      endOffset: fc.oneof(
        { arbitrary: fc.integer({ min: 0, max: 25 }), weight: 6 },
        { arbitrary: fc.integer({ min: 26, max: 70 }), weight: 3 },
        { arbitrary: fc.constant(-1), weight: 1 },
      ),
      cancelBookings: fc.constantFrom(true, true, false),
    }),
    weight: 2,
  },
  {
    arbitrary: fc.record({
      kind: fc.constant('renew' as const),
      k,
      dayOffset: fc.integer({ min: 1, max: 80 }),
      copies: fc.integer({ min: 1, max: 3 }),
    }),
    weight: 2,
  },
  { arbitrary: fc.record({ kind: fc.constant('flip' as const) }), weight: 1 },
);
type Op = typeof op extends fc.Arbitrary<infer T> ? T : never;

// ---------- the model ----------

interface MPeriod {
  start: string;
  end: string;
  billedDays: number;
  periodDays: number;
  priceCents: number;
  amountCents: number;
  creditedDays: number;
  creditedCents: number;
}
interface MMembership {
  id: number;
  productId: number;
  name: string;
  who: number;
  allowance: 'unlimited' | 'per_week' | 'per_month';
  count: number | null;
  billingDay: number;
  minimumPeriods: number;
  startsOn: string;
  endsOn: string | null;
  pauses: { from: string; to: string }[];
  typeAOnly: boolean;
  priceCents: number;
  periods: MPeriod[];
}
interface MPass {
  id: number;
  who: number;
  total: number;
  used: number;
  expiresOn: string | null;
  validityCount: number;
  validityUnit: 'day' | 'week' | 'month';
  typeAOnly: boolean;
}
interface MClass {
  id: number;
  typeId: number;
  classDate: string;
  priceCents: number;
  started: boolean;
}
interface MBooking {
  id: number;
  who: number;
  cls: number;
  status: 'confirmed' | 'cancelled';
  priceCents: number;
  passId: number | null;
  membershipId: number | null;
  /** Its pack or membership class is taken (returned_at is null). */
  useActive: boolean;
  /** Its class charge (only for bookings that were charged) is not reversed. */
  chargeStands: boolean;
}

const runsOn = (m: MMembership, day: string) => m.startsOn <= day && (m.endsOn === null || day <= m.endsOn);
const pausedOn = (m: MMembership, day: string) => m.pauses.some((p) => p.from <= day && day <= p.to);
/** The days of the period the membership runs on and is not paused, counted one by one. */
function billableDays(m: MMembership, p: { start: string; end: string }) {
  let n = 0;
  for (let d = p.start; d <= p.end; d = addDays(d, 1)) if (runsOn(m, d) && !pausedOn(m, d)) n += 1;
  return n;
}
/** What billing up to `day` bills: each period from the next unbilled one whose first billed day has come. */
function billModel(m: MMembership, day: string): MPeriod[] {
  const billed: MPeriod[] = [];
  const last = m.periods.at(-1);
  let p = last ? periodOf(addDays(last.end, 1), m.billingDay) : periodOf(m.startsOn, m.billingDay);
  for (;;) {
    const firstDay = [p.start, m.startsOn].sort()[1]!; // the later day (ISO dates sort as text)
    if (firstDay > day || (m.endsOn !== null && firstDay > m.endsOn)) break;
    const periodDays = daysBetween(p.start, p.end) + 1;
    const billedDays = billableDays(m, p);
    const period = {
      ...p,
      billedDays,
      periodDays,
      priceCents: m.priceCents,
      amountCents: Math.round((m.priceCents * billedDays) / periodDays),
      creditedDays: 0,
      creditedCents: 0,
    };
    m.periods.push(period);
    billed.push(period);
    p = periodOf(addDays(p.end, 1), m.billingDay);
  }
  return billed;
}
/** The credit a pause or an end gives back: per billed period, the days it no longer runs, once. */
function creditModel(m: MMembership): number {
  let total = 0;
  for (const p of m.periods) {
    const outDays = p.billedDays - billableDays(m, p);
    if (outDays <= p.creditedDays) continue;
    const owedBack = Math.min(p.amountCents, Math.round((p.priceCents * outDays) / p.periodDays));
    if (owedBack - p.creditedCents <= 0) continue;
    total += owedBack - p.creditedCents;
    p.creditedDays = outDays;
    p.creditedCents = owedBack;
  }
  return total;
}
/** The last day a membership may end on: the end of its minimum'th period (null: any day). */
function earliestEndModel(m: MMembership): string | null {
  if (m.minimumPeriods === 0) return null;
  let p = periodOf(m.startsOn, m.billingDay);
  for (let i = 1; i < m.minimumPeriods; i++) p = periodOf(addDays(p.end, 1), m.billingDay);
  return p.end;
}

type Student = Awaited<ReturnType<typeof studentWithSession>>;

let runNo = 0;

async function runSequence(ops: Op[], initialSetting: boolean) {
  runNo += 1;
  const a = admin().browser;
  const today = studioToday();
  const log: string[] = [`today ${today}, lateCancelUsesPassClass ${initialSetting}`];
  const set = await a.post('/api/settings/bulk', [{ key: SETTING, value: String(initialSetting) }]);
  expect(set.status, set.body?.error).toBe(200);
  let setting = initialSetting;

  const students: Student[] = [];
  for (let i = 0; i < 2; i++) students.push(await studentWithSession(t.app(), db(), `MemProp${runNo}s${i}`));
  const soonest = addDays(today, 2);
  const monday = addDays(soonest, (8 - dayOfWeek(soonest)) % 7);
  const classes: MClass[] = [];
  for (const [i, plan] of CLASS_PLAN.entries()) {
    const typeId = plan.type === 'A' ? typeA : typeB;
    const hh = String(8 + i).padStart(2, '0');
    const row =
      'hours' in plan
        ? await classIn(db(), typeId, plan.hours, { priceCents: plan.priceCents, maxStudents: 10 })
        : await classIn(db(), typeId, 0, {
            classDate:
              'fromToday' in plan ? addDays(today, plan.fromToday) : addDays(monday, plan.fromMonday),
            startTime: `${hh}:00:00`,
            endTime: `${hh}:45:00`,
            priceCents: plan.priceCents,
            maxStudents: 10,
          });
    classes.push({
      id: row.id,
      typeId,
      classDate: row.classDate,
      priceCents: plan.priceCents,
      started: 'hours' in plan,
    });
  }
  log.push(
    `classes: ${classes.map((c, i) => `${i}:${c.classDate}${c.typeId === typeA ? 'A' : 'B'}`).join(' ')}`,
  );

  const memberships: MMembership[] = [];
  const passes: MPass[] = [];
  const bookings: MBooking[] = [];
  /** Bookings an administrator cancelled keeping the charge while late cancels used the class. */
  const kept = new Set<number>();
  /** Credits the pauses and ends gave back, per student. */
  const credited = [0, 0];

  const lockAndBill = (id: number, day: string) =>
    db().transaction(async (tx) => {
      const [row] = await tx
        .select()
        .from(studentMemberships)
        .where(eq(studentMemberships.id, id))
        .for('update');
      return billDuePeriods(tx, row!, day);
    });

  const startOne = async (
    w: number,
    product: { id: number; name: string },
    terms: Omit<
      MMembership,
      'id' | 'productId' | 'name' | 'who' | 'startsOn' | 'endsOn' | 'pauses' | 'periods'
    >,
    startsOn: string,
    byStudent: boolean,
  ) => {
    const s = students[w]!;
    const res = byStudent
      ? await s.browser.post('/api/memberships', { productId: product.id })
      : await a.post(`/api/students/${s.student.id}/memberships`, {
          productId: product.id,
          ...(startsOn === today ? {} : { startsOn }),
        });
    const held = memberships.some(
      (m) => m.who === w && m.productId === product.id && (m.endsOn === null || m.endsOn >= startsOn),
    );
    log.push(
      `${byStudent ? 'student' : 'admin'} starts ${product.name} (${terms.allowance}${terms.count ? ` ${terms.count}` : ''}, day ${terms.billingDay}, min ${terms.minimumPeriods}${terms.typeAOnly ? ', A only' : ''}, ${terms.priceCents}) for ${w} from ${startsOn} -> ${res.status}`,
    );
    if (held) {
      expect(res.status, 'a membership held is not started again').toBe(409);
      expect(res.body.error).toBe(MEMBERSHIP_MESSAGES.alreadyHeld);
      return;
    }
    expect(res.status, res.body?.error).toBe(201);
    const m: MMembership = {
      ...terms,
      id: res.body.membership.id as number,
      productId: product.id,
      name: product.name,
      who: w,
      startsOn,
      endsOn: null,
      pauses: [],
      periods: [],
    };
    expect(res.body.membership).toMatchObject({
      startsOn,
      status: startsOn > today ? 'scheduled' : 'active',
    });
    memberships.push(m);
    billModel(m, today);
  };

  const choosePass = (w: number, c: MClass): MPass | undefined =>
    passes
      .filter(
        (p) =>
          p.who === w &&
          p.used < p.total &&
          (p.expiresOn === null || p.expiresOn >= c.classDate) &&
          (!p.typeAOnly || c.typeId === typeA),
      )
      .sort((x, y) => {
        const ex = x.expiresOn ?? NEVER;
        const ey = y.expiresOn ?? NEVER;
        return ex < ey ? -1 : ex > ey ? 1 : x.id - y.id;
      })[0];
  const usedIn = (m: MMembership, day: string) =>
    bookings.filter(
      (b) =>
        b.membershipId === m.id &&
        b.useActive &&
        windowOf(m.allowance, classes[b.cls]!.classDate) === windowOf(m.allowance, day),
    ).length;
  const chooseMembership = (w: number, c: MClass): MMembership | undefined =>
    memberships
      .filter(
        (m) =>
          m.who === w &&
          runsOn(m, c.classDate) &&
          !pausedOn(m, c.classDate) &&
          (!m.typeAOnly || c.typeId === typeA),
      )
      .sort((x, y) => {
        const ex = x.endsOn ?? NEVER;
        const ey = y.endsOn ?? NEVER;
        return ex < ey ? -1 : ex > ey ? 1 : x.id - y.id;
      })
      .find((m) => m.allowance === 'unlimited' || usedIn(m, c.classDate) < m.count!);
  const giveBack = (b: MBooking) => {
    if (!b.useActive) return;
    b.useActive = false;
    if (b.passId !== null) passes.find((p) => p.id === b.passId)!.used -= 1;
  };
  const onMembership = (m: MMembership, from: string, to: string | null) =>
    bookings.filter(
      (b) =>
        b.membershipId === m.id &&
        b.useActive &&
        b.status === 'confirmed' &&
        classes[b.cls]!.classDate >= from &&
        (to === null || classes[b.cls]!.classDate <= to),
    );

  /** A membership, any or (viaBooking) one a booking used, so pauses and ends meet bookings. */
  const target = (i: number, viaBooking: boolean): MMembership | undefined => {
    const used = bookings.filter((b) => b.membershipId !== null);
    if (viaBooking && used.length > 0)
      return memberships.find((m) => m.id === used[i % used.length]!.membershipId);
    return memberships[i % memberships.length];
  };

  const book = async (w: number, ci: number, byAdmin: boolean) => {
    const c = classes[ci]!;
    const browser = byAdmin ? a : students[w]!.browser;
    const res = await browser.post('/api/student-bookings', {
      studentId: students[w]!.student.id,
      classInstanceId: c.id,
    });
    log.push(
      `${byAdmin ? 'admin' : 'student'} ${w} books class ${ci} -> ${res.status} ${res.body?.passKind ?? ''} ${res.body?.passName ?? ''} #${bookings.length}`,
    );
    if (bookings.some((b) => b.who === w && b.cls === ci && b.status === 'confirmed')) {
      expect(res.status, `booking of class ${ci} again should be refused`).toBe(409);
      return;
    }
    expect(res.status, res.body?.error).toBe(201);
    let pass = choosePass(w, c);
    let membership = chooseMembership(w, c);
    if (pass && membership) {
      // The one that ends first; on a tie the membership.
      if ((pass.expiresOn ?? NEVER) < (membership.endsOn ?? NEVER)) membership = undefined;
      else pass = undefined;
    }
    const full = memberships.some(
      (x) =>
        x.who === w &&
        x.allowance !== 'unlimited' &&
        runsOn(x, c.classDate) &&
        !pausedOn(x, c.classDate) &&
        (!x.typeAOnly || c.typeId === typeA) &&
        usedIn(x, c.classDate) >= x.count!,
    );
    if (full) log.push('  (a limited membership is full that week or month)');
    const ctx = `sequence:\n  ${log.join('\n  ')}`;
    expect(res.body.passKind ?? null, `booking of class ${ci}: what pays\n${ctx}`).toBe(
      membership ? 'membership' : pass ? 'pack' : null,
    );
    if (membership) expect(res.body.passName, `the membership chosen\n${ctx}`).toBe(membership.name);
    if (pass) {
      pass.used += 1;
      pass.expiresOn ??= validThrough(c.classDate, pass.validityCount, pass.validityUnit);
    }
    const covered = pass !== undefined || membership !== undefined;
    bookings.push({
      id: res.body.id as number,
      who: w,
      cls: ci,
      status: 'confirmed',
      priceCents: covered ? 0 : c.priceCents,
      passId: pass?.id ?? null,
      membershipId: membership?.id ?? null,
      useActive: covered,
      chargeStands: !covered && c.priceCents > 0,
    });
  };

  let made = 0;
  for (const o of ops) {
    switch (o.kind) {
      case 'start': {
        made += 1;
        const name = `MP${runNo}-${made} ${o.allowance}`;
        const product = await a.post('/api/products', {
          kind: 'membership',
          name,
          allowance: o.allowance,
          ...(o.allowance === 'unlimited' ? {} : { allowanceCount: o.count }),
          billingDay: o.billingDay,
          minimumPeriods: o.minimumPeriods,
          price: o.price,
          ...(o.typeAOnly ? { classTypeIds: [typeA] } : {}),
        });
        expect(product.status, product.body?.error).toBe(201);
        const byStudent = o.byStudent && o.startOffset === 0;
        await startOne(
          o.who,
          { id: product.body.id as number, name },
          {
            allowance: o.allowance,
            count: o.allowance === 'unlimited' ? null : o.count,
            billingDay: o.billingDay,
            minimumPeriods: o.minimumPeriods,
            typeAOnly: o.typeAOnly,
            priceCents: Math.round(Number(o.price) * 100),
          },
          addDays(today, o.startOffset),
          byStudent,
        );
        break;
      }
      case 'restart': {
        if (memberships.length === 0) break;
        const m = memberships[o.k % memberships.length]!;
        await startOne(
          m.who,
          { id: m.productId, name: m.name },
          {
            allowance: m.allowance,
            count: m.count,
            billingDay: m.billingDay,
            minimumPeriods: m.minimumPeriods,
            typeAOnly: m.typeAOnly,
            priceCents: m.priceCents,
          },
          addDays(today, o.startOffset),
          false,
        );
        break;
      }
      case 'sell': {
        const res = await a.post(`/api/students/${students[o.who]!.student.id}/passes`, {
          productId: packProducts[o.variant]![o.count - 1],
        });
        log.push(`sell pack V${o.variant} x${o.count} to ${o.who} -> ${res.status}`);
        expect(res.status, res.body?.error).toBe(201);
        const v = PACKS[o.variant]!;
        passes.push({
          id: res.body.pass.id as number,
          who: o.who,
          total: o.count,
          used: 0,
          expiresOn:
            v.validityFrom === 'purchase' ? validThrough(today, v.validityCount, v.validityUnit) : null,
          validityCount: v.validityCount,
          validityUnit: v.validityUnit,
          typeAOnly: v.typeAOnly,
        });
        break;
      }
      case 'book':
        await book(o.who, FUTURE[o.c]!, false);
        break;
      case 'adminBook':
        await book(o.who, STARTED[o.c]!, true);
        break;
      case 'studentCancel': {
        if (bookings.length === 0) break;
        const b = bookings[o.k % bookings.length]!;
        const res = await students[b.who]!.browser.post(`/api/student-bookings/${b.id}/cancel`, {});
        log.push(`student cancels booking #${bookings.indexOf(b)} -> ${res.status}`);
        if (b.status !== 'confirmed' || classes[b.cls]!.started) {
          expect(res.status, 'a cancel that is late or of a cancelled booking is refused').not.toBe(200);
          break;
        }
        expect(res.status, res.body?.error).toBe(200);
        b.status = 'cancelled';
        giveBack(b);
        b.chargeStands = false;
        break;
      }
      case 'adminCancel': {
        if (bookings.length === 0) break;
        const b = bookings[o.k % bookings.length]!;
        const res = await a.put(`/api/admin/bookings/${b.id}/cancel`, { chargeStudent: o.charge });
        log.push(`admin cancels booking #${bookings.indexOf(b)} charge=${o.charge} -> ${res.status}`);
        if (b.status !== 'confirmed') {
          expect(res.status, 'a cancelled booking is not cancelled again').toBe(409);
          break;
        }
        expect(res.status, res.body?.error).toBe(200);
        b.status = 'cancelled';
        if (o.charge && setting) {
          if (b.useActive) kept.add(b.id);
        } else {
          giveBack(b);
        }
        if (!o.charge) b.chargeStands = false;
        break;
      }
      case 'pause': {
        const m = target(o.k, o.viaBooking);
        if (!m) break;
        const from = addDays(today, o.fromOffset);
        const to = addDays(from, o.days);
        const listed = await a.get(`/api/memberships/${m.id}/bookings?from=${from}&to=${to}`);
        expect(listed.status, listed.body?.error).toBe(200);
        const inside = onMembership(m, from, to);
        expect(
          (listed.body as { bookingId: number }[]).map((x) => x.bookingId).sort((x, y) => x - y),
          'the bookings listed inside the pause',
        ).toEqual(inside.map((b) => b.id).sort((x, y) => x - y));
        const res = await a.post(`/api/memberships/${m.id}/pauses`, {
          from,
          to,
          reason: 'Property test',
          cancelBookings: o.cancelBookings,
        });
        log.push(
          `pause ${m.name} ${from}..${to} cancelBookings=${o.cancelBookings} (${inside.length} inside) -> ${res.status}`,
        );
        if (from < today) {
          expect(res.status).toBe(400);
          expect(res.body.error).toBe(MEMBERSHIP_MESSAGES.pauseInPast);
          break;
        }
        if (from < m.startsOn || (m.endsOn !== null && from > m.endsOn)) {
          expect(res.status).toBe(400);
          expect(res.body.error).toBe(MEMBERSHIP_MESSAGES.pauseOutside);
          break;
        }
        if (m.pauses.some((p) => p.from <= to && from <= p.to)) {
          expect(res.status).toBe(409);
          expect(res.body.error).toBe(MEMBERSHIP_MESSAGES.pauseOverlaps);
          break;
        }
        if (inside.length > 0 && !o.cancelBookings) {
          expect(res.status).toBe(409);
          expect(res.body.error).toBe(englishOf(MEMBERSHIP_MESSAGES.bookingsInside(inside.length)));
          break;
        }
        expect(res.status, res.body?.error).toBe(201);
        m.pauses.push({ from, to });
        for (const b of inside) {
          b.status = 'cancelled';
          giveBack(b);
        }
        credited[m.who]! += creditModel(m);
        break;
      }
      case 'end': {
        const m = target(o.k, o.viaBooking);
        if (!m) break;
        const endsOn = addDays(today, o.endOffset);
        const after = onMembership(m, addDays(endsOn, 1), null);
        const res = await a.put(`/api/memberships/${m.id}/end`, {
          endsOn,
          reason: 'Property test',
          cancelBookings: o.cancelBookings,
        });
        log.push(
          `end ${m.name} on ${endsOn} cancelBookings=${o.cancelBookings} (${after.length} after) -> ${res.status}`,
        );
        const earliest = earliestEndModel(m);
        if (endsOn < today) {
          expect(res.status).toBe(400);
          expect(res.body.error).toBe(MEMBERSHIP_MESSAGES.endInPast);
          break;
        }
        if (endsOn < m.startsOn) {
          expect(res.status).toBe(400);
          expect(res.body.error).toBe(MEMBERSHIP_MESSAGES.endBeforeStart);
          break;
        }
        if (m.endsOn !== null && endsOn > m.endsOn) {
          expect(res.status, 'an end only moves earlier').toBe(409);
          expect(res.body.error).toBe(englishOf(MEMBERSHIP_MESSAGES.endOnlyEarlier(formatDate(m.endsOn))));
          break;
        }
        if (earliest !== null && endsOn < earliest) {
          expect(res.status, `an end before ${earliest} is refused`).toBe(400);
          expect(res.body.error).toContain(`at least ${m.minimumPeriods}`);
          break;
        }
        if (after.length > 0 && !o.cancelBookings) {
          expect(res.status).toBe(409);
          expect(res.body.error).toBe(englishOf(MEMBERSHIP_MESSAGES.bookingsInside(after.length)));
          break;
        }
        expect(res.status, res.body?.error).toBe(200);
        m.endsOn = endsOn;
        for (const b of after) {
          b.status = 'cancelled';
          giveBack(b);
        }
        credited[m.who]! += creditModel(m);
        break;
      }
      case 'renew': {
        if (memberships.length === 0) break;
        const m = memberships[o.k % memberships.length]!;
        const day = addDays(today, o.dayOffset);
        const runs = await Promise.all(Array.from({ length: o.copies }, () => lockAndBill(m.id, day)));
        const expected = billModel(m, day);
        log.push(`bill ${m.name} up to ${day} x${o.copies} -> ${runs.flat().length} periods`);
        expect(
          runs
            .flat()
            .map((p) => p.period.start)
            .sort(),
          `periods billed up to ${day}`,
        ).toEqual(expected.map((p) => p.start));
        break;
      }
      case 'flip': {
        setting = !setting;
        const res = await a.post('/api/settings/bulk', [{ key: SETTING, value: String(setting) }]);
        log.push(`setting -> ${setting}: ${res.status}`);
        expect(res.status, res.body?.error).toBe(200);
        break;
      }
    }
  }
  return { students, classes, memberships, passes, bookings, kept, credited, log };
}

async function checkInvariants(m: Awaited<ReturnType<typeof runSequence>>) {
  const ctx = `sequence:\n  ${m.log.join('\n  ')}`;
  const studentIds = m.students.map((s) => s.student.id);
  const bookingIds = m.bookings.map((b) => b.id);
  const memberRows = await db()
    .select()
    .from(studentMemberships)
    .where(inArray(studentMemberships.studentId, studentIds));
  const memberIds = memberRows.map((r) => r.id);
  const none = memberIds.length === 0;
  const periods = none
    ? []
    : await db().select().from(membershipPeriods).where(inArray(membershipPeriods.membershipId, memberIds));
  const pauses = none
    ? []
    : await db().select().from(membershipPauses).where(inArray(membershipPauses.membershipId, memberIds));
  const mUses = none
    ? []
    : await db().select().from(membershipUses).where(inArray(membershipUses.membershipId, memberIds));
  const passRows = await db()
    .select()
    .from(studentPasses)
    .where(inArray(studentPasses.studentId, studentIds));
  const pUses =
    passRows.length === 0
      ? []
      : await db()
          .select()
          .from(passUses)
          .where(
            inArray(
              passUses.passId,
              passRows.map((p) => p.id),
            ),
          );
  const bookingRows =
    bookingIds.length === 0
      ? []
      : await db().select().from(bookingsTable).where(inArray(bookingsTable.id, bookingIds));
  const lines = await db().select().from(ledgerEntries).where(inArray(ledgerEntries.studentId, studentIds));
  const bookingOf = new Map(bookingRows.map((b) => [b.id, b]));

  // The memberships are the model's, with its dates and pauses.
  expect(
    memberIds.sort((x, y) => x - y),
    ctx,
  ).toEqual(m.memberships.map((x) => x.id).sort((x, y) => x - y));
  for (const row of memberRows) {
    const model = m.memberships.find((x) => x.id === row.id)!;
    expect(
      { startsOn: row.startsOn, endsOn: row.endsOn, allowance: row.allowance },
      `membership ${row.id}\n${ctx}`,
    ).toEqual({ startsOn: model.startsOn, endsOn: model.endsOn, allowance: model.allowance });
    const own = pauses
      .filter((p) => p.membershipId === row.id)
      .map((p) => ({ from: p.fromDate, to: p.toDate }))
      .sort((x, y) => x.from.localeCompare(y.from));
    expect(own, `membership ${row.id} pauses\n${ctx}`).toEqual(
      [...model.pauses].sort((x, y) => x.from.localeCompare(y.from)),
    );
  }

  // What the profile lists says the same: dates, pauses, and what was billed less what was credited.
  for (const [i, s] of m.students.entries()) {
    const res = await admin().browser.get(`/api/students/${s.student.id}/memberships`);
    expect(res.status, res.body?.error).toBe(200);
    const listed = res.body as {
      id: number;
      startsOn: string;
      endsOn: string | null;
      billed: string;
      pauses: { from: string; to: string }[];
    }[];
    const mine = m.memberships.filter((x) => x.who === i);
    expect(
      listed.map((x) => x.id).sort((x, y) => x - y),
      ctx,
    ).toEqual(mine.map((x) => x.id).sort((x, y) => x - y));
    for (const mm of mine) {
      const row = listed.find((x) => x.id === mm.id)!;
      const net = mm.periods.reduce((acc, p) => acc + p.amountCents - p.creditedCents, 0);
      expect(
        { startsOn: row.startsOn, endsOn: row.endsOn, billed: row.billed, pauses: row.pauses.length },
        `membership ${mm.id} as listed\n${ctx}`,
      ).toEqual({
        startsOn: mm.startsOn,
        endsOn: mm.endsOn,
        billed: centsToDecimal(net),
        pauses: mm.pauses.length,
      });
    }
  }

  // A student holds one running membership of a product at a time: their dates never overlap.
  for (const x of memberRows) {
    for (const y of memberRows) {
      if (x.id >= y.id || x.studentId !== y.studentId || x.productId !== y.productId) continue;
      const overlap = x.startsOn <= (y.endsOn ?? NEVER) && y.startsOn <= (x.endsOn ?? NEVER);
      expect(overlap, `memberships ${x.id} and ${y.id} of one product overlap\n${ctx}`).toBe(false);
    }
  }

  // 1. A limited membership's classes not given back, per week or month, are within its allowance.
  for (const row of memberRows.filter((r) => r.allowance !== 'unlimited')) {
    const perWindow = new Map<string, number>();
    for (const u of mUses.filter((x) => x.membershipId === row.id && x.returnedAt === null)) {
      const w = windowOf(row.allowance, u.classDate);
      perWindow.set(w, (perWindow.get(w) ?? 0) + 1);
    }
    for (const [w, n] of perWindow) {
      expect(
        n,
        `membership ${row.id} (${row.allowance} ${row.allowanceCount}) in ${w}\n${ctx}`,
      ).toBeLessThanOrEqual(row.allowanceCount!);
    }
  }

  // 2. One of pack or membership per booking; a class not given back is a confirmed booking's (or kept),
  // and a confirmed booking's falls while the membership runs, outside its pauses.
  const onPass = new Set(pUses.map((u) => u.bookingId));
  for (const u of mUses) {
    expect(onPass.has(u.bookingId), `booking ${u.bookingId} used a pack and a membership\n${ctx}`).toBe(
      false,
    );
    const b = bookingOf.get(u.bookingId);
    expect(b, `membership use ${u.id} of an unknown booking\n${ctx}`).toBeDefined();
    const mb = m.bookings.find((x) => x.id === u.bookingId)!;
    expect(u.classDate, `membership use ${u.id} class date`).toBe(m.classes[mb.cls]!.classDate);
    if (u.returnedAt !== null) continue;
    if (!m.kept.has(u.bookingId)) {
      expect(b!.status, `booking ${u.bookingId} keeps a membership class\n${ctx}`).toBe('confirmed');
    }
    if (b!.status !== 'confirmed') continue;
    const row = memberRows.find((r) => r.id === u.membershipId)!;
    expect(u.classDate >= row.startsOn, `use ${u.id} before the start\n${ctx}`).toBe(true);
    expect(row.endsOn === null || u.classDate <= row.endsOn, `use ${u.id} after the end\n${ctx}`).toBe(true);
    const inPause = pauses.some(
      (p) => p.membershipId === row.id && p.fromDate <= u.classDate && u.classDate <= p.toDate,
    );
    expect(inPause, `use ${u.id} (booking ${u.bookingId}, ${u.classDate}) inside a pause\n${ctx}`).toBe(
      false,
    );
  }

  // Every booking is what the model says: status, price, the pack or membership it used, given back or not.
  for (const mb of m.bookings) {
    const row = bookingOf.get(mb.id)!;
    expect(row.status, `booking ${mb.id} status\n${ctx}`).toBe(mb.status);
    expect(row.priceCents, `booking ${mb.id} price\n${ctx}`).toBe(mb.priceCents);
    const mu = mUses.filter((u) => u.bookingId === mb.id);
    const pu = pUses.filter((u) => u.bookingId === mb.id);
    expect(
      mu.map((u) => u.membershipId),
      `booking ${mb.id} membership uses\n${ctx}`,
    ).toEqual(mb.membershipId === null ? [] : [mb.membershipId]);
    expect(
      pu.map((u) => u.passId),
      `booking ${mb.id} pass uses\n${ctx}`,
    ).toEqual(mb.passId === null ? [] : [mb.passId]);
    const use = mu[0] ?? pu[0];
    if (use) expect(use.returnedAt === null, `booking ${mb.id} class taken\n${ctx}`).toBe(mb.useActive);
  }
  for (const p of passRows) {
    const model = m.passes.find((x) => x.id === p.id)!;
    const active = pUses.filter((u) => u.passId === p.id && u.returnedAt === null).length;
    expect(p.classesUsed, `pass ${p.id} classes_used\n${ctx}`).toBe(active);
    expect(p.classesUsed, `pass ${p.id} classes_used vs model\n${ctx}`).toBe(model.used);
    expect(p.expiresOn, `pass ${p.id} expires on\n${ctx}`).toBe(model.expiresOn);
  }

  // 3. Periods: unique, consecutive from the start, credited within their amount, priced by their days,
  // each with an amount charged once; and what the model billed and credited.
  const chargeIds = new Set<number>();
  for (const mm of m.memberships) {
    const own = periods
      .filter((p) => p.membershipId === mm.id)
      .sort((x, y) => x.periodStart.localeCompare(y.periodStart));
    expect(new Set(own.map((p) => p.periodStart)).size, `membership ${mm.id} period starts unique`).toBe(
      own.length,
    );
    let expectedStart = own.length > 0 ? periodOf(mm.startsOn, mm.billingDay).start : '';
    for (const p of own) {
      const where = `membership ${mm.id} period ${p.periodStart}\n${ctx}`;
      expect(p.periodStart, `consecutive: ${where}`).toBe(expectedStart);
      expect(p.periodEnd, where).toBe(periodOf(p.periodStart, mm.billingDay).end);
      expect(p.periodDays, where).toBe(daysBetween(p.periodStart, p.periodEnd) + 1);
      expectedStart = addDays(p.periodEnd, 1);
      expect(p.creditedCents, where).toBeGreaterThanOrEqual(0);
      expect(p.creditedCents, where).toBeLessThanOrEqual(p.amountCents);
      expect(p.priceCents, where).toBe(mm.priceCents);
      expect(p.amountCents, where).toBe(periodAmountCents(p.priceCents, p.billedDays, p.periodDays));
      if (p.amountCents > 0) {
        expect(p.chargeEntryId, `charge of ${where}`).not.toBeNull();
        expect(chargeIds.has(p.chargeEntryId!), `charge shared: ${where}`).toBe(false);
        chargeIds.add(p.chargeEntryId!);
        const charge = lines.find((l) => l.id === p.chargeEntryId);
        expect(charge, `charge of ${where}`).toMatchObject({
          entryType: 'charge',
          amountCents: p.amountCents,
          studentId: m.students[mm.who]!.student.id,
          bookingId: null,
        });
        expect(
          lines.filter((l) => l.reversesEntryId === p.chargeEntryId),
          `charge reversed: ${where}`,
        ).toEqual([]);
      } else {
        expect(p.chargeEntryId, `no charge for nothing: ${where}`).toBeNull();
      }
    }
    expect(
      own.map((p) => ({
        start: p.periodStart,
        billedDays: p.billedDays,
        amountCents: p.amountCents,
        creditedCents: p.creditedCents,
      })),
      `membership ${mm.id} periods vs model\n${ctx}`,
    ).toEqual(
      mm.periods.map((p) => ({
        start: p.start,
        billedDays: p.billedDays,
        amountCents: p.amountCents,
        creditedCents: p.creditedCents,
      })),
    );
    for (const p of mm.periods) {
      const fair = Math.round((p.priceCents * billableDays(mm, p)) / p.periodDays);
      expect(
        Math.abs(p.amountCents - p.creditedCents - fair),
        `membership ${mm.id} period ${p.start} costs its running days\n${ctx}`,
      ).toBeLessThanOrEqual(1);
    }
  }

  // 4. A booking that used a membership or a pack has no charge; one that did not, iff its price > 0.
  const usedOne = new Set([...mUses.map((u) => u.bookingId), ...pUses.map((u) => u.bookingId)]);
  for (const mb of m.bookings) {
    const charges = lines.filter((l) => l.bookingId === mb.id && l.entryType === 'charge');
    if (usedOne.has(mb.id)) {
      expect(charges, `booking ${mb.id} used a pack or membership and is charged\n${ctx}`).toEqual([]);
      continue;
    }
    expect(charges.length, `booking ${mb.id} (price ${mb.priceCents}) charges\n${ctx}`).toBe(
      mb.priceCents > 0 ? 1 : 0,
    );
    const charge = charges[0];
    if (!charge) continue;
    // A cancel takes the unpaid part off (a reversal) and gives the paid part back as credit (decision
    // 027): the period credits a pause or an end gave are money held, which pays class charges too.
    const reversed = lines
      .filter((l) => l.reversesEntryId === charge.id)
      .reduce((acc, l) => acc + l.amountCents, 0);
    const creditedBack = lines
      .filter((l) => l.bookingId === mb.id && l.entryType === 'credit')
      .reduce((acc, l) => acc + l.amountCents, 0);
    expect(reversed + creditedBack, `booking ${mb.id} charge taken back\n${ctx}`).toBe(
      mb.chargeStands ? 0 : charge.amountCents,
    );
  }

  // 5. The kept balance is the ledger's sum, and that is the model's.
  for (const [i, s] of m.students.entries()) {
    const mine = lines.filter((l) => l.studentId === s.student.id);
    const sum = mine.reduce((acc, l) => acc + (OWED_SIGN[l.entryType] ?? 0) * l.amountCents, 0);
    const [kept] = await db()
      .select()
      .from(studentBalances)
      .where(eq(studentBalances.studentId, s.student.id));
    expect(kept?.balanceCents ?? 0, `student ${i} kept balance vs ledger\n${ctx}`).toBe(sum);
    const packs = PACK_PRICE_CENTS * m.passes.filter((p) => p.who === i).length;
    const billed = m.memberships
      .filter((x) => x.who === i)
      .flatMap((x) => x.periods)
      .reduce((acc, p) => acc + p.amountCents, 0);
    const standing = m.bookings
      .filter((b) => b.who === i && b.chargeStands)
      .reduce(
        (acc, b) =>
          acc + (mine.find((l) => l.bookingId === b.id && l.entryType === 'charge')?.amountCents ?? 0),
        0,
      );
    expect(sum, `student ${i} balance vs model\n${ctx}`).toBe(packs + billed - m.credited[i]! + standing);
  }
}

describe('memberships over random sequences', () => {
  it('allowances hold per week and month, uses only on confirmed bookings while the membership runs, periods billed once and consecutively, no booking on a membership charged, the balance is the ledger', async () => {
    try {
      await fc.assert(
        fc.asyncProperty(
          fc.array(start, { minLength: 1, maxLength: 2 }),
          fc.array(op, { minLength: 12, maxLength: 40 }),
          fc.boolean(),
          async (starts, ops, initialSetting) => {
            const model = await runSequence([...starts, ...ops], initialSetting);
            await checkInvariants(model);
            if (process.env.MEMBERSHIP_DEBUG) console.log(model.log.join('\n'));
          },
        ),
        {
          numRuns: Number(process.env.MEMBERSHIP_RUNS ?? 20),
          // A counterexample to run first: MEMBERSHIP_EXAMPLE='[[...starts], [...ops], setting]'.
          examples: process.env.MEMBERSHIP_EXAMPLE ? [JSON.parse(process.env.MEMBERSHIP_EXAMPLE)] : [],
        },
      );
    } finally {
      await setSetting(db(), SETTING, 'true');
    }
  }, 300_000);
});

/**
 * The two faults the property found when an end moved later (days it had credited ran again unbilled;
 * the end moved over a later membership of the product), as fixed sequences: an end now only moves
 * earlier.
 */
describe('an end only moves earlier', () => {
  async function startedToday(name: string) {
    const today = studioToday();
    // A billing day that leaves at least two days of the current period after today.
    const day = Number(addDays(today, 3).slice(8, 10));
    const product = await admin().browser.post('/api/products', {
      kind: 'membership',
      name,
      allowance: 'unlimited',
      billingDay: day <= 28 ? day : 1,
      price: '120.00',
    });
    expect(product.status, product.body?.error).toBe(201);
    const { student } = await studentWithSession(t.app(), db(), name.replace(/\W/g, ''));
    const started = await admin().browser.post(`/api/students/${student.id}/memberships`, {
      productId: product.body.id,
    });
    expect(started.status, started.body?.error).toBe(201);
    return { today, student, productId: product.body.id as number, id: started.body.membership.id as number };
  }
  const end = (id: number, endsOn: string) =>
    admin().browser.put(`/api/memberships/${id}/end`, { endsOn, reason: 'Property test' });

  it('an end that gave days back as credit cannot move later (those days would run unbilled)', async () => {
    const { today, student, id } = await startedToday('Known Fault Credit');
    const [first] = await db().select().from(membershipPeriods).where(eq(membershipPeriods.membershipId, id));
    expect(first!.amountCents).toBeGreaterThan(0);
    expect((await end(id, today)).status).toBe(200); // credits the period's days after today
    const later = await end(id, addDays(today, 40));
    expect(later).toMatchObject({
      status: 409,
      body: { error: englishOf(MEMBERSHIP_MESSAGES.endOnlyEarlier(formatDate(today))) },
    });
    const lines = await db().select().from(ledgerEntries).where(eq(ledgerEntries.studentId, student.id));
    const owed = lines.reduce((acc, l) => acc + (OWED_SIGN[l.entryType] ?? 0) * l.amountCents, 0);
    const [after] = await db().select().from(membershipPeriods).where(eq(membershipPeriods.membershipId, id));
    // What is owed is the period less the days credited, and the end stays where it was.
    expect(owed).toBe(first!.amountCents - after!.creditedCents);
    const [row] = await db().select().from(studentMemberships).where(eq(studentMemberships.id, id));
    expect(row!.endsOn).toBe(today);
  });

  it('an end does not move over a later membership of the same product', async () => {
    const { today, student, productId, id } = await startedToday('Known Fault Overlap');
    expect((await end(id, today)).status).toBe(200);
    const again = await admin().browser.post(`/api/students/${student.id}/memberships`, {
      productId,
      startsOn: addDays(today, 5),
    });
    expect(again.status, again.body?.error).toBe(201);
    expect((await end(id, addDays(today, 30))).status).toBe(409);
    const rows = await db()
      .select()
      .from(studentMemberships)
      .where(eq(studentMemberships.studentId, student.id));
    const [x, y] = rows.sort((p, q) => p.id - q.id);
    // One running membership of a product at a time: the first ends before the second starts.
    expect(x!.endsOn! < y!.startsOn).toBe(true);
  });
});
