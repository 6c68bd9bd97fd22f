import { and, asc, desc, eq, isNull, or, sql } from 'drizzle-orm';
import { addDays, formatDate } from '../../../shared/dates';
import type { Locale } from '../../../shared/i18n/locales';
import { type Described, msg } from '../../../shared/i18n/msg';
import {
  type DateRange,
  daysIn,
  type Period,
  periodAmountCents,
  periodsDue,
  runsWithin,
  unpausedDays,
} from '../../../shared/membership-periods';
import { formatMoney } from '../../../shared/money';
import type { Db, Executor } from '../../db/client';
import { membershipPauses, membershipPeriods, studentMemberships, students } from '../../db/schema';
import { translate } from '../../i18n/translate';
import type { Outbox } from '../../kernel/outbox';
import { recipientsByIds } from '../../kernel/recipients';
import { getSettings, studioClock } from '../../kernel/settings/read';
import { studioLanguage } from '../../kernel/settings/studio-language';
import { emailStudioOf, recipientLocale, renderMembershipRenewed } from '../../mail/templates/render';
import { chargeSale, grantCredit } from '../billing/ledger.service';
import { priceCentsOn } from '../products/products.service';

type MembershipRow = typeof studentMemberships.$inferSelect;

/** A billed period, as the renewal e-mail and the start's message tell it. */
export interface BilledPeriod {
  membershipId: number;
  studentId: number;
  name: string;
  period: Period;
  amountCents: number;
  /** The membership's first period (its start), not a renewal. */
  first: boolean;
}

export const pausesOf = async (tx: Executor, membershipId: number): Promise<DateRange[]> =>
  (
    await tx
      .select({ from: membershipPauses.fromDate, to: membershipPauses.toDate })
      .from(membershipPauses)
      .where(eq(membershipPauses.membershipId, membershipId))
  ).map((p) => ({ from: p.from, to: p.to }));

/**
 * Bills every period of one (locked) membership that is due by `today` and not billed yet: a period
 * row, unique per membership and period start, and its ledger charge, in the caller's transaction. A
 * retry, or a second app instance, finds the period billed and bills nothing.
 */
export async function billDuePeriods(tx: Executor, m: MembershipRow, today: string): Promise<BilledPeriod[]> {
  const [last] = await tx
    .select({ start: membershipPeriods.periodStart, end: membershipPeriods.periodEnd })
    .from(membershipPeriods)
    .where(eq(membershipPeriods.membershipId, m.id))
    .orderBy(desc(membershipPeriods.periodStart))
    .limit(1);
  const due = periodsDue(
    { startsOn: m.startsOn, endsOn: m.endsOn, billingDay: m.billingDay },
    last ?? null,
    today,
    await pausesOf(tx, m.id),
  );
  const billed: BilledPeriod[] = [];
  let language: Locale | undefined;
  for (const d of due) {
    const runs = runsWithin(d.period, m.startsOn, m.endsOn);
    const firstDay = runs.from;
    // The price in force on the period's first billed day.
    const priceCents = (await priceCentsOn(tx, m.productId, firstDay)) ?? 0;
    const amountCents = periodAmountCents(priceCents, d.billedDays, d.periodDays);
    const [row] = await tx
      .insert(membershipPeriods)
      .values({
        membershipId: m.id,
        periodStart: d.period.start,
        periodEnd: d.period.end,
        billedDays: d.billedDays,
        periodDays: d.periodDays,
        priceCents,
        amountCents,
      })
      .onConflictDoNothing()
      .returning({ id: membershipPeriods.id });
    if (!row) continue;
    if (amountCents > 0) {
      language ??= await studioLanguage(tx);
      const entryId = await chargeSale(tx, {
        studentId: m.studentId,
        amountCents,
        description: translate(
          language,
          msg('{name} (membership), {from} to {to}', {
            name: m.name,
            from: formatDate(runs.from, language),
            to: formatDate(runs.to, language),
          }),
        ),
        adminId: null,
      });
      await tx
        .update(membershipPeriods)
        .set({ chargeEntryId: entryId })
        .where(eq(membershipPeriods.id, row.id));
    }
    billed.push({
      membershipId: m.id,
      studentId: m.studentId,
      name: m.name,
      period: d.period,
      amountCents,
      first: last === undefined && billed.length === 0,
    });
  }
  return billed;
}

