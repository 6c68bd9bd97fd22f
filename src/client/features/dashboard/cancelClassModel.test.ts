import { describe, expect, it } from 'vitest';
import { ZClassCancellationInput } from '../../../shared/schemas/classes/cancellations';
import {
  type CancelClassForm,
  cancelClassErrors,
  cancelClassRequest,
  dayMismatchNote,
  scheduleChoices,
} from './cancelClassModel';

const schedule = (over: Partial<Parameters<typeof scheduleChoices>[0][number]>) => ({
  id: 1,
  displayName: 'Yoga',
  dayOfWeek: 1,
  startTime: '19:30:00',
  isActive: true,
  ...over,
});

const form: CancelClassForm = {
  scheduleId: 4,
  date: '2026-11-23',
  reason: ' Instructor ill ',
  notifyStudents: true,
};

describe('scheduleChoices', () => {
  it('names each schedule with its weekday and time, active first', () => {
    expect(
      scheduleChoices([
        schedule({ id: 1, displayName: 'Pilates', dayOfWeek: 3, startTime: '09:00' }),
        schedule({ id: 2, displayName: 'Old Yoga', dayOfWeek: 0, isActive: false }),
        schedule({ id: 3, displayName: 'Yoga', dayOfWeek: 1, startTime: '19:30:00' }),
      ]),
    ).toEqual([
      { id: 3, label: 'Yoga · Mondays 7:30 PM' },
      { id: 1, label: 'Pilates · Wednesdays 9:00 AM' },
      { id: 2, label: 'Old Yoga · Sundays 7:30 PM (inactive)' },
    ]);
  });
});

describe('dayMismatchNote', () => {
  it("says so when the date is not the class's weekday", () => {
    expect(dayMismatchNote(schedule({}), '2026-11-22')).toBe(
      'Yoga meets on Mondays; Nov 22, 2026 is a Sunday.',
    );
  });

  it('is silent on the right weekday, without a class or without a date', () => {
    expect(dayMismatchNote(schedule({}), '2026-11-23')).toBeNull();
    expect(dayMismatchNote(undefined, '2026-11-22')).toBeNull();
    expect(dayMismatchNote(schedule({}), '')).toBeNull();
  });
});

describe('cancelClassErrors', () => {
  it('needs a class, a date and a reason', () => {
    expect(cancelClassErrors({ scheduleId: null, date: '', reason: '  ', notifyStudents: true })).toEqual({
      scheduleId: 'Please select a class',
      date: 'Date is required',
      reason: 'Reason is required',
    });
    expect(cancelClassErrors(form)).toEqual({});
  });
});

describe('cancelClassRequest', () => {
  it('is the schedule, date, trimmed reason and the notify choice, as the server reads it', () => {
    const request = cancelClassRequest({ ...form, notifyStudents: false });
    expect(request).toEqual({
      classScheduleId: 4,
      cancelledDate: '2026-11-23',
      reason: 'Instructor ill',
      notifyStudents: false,
    });
    expect(ZClassCancellationInput.safeParse(request).success).toBe(true);
  });

  it('is null while the form is incomplete', () => {
    expect(cancelClassRequest({ ...form, reason: '' })).toBeNull();
    expect(cancelClassRequest({ ...form, scheduleId: null })).toBeNull();
    expect(cancelClassRequest({ ...form, date: '2026-02-30' })).toBeNull();
  });
});
