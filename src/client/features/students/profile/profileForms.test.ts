import { describe, expect, it } from 'vitest';
import { emailFormProblem, noteFormProblem } from './profileForms';

describe('emailFormProblem', () => {
  it('asks for both subject and message', () => {
    expect(emailFormProblem('', 'Hi')).toBe('Please enter both subject and message');
    expect(emailFormProblem('Hello', '   ')).toBe('Please enter both subject and message');
    expect(emailFormProblem('Hello', 'Hi')).toBeNull();
  });
});

describe('noteFormProblem', () => {
  it('asks for a note', () => {
    expect(noteFormProblem(' \n ')).toBe('Please enter a note');
    expect(noteFormProblem('Paid in cash')).toBeNull();
  });
});
