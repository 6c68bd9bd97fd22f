import { describe, expect, it } from 'vitest';
import { classReminderAt, classReminderDue, paymentReminderAt, paymentReminderDue } from './reminder-timing';

/** A zone that still changes its clocks (Vancouver stopped on 2026-11-01: tested on its own below). */
const ZONE = 'America/Los_Angeles';
const iso = (d: Date) => d.toISOString();

describe('classReminderAt', () => {
  it('is 09:00 studio time `days` days before the class', () => {
    expect(iso(classReminderAt('2027-01-20', '19:30', 1, ZONE))).toBe('2027-01-19T17:00:00.000Z');
    expect(iso(classReminderAt('2027-01-20', '19:30', 2, ZONE))).toBe('2027-01-18T17:00:00.000Z');
    expect(iso(classReminderAt('2027-01-20', '19:30', 3, ZONE))).toBe('2027-01-17T17:00:00.000Z');
    expect(iso(classReminderAt('2027-01-20', '19:30', 7, ZONE))).toBe('2027-01-13T17:00:00.000Z');
  });

  it('on the day (0): 09:00, or 3 hours before an earlier class; never in the quiet hours', () => {
    expect(iso(classReminderAt('2027-01-20', '19:30', 0, ZONE))).toBe('2027-01-20T17:00:00.000Z');
    expect(iso(classReminderAt('2027-01-20', '12:00', 0, ZONE))).toBe('2027-01-20T17:00:00.000Z');
    expect(iso(classReminderAt('2027-01-20', '11:30', 0, ZONE))).toBe('2027-01-20T16:30:00.000Z');
    expect(iso(classReminderAt('2027-01-20', '11:00', 0, ZONE))).toBe('2027-01-20T16:00:00.000Z');
    // 3 hours before a 7:00 AM class is 4:00 AM: the evening before at 20:00 instead (decision 035).
    expect(iso(classReminderAt('2027-01-20', '07:00', 0, ZONE))).toBe('2027-01-20T04:00:00.000Z');
    expect(iso(classReminderAt('2027-01-20', '10:59', 0, ZONE))).toBe('2027-01-20T04:00:00.000Z');
    // A class at 00:30: 21:30 the evening before is quiet too, so 20:00 that evening.
    expect(iso(classReminderAt('2027-01-20', '00:30', 0, ZONE))).toBe('2027-01-20T04:00:00.000Z');
  });

  it('keeps 09:00 on the wall clock across both DST changes', () => {
    // Fall back on Nov 1, 2026: 09:00 that day is PST (UTC−8), the day before PDT (UTC−7).
    expect(iso(classReminderAt('2026-11-02', '19:30', 1, ZONE))).toBe('2026-11-01T17:00:00.000Z');
    expect(iso(classReminderAt('2026-11-01', '19:30', 1, ZONE))).toBe('2026-10-31T16:00:00.000Z');
    // Spring forward on Mar 8, 2026: 09:00 that day is PDT (UTC−7).
    expect(iso(classReminderAt('2026-03-09', '19:30', 1, ZONE))).toBe('2026-03-08T16:00:00.000Z');
    expect(iso(classReminderAt('2026-03-08', '19:30', 1, ZONE))).toBe('2026-03-07T17:00:00.000Z');
  });

  it('in Vancouver, 09:00 is 16:00 UTC all year from November 2026 (tz 2026b)', () => {
    expect(iso(classReminderAt('2026-11-02', '19:30', 1, 'America/Vancouver'))).toBe(
      '2026-11-01T16:00:00.000Z',
    );
    expect(iso(classReminderAt('2027-01-20', '19:30', 1, 'America/Vancouver'))).toBe(
      '2027-01-19T16:00:00.000Z',
    );
    expect(iso(classReminderAt('2027-07-20', '19:30', 1, 'America/Vancouver'))).toBe(
      '2027-07-19T16:00:00.000Z',
    );
  });
});

