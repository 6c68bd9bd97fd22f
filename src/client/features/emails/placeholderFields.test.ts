import { describe, expect, it } from 'vitest';
import { placeholdersIn } from '../../../shared/email-placeholders';
import { placeholderHint, placeholderLabel, valueFieldNames, valuesFor } from './placeholderFields';

describe('valueFieldNames', () => {
  const used = placeholdersIn(
    'Class cancelled: {{className}} on {{date}}',
    'Hi {{student_name}}, {{businessName}} sends {{credits}} to {{email}}. Room {{roomNumber}}. {{password}}',
  );

  it('asks for what only the sender knows and for custom names, in order of use', () => {
    expect(valueFieldNames(used, [], {})).toEqual(['className', 'date', 'roomNumber']);
  });

  it('adds recipient fields the preview could not fill', () => {
    expect(valueFieldNames(used, ['studentName', 'credits'], {})).toEqual([
      'className',
      'date',
      'studentName',
      'credits',
      'roomNumber',
    ]);
  });

  it('keeps a recipient field that is being filled', () => {
    expect(valueFieldNames(used, [], { studentName: 'Jo' })).toContain('studentName');
    expect(valueFieldNames(used, [], { studentName: '  ' })).not.toContain('studentName');
  });

  it('never asks for the business name, the address or a password', () => {
    const names = valueFieldNames(used, ['businessName', 'email', 'password'], { password: 'x' });
    expect(names).not.toContain('businessName');
    expect(names).not.toContain('email');
    expect(names).not.toContain('password');
  });
});

describe('valuesFor', () => {
  it('sends trimmed values of the listed names only', () => {
    expect(valuesFor(['className', 'date'], { className: ' Yin ', date: '', amount: '$5' })).toEqual({
      className: 'Yin',
    });
  });
});

describe('labels', () => {
  it("uses the spec's words for known names and the name itself for custom ones", () => {
    expect(placeholderLabel('className')).toBe('Class Name');
    expect(placeholderLabel('roomNumber')).toBe('roomNumber');
    expect(placeholderHint('roomNumber')).toMatch(/of your own/);
    expect(placeholderHint('studentName')).toMatch(/not a student/);
  });
});
