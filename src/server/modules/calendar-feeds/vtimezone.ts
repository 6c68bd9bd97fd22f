import { zonedNow } from '../../../shared/dates';
import {
  abbreviationAt,
  type OffsetChange,
  offsetAt,
  offsetChangesBetween,
} from '../../../shared/zone-rules';
import { zoneRules } from '../../kernel/time/zone-data';
import { contentLine, localDateTime, utcOffset } from './ical-writer';

export type { OffsetChange };

const MINUTE = 60_000;
const DAY = 86_400_000;

/**
 * Every change of the zone's UTC offset in [start, end), from the server's zone data (the same table
 * every other studio-time computation uses, so the feed's VTIMEZONE matches the times it carries).
 */
export const offsetChanges = (timeZone: string, start: number, end: number): OffsetChange[] =>
  offsetChangesBetween(zoneRules(timeZone), start, end, { renames: true });

const offsetOf = (timeZone: string, instant: number) => offsetAt(zoneRules(timeZone), instant);

/** Standard time in a year: the lesser of the January and July offsets (either hemisphere). */
function standardOffset(timeZone: string, year: number): number {
  return Math.min(offsetOf(timeZone, Date.UTC(year, 0, 1)), offsetOf(timeZone, Date.UTC(year, 6, 1)));
}

const wallClock = (timeZone: string, instant: number) => {
  const { date, time } = zonedNow(zoneRules(timeZone), new Date(instant));
  return localDateTime(date, time);
};

/** Where the wall clock stood when the change happened, read on the old offset ("20261101T020000"). */
function wallClockBefore(change: OffsetChange): string {
  const iso = new Date(change.at + change.fromMinutes * MINUTE).toISOString();
  return localDateTime(iso.slice(0, 10), iso.slice(11, 19));
}

function observance(
  timeZone: string,
  start: string,
  fromMinutes: number,
  toMinutes: number,
  instant: number,
  { renameOnly = false, year = new Date(instant).getUTCFullYear() } = {},
): string[] {
  // A change of name alone declares the offset kept to be the new standard time (B.C.'s MST).
  const kind = !renameOnly && toMinutes > standardOffset(timeZone, year) ? 'DAYLIGHT' : 'STANDARD';
  const name = abbreviationAt(zoneRules(timeZone), instant);
  return [
    `BEGIN:${kind}`,
    contentLine('DTSTART', start),
    contentLine('TZOFFSETFROM', utcOffset(fromMinutes)),
    contentLine('TZOFFSETTO', utcOffset(toMinutes)),
    ...(name ? [contentLine('TZNAME', name)] : []),
    `END:${kind}`,
  ];
}

/**
 * A VTIMEZONE (RFC 5545 §3.6.5) for any IANA zone over the years [fromYear, toYear]: one observance
 * for the offset in force at the start, then one per change in those years, each starting at the
 * wall-clock time the change happens (on the old offset). A zone without changes gets one STANDARD.
 */
export function vtimezoneLines(timeZone: string, fromYear: number, toYear: number): string[] {
  const key = `${timeZone} ${fromYear} ${toYear}`;
  let lines = built.get(key);
  if (!lines) {
    lines = buildVtimezone(timeZone, fromYear, toYear);
    built.set(key, lines);
  }
  return lines;
}

/** A zone's rules do not change while the process runs: each (zone, years) is worked out once. */
const built = new Map<string, string[]>();

function buildVtimezone(timeZone: string, fromYear: number, toYear: number): string[] {
  const start = Date.UTC(fromYear, 0, 1) - DAY;
  const end = Date.UTC(toYear + 1, 0, 1) + DAY;
  const initial = offsetOf(timeZone, start);
  const changes = offsetChanges(timeZone, start, end);
  return [
    'BEGIN:VTIMEZONE',
    contentLine('TZID', timeZone),
    contentLine('X-LIC-LOCATION', timeZone),
    ...observance(timeZone, wallClock(timeZone, start), initial, initial, start, { year: fromYear }),
    ...changes.flatMap((c) =>
      observance(timeZone, wallClockBefore(c), c.fromMinutes, c.toMinutes, c.at, {
        renameOnly: c.fromMinutes === c.toMinutes,
      }),
    ),
    'END:VTIMEZONE',
  ];
}