/**
 * Gives back, as account credit, the days of billed periods that a pause or an earlier end now takes
 * out: each period's billed days against the days it now runs unpaused; what was credited before is
 * not credited again (creditedDays), and never more than the period's amount. One credit line per
 * period, written by billing.
 */
export async function creditDaysTakenOut(
  tx: Executor,
  m: MembershipRow,
  reason: Described,
  adminId: number | null,
): Promise<number> {
  const language = await studioLanguage(tx);
  const pauses = await pausesOf(tx, m.id);
  const periods = await tx
    .select()
    .from(membershipPeriods)
    .where(eq(membershipPeriods.membershipId, m.id))
    .orderBy(asc(membershipPeriods.periodStart));
  let total = 0;
  for (const p of periods) {
    const runs = runsWithin({ start: p.periodStart, end: p.periodEnd }, m.startsOn, m.endsOn);
    const nowDays = unpausedDays(runs, pauses);
    const outDays = p.billedDays - nowDays;
    if (outDays <= p.creditedDays) continue;
    const owedBack = Math.min(p.amountCents, periodAmountCents(p.priceCents, outDays, p.periodDays));
    const cents = owedBack - p.creditedCents;
    if (cents <= 0) continue;
    await grantCredit(tx, {
      studentId: m.studentId,
      amountCents: cents,
      reason: translate(
        language,
        msg('{reason}: {days, plural, one {# day} other {# days}} of {name} from {from}', {
          reason: translate(language, reason),
          days: outDays - p.creditedDays,
          name: m.name,
          from: formatDate(p.periodStart, language),
        }),
      ),
      source: 'admin_credit',
      classDate: null,
      adminId,
    });
    await tx
      .update(membershipPeriods)
      .set({ creditedDays: outDays, creditedCents: owedBack })
      .where(eq(membershipPeriods.id, p.id));
    total += cents;
  }
  return total;
}

/**
 * The membership job (daily, and on every start): bills each membership's due periods, one
 * transaction per membership under its row lock, and tells the student of each renewal (through the
 * outbox). Idempotent: run twice, or on two instances, it bills each period once.
 */
export async function runMembershipBilling(deps: { db: Db; outbox: Outbox }): Promise<BilledPeriod[]> {
  const { db, outbox } = deps;
  const { today } = await studioClock(db);
  const candidates = await db
    .select({ id: studentMemberships.id })
    .from(studentMemberships)
    .where(
      and(
        sql`${studentMemberships.startsOn} <= ${today}::date`,
        or(
          isNull(studentMemberships.endsOn),
          sql`${studentMemberships.endsOn} >= ${addDays(today, -62)}::date`,
        ),
        // An archived (deleted) student is billed nothing more.
        sql`exists (select 1 from ${students} s where s.id = ${studentMemberships.studentId} and s.deleted_at is null)`,
      ),
    );
  const settings = await getSettings(db);
  const all: BilledPeriod[] = [];
  for (const { id } of candidates) {
    const billed = await db.transaction(async (tx) => {
      const [m] = await tx
        .select()
        .from(studentMemberships)
        .where(eq(studentMemberships.id, id))
        .for('update');
      if (!m) return [];
      const periods = await billDuePeriods(tx, m, today);
      for (const p of periods.filter((x) => !x.first)) await queueRenewal(tx, outbox, settings, m, p);
      return periods;
    });
    all.push(...billed);
  }
  return all;
}

async function queueRenewal(
  tx: Executor,
  outbox: Outbox,
  settings: Awaited<ReturnType<typeof getSettings>>,
  m: MembershipRow,
  p: BilledPeriod,
): Promise<void> {
  const [student] = await recipientsByIds(tx, [m.studentId]);
  if (!student) return;
  const studio = emailStudioOf(settings);
  const locale = recipientLocale(student, settings.language);
  const message = await renderMembershipRenewed({
    studio,
    locale,
    name: student.name,
    membership: m.name,
    from: p.period.start,
    to: runsWithin(p.period, m.startsOn, m.endsOn).to,
    amount: formatMoney(p.amountCents, { currency: settings.currency, locale }),
    days: daysIn({ from: p.period.start, to: p.period.end }),
  });
  await outbox.queue(tx, {
    kind: 'membership_renewed',
    toEmail: student.email,
    toName: student.name,
    studentId: m.studentId,
    ...message,
  });
}
