import { sql } from 'drizzle-orm';
import { POLICY_DEFAULTS, type TPolicy } from '../../../shared/schemas/policies';
import type { TTermsFacts } from '../../../shared/schemas/studio';
import type { Db, Executor } from '../../db/client';
import { policies } from '../../db/schema';
import { recordAudit } from '../../kernel/audit';
import { getSettings, readStoredSettings } from '../../kernel/settings/read';
import { clockNow } from '../../kernel/time/clock';
import { writeSettings } from './settings.service';

/**
 * The studio's policy (spec 03 §3): the stored row, or the spec's defaults before the first save.
 * Its cancellation hours are the `cancellationDeadlineHours` setting, the one source of the cut-off.
 */
export async function getPolicies(db: Executor): Promise<TPolicy> {
  const [[row], settings] = await Promise.all([db.select().from(policies).limit(1), getSettings(db)]);
  const { id: _id, updatedAt: _updatedAt, ...stored } = row ?? { id: 1, updatedAt: null, ...POLICY_DEFAULTS };
  // The spec's policy calls the cut-off cancellationHours; it is the setting, the one place it is kept.
  return { ...stored, cancellationHours: settings.cancellationDeadlineHours };
}

/** What the Terms of Service state, from the settings and policy in force. */
export async function termsFacts(db: Executor): Promise<TTermsFacts> {
  const [policy, settings] = await Promise.all([getPolicies(db), getSettings(db)]);
  return {
    businessName: settings.businessName,
    currency: settings.currency,
    cancellationDeadlineHours: settings.cancellationDeadlineHours,
    monthlyChangesAllowed: policy.monthlyChangesAllowed,
    paymentDueDays: settings.paymentDueDays,
    billsMonthly: settings.autoInvoicing,
    prepayment: settings.payment_method === 'prepayment',
  };
}

/** PUT /api/policies: the nine fields in one transaction, the cut-off setting kept in step, audited. */
export async function savePolicies(
  db: Db,
  input: TPolicy,
  who: { adminId: number; ip?: string },
): Promise<TPolicy> {
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('studio.settings'))`);
    const before = await getPolicies(tx);
    const { cancellationHours, ...kept } = input;
    const values = { ...kept, updatedAt: clockNow() };
    await tx
      .insert(policies)
      .values({ id: 1, ...values })
      .onConflictDoUpdate({ target: policies.id, set: values });
    await writeSettings(
      tx,
      new Map([['cancellationDeadlineHours', String(cancellationHours)]]),
      await readStoredSettings(tx),
      who,
    );
    const changed = Object.fromEntries(
      (Object.keys(input) as (keyof TPolicy)[])
        .filter((k) => before[k] !== input[k])
        .map((k) => [k, { old: before[k], new: input[k] }]),
    );
    if (Object.keys(changed).length > 0) {
      await recordAudit(tx, {
        adminId: who.adminId,
        action: 'policies.update',
        entityType: 'policies',
        entityId: 1,
        details: changed,
        ip: who.ip,
      });
    }
  });
  return getPolicies(db);
}
