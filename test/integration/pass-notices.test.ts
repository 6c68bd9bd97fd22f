/**
 * Issue 30 §5: the e-mails about packs and memberships go through the outbox once each: a pack about to
 * expire with classes left (a week before, once per pack, however many runs), and each membership
 * renewal (not its first period, which the purchase confirmation covers).
 */
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { outboundEmails, studentMemberships, studentPasses } from '../../src/server/db/schema';
import { runMembershipBilling } from '../../src/server/modules/memberships/billing.service';
import { sendPassExpiryNotices } from '../../src/server/modules/products/pass-expiry.service';
import { addDays } from '../../src/shared/dates';
import { studioToday } from '../factories/classes';
import { createStudent } from '../factories/people';
import { setUpTestApp, signInAdmin } from '../setup/test-app-lifecycle';

const t = setUpTestApp();
const { admin } = signInAdmin(t);
const db = t.db;
const today = studioToday();
const deps = () => ({ db: db(), outbox: t.get().services.outbox });
const mailsOf = (studentId: number, kind: string) =>
  db()
    .select()
    .from(outboundEmails)
    .where(sql`${outboundEmails.studentId} = ${studentId} and ${outboundEmails.kind} = ${kind}`);

describe('pack and membership notices', () => {
  it('a pack expiring within a week with classes left is flagged once; a used-up or later one is not', async () => {
    const pack = (
      await admin().browser.post('/api/products', {
        kind: 'pack',
        name: 'Soon Card',
        classCount: 5,
        validityCount: 3,
        validityUnit: 'month',
        price: '80',
      })
    ).body;
    const [soon, usedUp, later] = await Promise.all(
      ['Soon Holder', 'Used Holder', 'Later Holder'].map((name) => createStudent(db(), { name })),
    );
    for (const s of [soon!, usedUp!, later!]) {
      await admin().browser.post(`/api/students/${s.id}/passes`, { productId: pack.id });
    }
    await db()
      .update(studentPasses)
      .set({ expiresOn: addDays(today, 5) })
      .where(eq(studentPasses.studentId, soon!.id));
    await db()
      .update(studentPasses)
      .set({ expiresOn: addDays(today, 5), classesUsed: 5 })
      .where(eq(studentPasses.studentId, usedUp!.id));
    await Promise.all([sendPassExpiryNotices(deps()), sendPassExpiryNotices(deps())]);
    await sendPassExpiryNotices(deps());
    const mails = await mailsOf(soon!.id, 'pass_expiring');
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe('Soon Card expires soon');
    expect(mails[0]!.bodyText).toContain('5 classes left');
    expect(await mailsOf(usedUp!.id, 'pass_expiring')).toEqual([]);
    expect(await mailsOf(later!.id, 'pass_expiring')).toEqual([]);
  });

  it('each renewal is billed and told once; the first period is not a renewal', async () => {
    const product = (
      await admin().browser.post('/api/products', {
        kind: 'membership',
        name: 'Renewal Club',
        allowance: 'unlimited',
        billingDay: 1,
        price: '100',
      })
    ).body;
    const student = await createStudent(db(), { name: 'Long Member' });
    const started = await admin().browser.post(`/api/students/${student.id}/memberships`, {
      productId: product.id,
    });
    expect(started.status, started.body?.error).toBe(201);
    // As if it had started two months ago and its first period was billed then.
    await db()
      .update(studentMemberships)
      .set({ startsOn: addDays(today, -62) })
      .where(eq(studentMemberships.id, started.body.membership.id));
    await db().execute(
      sql`update membership_periods set period_start = ${addDays(today, -62)}::date - (extract(day from ${addDays(today, -62)}::date)::int - 1),
        period_end = (date_trunc('month', ${addDays(today, -62)}::date) + interval '1 month - 1 day')::date
        where membership_id = ${started.body.membership.id}`,
    );
    const billed = await Promise.all([runMembershipBilling(deps()), runMembershipBilling(deps())]);
    const mine = billed.flat().filter((b) => b.studentId === student.id);
    expect(mine.length).toBeGreaterThanOrEqual(2);
    const mails = await mailsOf(student.id, 'membership_renewed');
    expect(mails).toHaveLength(mine.length);
    expect(mails[0]!.subject).toBe('Renewal Club renewed');
    expect(await mailsOf(student.id, 'purchase_confirmation')).toHaveLength(1);
  });
});
