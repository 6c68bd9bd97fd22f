import { describe, expect, it } from 'vitest';
import { capacityColor, capacityPercent } from './capacity';

describe('capacity bar', () => {
  it('red when full, yellow from 80 %, green otherwise', () => {
    expect(capacityColor(0, 10)).toBe('success');
    expect(capacityColor(7, 10)).toBe('success');
    expect(capacityColor(8, 10)).toBe('warning');
    expect(capacityColor(9, 10)).toBe('warning');
    expect(capacityColor(10, 10)).toBe('error');
    expect(capacityColor(12, 10)).toBe('error');
    expect(capacityColor(4, 5)).toBe('warning');
    expect(capacityColor(3, 5)).toBe('success');
  });

  it('the bar is capped at 100 %', () => {
    expect(capacityPercent(0, 10)).toBe(0);
    expect(capacityPercent(5, 10)).toBe(50);
    expect(capacityPercent(10, 10)).toBe(100);
    expect(capacityPercent(16, 10)).toBe(100);
    expect(capacityPercent(1, 3)).toBe(33);
  });
});
