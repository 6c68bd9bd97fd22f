import { describe, expect, it } from 'vitest';
import {
  bookingDateInstant,
  canStudentCancel,
  classStartInstant,
  hasStarted,
  studentCancelVerdict,
} from './booking-rules';

const VANCOUVER = 'America/Vancouver';
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const at = (iso: string) => new Date(iso);

describe('classStartInstant', () => {
  it('is the studio wall-clock time in the studio timezone, seconds ignored', () => {
    // B.C. keeps UTC−7 all year from 2026-11-01 (tz 2026b): 19:30 in late November is 02:30 UTC.
    expect(classStartInstant('2026-11-25', '19:30:00', VANCOUVER).toISOString()).toBe(
      '2026-11-26T02:30:00.000Z',
    );
    expect(classStartInstant('2026-07-01', '09:00', VANCOUVER).toISOString()).toBe(
      '2026-07-01T16:00:00.000Z',
    );
    expect(classStartInstant('2026-07-01', '09:00', 'Europe/Paris').toISOString()).toBe(
      '2026-07-01T07:00:00.000Z',
    );
  });
});

describe('hasStarted (past class)', () => {
  const start = classStartInstant('2026-11-25', '19:30', VANCOUVER);
  it('a class starting now or earlier has taken place; one a minute ahead has not', () => {
    expect(hasStarted(start, start)).toBe(true);
    expect(hasStarted(start, new Date(start.getTime() + MINUTE))).toBe(true);
    expect(hasStarted(start, new Date(start.getTime() - MINUTE))).toBe(false);
  });
});

describe('student cancellation cutoff (more than 24 hours ahead)', () => {
  const start = classStartInstant('2026-11-25', '19:30', VANCOUVER);
  const ahead = (ms: number) => new Date(start.getTime() - ms);

  it('exactly 24 h before the class is too late', () => {
    expect(studentCancelVerdict(start, ahead(24 * HOUR), 24)).toBe('too_late');
    expect(canStudentCancel(start, ahead(24 * HOUR), 24)).toBe(false);
  });

  it('24 h and one minute before is allowed; one millisecond under 24 h is not', () => {
    expect(studentCancelVerdict(start, ahead(24 * HOUR + MINUTE), 24)).toBe('allowed');
    expect(canStudentCancel(start, ahead(24 * HOUR + 1), 24)).toBe(true);
    expect(canStudentCancel(start, ahead(24 * HOUR - 1), 24)).toBe(false);
  });

  it('a class under way or over is "past", not merely too late', () => {
    expect(studentCancelVerdict(start, start, 24)).toBe('past');
    expect(studentCancelVerdict(start, new Date(start.getTime() + HOUR), 24)).toBe('past');
    expect(studentCancelVerdict(start, ahead(HOUR), 24)).toBe('too_late');
  });

  it('honours another cutoff from the settings', () => {
    expect(canStudentCancel(start, ahead(47 * HOUR), 48)).toBe(false);
    expect(canStudentCancel(start, ahead(49 * HOUR), 48)).toBe(true);
    expect(canStudentCancel(start, ahead(2 * HOUR), 1)).toBe(true);
  });

  it('spring forward (2026-03-08, Vancouver): the lost hour counts as the real time it is', () => {
    // 19:30 PDT on the 8th is 23 h of real time after 19:30 PST on the 7th, not 24.
    const start = classStartInstant('2026-03-08', '19:30', VANCOUVER);
    expect(start.toISOString()).toBe('2026-03-09T02:30:00.000Z');
    const sameWallTimeDayBefore = at('2026-03-08T03:30:00Z'); // 19:30 PST on the 7th
    expect((start.getTime() - sameWallTimeDayBefore.getTime()) / HOUR).toBe(23);
    expect(canStudentCancel(start, sameWallTimeDayBefore, 24)).toBe(false);
    // 19:00 PST on the 7th reads as 24.5 h on the wall clock but is only 23.5 h away: refused.
    expect(canStudentCancel(start, at('2026-03-08T03:00:00Z'), 24)).toBe(false);
    // 18:29 PST on the 7th is 24 h 1 min of real time: allowed.
    expect(canStudentCancel(start, at('2026-03-08T02:29:00Z'), 24)).toBe(true);
    expect(canStudentCancel(start, at('2026-03-08T02:30:00Z'), 24)).toBe(false);
  });

  it('fall back (2026-11-01, Toronto): the repeated hour counts too', () => {
    // 19:30 EST on the 1st is 25 h of real time after 19:30 EDT on October 31.
    const start = classStartInstant('2026-11-01', '19:30', 'America/Toronto');
    expect(start.toISOString()).toBe('2026-11-02T00:30:00.000Z');
    // 20:00 EDT on Oct 31 reads as 23.5 h on the wall clock but is 24.5 h away: allowed.
    expect(canStudentCancel(start, at('2026-11-01T00:00:00Z'), 24)).toBe(true);
    // 20:30 EDT on Oct 31 is exactly 24 h of real time: refused.
    expect(canStudentCancel(start, at('2026-11-01T00:30:00Z'), 24)).toBe(false);
    expect(canStudentCancel(start, at('2026-11-01T00:29:00Z'), 24)).toBe(true);
  });

  it('Vancouver no longer falls back: 23 h 20 min before a class on the B.C. clock is too late', () => {
    // 19:30 on 1 December is 02:30 UTC on the 2nd (−7); with the old −8 it would have been 03:30.
    const start = classStartInstant('2026-12-01', '19:30', VANCOUVER);
    expect(start.toISOString()).toBe('2026-12-02T02:30:00.000Z');
    expect(canStudentCancel(start, at('2026-12-01T03:10:00Z'), 24)).toBe(false);
    expect(canStudentCancel(start, at('2026-12-01T02:29:00Z'), 24)).toBe(true);
  });

  it('a class in the spring-forward gap (02:30 does not exist) starts an hour later on the clock', () => {
    const start = classStartInstant('2026-03-08', '02:30', VANCOUVER);
    expect(start.toISOString()).toBe('2026-03-08T10:30:00.000Z'); // 03:30 PDT
    expect(hasStarted(start, at('2026-03-08T10:29:00Z'))).toBe(false);
  });
});

describe('bookingDateInstant (an administrator back-dates a booking)', () => {
  it('a date is the start of that studio day; a date-time is taken as written', () => {
    expect(bookingDateInstant('2026-11-01', VANCOUVER).toISOString()).toBe('2026-11-01T07:00:00.000Z');
    expect(bookingDateInstant('2026-11-02', VANCOUVER).toISOString()).toBe('2026-11-02T07:00:00.000Z');
    expect(bookingDateInstant('2026-11-02', 'America/Los_Angeles').toISOString()).toBe(
      '2026-11-02T08:00:00.000Z',
    );
    expect(bookingDateInstant('2026-11-02T10:15:00Z', VANCOUVER).toISOString()).toBe(
      '2026-11-02T10:15:00.000Z',
    );
  });
});
