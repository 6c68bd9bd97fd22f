import { instantOfWallClock, offsetAt } from '../../../../shared/zone-rules';
import { zoneRules } from '../../../kernel/time/zone-data';

/**
 * Dates as notifications state them, in English and French: "Aug 26, 2026", "Sept 13, 2026",
 * "December 11, 2022", "May 20 2026", "31 août 2026", "1 sept. 2026", "1er septembre 2026",
 * "2026-08-26", optionally followed by a time ("at 10:35 AM ET", "à 14 h 05").
 *
 * A date alone becomes "YYYY-MM-DD" (the day the message states, no invented time or zone). A time
 * with a zone the message names (ET, PT, EST, UTC, …) becomes a full ISO date-time with that offset;
 * a time without a zone is dropped rather than guessed.
 */

const MONTHS: Record<string, number> = {
  jan: 1,
  january: 1,
  janv: 1,
  janvier: 1,
  feb: 2,
  february: 2,
  fev: 2,
  fevr: 2,
  fevrier: 2,
  mar: 3,
  march: 3,
  mars: 3,
  apr: 4,
  april: 4,
  avr: 4,
  avril: 4,
  may: 5,
  mai: 5,
  jun: 6,
  june: 6,
  juin: 6,
  jul: 7,
  july: 7,
  juil: 7,
  juillet: 7,
  aug: 8,
  august: 8,
  aout: 8,
  sep: 9,
  sept: 9,
  september: 9,
  septembre: 9,
  oct: 10,
  october: 10,
  octobre: 10,
  nov: 11,
  november: 11,
  novembre: 11,
  dec: 12,
  december: 12,
  decembre: 12,
};

/** Zones by the abbreviations notifications print; the named ones follow daylight saving time. */
const ZONES: Record<string, string> = {
  ET: 'America/Toronto',
  EST: '-05:00',
  EDT: '-04:00',
  CT: 'America/Winnipeg',
  CST: '-06:00',
  CDT: '-05:00',
  MT: 'America/Edmonton',
  MST: '-07:00',
  MDT: '-06:00',
  PT: 'America/Vancouver',
  PST: '-08:00',
  PDT: '-07:00',
  AT: 'America/Halifax',
  AST: '-04:00',
  ADT: '-03:00',
  NT: 'America/St_Johns',
  UTC: '+00:00',
  GMT: '+00:00',
  Z: '+00:00',
};

function stripAccents(text: string): string {
  return text.normalize('NFD').replace(/[\u0300-\u036f]/g, '');
}

function pad(n: number): string {
  return String(n).padStart(2, '0');
}

function validDay(year: number, month: number, day: number): boolean {
  if (year < 1990 || year > 2200 || month < 1 || month > 12 || day < 1) return false;
  return day <= new Date(Date.UTC(year, month, 0)).getUTCDate();
}

function offsetIn(
  zone: string,
  year: number,
  month: number,
  day: number,
  hour: number,
  minute: number,
): string {
  if (/^[+-]\d\d:\d\d$/.test(zone)) return zone;
  // The zone's offset at that wall-clock time, from the server's zone data (as every studio time).
  const rules = zoneRules(zone);
  const minutes = offsetAt(
    rules,
    instantOfWallClock(rules, `${year}-${pad(month)}-${pad(day)}`, `${pad(hour)}:${pad(minute)}`),
  );
  const sign = minutes < 0 ? '-' : '+';
  return `${sign}${pad(Math.floor(Math.abs(minutes) / 60))}:${pad(Math.abs(minutes) % 60)}`;
}

/**
 * The first date (and time) stated in `text`, as ISO; null when there is none. `fallbackYear` is used
 * for a date written without its year ("Sept 13").
 */
export function parseStatedDate(text: string | null, fallbackYear?: number): string | null {
  if (!text) return null;
  const t = stripAccents(text).toLowerCase().slice(0, 200);
  let year: number | undefined;
  let month: number | undefined;
  let day: number | undefined;
  let rest = '';

  type Found = { index: number; year: number | undefined; month: number; day: number; rest: string };
  const found: Found[] = [];
  const iso = /\b(\d{4})-(\d{2})-(\d{2})\b(.*)$/.exec(t);
  if (iso)
    found.push({
      index: iso.index,
      year: Number(iso[1]),
      month: Number(iso[2]),
      day: Number(iso[3]),
      rest: iso[4] ?? '',
    });
  for (const m of t.matchAll(/\b(\d{1,2})(?:er|st|nd|rd|th)?\s+([a-z]{3,9})\.?,?\s+(\d{4})\b/g)) {
    const month = MONTHS[m[2] ?? ''];
    if (month === undefined) continue;
    found.push({
      index: m.index,
      year: Number(m[3]),
      month,
      day: Number(m[1]),
      rest: t.slice(m.index + m[0].length),
    });
    break;
  }
  for (const m of t.matchAll(/\b([a-z]{3,9})\.?\s+(\d{1,2})(?:st|nd|rd|th)?\b(?:(?:,\s*|\s+)(\d{4})\b)?/g)) {
    const month = MONTHS[m[1] ?? ''];
    if (month === undefined) continue;
    found.push({
      index: m.index,
      year: m[3] ? Number(m[3]) : fallbackYear,
      month,
      day: Number(m[2]),
      rest: t.slice(m.index + m[0].length),
    });
    break;
  }
  found.sort((a, b) => a.index - b.index);
  const first = found[0];
  if (first) {
    year = first.year;
    month = first.month;
    day = first.day;
    rest = first.rest;
  }
  if (year === undefined || month === undefined || day === undefined || !validDay(year, month, day))
    return null;
  const date = `${year}-${pad(month)}-${pad(day)}`;

  // "at 10:35 AM ET", "10:35 a.m. EDT", "à 14 h 05 HE", "14:05 UTC"
  const time =
    /^\W*(?:at|a)?\s*(\d{1,2})\s*(?::|h)\s*(\d{2})\s*(a\.?m\.?|p\.?m\.?)?\s*\(?([a-z]{1,4})?\)?/.exec(
      rest.trim(),
    );
  if (!time) return date;
  let hour = Number(time[1]);
  const minute = Number(time[2]);
  const meridiem = time[3]?.replace(/\./g, '');
  if (meridiem === 'pm' && hour < 12) hour += 12;
  if (meridiem === 'am' && hour === 12) hour = 0;
  const zoneName = (time[4] ?? '').toUpperCase();
  const zone = ZONES[zoneName] ?? (zoneName === 'HE' ? ZONES.ET : zoneName === 'HP' ? ZONES.PT : undefined);
  if (!zone || hour > 23 || minute > 59) return date;
  return `${date}T${pad(hour)}:${pad(minute)}:00${offsetIn(zone, year, month, day, hour, minute)}`;
}
