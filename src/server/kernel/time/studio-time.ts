import { type AnyColumn, type SQL, sql } from 'drizzle-orm';
import { addDays, zonedNow, zonedToInstant } from '../../../shared/dates';
import type { TStudioClock } from '../../../shared/schemas/clock';
import { abbreviationAt, offsetAt, offsetChangesBetween, rulesBetween } from '../../../shared/zone-rules';
import { clockNow } from './clock';
import { zoneRules } from './zone-data';

/** The studio's date and time at an instant (now by default), on the server's current zone data. */
export interface StudioNow {
  timeZone: string;
  /** "YYYY-MM-DD". */
  today: string;
  tomorrow: string;
  /** "HH:MM". */
  time: string;
  offsetMinutes: number;
  instant: Date;
}

export function studioNowIn(timeZone: string, at: Date = clockNow()): StudioNow {
  const rules = zoneRules(timeZone);
  const { date, time } = zonedNow(rules, at);
  return {
    timeZone,
    today: date,
    tomorrow: addDays(date, 1),
    time,
    offsetMinutes: offsetAt(rules, at.getTime()),
    instant: at,
  };
}

/** The studio's wall-clock date and time at an instant. */
export const studioWallClock = (timeZone: string, instant: Date): { date: string; time: string } =>
  zonedNow(zoneRules(timeZone), instant);

/** The studio's date ("YYYY-MM-DD") at an instant. */
export const studioDateOf = (timeZone: string, instant: Date): string =>
  studioWallClock(timeZone, instant).date;

/** The instant a studio wall-clock date and time happens (a spring-forward gap resolves after it). */
export const studioInstant = (timeZone: string, date: string, time: string): Date =>
  zonedToInstant(date, time.slice(0, 5), zoneRules(timeZone));

/** The first instant of a studio day. */
export const studioDayStart = (timeZone: string, date: string): Date =>
  studioInstant(timeZone, date, '00:00');

const YEAR_MS = 365.25 * 86_400_000;
const RULES_FROM = Date.UTC(2000, 0, 1);

/** What the browsers receive: the clock now and the zone's rules around it (decision 026). */
export function clockForClients(timeZone: string, at: Date = clockNow()): TStudioClock {
  const rules = zoneRules(timeZone);
  const studio = studioNowIn(timeZone, at);
  return {
    timeZone,
    now: at.toISOString(),
    today: studio.today,
    time: studio.time,
    offsetMinutes: studio.offsetMinutes,
    abbreviation: abbreviationAt(rules, at.getTime()),
    rules: rulesBetween(rules, RULES_FROM, at.getTime() + 10 * YEAR_MS),
  };
}

/**
 * A timestamptz column's studio date in SQL, from the server's zone data rather than the database's
 * (PostgreSQL's own tz files are as old as its package: Debian 12's say B.C. still changes its clocks).
 * The offset is a CASE over the zone's changes inside `window` (newest first, so recent rows stop at the
 * first test); outside the window the nearest offset holds. The default window is 1970 to a year ahead.
 */
export function studioDateSql(
  column: AnyColumn | SQL,
  timeZone: string,
  window: { from: Date; to: Date } = { from: new Date(0), to: new Date(clockNow().getTime() + YEAR_MS) },
): SQL {
  const rules = zoneRules(timeZone);
  const start = window.from.getTime();
  const changes = offsetChangesBetween(rules, start, window.to.getTime() + 1);
  const first = offsetAt(rules, start);
  const utc = sql`(${column} at time zone 'UTC')`;
  if (changes.length === 0) return sql`(${utc} + ${sql.raw(`interval '${first} minutes'`)})::date`;
  // Literals rather than parameters: they are our own numbers, and the plan stays the same per window.
  const literal = (instant: number) => sql.raw(`timestamp '${new Date(instant).toISOString().slice(0, 19)}'`);
  const minutes = (n: number) => sql.raw(String(n));
  const cases = sql.join(
    changes
      .slice()
      .reverse()
      .map((c) => sql`when ${utc} >= ${literal(c.at)} then ${minutes(c.toMinutes)}`),
    sql` `,
  );
  return sql`(${utc} + make_interval(mins => case ${cases} else ${minutes(first)} end))::date`;
}
