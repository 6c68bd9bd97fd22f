import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { ZClassCancellationInput, ZInstanceCancelInput } from './cancellations';
import { ZClassTypeCreateInput, ZClassTypeUpdateInput } from './class-types';
import { ZRegisterStudentInput, ZStudentClassInput } from './enrolments';
import { CLASS_MESSAGES } from './fields';
import { isClassFull, ZInstanceUpdateInput, ZSingleClassInput, ZWindowInput } from './instances';
import { ZNotifyInput } from './notify';
import { paymentBadge } from './rosters';
import { ZScheduleCreateInput, ZScheduleListInput, ZScheduleNameInput } from './schedules';

/** The first message a schema gives for the input (what the API answers with a 400). */
function firstError(schema: z.ZodType, input: unknown): string | undefined {
  const result = schema.safeParse(input);
  return result.success ? undefined : result.error.issues[0]?.message;
}

const classType = { name: 'Yoga', description: 'Breathe', duration: 60, price: '20.00', isActive: true };
const schedule = {
  classTypeId: 1,
  dayOfWeek: 1,
  startTime: '19:30',
  endTime: '20:30',
  location: 'Studio A',
  maxStudents: 15,
};
const single = {
  classTypeId: 1,
  classDate: '2027-01-05',
  startTime: '10:00',
  endTime: '11:00',
  location: 'Hall',
};

describe('class type', () => {
  it('defaults: duration 60, price 20.00, active', () => {
    expect(ZClassTypeCreateInput.parse({ name: 'Yoga', description: 'Breathe' })).toEqual(classType);
  });

  it.each([
    [{ ...classType, name: '' }, 'Class name is required'],
    [{ ...classType, name: '   ' }, 'Class name is required'],
    [{ ...classType, name: undefined }, 'Class name is required'],
    [{ ...classType, description: '' }, 'Description is required'],
    [{ ...classType, price: '20.005' }, 'Invalid price format'],
    [{ ...classType, price: 'twenty' }, 'Invalid price format'],
    [{ ...classType, price: '-5' }, 'Invalid price format'],
    [{ ...classType, price: null }, 'Invalid price format'],
    [{ ...classType, duration: 14 }, CLASS_MESSAGES.durationMin],
    [{ ...classType, duration: 241 }, CLASS_MESSAGES.durationMax],
    [{ ...classType, duration: 'abc' }, CLASS_MESSAGES.durationMin],
  ])('%j → %s', (input, message) => {
    expect(firstError(ZClassTypeCreateInput, input)).toBe(message);
  });

  it('accepts prices with up to two decimals, as text or number', () => {
    for (const price of ['20', '20.5', '20.50', '0', 35]) {
      expect(ZClassTypeCreateInput.safeParse({ ...classType, price }).success).toBe(true);
    }
  });

  it('an update may send any subset, but what it sends follows the same rules', () => {
    expect(ZClassTypeUpdateInput.parse({ id: '3', isActive: false })).toEqual({ id: 3, isActive: false });
    expect(firstError(ZClassTypeUpdateInput, { id: 3, name: '' })).toBe('Class name is required');
    expect(firstError(ZClassTypeUpdateInput, { id: 3, price: '1.234' })).toBe('Invalid price format');
  });
});

describe('schedule', () => {
  it.each([
    [{ ...schedule, classTypeId: 0 }, 'Please select a class type'],
    [{ ...schedule, classTypeId: undefined }, 'Please select a class type'],
    [{ ...schedule, classTypeId: '' }, 'Please select a class type'],
    [{ ...schedule, dayOfWeek: 7 }, 'Day of week must be 0-6'],
    [{ ...schedule, dayOfWeek: -1 }, 'Day of week must be 0-6'],
    [{ ...schedule, startTime: '7:30 PM' }, 'Invalid time format (HH:MM)'],
    [{ ...schedule, endTime: '25:00' }, 'Invalid time format (HH:MM)'],
    [{ ...schedule, location: '' }, 'Location is required'],
    [{ ...schedule, maxStudents: 0 }, 'Maximum students must be at least 1'],
    [{ ...schedule, maxStudents: 51 }, 'Maximum students cannot exceed 50'],
    [{ ...schedule, endTime: '19:00' }, 'End time must be after start time'],
  ])('%j → %s', (input, message) => {
    expect(firstError(ZScheduleCreateInput, input)).toBe(message);
  });

  it('defaults: max 15, recurring, active; HH:MM:SS is read as HH:MM', () => {
    const parsed = ZScheduleCreateInput.parse({ ...schedule, maxStudents: undefined, startTime: '19:30:00' });
    expect(parsed).toMatchObject({ maxStudents: 15, isRecurring: true, isActive: true, startTime: '19:30' });
    expect(parsed.customName).toBeNull();
  });

  it('an empty custom name resets to the class type name (null)', () => {
    expect(ZScheduleNameInput.parse({ id: 1, customName: '  ' })).toEqual({ id: 1, customName: null });
    expect(ZScheduleNameInput.parse({ id: 1, customName: ' Sunrise ' })).toEqual({
      id: 1,
      customName: 'Sunrise',
    });
  });

  it('activeOnly in a query string means what it says', () => {
    expect(ZScheduleListInput.parse({ activeOnly: 'false' })).toEqual({ activeOnly: false });
    expect(ZScheduleListInput.parse({ activeOnly: 'true' })).toEqual({ activeOnly: true });
    expect(ZScheduleListInput.safeParse({ activeOnly: 'yes' }).success).toBe(false);
  });
});

