import { describe, expect, it } from 'vitest';
import { fieldProblem, fieldUpdate } from './profileFields';

describe('profile field helpers', () => {
  it('sends only the one field', () => {
    expect(fieldUpdate(7, 'phone', '604-555-0100')).toEqual({ id: 7, phone: '604-555-0100' });
  });

  it("uses the shared schema's messages", () => {
    expect(fieldProblem(7, 'paymentEmail', 'not-an-email')).toBe('Invalid payment email');
    expect(fieldProblem(7, 'notificationEmail', 'x@')).toBe('Invalid notification email');
    expect(fieldProblem(7, 'name', '')).toBe('Name is required');
    expect(fieldProblem(7, 'birthday', '2020-13')).toBe('Invalid date');
  });

  it('accepts good values and blanks for optional fields', () => {
    expect(fieldProblem(7, 'paymentEmail', 'pay@example.com')).toBeNull();
    expect(fieldProblem(7, 'paymentEmail', '')).toBeNull();
    expect(fieldProblem(7, 'birthday', '1990-04-02')).toBeNull();
    expect(fieldProblem(7, 'medicalNotes', 'Knee injury\nAsthma')).toBeNull();
  });
});
