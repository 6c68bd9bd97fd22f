import { describe, expect, it } from 'vitest';
import type { BookingEventRow, ClassEventRow } from './calendar-feeds.queries';
import { bookingEvent, classEvent } from './feed-events';

const studio = {
  businessName: 'Lotus Studio',
  businessAddress: '12 Oak St',
  origin: 'https://lotus.example',
};
const booking = (over: Partial<BookingEventRow> = {}): BookingEventRow => ({
  id: 7,
  studentId: 3,
  status: 'confirmed',
  bookedAt: new Date('2026-11-01T10:00:00Z'),
  updatedAt: new Date('2026-11-01T10:00:00Z'),
  cancellationReason: null,
  instanceId: 40,
  classDate: '2026-12-01',
  startTime: '18:00:00',
  endTime: '19:00:00',
  location: 'Room 2',
  className: 'Yin',
  classCancelled: false,
  classCancellationReason: null,
  instanceUpdatedAt: new Date('2026-10-01T00:00:00Z'),
  ...over,
});

describe('bookingEvent', () => {
  it('a confirmed booking: CONFIRMED at the class room and the studio address, sequence 0', () => {
    const e = bookingEvent(booking(), studio);
    expect(e).toMatchObject({
      uid: 'booking-7@calendar.studio-bookings',
      status: 'CONFIRMED',
      summary: 'Yin',
      location: 'Room 2, 12 Oak St',
      sequence: 0,
      url: 'https://lotus.example/',
    });
    expect(e.description).toBe('Booked at Lotus Studio. Manage your booking at https://lotus.example');
  });

  it('pending is TENTATIVE; cancelled says why and revises the event', () => {
    expect(bookingEvent(booking({ status: 'pending' }), studio).status).toBe('TENTATIVE');
    const cancelled = bookingEvent(
      booking({
        status: 'cancelled',
        cancellationReason: 'Sick',
        updatedAt: new Date('2026-11-02T10:00:00Z'),
      }),
      studio,
    );
    expect(cancelled).toMatchObject({
      status: 'CANCELLED',
      summary: 'Cancelled: Yin',
      description: 'Booking cancelled: Sick',
      sequence: 86_400,
    });
    expect(cancelled.revisedAt.toISOString()).toBe('2026-11-02T10:00:00.000Z');
  });

  it('a class the studio cancelled: CANCELLED with the class reason, even on a live booking', () => {
    const e = bookingEvent(booking({ classCancelled: true, classCancellationReason: 'Flood' }), studio);
    expect(e.status).toBe('CANCELLED');
    expect(e.description).toBe('The studio cancelled this class: Flood');
  });

  it('no room and no studio address: no LOCATION', () => {
    expect(
      bookingEvent(booking({ location: null }), { ...studio, businessAddress: ' ' }).location,
    ).toBeNull();
  });
});

describe('classEvent', () => {
  const row = (over: Partial<ClassEventRow> = {}): ClassEventRow => ({
    id: 40,
    classDate: '2026-12-01',
    startTime: '18:00:00',
    endTime: '19:00:00',
    location: null,
    className: 'Yin',
    notes: null,
    maxStudents: 12,
    booked: 4,
    isCancelled: false,
    cancellationReason: null,
    createdAt: new Date('2026-10-01T00:00:00Z'),
    revisedEpoch: Date.parse('2026-10-01T00:00:10Z') / 1000,
    ...over,
  });

  it('says how full the class is, and its notes', () => {
    const e = classEvent(row({ notes: 'Bring a mat' }), studio);
    expect(e).toMatchObject({
      uid: 'class-40@calendar.studio-bookings',
      status: 'CONFIRMED',
      description: 'Booked: 4 of 12\nBring a mat',
      location: '12 Oak St',
      sequence: 10,
    });
  });

  it('a cancelled class is CANCELLED with its reason', () => {
    const e = classEvent(row({ isCancelled: true, cancellationReason: 'Teacher ill', booked: 0 }), studio);
    expect(e).toMatchObject({
      status: 'CANCELLED',
      summary: 'Cancelled: Yin',
      description: 'Booked: 0 of 12\nCancelled: Teacher ill',
    });
  });
});
