import { sql } from 'drizzle-orm';
import { addDays } from '../../../shared/dates';
import { centsToDecimal } from '../../../shared/money';
import type { TProductSalesReport } from '../../../shared/schemas/reports';
import type { Executor } from '../../db/client';
import {
  ledgerEntries,
  membershipPeriods,
  products,
  studentMemberships,
  studentPasses,
} from '../../db/schema';
import { getSettings, studioClock } from '../../kernel/settings/read';
import { executeRows } from '../../kernel/sql-rows';
import { studioDayStart } from '../../kernel/time/studio-time';

/**
 * Sales by product in a period of studio days (issue 30 §5): each class pack sold and each membership
 * period billed, by the day of its ledger charge, at the amount charged; and, as of today, the value
 * of the classes left on packs that can still be used: what the studio still owes in classes, each
 * pack's price × classes left ÷ classes, rounded per pack. Two statements, aggregated in SQL.
 */
export async function productSalesReport(
  db: Executor,
  range: { from: string; to: string },
): Promise<TProductSalesReport> {
  const { timezone } = await getSettings(db);
  const { today } = await studioClock(db);
  const from = studioDayStart(timezone, range.from).toISOString();
  const to = studioDayStart(timezone, addDays(range.to, 1)).toISOString();
  const chargedInRange = sql`l.occurred_at >= ${from}::timestamptz and l.occurred_at < ${to}::timestamptz`;
  const [sales, unused] = await Promise.all([
    executeRows<{ id: number; name: string; kind: 'pack' | 'membership'; sold: number; cents: number }>(
      db,
      sql`
        with sold as (
          select sp.product_id, count(*)::int as sold, sum(l.amount_cents)::bigint as cents
          from ${studentPasses} sp join ${ledgerEntries} l on l.id = sp.sale_entry_id
          where ${chargedInRange}
          group by sp.product_id
          union all
          select sm.product_id, count(*)::int, sum(l.amount_cents)::bigint
          from ${membershipPeriods} mp
          join ${studentMemberships} sm on sm.id = mp.membership_id
          join ${ledgerEntries} l on l.id = mp.charge_entry_id
          where ${chargedInRange}
          group by sm.product_id
        )
        select p.id, p.name, p.kind, sum(sold.sold)::int as sold, sum(sold.cents)::bigint as cents
        from sold join ${products} p on p.id = sold.product_id
        group by p.id, p.name, p.kind
        order by sum(sold.cents) desc, p.name`,
    ),
    executeRows<{ packs: number; classes: number; cents: number }>(
      db,
      sql`
        select count(*)::int as packs,
          coalesce(sum(classes_total - classes_used), 0)::int as classes,
          coalesce(sum(round(price_cents::numeric * (classes_total - classes_used) / classes_total)), 0)::bigint as cents
        from ${studentPasses}
        where classes_used < classes_total and (expires_on is null or expires_on >= ${today}::date)`,
    ),
  ]);
  const u = unused[0] ?? { packs: 0, classes: 0, cents: 0 };
  return {
    from: range.from,
    to: range.to,
    products: sales.map((s) => ({
      productId: s.id,
      name: s.name,
      kind: s.kind,
      sold: Number(s.sold),
      amount: centsToDecimal(Number(s.cents)),
    })),
    total: centsToDecimal(sales.reduce((sum, s) => sum + Number(s.cents), 0)),
    unused: {
      packs: Number(u.packs),
      classes: Number(u.classes),
      value: centsToDecimal(Number(u.cents)),
      asOf: today,
    },
  };
}
