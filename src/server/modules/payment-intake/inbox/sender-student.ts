import { sql } from 'drizzle-orm';
import type { Executor } from '../../../db/client';
import { executeRows } from '../../../kernel/sql-rows';

/**
 * The student a message comes from: the sender is their e-mail, else their payment e-mail, else their
 * secondary contact's e-mail (case-insensitive; archived students left out). When two students share
 * the best match (a parent writing for two children) the message is linked to neither: no guessing.
 */
export async function studentForSender(db: Executor, address: string): Promise<number | null> {
  const sender = address.trim().toLowerCase();
  if (!sender) return null;
  const list = await executeRows<{ id: number; rank: number }>(
    db,
    sql`
    select id, case
        when lower(trim(email)) = ${sender} then 1
        when lower(trim(payment_email)) = ${sender} then 2
        else 3
      end as rank
    from students
    where deleted_at is null
      and (lower(trim(email)) = ${sender}
        or lower(trim(payment_email)) = ${sender}
        or lower(trim(secondary_contact_email)) = ${sender})
    order by rank, id
    limit 3`,
  );
  const [best, next] = list;
  if (!best || (next && Number(next.rank) === Number(best.rank))) return null;
  return Number(best.id);
}
