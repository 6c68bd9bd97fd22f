import { describe, expect, it } from 'vitest';
import { countOf } from './counts';

describe('countOf', () => {
  it('says one thing in the singular and any other number in the plural', () => {
    expect(countOf(0, 'student')).toBe('0 students');
    expect(countOf(1, 'student')).toBe('1 student');
    expect(countOf(2, 'class', 'classes')).toBe('2 classes');
    expect(countOf(1200, 'payment')).toBe('1,200 payments');
  });
});
