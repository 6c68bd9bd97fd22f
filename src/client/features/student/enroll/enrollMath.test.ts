import { describe, expect, it } from 'vitest';
import type { TBooking } from '../../../../shared/schemas/bookings';
import type { TClassInstance } from '../../../../shared/schemas/classes/instances';
import { groupInstancesByDate } from '../../calendar/groupInstancesByDate';
import {
  canShift,
  classState,
  confirmedByInstance,
  firstOfDay,
  priceLabel,
  shiftCursor,
  truncateName,
  upcomingDates,
} from './enrollMath';

const instance = (over: Partial<TClassInstance> = {}): TClassInstance => ({
  id: 1,
  classScheduleId: 1,
  classTypeId: 1,
  classDate: '2026-11-24',
  startTime: '19:30',
  endTime: '20:30',
  duration: 60,
  location: 'Studio A',
  customName: null,
  name: 'Yoga Flow',
  description: '',
  notes: null,
  maxStudents: 15,
  enrollmentCount: 3,
  price: '20.00',
  isCancelled: false,
  cancellationReason: null,
  isSingle: false,
  ...over,
});
const booking = (over: Partial<TBooking> = {}) =>
  ({ id: 9, classInstanceId: 1, bookingStatus: 'confirmed', canCancel: true, ...over }) as TBooking;
const NOW = { date: '2026-11-22', time: '10:00' };

describe('truncateName', () => {
  it('keeps the first 8 (month) or 12 (week) characters', () => {
    expect(truncateName('Yoga Flow', 8)).toBe('Yoga Flo');
    expect(truncateName('HIIT Bootcamp Extreme', 12)).toBe('HIIT Bootcam');
    expect(truncateName('Spin', 8)).toBe('Spin');
    expect(truncateName('Exactly8', 8)).toBe('Exactly8');
  });
  it('drops a trailing space and never splits a character', () => {
    expect(truncateName('Hot Yoga Flow', 4)).toBe('Hot');
    expect(truncateName('🧘🧘🧘 Calm', 2)).toBe('🧘🧘');
  });
});

describe('classState', () => {
  it('is booked when the student holds a confirmed booking, even of a full class', () => {
    expect(classState(instance({ enrollmentCount: 15 }), booking(), NOW)).toBe('booked');
  });
  it('is full when enrolment reaches the maximum', () => {
    expect(classState(instance({ enrollmentCount: 15 }), undefined, NOW)).toBe('full');
    expect(classState(instance({ enrollmentCount: 16 }), undefined, NOW)).toBe('full');
  });
  it('is available otherwise, and past once it has started', () => {
    expect(classState(instance({ enrollmentCount: 14 }), undefined, NOW)).toBe('available');
    expect(classState(instance({ classDate: '2026-11-21' }), undefined, NOW)).toBe('past');
    expect(classState(instance({ classDate: '2026-11-22', startTime: '10:00' }), undefined, NOW)).toBe(
      'past',
    );
    expect(classState(instance({ classDate: '2026-11-22', startTime: '10:01' }), undefined, NOW)).toBe(
      'available',
    );
  });
  it('is not yet open after the last bookable date, unless booked or past', () => {
    const later = instance({ classDate: '2026-12-30' });
    expect(classState(later, undefined, NOW, '2026-12-22')).toBe('notOpen');
    expect(classState(later, undefined, NOW, '2026-12-30')).toBe('available');
    expect(classState(later, booking(), NOW, '2026-12-22')).toBe('booked');
    expect(classState(instance({ classDate: '2026-11-21' }), undefined, NOW, '2026-11-01')).toBe('past');
  });
  it('ignores cancelled bookings', () => {
    const map = confirmedByInstance([booking({ bookingStatus: 'cancelled' })]);
    expect(classState(instance(), map.get(1), NOW)).toBe('available');
  });
});

describe('grouping', () => {
  const list = [
    instance({ id: 1, classDate: '2026-11-24', startTime: '19:30' }),
    instance({ id: 2, classDate: '2026-11-24', startTime: '07:00' }),
    instance({ id: 3, classDate: '2026-11-20' }),
    instance({ id: 4, classDate: '2026-11-25', isCancelled: true }),
  ];
  it('lists upcoming dates from today on', () => {
    expect(upcomingDates(groupInstancesByDate(list), '2026-11-22')).toEqual(['2026-11-24']);
  });
  it('shows the first class of a day and counts the rest', () => {
    const day = groupInstancesByDate(list).get('2026-11-24')!;
    expect(firstOfDay(day)).toEqual({ first: day[0], more: 1 });
    expect(firstOfDay([])).toEqual({ first: undefined, more: 0 });
  });
});

describe('paging within the data window', () => {
  const window = { startDate: '2026-11-01', endDate: '2027-01-31' };
  it('moves by month and by week', () => {
    expect(shiftCursor('month', '2026-11-22', 1)).toBe('2026-12-01');
    expect(shiftCursor('week', '2026-11-22', -1)).toBe('2026-11-15');
  });
  it('stops at the first and last month of the window', () => {
    expect(canShift('month', '2026-11-22', -1, window)).toBe(false);
    expect(canShift('month', '2026-11-22', 1, window)).toBe(true);
    expect(canShift('month', '2027-01-01', 1, window)).toBe(false);
  });
  it('allows a week that overlaps the window', () => {
    expect(canShift('week', '2026-11-08', -1, window)).toBe(true); // Nov 1–7
    expect(canShift('week', '2026-11-01', -1, window)).toBe(false); // Oct 25–31
    expect(canShift('week', '2027-01-24', 1, window)).toBe(true); // Jan 31 – Feb 6
    expect(canShift('week', '2027-01-31', 1, window)).toBe(false);
  });
});

it('prices fall back to $20.00', () => {
  expect(priceLabel('18.5')).toBe('$18.50');
  expect(priceLabel('')).toBe('$20.00');
  expect(priceLabel('abc')).toBe('$20.00');
});
