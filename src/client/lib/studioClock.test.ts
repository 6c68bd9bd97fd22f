import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  formatStudioDate,
  setStudioClock,
  studioDateOf,
  studioInstantOf,
  studioNow,
  studioNowInstant,
  studioOffsetMinutes,
  studioToday,
  studioWallClockOf,
  subscribeToStudioClock,
} from './studioClock';
import { setTestStudioClock, VANCOUVER } from './studioClockFixture';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

// The device sits in Kolkata (UTC+5:30): every answer below is one its own zone data could not give.
const deviceZone = process.env.TZ;
beforeAll(() => {
  process.env.TZ = 'Asia/Kolkata';
});
afterAll(() => {
  if (deviceZone === undefined) delete process.env.TZ;
  else process.env.TZ = deviceZone;
});
afterEach(() => {
  vi.useRealTimers();
});

describe('before the server has answered', () => {
  it('refuses to give a date rather than take one from the device', async () => {
    vi.resetModules();
    const fresh = await import('./studioClock');
    expect(fresh.hasStudioClock()).toBe(false);
    expect(() => fresh.studioToday()).toThrow(/before the server answered/);
    expect(() => fresh.studioDateOf('2026-12-01T12:00:00Z')).toThrow();
  });
});

describe("instants in studio time, on the server's rules", () => {
  it('gives the studio date and time, not the device zone', () => {
    setTestStudioClock(VANCOUVER);
    const instant = '2026-12-02T06:30:00.000Z';
    expect(new Date(instant).getTimezoneOffset()).toBe(-330);
    // 12:00 PM on Dec 2 in Kolkata; 11:30 PM on Dec 1 in Vancouver on −7 (B.C.'s 2026 law).
    expect(studioWallClockOf(instant)).toEqual({ date: '2026-12-01', time: '23:30' });
    expect(studioDateOf(new Date(instant))).toBe('2026-12-01');
    expect(formatStudioDate(instant, { withTime: true })).toBe('Dec 01, 2026 11:30 PM');
  });

  it("follows the server's table where older zone data would differ", () => {
    setTestStudioClock(VANCOUVER);
    // Old data would put Dec 2, 07:30 UTC at 11:30 PM PST on Dec 1; the 2026 law makes it 12:30 AM MST.
    expect(studioWallClockOf('2026-12-02T07:30:00.000Z')).toEqual({ date: '2026-12-02', time: '00:30' });
  });

  it('turns a studio date and time into the instant, the reverse way', () => {
    setTestStudioClock(VANCOUVER);
    expect(studioInstantOf('2026-12-01', '19:30').toISOString()).toBe('2026-12-02T02:30:00.000Z');
    expect(studioInstantOf('2026-07-01', '12:00:00').toISOString()).toBe('2026-07-01T19:00:00.000Z');
  });
});

describe("now, by the server's clock", () => {
  it('keeps the distance between the server clock and a wrong device clock', () => {
    vi.useFakeTimers();
    // The phone believes it is 5 hours earlier than it is.
    const deviceNow = Date.parse('2026-12-01T10:00:00.000Z');
    vi.setSystemTime(deviceNow);
    setTestStudioClock(VANCOUVER, new Date(deviceNow + 5 * HOUR));
    expect(studioNowInstant().toISOString()).toBe('2026-12-01T15:00:00.000Z');
    expect(studioNow()).toEqual({ date: '2026-12-01', time: '08:00' });

    vi.advanceTimersByTime(90 * MINUTE);
    expect(studioNowInstant().toISOString()).toBe('2026-12-01T16:30:00.000Z');
    expect(studioNow().time).toBe('09:30');
    expect(studioOffsetMinutes()).toBe(-420);
  });

  it('takes the time of receipt as the device side of the distance', () => {
    vi.useFakeTimers();
    vi.setSystemTime(Date.parse('2026-12-01T10:10:00.000Z'));
    const answer = {
      timeZone: 'America/Vancouver',
      now: '2026-12-01T20:00:00.000Z',
      today: '2026-12-01',
      time: '13:00',
      offsetMinutes: -420,
      rules: VANCOUVER,
    };
    // Received ten minutes ago by the device clock: the server's clock has moved on since.
    setStudioClock(answer, Date.parse('2026-12-01T10:00:00.000Z'));
    expect(studioNowInstant().toISOString()).toBe('2026-12-01T20:10:00.000Z');
  });
});

describe('the studio day', () => {
  it("moves at the studio's midnight, and listeners hear of it then", () => {
    vi.useFakeTimers();
    // 11:58:30 PM on Dec 1 in Vancouver; already 12:28 PM on Dec 2 on the device.
    vi.setSystemTime(Date.parse('2026-12-02T06:58:30.000Z'));
    setTestStudioClock(VANCOUVER);
    const seen: string[] = [];
    const stop = subscribeToStudioClock(() => seen.push(studioToday()));
    expect(studioToday()).toBe('2026-12-01');

    vi.advanceTimersByTime(MINUTE);
    expect(seen.at(-1)).toBe('2026-12-01');
    vi.advanceTimersByTime(MINUTE);
    expect(studioToday()).toBe('2026-12-02');
    expect(seen.at(-1)).toBe('2026-12-02');
    stop();

    const heard = seen.length;
    vi.advanceTimersByTime(10 * MINUTE);
    expect(seen).toHaveLength(heard);
  });

  it('tells listeners when a new clock answer arrives', () => {
    setTestStudioClock(VANCOUVER);
    const listener = vi.fn();
    const stop = subscribeToStudioClock(listener);
    setTestStudioClock(VANCOUVER);
    expect(listener).toHaveBeenCalledTimes(1);
    stop();
  });
});
