/**
 * Pure helpers of the student's Enroll in Classes tab: which classes show, in what order, how a name is
 * cut to fit a cell, and what state a class is in for this student (spec 01 §4).
 */

import { DEFAULT_CLASS_PRICE_CENTS } from '../../../../shared/constants';
import { addDays, addMonths, startOfMonth } from '../../../../shared/dates';
import { decimalToCents, formatMoney } from '../../../../shared/money';
import type { TBooking } from '../../../../shared/schemas/bookings';
import { isClassFull, type TClassInstance } from '../../../../shared/schemas/classes/instances';
import { weekStart } from '../../calendar/calendarGrid';
import type { InstancesByDate } from '../../calendar/groupInstancesByDate';

export type EnrollView = 'month' | 'week' | 'list';
export type ClassState = 'booked' | 'full' | 'available' | 'past' | 'notOpen';
export type BookingsByInstance = ReadonlyMap<number, TBooking>;

/** The first `max` characters of a name (whole characters, never half an emoji), trailing space dropped. */
export function truncateName(name: string, max: number): string {
  const chars = Array.from(name.trim());
  return chars.length <= max ? chars.join('') : chars.slice(0, max).join('').trimEnd();
}

/** The dates from today on that have classes, in order (the List view). */
export const upcomingDates = (byDate: InstancesByDate, today: string): string[] =>
  [...byDate.keys()].filter((d) => d >= today).sort();

/** The student's confirmed bookings by class instance (what marks a class as booked). */
export function confirmedByInstance(bookings: readonly TBooking[]): BookingsByInstance {
  const map = new Map<number, TBooking>();
  for (const b of bookings) if (b.bookingStatus === 'confirmed') map.set(b.classInstanceId, b);
  return map;
}

/** True once the class has started, in studio wall-clock time (`now` is the studio's date and time). */
export const hasStarted = (
  instance: Pick<TClassInstance, 'classDate' | 'startTime'>,
  now: { date: string; time: string },
): boolean => {
  const date = instance.classDate.slice(0, 10);
  return date < now.date || (date === now.date && instance.startTime.slice(0, 5) <= now.time);
};

/**
 * The class as this student sees it: booked when they hold a confirmed booking, else past once it has
 * started, else not yet open when it is after the last bookable date (the studio's advance booking
 * days), else full when every seat is taken, else available.
 */
export function classState(
  instance: TClassInstance,
  booking: TBooking | undefined,
  now: { date: string; time: string },
  lastBookableDate?: string,
): ClassState {
  if (booking?.bookingStatus === 'confirmed') return 'booked';
  if (hasStarted(instance, now)) return 'past';
  if (lastBookableDate && instance.classDate.slice(0, 10) > lastBookableDate) return 'notOpen';
  if (isClassFull(instance)) return 'full';
  return 'available';
}

/** "$20.00"; a missing or malformed price falls back to the default class price. */
export const priceCents = (price: string | null | undefined): number =>
  (price ? decimalToCents(price) : null) ?? DEFAULT_CLASS_PRICE_CENTS;
export const priceLabel = (price: string | null | undefined): string => formatMoney(priceCents(price));

/** The month cell: the first class of the day and how many more there are. */
export function firstOfDay(classes: readonly TClassInstance[]): {
  first: TClassInstance | undefined;
  more: number;
} {
  return { first: classes[0], more: Math.max(0, classes.length - 1) };
}

/** How far the calendar may be paged: the months and weeks that overlap the data window. */
export function canShift(
  view: 'month' | 'week',
  cursor: string,
  step: -1 | 1,
  window: { startDate: string; endDate: string },
): boolean {
  if (view === 'month') {
    const target = addMonths(cursor, step);
    return target >= startOfMonth(window.startDate) && target <= window.endDate;
  }
  const target = weekStart(addDays(cursor, 7 * step));
  return addDays(target, 6) >= window.startDate && target <= window.endDate;
}

/** One month or one week back or forward. */
export const shiftCursor = (view: 'month' | 'week', cursor: string, step: -1 | 1): string =>
  view === 'month' ? addMonths(cursor, step) : addDays(cursor, 7 * step);
