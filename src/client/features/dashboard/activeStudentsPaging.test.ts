import { describe, expect, it } from 'vitest';
import { STUDENT_PAGE_SIZES } from '../../../shared/schemas/students';
import { ACTIVE_STUDENTS_PAGE_SIZE, pageCountOf, pageRangeLabel, statusLabel } from './activeStudentsPaging';

describe('Active Students paging', () => {
  it('asks for a page size the server accepts', () => {
    expect(STUDENT_PAGE_SIZES).toContain(ACTIVE_STUDENTS_PAGE_SIZE);
  });

  it('counts pages, one at least', () => {
    expect(pageCountOf(0, 12)).toBe(1);
    expect(pageCountOf(12, 12)).toBe(1);
    expect(pageCountOf(13, 12)).toBe(2);
  });

  it('says which rows are shown', () => {
    expect(pageRangeLabel(0, 12, 30)).toBe('1–12 of 30');
    expect(pageRangeLabel(2, 12, 30)).toBe('25–30 of 30');
    expect(pageRangeLabel(0, 12, 0)).toBe('No active students');
  });

  it('names a status', () => {
    expect(statusLabel('active')).toBe('Active');
    expect(statusLabel('')).toBe('Unknown');
  });
});
