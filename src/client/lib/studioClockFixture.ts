import { offsetAt, wallClockOf, type ZoneRules } from '../../shared/zone-rules';
import { setStudioClock } from './studioClock';

/** Zone tables written by hand for tests, so no test leans on the machine's own zone data. */
const utc = (iso: string) => Date.parse(iso);

/** Vancouver as the 2026 law has it: PST/PDT, then −7 all year as MST from 1 November 2026. */
export const VANCOUVER: ZoneRules = {
  zone: 'America/Vancouver',
  version: 'test',
  changes: [
    utc('2025-03-09T10:00:00Z'),
    utc('2025-11-02T09:00:00Z'),
    utc('2026-03-08T10:00:00Z'),
    utc('2026-11-01T09:00:00Z'),
  ],
  offsets: [-480, -420, -480, -420, -420],
  abbreviations: ['PST', 'PDT', 'PST', 'PDT', 'MST'],
};

/** Toronto, EST and EDT, 2025 to 2027. */
export const TORONTO: ZoneRules = {
  zone: 'America/Toronto',
  version: 'test',
  changes: [
    utc('2025-03-09T07:00:00Z'),
    utc('2025-11-02T06:00:00Z'),
    utc('2026-03-08T07:00:00Z'),
    utc('2026-11-01T06:00:00Z'),
    utc('2027-03-14T07:00:00Z'),
    utc('2027-11-07T06:00:00Z'),
  ],
  offsets: [-300, -240, -300, -240, -300, -240, -300],
  abbreviations: ['EST', 'EDT', 'EST', 'EDT', 'EST', 'EDT', 'EST'],
};

export const UTC: ZoneRules = {
  zone: 'UTC',
  version: 'test',
  changes: [],
  offsets: [0],
  abbreviations: ['UTC'],
};

/**
 * Sets the studio clock as if the server had just answered with `rules` and its clock reading
 * `serverNow`: from then on the studio's "now" runs from `serverNow`, whatever the device clock says.
 */
export function setTestStudioClock(rules: ZoneRules, serverNow: Date = new Date()): void {
  const at = serverNow.getTime();
  const { date, time } = wallClockOf(rules, at);
  setStudioClock(
    {
      timeZone: rules.zone,
      now: serverNow.toISOString(),
      today: date,
      time,
      offsetMinutes: offsetAt(rules, at),
      rules,
    },
    Date.now(),
  );
}
