import { sql } from 'drizzle-orm';
import { addDays, dayOfWeek } from '../../../shared/dates';
import type { Executor } from '../../db/client';
import { executeRows } from '../../kernel/sql-rows';
import { studioDateSql } from '../../kernel/time/studio-time';

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
                      coalesce(s.effective_from, ${studioDateSql(sql`s.created_at`, timeZone)})) as first_day
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

export interface WindowState {
  /** Whether this call had to materialise (no marker covered the window). */
  materialised: boolean;
  /** The window answer's ETag, before the viewer's part (after materialising, when this call did). */
  tag: string;
}

/**
 * The calendar window's state in one statement (decision 018):
 * - `fingerprint`: what materialisation reads — every schedule and class type row (their updated_at
 *   moves on each write; a new row has a new id) and the timezone. A marker holds the fingerprint it
 *   was made under, so any such change, whoever made it, leaves the old markers not counting;
 * - `covered`: a marker with the current fingerprint spans the window;
 * - `tag`: the answer's ETag. The window's classes: their count and id sum change when one is added,
 *   removed or moved in or out (new ids are always higher); the sum of their versions rises on any
 *   other change of a class or of its bookings' status (triggers raise `version`). The class types
 *   and schedules give the classes' names, descriptions and who may see them.
 */
function stateQuery(from: string, to: string, timeZone: string) {
  const tag = sql`md5(concat_ws('|', ${from}::text, ${to}::text, f.types, f.schedules,
                       (select concat_ws(',', count(*), sum(id), sum(version)) from class_instances
                        where class_date between ${from}::date and ${to}::date)))`;
  return sql`
    with k as (
      select (select md5(coalesce(string_agg(t::text, ',' order by t.id), '')) from class_types t) as types,
             (select md5(coalesce(string_agg(s::text, ',' order by s.id), '')) from class_schedules s)
               as schedules
    ), f as (
      select md5(concat_ws('|', ${timeZone}::text, k.types, k.schedules)) as fingerprint, k.* from k
    )
    select f.fingerprint,
           exists (select 1 from class_materialised_windows w
                   where w.fingerprint = f.fingerprint
                     and w.from_date <= ${from}::date and w.to_date >= ${to}::date) as covered,
           ${tag} as tag
    from f`;
}

/**
 * Materialises every schedule's classes in the window unless a marker says it was done under the
 * current fingerprint, then leaves that marker (and drops markers of older fingerprints). The
 * fingerprint is read before materialising, so a schedule written meanwhile makes the new marker
 * stale rather than wrongly valid.
 */
export async function materialisedWindowState(
  db: Executor,
  options: Omit<MaterialiseOptions, 'scheduleId'>,
): Promise<WindowState> {
  const { from, to, timeZone } = options;
  type Row = { fingerprint: string; covered: boolean; tag: string };
  const [state] = await executeRows<Row>(db, stateQuery(from, to, timeZone));
  if (state!.covered) return { materialised: false, tag: state!.tag };
  await materialiseWindow(db, { from, to, timeZone });
  await db.execute(sql`
    with stale as (delete from class_materialised_windows where fingerprint <> ${state!.fingerprint})
    insert into class_materialised_windows (fingerprint, from_date, to_date)
    values (${state!.fingerprint}, ${from}::date, ${to}::date)
    on conflict do nothing`);
  const [after] = await executeRows<Row>(db, stateQuery(from, to, timeZone));
  return { materialised: true, tag: after!.tag };
}
