import { zonedNow, zonedOffsetMinutes } from '../../../shared/dates';
import { contentLine, localDateTime, utcOffset } from './ical-writer';

const MINUTE = 60_000;
const DAY = 86_400_000;

export interface OffsetChange {
  /** The first minute (UTC epoch ms) on the new offset. */
  at: number;
  fromMinutes: number;
  toMinutes: number;
}

const offsetAt = (timeZone: string, instant: number) => zonedOffsetMinutes(timeZone, new Date(instant));

/**
 * Every change of the zone's UTC offset in [start, end), found from the platform's own zone data
 * (Intl): the offset is sampled daily and each change is narrowed to its minute by binary search.
 */
export function offsetChanges(timeZone: string, start: number, end: number): OffsetChange[] {
  const changes: OffsetChange[] = [];
  let before = start - (start % MINUTE);
  let beforeOffset = offsetAt(timeZone, before);
  while (before < end) {
    const next = Math.min(before + DAY, end);
    const nextOffset = offsetAt(timeZone, next);
    if (nextOffset !== beforeOffset) {
      let lo = before;
      let hi = next;
      while (hi - lo > MINUTE) {
        const mid = lo + Math.floor((hi - lo) / 2 / MINUTE) * MINUTE;
        if (offsetAt(timeZone, mid) === beforeOffset) lo = mid;
        else hi = mid;
      }
      changes.push({ at: hi, fromMinutes: beforeOffset, toMinutes: offsetAt(timeZone, hi) });
    }
    before = next;
    beforeOffset = nextOffset;
  }
  return changes;
}

/** The zone's short name at an instant ("PDT"), when it has a real one rather than "GMT+5:30". */
function shortName(timeZone: string, instant: number): string | undefined {
  const name = new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'short' })
    .formatToParts(new Date(instant))
    .find((p) => p.type === 'timeZoneName')?.value;
  return name && /^[A-Z]{2,6}$/.test(name) ? name : undefined;
}

/** Standard time in a year: the lesser of the January and July offsets (either hemisphere). */
function standardOffset(timeZone: string, year: number): number {
  return Math.min(offsetAt(timeZone, Date.UTC(year, 0, 1)), offsetAt(timeZone, Date.UTC(year, 6, 1)));
}

const wallClock = (timeZone: string, instant: number) => {
  const { date, time } = zonedNow(timeZone, new Date(instant));
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
): string[] {
  const year = new Date(instant).getUTCFullYear();
  const kind = toMinutes > standardOffset(timeZone, year) ? 'DAYLIGHT' : 'STANDARD';
  const name = shortName(timeZone, instant);
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
  const initial = offsetAt(timeZone, start);
  const changes = offsetChanges(timeZone, start, end);
  return [
    'BEGIN:VTIMEZONE',
    contentLine('TZID', timeZone),
    contentLine('X-LIC-LOCATION', timeZone),
    ...observance(timeZone, wallClock(timeZone, start), initial, initial, start),
    ...changes.flatMap((c) => observance(timeZone, wallClockBefore(c), c.fromMinutes, c.toMinutes, c.at)),
    'END:VTIMEZONE',
  ];
}
