import { describe, expect, it } from 'vitest';
import { instanceSavedText } from './instanceSaved';

const saved = {
  name: 'Yoga Flow',
  classDate: '2026-12-07',
  startTime: '19:30',
  endTime: '20:30',
  location: 'Studio A',
  maxStudents: 5,
  enrollmentCount: 3,
};

describe('instanceSavedText', () => {
  it('says what the class now is', () => {
    expect(instanceSavedText(saved)).toBe(
      'Saved Yoga Flow on Dec 07, 2026, 7:30 PM–8:30 PM, Studio A: capacity 5 (3 booked).',
    );
  });

  it('says how many are over a capacity below the bookings', () => {
    expect(instanceSavedText({ ...saved, maxStudents: 2 })).toBe(
      'Saved Yoga Flow on Dec 07, 2026, 7:30 PM–8:30 PM, Studio A: capacity 2 with 3 booked (1 over capacity).',
    );
  });
});
