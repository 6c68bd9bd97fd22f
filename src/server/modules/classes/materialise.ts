import { sql } from 'drizzle-orm';
import { addDays, dayOfWeek } from '../../../shared/dates';
import type { Executor } from '../../db/client';
import { executeRows } from './sql-rows';

/**
 * The dates in [from, to] (inclusive, "YYYY-MM-DD") on which a weekly class on `weekday` (0 Sunday)
 * happens. Pure: the SQL in materialiseWindow computes the same dates in the database.
 */
export function planScheduleDates(weekday: number, from: string, to: string): string[] {
  if (to < from) return [];
  const dates: string[] = [];
  let date = addDays(from, (weekday - dayOfWeek(from) + 7) % 7);
  while (date <= to) {
    dates.push(date);
    date = addDays(date, 7);
  }
  return dates;
}

/** A schedule never materialises before its pattern took effect, so a new one does not back-fill. */
export const materialisationStart = (windowStart: string, effectiveFrom: string): string =>
  windowStart > effectiveFrom ? windowStart : effectiveFrom;

export interface MaterialiseOptions {
  from: string;
  to: string;
  /** The studio's timezone: a schedule without effective_from counts from its creation date there. */
  timeZone: string;
  /** Only this schedule (default: every schedule). */
  scheduleId?: number;
}

/**
 * Creates the missing dated instances of every active recurring schedule of an active class type in
 * the window, in one statement. Idempotent: existing (schedule, date) pairs are skipped, and the unique
 * index settles races between concurrent callers. Returns the ids created.
 */
export async function materialiseWindow(db: Executor, options: MaterialiseOptions): Promise<number[]> {
  const { from, to, timeZone, scheduleId } = options;
  const onlySchedule = scheduleId === undefined ? sql`` : sql`and s.id = ${scheduleId}`;
  const rows = await executeRows<{ id: number }>(
    db,
    sql`
    insert into class_instances (class_schedule_id, class_type_id, class_date, start_time, end_time,
                                 location, max_students, price_cents)
    select s.id, s.class_type_id, d.class_date, s.start_time, s.end_time, s.location, s.max_students,
           t.price_cents
    from class_schedules s
    join class_types t on t.id = s.class_type_id
    cross join lateral (
      select greatest(${from}::date,
                      coalesce(s.effective_from, (s.created_at at time zone ${timeZone})::date)) as first_day
    ) f
    cross join lateral (
      select f.first_day + ((s.day_of_week - extract(dow from f.first_day)::int + 7) % 7) + 7 * k
             as class_date
      from generate_series(0, greatest(0, (${to}::date - f.first_day) / 7)) k
    ) d
    where s.is_active and s.is_recurring and t.is_active
      and d.class_date <= ${to}::date
      ${onlySchedule}
      and not exists (select 1 from class_instances ci
                      where ci.class_schedule_id = s.id and ci.class_date = d.class_date)
    on conflict (class_schedule_id, class_date) do nothing
    returning id`,
  );
  return rows.map((r) => Number(r.id));
}
