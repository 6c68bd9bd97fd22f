import { describe, expect, it } from 'vitest';
import { clockForClients, studioDayStart, studioInstant, studioNowIn, studioWallClock } from './studio-time';
import { ZONE_DATA_VERSION } from './zone-data';

const at = (iso: string) => new Date(iso);

describe('studio time on the server zone data, pinned to the 2026 laws', () => {
  it('British Columbia stays on UTC−7 from 2026-11-01 (tz 2026b): no fall back, no spring forward', () => {
    expect(studioNowIn('America/Vancouver', at('2026-01-15T20:00:00Z')).offsetMinutes).toBe(-480);
    expect(studioNowIn('America/Vancouver', at('2026-07-01T20:00:00Z')).offsetMinutes).toBe(-420);
    expect(studioNowIn('America/Vancouver', at('2026-12-15T20:00:00Z')).offsetMinutes).toBe(-420);
    expect(studioNowIn('America/Vancouver', at('2027-07-01T20:00:00Z')).offsetMinutes).toBe(-420);
    expect(studioInstant('America/Vancouver', '2026-12-01', '19:30').toISOString()).toBe(
      '2026-12-02T02:30:00.000Z',
    );
    // The 2025c data of Node 20 put 01:30 on 1 November 2026 twice and midnight on 2 December at 08:00Z.
    expect(studioDayStart('America/Vancouver', '2026-12-02').toISOString()).toBe('2026-12-02T07:00:00.000Z');
  });

  it('Alberta followed (tz 2026c): Edmonton stays on UTC−6', () => {
    expect(studioNowIn('America/Edmonton', at('2026-12-15T20:00:00Z')).offsetMinutes).toBe(-360);
  });

  it('the zones that still change their clocks keep doing so', () => {
    expect(studioNowIn('America/Los_Angeles', at('2026-12-15T20:00:00Z')).offsetMinutes).toBe(-480);
    expect(studioNowIn('America/Toronto', at('2027-03-14T06:59:00Z')).offsetMinutes).toBe(-300);
    expect(studioNowIn('America/Toronto', at('2027-03-14T07:00:00Z')).offsetMinutes).toBe(-240);
    expect(studioInstant('Europe/London', '2027-03-28', '01:30').toISOString()).toBe(
      '2027-03-28T01:30:00.000Z',
    );
    expect(studioNowIn('Europe/Paris', at('2027-07-01T12:00:00Z')).offsetMinutes).toBe(120);
  });

  it('23:30 and 00:30 in the studio are on the right days', () => {
    expect(studioWallClock('America/Vancouver', at('2026-12-01T06:30:00Z'))).toEqual({
      date: '2026-11-30',
      time: '23:30',
    });
    expect(studioNowIn('America/Vancouver', at('2026-12-01T07:30:00Z'))).toMatchObject({
      today: '2026-12-01',
      tomorrow: '2026-12-02',
      time: '00:30',
    });
  });

  it('sends browsers the rules with their version, enough to read any instant since 2000', () => {
    const clock = clockForClients('America/Vancouver', at('2026-12-01T07:30:00Z'));
    expect(clock).toMatchObject({
      today: '2026-12-01',
      time: '00:30',
      offsetMinutes: -420,
      abbreviation: 'MST',
    });
    expect(clock.rules.version).toBe(ZONE_DATA_VERSION);
    expect(clock.rules.changes.length).toBeLessThan(80);
    // The last entry is B.C.'s renaming of −7 as MST; the offset stays.
    expect(clock.rules.changes.at(-1)).toBe(Date.parse('2026-11-01T09:00:00Z'));
    expect(clock.rules.offsets.slice(-2)).toEqual([-420, -420]);
  });
});
