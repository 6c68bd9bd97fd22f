import { describe, expect, it } from 'vitest';
import { readDate } from './cell-dates';
import { proposeStudentMapping } from './student-mapping';
import { readStudentRow } from './student-rows';

describe('readDate', () => {
  it('reads the forms exports use, and refuses an ambiguous or impossible date', () => {
    expect(readDate('1990-03-09')).toBe('1990-03-09');
    expect(readDate('1990/3/9')).toBe('1990-03-09');
    expect(readDate('1990-03-09T00:00:00Z')).toBe('1990-03-09');
    expect(readDate('Mar 9, 1990')).toBe('1990-03-09');
    expect(readDate('9 March 1990')).toBe('1990-03-09');
    expect(readDate('25/12/1990')).toBe('1990-12-25');
    expect(readDate('12/25/1990')).toBe('1990-12-25');
    expect(readDate('03/04/1990')).toBe('invalid');
    expect(readDate('1990-02-30')).toBe('invalid');
    expect(readDate('soon')).toBe('invalid');
    expect(readDate('  ')).toBeNull();
  });
});

describe('proposeStudentMapping', () => {
  it('matches headers without case, accents or punctuation, one column a field', () => {
    expect(proposeStudentMapping(['Prénom', 'Nom', 'Courriel', 'Téléphone'])).toEqual({
      firstName: 0,
      lastName: 1,
      email: 2,
      phone: 3,
    });
    expect(proposeStudentMapping(['Name', 'First Name', 'Last Name', 'E-Mail Address'])).toEqual({
      firstName: 1,
      lastName: 2,
      email: 3,
    });
    expect(proposeStudentMapping(['Client Name', 'EMAIL', 'Status'])).toEqual({
      fullName: 0,
      email: 1,
      status: 2,
    });
  });
});

describe('readStudentRow', () => {
  it('joins first and last name, reads status words, and says why a row cannot be a student', () => {
    const mapping = { firstName: 0, lastName: 1, email: 2, status: 3 };
    expect(readStudentRow(['Ana', 'Lima', 'ana@example.com', 'Archived'], mapping)).toMatchObject({
      student: { name: 'Ana Lima', email: 'ana@example.com', status: 'inactive' },
    });
    expect(readStudentRow(['', '', 'ana@example.com', ''], mapping)).toEqual({ problem: 'Name is required' });
    expect(readStudentRow(['Ana', 'Lima', '', ''], mapping)).toEqual({ problem: 'Invalid email address ""' });
  });
});
