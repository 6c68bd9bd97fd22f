import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { executeRows } from '../../kernel/sql-rows';
import { clockNow } from '../../kernel/time/clock';
import { allocatedCtes, dueCte } from './allocation';
import { studioPeriods } from './studio-periods';

/** What a student owes (their one balance, decision 029; 0 when in credit) and how much of it is overdue. */
export interface StudentMoneyState {
  owedCents: number;
  overdueCents: number;
}

/**
 * The money state of a few students (a class's attendees), from the same balance and due dates as the
 * profile's Outstanding and the dashboard's Overdue, so a badge never says "Paid" for one who owes.
 */
export async function studentMoneyStates(
  db: Executor,
  studentIds: readonly number[],
  now: Date = clockNow(),
): Promise<Map<number, StudentMoneyState>> {
  const states = new Map<number, StudentMoneyState>(
    studentIds.map((id) => [id, { owedCents: 0, overdueCents: 0 }]),
  );
  if (studentIds.length === 0) return states;
  const ids = sql.join(
    studentIds.map((id) => sql`${id}::int`),
    sql`, `,
  );
  const { terms } = await studioPeriods(db, now);
  const rows = await executeRows<{ student_id: number; owed: string | number; overdue: string | number }>(
    db,
    sql`
    with owing as materialized (
      select b.student_id, b.balance_cents from student_balances b
      where b.student_id in (${ids}) and b.balance_cents > 0
    ),
    ${allocatedCtes(sql`select student_id from owing`, terms.today)}, ${dueCte(terms)}
    select o.student_id, o.balance_cents as owed,
           coalesce((select sum(d.net - d.paid) from due d where d.student_id = o.student_id and d.overdue), 0)
             as overdue
    from owing o`,
  );
  for (const r of rows) {
    states.set(Number(r.student_id), { owedCents: Number(r.owed), overdueCents: Number(r.overdue) });
  }
  return states;
}
