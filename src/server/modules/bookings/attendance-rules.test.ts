import { describe, expect, it } from 'vitest';
import { checkInOpen, markVerdict, noShowOpen } from './attendance-rules';

const VANCOUVER = 'America/Vancouver';
const cls = { classDate: '2026-03-09', startTime: '19:30:00' };

describe('when a class can be checked in (studio timezone)', () => {
  it('opens at 00:00 of the class’s day in the studio, not in UTC', () => {
    // 23:59 on Mar 08 in Vancouver (PDT since Mar 08 02:00) is already Mar 09 in UTC.
    expect(checkInOpen(cls, VANCOUVER, new Date('2026-03-09T06:59:00Z'))).toBe(false);
    expect(checkInOpen(cls, VANCOUVER, new Date('2026-03-09T07:00:00Z'))).toBe(true);
    // And stays open afterwards.
    expect(checkInOpen(cls, VANCOUVER, new Date('2026-06-01T12:00:00Z'))).toBe(true);
  });

  it('no-shows from the start minute, included', () => {
    expect(noShowOpen(cls, VANCOUVER, new Date('2026-03-10T02:29:59Z'))).toBe(false);
    expect(noShowOpen(cls, VANCOUVER, new Date('2026-03-10T02:30:00Z'))).toBe(true);
  });

  it('on the fall-back day (25 hours, Toronto) the day still starts at local midnight', () => {
    const fallBack = { classDate: '2026-11-01', startTime: '23:00' };
    const TORONTO = 'America/Toronto';
    expect(checkInOpen(fallBack, TORONTO, new Date('2026-11-01T03:59:00Z'))).toBe(false);
    expect(checkInOpen(fallBack, TORONTO, new Date('2026-11-01T04:00:00Z'))).toBe(true);
    expect(noShowOpen(fallBack, TORONTO, new Date('2026-11-02T03:59:00Z'))).toBe(false);
    expect(noShowOpen(fallBack, TORONTO, new Date('2026-11-02T04:00:00Z'))).toBe(true);
  });

  it('Vancouver, which no longer falls back, starts 1 November at 07:00 UTC and 2 November too', () => {
    const day = { classDate: '2026-11-02', startTime: '23:00' };
    expect(checkInOpen(day, VANCOUVER, new Date('2026-11-02T06:59:00Z'))).toBe(false);
    expect(checkInOpen(day, VANCOUVER, new Date('2026-11-02T07:00:00Z'))).toBe(true);
  });

  it('gives each mark its verdict; clearing is always allowed', () => {
    const dayBefore = new Date('2026-03-09T06:00:00Z');
    const morning = new Date('2026-03-09T17:00:00Z');
    const started = new Date('2026-03-10T03:00:00Z');
    expect(markVerdict('attended', cls, VANCOUVER, dayBefore)).toBe('before_day');
    expect(markVerdict('no_show', cls, VANCOUVER, dayBefore)).toBe('before_day');
    expect(markVerdict(null, cls, VANCOUVER, dayBefore)).toBe('allowed');
    expect(markVerdict('attended', cls, VANCOUVER, morning)).toBe('allowed');
    expect(markVerdict('no_show', cls, VANCOUVER, morning)).toBe('before_start');
    expect(markVerdict('no_show', cls, VANCOUVER, started)).toBe('allowed');
  });
});
