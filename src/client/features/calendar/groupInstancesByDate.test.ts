import { describe, expect, it } from 'vitest';
import type { TClassInstance } from '../../../shared/schemas/classes/instances';
import { groupInstancesByDate } from './groupInstancesByDate';

const make = (id: number, classDate: string, startTime: string, isCancelled = false, name = `Class ${id}`) =>
  ({ id, classDate, startTime, name, isCancelled }) as TClassInstance;

describe('groupInstancesByDate', () => {
  it('groups by date in time order and hides cancelled classes', () => {
    const map = groupInstancesByDate([
      make(1, '2026-11-23', '19:30'),
      make(2, '2026-11-23', '07:00'),
      make(3, '2026-11-23', '12:00', true),
      make(4, '2026-11-24', '09:00', true),
      make(5, '2026-11-20T00:00:00.000Z', '09:00'),
    ]);
    expect(map.get('2026-11-23')?.map((i) => i.id)).toEqual([2, 1]);
    expect([...map.keys()].sort()).toEqual(['2026-11-20', '2026-11-23']);
  });

  it('orders classes at the same time by name', () => {
    const map = groupInstancesByDate([
      make(1, '2026-11-23', '09:00', false, 'Yin'),
      make(2, '2026-11-23', '09:00', false, 'Barre'),
    ]);
    expect(map.get('2026-11-23')?.map((i) => i.id)).toEqual([2, 1]);
  });
});
