/**
 * Issue 28 §4: what students are told is made from the settings in force. With the cut-off at 72 h the
 * Terms of Service's facts (public, read before signing in) say 72, and the policy texts shipped as
 * defaults say {{cancellation_hours}}; migration 0017 moves a studio's unedited old texts to it.
 */
import { readFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { policies, settings } from '../../src/server/db/schema';
import { getPolicies } from '../../src/server/modules/settings/policies.service';
import { renderPolicyText } from '../../src/shared/policy-text';
import { POLICY_DEFAULTS } from '../../src/shared/schemas/policies';
import { trpc } from '../factories/classes';
import { TestClient } from '../setup/http';
import { setUpTestApp, signInAdmin } from '../setup/test-app-lifecycle';

const t = setUpTestApp();
const { admin } = signInAdmin(t);
const db = t.db;
afterEach(async () => {
  await db().delete(settings);
  await db().delete(policies);
});

describe('texts made from the settings in force', () => {
  it('the terms facts follow the cut-off, the free changes, payment terms and currency; no session needed', async () => {
    const saved = await admin().browser.post('/api/settings/bulk', [
      { key: 'cancellationDeadlineHours', value: '72' },
      { key: 'paymentDueDays', value: '30' },
      { key: 'currency', value: 'EUR' },
    ]);
    expect(saved.status, saved.body?.error).toBe(200);
    const res = await trpc(new TestClient(t.app()), 'settings.terms', undefined, 'query');
    expect(res.status, res.error).toBe(200);
    expect(res.data).toMatchObject({
      cancellationDeadlineHours: 72,
      monthlyChangesAllowed: POLICY_DEFAULTS.monthlyChangesAllowed,
      paymentDueDays: 30,
      currency: 'EUR',
      prepayment: false,
    });
    const policy = await getPolicies(db());
    expect(renderPolicyText(policy.refundPolicy, policy.cancellationHours)).toContain('less than 72 hours');
  });

  it('migration 0017 gives an unedited old default text the placeholder and leaves an edited one alone', async () => {
    const old = POLICY_DEFAULTS.refundPolicy.replace('{{cancellation_hours}}', '24');
    const oldChange = POLICY_DEFAULTS.classChangePolicy.replace('{{cancellation_hours}}', '24');
    await db()
      .insert(policies)
      .values({ ...POLICY_DEFAULTS, refundPolicy: old, classChangePolicy: oldChange });
    const migration = readFileSync('drizzle/0017_policy_texts_follow_the_cutoff.sql', 'utf8');
    for (const statement of migration.split('--> statement-breakpoint'))
      await db().execute(sql.raw(statement));
    const [row] = await db().select().from(policies);
    expect(row).toMatchObject({
      refundPolicy: POLICY_DEFAULTS.refundPolicy,
      classChangePolicy: POLICY_DEFAULTS.classChangePolicy,
    });

    await db().update(policies).set({ refundPolicy: 'Our own words: 48 hours notice, please.' });
    for (const statement of migration.split('--> statement-breakpoint'))
      await db().execute(sql.raw(statement));
    expect((await db().select().from(policies))[0]!.refundPolicy).toBe(
      'Our own words: 48 hours notice, please.',
    );
  });
});
