import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  abbreviationAt,
  instantOfWallClock,
  offsetAt,
  offsetChangesBetween,
  rulesBetween,
  wallClockOf,
  type ZoneRules,
} from './zone-rules';

const utc = (iso: string) => Date.parse(iso);

/** Vancouver as the 2026 law has it, written by hand: PST, PDT from 8 March, then −7 kept as MST. */
const VANCOUVER: ZoneRules = {
  zone: 'America/Vancouver',
  version: 'test',
  changes: [utc('2025-11-02T09:00:00Z'), utc('2026-03-08T10:00:00Z'), utc('2026-11-01T09:00:00Z')],
  offsets: [-420, -480, -420, -420],
  abbreviations: ['PDT', 'PST', 'PDT', 'MST'],
};

describe('a zone as a table of offset changes', () => {
  it('reads the offset and name in force at an instant, a change taking effect at its own instant', () => {
    expect(offsetAt(VANCOUVER, utc('2026-01-15T12:00:00Z'))).toBe(-480);
    expect(offsetAt(VANCOUVER, utc('2026-03-08T09:59:59Z'))).toBe(-480);
    expect(offsetAt(VANCOUVER, utc('2026-03-08T10:00:00Z'))).toBe(-420);
    expect(offsetAt(VANCOUVER, utc('2026-12-15T12:00:00Z'))).toBe(-420);
    expect(abbreviationAt(VANCOUVER, utc('2026-12-15T12:00:00Z'))).toBe('MST');
    expect(abbreviationAt(VANCOUVER, utc('2026-07-01T12:00:00Z'))).toBe('PDT');
  });

  it('gives the wall clock across the studio midnight', () => {
    expect(wallClockOf(VANCOUVER, utc('2026-12-02T06:30:00Z'))).toEqual({
      date: '2026-12-01',
      time: '23:30',
    });
    expect(wallClockOf(VANCOUVER, utc('2026-12-02T07:30:00Z'))).toEqual({
      date: '2026-12-02',
      time: '00:30',
    });
  });

  it('turns wall-clock times into instants: a gap resolves after it, an overlap to its first reading', () => {
    expect(new Date(instantOfWallClock(VANCOUVER, '2026-12-01', '19:30')).toISOString()).toBe(
      '2026-12-02T02:30:00.000Z',
    );
    // 02:30 never happens on 8 March: it is read on PST, which the clock shows as 03:30 PDT.
    expect(new Date(instantOfWallClock(VANCOUVER, '2026-03-08', '02:30')).toISOString()).toBe(
      '2026-03-08T10:30:00.000Z',
    );
    // 01:30 happened twice on 2 November 2025: the PDT one first.
    expect(new Date(instantOfWallClock(VANCOUVER, '2025-11-02', '01:30')).toISOString()).toBe(
      '2025-11-02T08:30:00.000Z',
    );
  });

  it('lists offset changes, and with renames also a change of name alone', () => {
    const year = [utc('2026-01-01T00:00:00Z'), utc('2027-01-01T00:00:00Z')] as const;
    expect(offsetChangesBetween(VANCOUVER, ...year)).toEqual([
      { at: utc('2026-03-08T10:00:00Z'), fromMinutes: -480, toMinutes: -420, abbreviation: 'PDT' },
    ]);
    expect(offsetChangesBetween(VANCOUVER, ...year, { renames: true })).toHaveLength(2);
  });

  it('cut to a window, answers the same inside it', () => {
    const cut = rulesBetween(VANCOUVER, utc('2026-01-01T00:00:00Z'), utc('2030-01-01T00:00:00Z'));
    expect(cut.changes).toHaveLength(2);
    fc.assert(
      fc.property(fc.integer({ min: utc('2026-01-01T00:00:00Z'), max: utc('2030-01-01T00:00:00Z') }), (t) => {
        expect(offsetAt(cut, t)).toBe(offsetAt(VANCOUVER, t));
      }),
    );
  });

  it('reads back every wall-clock time that exists, and the binary search agrees with a linear one', () => {
    const linear = (t: number) => {
      let i = 0;
      while (i < VANCOUVER.changes.length && VANCOUVER.changes[i]! <= t) i++;
      return VANCOUVER.offsets[i];
    };
    fc.assert(
      fc.property(fc.integer({ min: utc('2025-06-01T00:00:00Z'), max: utc('2027-06-01T00:00:00Z') }), (t) => {
        const minute = t - (t % 60_000);
        expect(offsetAt(VANCOUVER, minute)).toBe(linear(minute));
        const { date, time } = wallClockOf(VANCOUVER, minute);
        expect(wallClockOf(VANCOUVER, instantOfWallClock(VANCOUVER, date, time))).toEqual({ date, time });
      }),
    );
  });
});
