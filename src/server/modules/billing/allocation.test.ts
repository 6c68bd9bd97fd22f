import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { allocatePayments } from './allocation';

const charges = fc.array(
  fc.record({
    bookingId: fc.option(fc.integer({ min: 1, max: 1000 })),
    netCents: fc.integer({ min: 0, max: 100_000 }),
  }),
  { maxLength: 30 },
);

describe('allocatePayments', () => {
  it('pays the oldest charge first', () => {
    const open = [
      { bookingId: 1, netCents: 2000 },
      { bookingId: 2, netCents: 2500 },
      { bookingId: 3, netCents: 1800 },
    ];
    expect(allocatePayments(open, 3000)).toEqual([2000, 1000, 0]);
    expect(allocatePayments(open, 0)).toEqual([0, 0, 0]);
    expect(allocatePayments(open, 10_000)).toEqual([2000, 2500, 1800]);
    expect(allocatePayments(open, -500)).toEqual([0, 0, 0]);
  });

  it('never pays a charge more than it is, nor more in all than was paid; an overpayment stays unallocated', () => {
    fc.assert(
      fc.property(charges, fc.integer({ min: -10_000, max: 2_000_000 }), (open, paid) => {
        const alloc = allocatePayments(open, paid);
        expect(alloc).toHaveLength(open.length);
        alloc.forEach((a, i) => {
          expect(Number.isInteger(a)).toBe(true);
          expect(a).toBeGreaterThanOrEqual(0);
          expect(a).toBeLessThanOrEqual(open[i]!.netCents);
        });
        const total = alloc.reduce((s, a) => s + a, 0);
        const owed = open.reduce((s, c) => s + c.netCents, 0);
        expect(total).toBe(Math.min(Math.max(0, paid), owed));
      }),
    );
  });

  it('is first in, first out: a charge is paid only once every older one is paid in full', () => {
    fc.assert(
      fc.property(charges, fc.integer({ min: 0, max: 2_000_000 }), (open, paid) => {
        const alloc = allocatePayments(open, paid);
        alloc.forEach((a, i) => {
          if (a > 0) for (let j = 0; j < i; j++) expect(alloc[j]).toBe(open[j]!.netCents);
        });
      }),
    );
  });
});
