import { describe, expect, it } from 'vitest';
import { filterLabel, initialsOf, studentCount } from './studentDisplay';

describe('initialsOf', () => {
  it('takes the first and last words', () => {
    expect(initialsOf('Ana Maria Silva')).toBe('AS');
    expect(initialsOf('  jo  ')).toBe('J');
    expect(initialsOf('Élodie Ñuñez')).toBe('ÉÑ');
    expect(initialsOf('')).toBe('?');
  });
});

describe('filterLabel', () => {
  it('shows the count once known', () => {
    expect(filterLabel('all', undefined)).toBe('All');
    expect(filterLabel('pending', 3)).toBe('Pending (3)');
    expect(filterLabel('active', 1200)).toBe('Active (1,200)');
  });
});

describe('studentCount', () => {
  it('counts', () => {
    expect(studentCount(1)).toBe('1 student');
    expect(studentCount(0)).toBe('0 students');
  });
});
