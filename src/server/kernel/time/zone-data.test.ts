import { describe, expect, it } from 'vitest';
import { clockNow, startClockAt, startClockFromEnv, useRealClock } from './clock';
import { assertSupportedRuntime } from './runtime';
import { assertZoneDataCurrent, isZoneDataAtLeast, MINIMUM_ZONE_DATA, ZONE_DATA_VERSION } from './zone-data';

describe('the zone data the studio runs on', () => {
  it('is at least the minimum, and the minimum has the 2026 laws', () => {
    expect(MINIMUM_ZONE_DATA).toBe('2026c');
    expect(isZoneDataAtLeast(ZONE_DATA_VERSION, MINIMUM_ZONE_DATA)).toBe(true);
  });

  it('compares releases by year, then letter', () => {
    expect(isZoneDataAtLeast('2026c', '2026c')).toBe(true);
    expect(isZoneDataAtLeast('2026f', '2026c')).toBe(true);
    expect(isZoneDataAtLeast('2027a', '2026c')).toBe(true);
    expect(isZoneDataAtLeast('2026b', '2026c')).toBe(false);
    expect(isZoneDataAtLeast('2025c', '2026c')).toBe(false);
  });

  it('refuses stale data and an end-of-life runtime with what to do', () => {
    expect(() => assertZoneDataCurrent('2025c')).toThrow(/2025c is older than 2026c.*npm install/);
    expect(() => assertSupportedRuntime('20.20.2')).toThrow(
      /Node.js 20.20.2 is past its end of life.*npm start/,
    );
    expect(() => assertSupportedRuntime('24.21.0')).not.toThrow();
  });
});

describe('the clock a test can choose', () => {
  it('starts at the chosen instant and advances in real time; production refuses it', async () => {
    startClockAt(new Date('2026-12-01T00:30:00-07:00'), 'test');
    const first = clockNow().getTime();
    expect(Math.abs(first - Date.parse('2026-12-01T07:30:00Z'))).toBeLessThan(1000);
    await new Promise((r) => setTimeout(r, 20));
    expect(clockNow().getTime()).toBeGreaterThan(first);
    useRealClock();
    expect(Math.abs(clockNow().getTime() - Date.now())).toBeLessThan(5);
    expect(() => startClockAt(new Date(), 'production')).toThrow(/production runs on the real clock/);
  });

  it('takes STUDIO_CLOCK_AT only as an instant with its offset', () => {
    expect(() => startClockFromEnv({ STUDIO_CLOCK_AT: '2026-12-01 00:30' })).toThrow(/with its offset/);
    expect(() =>
      startClockFromEnv({ STUDIO_CLOCK_AT: '2026-12-01T00:30:00Z', NODE_ENV: 'production' }),
    ).toThrow(/production/);
    startClockFromEnv({ STUDIO_CLOCK_AT: '2026-12-01T00:30:00-07:00', NODE_ENV: 'test' });
    expect(Math.abs(clockNow().getTime() - Date.parse('2026-12-01T07:30:00Z'))).toBeLessThan(1000);
    useRealClock();
  });
});
