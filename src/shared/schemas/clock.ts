import { z } from 'zod';
import type { ZoneRules } from '../zone-rules';

/** The wire form of a zone's rules (../zone-rules.ts documents the fields). */
export const ZZoneRules = z.object({
  zone: z.string(),
  version: z.string(),
  changes: z.array(z.number()),
  offsets: z.array(z.number()),
  abbreviations: z.array(z.string()),
}) satisfies z.ZodType<ZoneRules>;

/**
 * The studio's clock as the server keeps it: the one authority for "now", "today" and turning instants
 * into studio dates. Browsers never use their own zone data or device clock for these (a phone's zone
 * data can be years old; B.C. stopped changing its clocks in 2026): they take this answer, keep the
 * distance between `now` and their own clock, and convert instants with `rules`.
 */
export const ZStudioClock = z.object({
  timeZone: z.string(),
  /** The server's current instant (ISO 8601, UTC). */
  now: z.string(),
  /** The studio's date now, "YYYY-MM-DD". */
  today: z.string(),
  /** The studio's wall-clock time now, "HH:MM". */
  time: z.string(),
  /** The studio's offset from UTC now, in minutes (negative west of Greenwich). */
  offsetMinutes: z.number(),
  /** The studio zone's abbreviation now ("MST"), when it has one. */
  abbreviation: z.string().optional(),
  /** The studio zone's offset changes from 2000 to ten years ahead, from the server's zone data. */
  rules: ZZoneRules,
});
export type TStudioClock = z.infer<typeof ZStudioClock>;
