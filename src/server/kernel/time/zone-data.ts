import moment from 'moment-timezone';
import type { ZoneRules } from '../../../shared/zone-rules';

/**
 * The IANA timezone data every studio-time computation uses: the `moment-timezone` package's copy,
 * which follows each tz release within weeks, and not the runtime's ICU (Node 20 ships 2025c, which
 * still changes B.C.'s clocks in November 2026). Decision 026.
 */
export const ZONE_DATA_VERSION: string = moment.tz.dataVersion;

/** The oldest release the studio may run on: 2026c has B.C.'s and Alberta's permanent time. */
export const MINIMUM_ZONE_DATA = '2026c';

/** Whether a release ("2026f") is at least another ("2026c"): years compare first, then the letter(s). */
export const isZoneDataAtLeast = (version: string, minimum: string): boolean => {
  const [, year = '0', letters = ''] = /^(\d{4})([a-z]*)$/.exec(version) ?? [];
  const [, minYear = '0', minLetters = ''] = /^(\d{4})([a-z]*)$/.exec(minimum) ?? [];
  if (year !== minYear) return Number(year) > Number(minYear);
  return letters.length !== minLetters.length ? letters.length > minLetters.length : letters >= minLetters;
};

export class StaleZoneDataError extends Error {}

/** Refuses data older than the minimum, with what to do about it. */
export function assertZoneDataCurrent(version: string = ZONE_DATA_VERSION): void {
  if (!isZoneDataAtLeast(version, MINIMUM_ZONE_DATA)) {
    throw new StaleZoneDataError(
      `Timezone data ${version} is older than ${MINIMUM_ZONE_DATA}, the oldest release with the time laws in force ` +
        '(British Columbia and Alberta stopped changing their clocks in 2026). Run `npm install` to update ' +
        'the moment-timezone package, then start again.',
    );
  }
}

export const isKnownZone = (zone: string): boolean => moment.tz.zone(zone) !== null;

const cache = new Map<string, ZoneRules>();

/** A zone's rules as a table of offset changes (see zone-rules.ts), worked out once per zone. */
export function zoneRules(zone: string): ZoneRules {
  let rules = cache.get(zone);
  if (!rules) {
    const data = moment.tz.zone(zone);
    if (!data) throw new Error(`Unknown timezone ${zone}`);
    const last = data.untils.length - 1;
    rules = {
      zone,
      version: ZONE_DATA_VERSION,
      // moment-timezone counts minutes west of UTC and ends its list with Infinity.
      changes: data.untils.slice(0, last),
      offsets: data.offsets.map((minutesWest) => Math.round(-minutesWest) || 0),
      abbreviations: data.abbrs.map((name) => (/^[+-]\d+$/.test(name) ? '' : name)),
    };
    cache.set(zone, rules);
  }
  return rules;
}
