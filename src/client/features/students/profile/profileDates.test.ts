import { beforeEach, describe, expect, it } from 'vitest';
import { setTestStudioClock, TORONTO, UTC } from '../../../lib/studioClockFixture';
import { dateLabel, dateTimeLabel, INVALID_DATE, NO_DATE, sortTime } from './profileDates';

beforeEach(() => setTestStudioClock(TORONTO));

describe('dateTimeLabel', () => {
  it('shows an instant in studio time, 12-hour', () => {
    expect(dateTimeLabel('2026-11-23T00:30:00.000Z')).toBe('Nov 22, 2026 7:30 PM');
  });

  it('says "No date" for a missing date and "Invalid date" for an unreadable one', () => {
    expect(dateTimeLabel(null)).toBe(NO_DATE);
    expect(dateTimeLabel(undefined)).toBe(NO_DATE);
    expect(dateTimeLabel('  ')).toBe('No date');
    expect(dateTimeLabel('not a date')).toBe(INVALID_DATE);
    expect(dateTimeLabel('2026-13-45T99:00:00Z')).toBe('Invalid date');
  });

  it('keeps a calendar date as it is', () => {
    expect(dateTimeLabel('2026-11-22')).toBe('Nov 22, 2026');
  });
});

describe('dateLabel', () => {
  it('is the studio date of an instant', () => {
    expect(dateLabel('2026-11-23T03:00:00.000Z')).toBe('Nov 22, 2026');
    setTestStudioClock(UTC);
    expect(dateLabel('2026-11-23T03:00:00.000Z')).toBe('Nov 23, 2026');
  });

  it('does not shift a calendar date through the timezone', () => {
    expect(dateLabel('2026-01-01')).toBe('Jan 01, 2026');
  });

  it('names missing and unreadable dates', () => {
    expect(dateLabel(null)).toBe('No date');
    expect(dateLabel('yesterday-ish')).toBe('Invalid date');
    expect(dateLabel('2026-02-30')).toBe('Invalid date');
  });
});

describe('sortTime', () => {
  it('orders unreadable and missing dates as the oldest', () => {
    expect(sortTime('2026-01-01T00:00:00Z')).toBeGreaterThan(sortTime('2025-12-31T23:59:59Z'));
    expect(sortTime(null)).toBe(Number.NEGATIVE_INFINITY);
    expect(sortTime('nope')).toBe(Number.NEGATIVE_INFINITY);
  });
});
