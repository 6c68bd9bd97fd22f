/**
 * A timezone's rules as a table of offset changes: the one form in which the server's current IANA
 * data reaches every computation of studio time, on the server and in the browser alike. Neither the
 * runtime's nor the device's own zone data is ever asked (either can be years out of date: B.C. stopped
 * changing its clocks in 2026). Plain types here, so the browser's first chunk needs no zod for it; the
 * contract's schema is ZZoneRules in ./schemas/clock.ts.
 */
export interface ZoneRules {
  zone: string;
  /** The IANA release the table comes from, e.g. "2026f". */
  version: string;
  /** UTC epoch milliseconds at which the offset changes, ascending. */
  changes: number[];
  /** Minutes ahead of UTC: offsets[i] holds before changes[i], the last one after every change. */
  offsets: number[];
  /** The zone's abbreviation for each offset ("PDT", "MST"), or "" when it has none. */
  abbreviations: string[];
}

const MINUTE = 60_000;

/** Which entry of `offsets` holds at an instant: the number of changes at or before it. */
function periodAt(rules: ZoneRules, instant: number): number {
  let lo = 0;
  let hi = rules.changes.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (rules.changes[mid]! <= instant) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** Minutes the zone's wall clock is ahead of UTC at an instant (negative west of Greenwich). */
export const offsetAt = (rules: ZoneRules, instant: number): number =>
  rules.offsets[periodAt(rules, instant)]!;

/** The zone's abbreviation at an instant ("MST"), or undefined when the data has only a number. */
export function abbreviationAt(rules: ZoneRules, instant: number): string | undefined {
  const name = rules.abbreviations[periodAt(rules, instant)];
  return name && /^[A-Z]{2,6}$/.test(name) ? name : undefined;
}

/** The wall-clock date ("YYYY-MM-DD") and time ("HH:MM") at an instant. */
export function wallClockOf(rules: ZoneRules, instant: number): { date: string; time: string } {
  const shifted = new Date(instant + offsetAt(rules, instant) * MINUTE).toISOString();
  return { date: shifted.slice(0, 10), time: shifted.slice(11, 16) };
}

/**
 * The instant at which a wall-clock date and time happens. In a fall-back overlap the first of the two
 * is taken; a time skipped by a spring-forward gap resolves to the same distance after the gap.
 */
export function instantOfWallClock(rules: ZoneRules, date: string, time: string): number {
  const [y, mo, d] = date.split('-').map(Number);
  const [h, mi] = time.split(':').map(Number);
  const asUtc = Date.UTC(y!, mo! - 1, d!, h!, mi!);
  // Offsets around the wall-clock time are within a day of it: try the earlier reading first.
  const before = asUtc - offsetAt(rules, asUtc - 86_400_000) * MINUTE;
  if (wallReads(rules, before, asUtc)) return before;
  const after = asUtc - offsetAt(rules, asUtc + 86_400_000) * MINUTE;
  if (wallReads(rules, after, asUtc)) return after;
  // A gap: the wall time never happens; read it on the offset in force before the change.
  return before;
}

const wallReads = (rules: ZoneRules, instant: number, asUtc: number) =>
  instant + offsetAt(rules, instant) * MINUTE === asUtc;

export interface OffsetChange {
  /** The first instant (UTC epoch ms) on the new offset. */
  at: number;
  fromMinutes: number;
  toMinutes: number;
  /** The abbreviation from then on ("MST"), when it has one. */
  abbreviation?: string;
}

/**
 * Every change in [start, end): of the offset, and with `renames`, also of the name alone (B.C. kept
 * −7 on 2026-11-01 and called it MST from then on).
 */
export function offsetChangesBetween(
  rules: ZoneRules,
  start: number,
  end: number,
  { renames = false }: { renames?: boolean } = {},
): OffsetChange[] {
  const found: OffsetChange[] = [];
  for (let i = periodAt(rules, start); i < rules.changes.length && rules.changes[i]! < end; i++) {
    const from = rules.offsets[i]!;
    const to = rules.offsets[i + 1]!;
    const renamed = rules.abbreviations[i] !== rules.abbreviations[i + 1];
    if (from !== to || (renames && renamed)) {
      const at = rules.changes[i]!;
      found.push({ at, fromMinutes: from, toMinutes: to, abbreviation: abbreviationAt(rules, at) });
    }
  }
  return found;
}

/** The rules between two instants only (what a browser needs): the same answers inside them. */
export function rulesBetween(rules: ZoneRules, start: number, end: number): ZoneRules {
  const first = periodAt(rules, start);
  const last = periodAt(rules, end);
  return {
    zone: rules.zone,
    version: rules.version,
    changes: rules.changes.slice(first, last),
    offsets: rules.offsets.slice(first, last + 1),
    abbreviations: rules.abbreviations.slice(first, last + 1),
  };
}