describe('classReminderDue', () => {
  const c = { classDate: '2027-01-20', startTime: '19:30:00', bookedAt: new Date('2027-01-01T00:00:00Z') };
  it('in its slot, never before it or after the class starts', () => {
    expect(classReminderDue(c, 1, ZONE, new Date('2027-01-19T16:59:59Z'))).toBe(false);
    expect(classReminderDue(c, 1, ZONE, new Date('2027-01-19T17:00:00Z'))).toBe(true);
    expect(classReminderDue(c, 1, ZONE, new Date('2027-01-19T17:59:59Z'))).toBe(true);
    expect(classReminderDue(c, 1, ZONE, new Date('2027-01-21T03:30:00Z'))).toBe(false);
  });
  it('a missed slot: caught up in daytime while the class is 3 hours away, never at night (decision 035)', () => {
    // 01:10 studio time the night before (the app just started): not at night.
    expect(classReminderDue(c, 1, ZONE, new Date('2027-01-20T09:10:00Z'))).toBe(false);
    // 20:59 the day before is daytime, 22:59 is not.
    expect(classReminderDue(c, 1, ZONE, new Date('2027-01-20T04:59:00Z'))).toBe(true);
    expect(classReminderDue(c, 1, ZONE, new Date('2027-01-20T06:59:00Z'))).toBe(false);
    // 08:00 on the class day: daytime, 11 h 30 before the class.
    expect(classReminderDue(c, 1, ZONE, new Date('2027-01-20T16:00:00Z'))).toBe(true);
    // 16:30 and 16:31: exactly 3 hours before the 19:30 class, then less.
    expect(classReminderDue(c, 1, ZONE, new Date('2027-01-21T00:30:00Z'))).toBe(true);
    expect(classReminderDue(c, 1, ZONE, new Date('2027-01-21T00:31:00Z'))).toBe(false);
  });
  it('a same-day reminder moved to the evening before is sent in that slot', () => {
    const early = { ...c, startTime: '07:00:00' };
    expect(classReminderDue(early, 0, ZONE, new Date('2027-01-20T04:00:00Z'))).toBe(true);
    expect(classReminderDue(early, 0, ZONE, new Date('2027-01-20T12:00:00Z'))).toBe(false);
  });
  it('not for a booking made after the reminder time', () => {
    const late = { ...c, bookedAt: new Date('2027-01-19T17:00:01Z') };
    expect(classReminderDue(late, 1, ZONE, new Date('2027-01-20T18:00:00Z'))).toBe(false);
    const onTheMinute = { ...c, bookedAt: new Date('2027-01-19T17:00:00Z') };
    expect(classReminderDue(onTheMinute, 1, ZONE, new Date('2027-01-20T18:00:00Z'))).toBe(true);
  });
});

describe('payment reminders', () => {
  const bill = { dueDate: '2027-02-10', createdAt: new Date('2027-01-31T00:00:00Z') };
  it('09:00 studio time `days` before the due date, until the due date ends', () => {
    expect(iso(paymentReminderAt('2027-02-10', 7, ZONE))).toBe('2027-02-03T17:00:00.000Z');
    expect(paymentReminderDue(bill, 7, ZONE, new Date('2027-02-03T16:59:00Z'))).toBe(false);
    expect(paymentReminderDue(bill, 7, ZONE, new Date('2027-02-03T17:00:00Z'))).toBe(true);
    expect(paymentReminderDue(bill, 7, ZONE, new Date('2027-02-11T04:59:00Z'))).toBe(true);
    expect(paymentReminderDue(bill, 7, ZONE, new Date('2027-02-11T08:00:00Z'))).toBe(false);
  });
  it('a run in the quiet hours sends none; the next daytime run does (decision 035)', () => {
    // 01:10 and 23:59 studio time.
    expect(paymentReminderDue(bill, 7, ZONE, new Date('2027-02-04T09:10:00Z'))).toBe(false);
    expect(paymentReminderDue(bill, 7, ZONE, new Date('2027-02-11T07:59:00Z'))).toBe(false);
    expect(paymentReminderDue(bill, 7, ZONE, new Date('2027-02-04T16:00:00Z'))).toBe(true);
  });
  it('not for a bill made after its reminder time', () => {
    const late = { ...bill, createdAt: new Date('2027-02-05T00:00:00Z') };
    expect(paymentReminderDue(late, 7, ZONE, new Date('2027-02-06T17:00:00Z'))).toBe(false);
  });
});
