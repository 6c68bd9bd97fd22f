import { describe, expect, it } from 'vitest';
import { type TaxLineInput, taxesOn } from '../../../shared/tax';
import { daysByMonth, taxEachDay, taxTotals, totalsOf } from './tax-by-day';

const novaScotia = (day: string): TaxLineInput[] => taxesOn('Canada', 'Nova Scotia', day) ?? [];
const quebec = (day: string): TaxLineInput[] => taxesOn('Canada', 'Quebec', day) ?? [];

describe('the tax inside money received, by studio day', () => {
  it("splits each day's total with that day's rates, rounding once per day", () => {
    const days = taxEachDay(
      [
        { day: '2025-03-31', grossCents: 11500, payments: 1 },
        { day: '2025-04-01', grossCents: 11500, payments: 1 },
      ],
      novaScotia,
    );
    expect(days.map((d) => d.taxCents)).toEqual([1500, 1412]);
    expect(totalsOf(days)).toEqual({ grossCents: 23000, taxCents: 2912, netCents: 20088, payments: 2 });
  });

  it('per tax: every tax in force in the period, its rates in date order, what it collected', () => {
    const days = taxEachDay([{ day: '2025-04-10', grossCents: 11500, payments: 1 }], novaScotia);
    expect(taxTotals('2025-03-30', '2025-04-30', novaScotia, days)).toEqual([
      { kind: 'HST', label: 'HST', ratePpms: [150_000, 140_000], taxCents: 1412 },
    ]);
    const qc = taxEachDay([{ day: '2024-07-04', grossCents: 11498, payments: 1 }], quebec);
    expect(taxTotals('2024-07-01', '2024-07-31', quebec, qc)).toEqual([
      { kind: 'GST', label: 'GST', ratePpms: [50_000], taxCents: 500 },
      { kind: 'QST', label: 'QST', ratePpms: [99_750], taxCents: 998 },
    ]);
    expect(taxTotals('2024-07-01', '2024-07-31', quebec, [])).toEqual([
      { kind: 'GST', label: 'GST', ratePpms: [50_000], taxCents: 0 },
      { kind: 'QST', label: 'QST', ratePpms: [99_750], taxCents: 0 },
    ]);
  });

  it('groups days by month, every asked month present, others left out', () => {
    const days = taxEachDay(
      [
        { day: '2025-01-31', grossCents: 100, payments: 1 },
        { day: '2025-02-01', grossCents: 200, payments: 1 },
        { day: '2025-02-28', grossCents: 300, payments: 2 },
      ],
      () => [],
    );
    const months = daysByMonth(days, ['2025-02', '2025-03']);
    expect([...months.keys()]).toEqual(['2025-02', '2025-03']);
    expect(totalsOf(months.get('2025-02')!)).toEqual({
      grossCents: 500,
      taxCents: 0,
      netCents: 500,
      payments: 3,
    });
    expect(months.get('2025-03')).toEqual([]);
  });
});
