import { describe, expect, it } from 'vitest';
import type { TCheckInRoster, TRosterStudent } from '../../../../shared/schemas/attendance';
import { countsOf, isFull, markedMessage, withMark } from './checkInState';

const row = (bookingId: number, attendance: TRosterStudent['attendance']): TRosterStudent => ({
  bookingId,
  studentId: bookingId,
  studentName: `S${bookingId}`,
  studentEmail: `s${bookingId}@example.com`,
  attendance,
  isWalkIn: false,
  overCapacity: false,
});

const roster = (students: TRosterStudent[], maxStudents = 3): TCheckInRoster => ({
  classInstanceId: 1,
  className: 'Yoga',
  classDate: '2026-03-09',
  startTime: '19:30',
  endTime: '20:30',
  location: null,
  maxStudents,
  isCancelled: false,
  checkInOpen: true,
  noShowOpen: true,
  counts: countsOf(students),
  students,
});

describe('the check-in screen’s state', () => {
  it('counts attended, no-shows and unmarked', () => {
    expect(countsOf([row(1, 'attended'), row(2, 'no_show'), row(3, null), row(4, 'attended')])).toEqual({
      booked: 4,
      attended: 2,
      noShow: 1,
      unmarked: 1,
    });
  });

  it('marks one row and recounts, leaving the others alone', () => {
    const next = withMark(roster([row(1, null), row(2, 'attended')]), 1, 'no_show');
    expect(next.students.map((s) => s.attendance)).toEqual(['no_show', 'attended']);
    expect(next.counts).toEqual({ booked: 2, attended: 1, noShow: 1, unmarked: 0 });
    expect(withMark(next, 2, null).counts).toEqual({ booked: 2, attended: 0, noShow: 1, unmarked: 1 });
  });

  it('is full at capacity', () => {
    expect(isFull(roster([row(1, null), row(2, null)], 3))).toBe(false);
    expect(isFull(roster([row(1, null), row(2, null), row(3, null)], 3))).toBe(true);
  });

  it('says what was saved', () => {
    expect(markedMessage('Ann', 'attended')).toBe('Ann: Attended');
    expect(markedMessage('Ann', 'no_show')).toBe('Ann: No-show');
    expect(markedMessage('Ann', null)).toBe('Ann: mark cleared');
  });
});