describe('class instances', () => {
  it.each([
    [{ ...single, classDate: '' }, 'Date is required'],
    [{ ...single, classDate: undefined }, 'Date is required'],
    [{ ...single, classDate: '2027-02-30' }, CLASS_MESSAGES.invalidDate],
    [{ ...single, location: ' ' }, 'Location is required'],
    [{ ...single, maxStudents: 51 }, 'Maximum students cannot exceed 50'],
  ])('single class %j → %s', (input, message) => {
    expect(firstError(ZSingleClassInput, input)).toBe(message);
  });

  it('a single class defaults to one student', () => {
    expect(ZSingleClassInput.parse(single).maxStudents).toBe(1);
  });

  it('the instance edit takes times with ":00" appended and caps capacity at 50', () => {
    expect(ZInstanceUpdateInput.parse({ id: 1, startTime: '18:00:00', endTime: '19:00:00' })).toEqual({
      id: 1,
      startTime: '18:00',
      endTime: '19:00',
      confirmOverCapacity: false,
    });
    expect(firstError(ZInstanceUpdateInput, { id: 1, maxStudents: 51 })).toBe(
      'Maximum students cannot exceed 50',
    );
    expect(firstError(ZInstanceUpdateInput, { id: 1, location: '' })).toBe('Location is required');
  });

  it('a window must run forwards', () => {
    expect(firstError(ZWindowInput, { startDate: '2026-12-01', endDate: '2026-11-01' })).toBe(
      CLASS_MESSAGES.windowInvalid,
    );
    expect(ZWindowInput.parse(undefined)).toBeUndefined();
  });
});

describe('cancelling and notifying', () => {
  it('a reason is required', () => {
    const message = 'Please provide a reason for the cancellation';
    expect(firstError(ZInstanceCancelInput, { classInstanceId: 1, reason: ' ' })).toBe(message);
    expect(firstError(ZClassCancellationInput, { classScheduleId: 1 })).toBe(message);
  });

  it('notify students and issue credits by default; a null id is allowed (not yet materialised)', () => {
    expect(ZInstanceCancelInput.parse({ classInstanceId: null, reason: 'Ill' })).toEqual({
      classInstanceId: null,
      reason: 'Ill',
      notifyStudents: true,
      issueCredits: true,
    });
  });

  it('a notification has the subject "Class Update" unless given, and needs a message', () => {
    expect(ZNotifyInput.parse({ classInstanceId: 1, message: 'Bring a mat' }).subject).toBe('Class Update');
    expect(firstError(ZNotifyInput, { classInstanceId: 1, message: '' })).toBe('Message is required');
  });

  it('enrolment needs a student', () => {
    expect(firstError(ZRegisterStudentInput, { classScheduleId: 1 })).toBe(
      'Please select a student to enroll',
    );
    expect(firstError(ZRegisterStudentInput, { classScheduleId: 1, studentId: '' })).toBe(
      'Please select a student to enroll',
    );
    expect(firstError(ZStudentClassInput, { classTypeId: 1 })).toBe('No student ID provided');
  });
});

describe('payment badges', () => {
  it('paid / pending / overdue from the student status', () => {
    expect(paymentBadge({ owedCents: 0, overdueCents: 0 })).toBe('paid');
    expect(paymentBadge({ owedCents: 13350, overdueCents: 0 })).toBe('pending');
    expect(paymentBadge({ owedCents: 13350, overdueCents: 2000 })).toBe('overdue');
  });
});

describe('isClassFull (spec 01 §4: full when enrollmentCount >= maxStudents)', () => {
  it('is full at and over the maximum, not below it', () => {
    expect(isClassFull({ enrollmentCount: 14, maxStudents: 15 })).toBe(false);
    expect(isClassFull({ enrollmentCount: 15, maxStudents: 15 })).toBe(true);
    expect(isClassFull({ enrollmentCount: 16, maxStudents: 15 })).toBe(true);
  });
});
