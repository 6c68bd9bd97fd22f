import { describe, expect, it } from 'vitest';
import { scheduleEnrolState } from './studentEnrolState';

describe('scheduleEnrolState', () => {
  const s = { enrollmentCount: 3, maxStudents: 15, nextClassDate: '2026-11-24' };
  it('shows Enrolled first, whatever the seats', () => {
    expect(scheduleEnrolState({ ...s, enrollmentCount: 15 }, true)).toBe('enrolled');
  });
  it('is full at capacity (the fallback capacity when none is set)', () => {
    expect(scheduleEnrolState({ ...s, enrollmentCount: 15 }, false)).toBe('full');
    expect(scheduleEnrolState({ ...s, maxStudents: 0, enrollmentCount: 10 }, false)).toBe('full');
  });
  it('needs an upcoming class to enrol', () => {
    expect(scheduleEnrolState({ ...s, nextClassDate: null }, false)).toBe('no-class');
    expect(scheduleEnrolState(s, false)).toBe('open');
  });
});
