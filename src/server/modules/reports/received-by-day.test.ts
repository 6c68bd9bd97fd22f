import { describe, expect, it } from 'vitest';
import { daysByMonth, totalsOf } from './received-by-day';

describe('money received by studio day, with its recorded tax', () => {
  const days = [
    { day: '2025-01-31', grossCents: 100, taxCents: 5, payments: 1 },
    { day: '2025-02-01', grossCents: 11500, taxCents: 1500, payments: 1 },
    { day: '2025-02-28', grossCents: 11500, taxCents: 1412, payments: 2 },
  ];

  it('adds up gross, the recorded tax and the net of a span', () => {
    expect(totalsOf(days)).toEqual({ grossCents: 23100, taxCents: 2917, netCents: 20183, payments: 4 });
  });

  it('groups days by month, every asked month present, others left out', () => {
    const months = daysByMonth(days, ['2025-02', '2025-03']);
    expect([...months.keys()]).toEqual(['2025-02', '2025-03']);
    expect(totalsOf(months.get('2025-02')!)).toEqual({
      grossCents: 23000,
      taxCents: 2912,
      netCents: 20088,
      payments: 3,
    });
    expect(months.get('2025-03')).toEqual([]);
  });
});
