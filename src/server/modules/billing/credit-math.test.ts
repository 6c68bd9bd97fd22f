import { describe, expect, it } from 'vitest';
import { LEDGER_ENTRY_TYPES } from '../../db/schema';
import { deriveOutstanding, type LedgerLine, OWED_SIGN, owedBalance, planCreditUse } from './credit-math';

describe('planCreditUse (prepaid booking takes its price from credit lots, oldest first)', () => {
  it('an exact lot is used whole, with no remainder', () => {
    expect(planCreditUse([{ id: 1, amountCents: 2000 }], 2000)).toEqual({
      takes: [{ lotId: 1, amountCents: 2000 }],
      remainder: null,
    });
  });

  it('a lot larger than the price is used and its difference comes back as a remainder lot', () => {
    expect(planCreditUse([{ id: 7, amountCents: 2500 }], 2000)).toEqual({
      takes: [{ lotId: 7, amountCents: 2000 }],
      remainder: { lotId: 7, amountCents: 500 },
    });
  });

  it('several small lots, FIFO, the last one split', () => {
    const lots = [
      { id: 1, amountCents: 500 },
      { id: 2, amountCents: 1000 },
      { id: 3, amountCents: 2000 },
      { id: 4, amountCents: 2000 },
    ];
    expect(planCreditUse(lots, 2000)).toEqual({
      takes: [
        { lotId: 1, amountCents: 500 },
        { lotId: 2, amountCents: 1000 },
        { lotId: 3, amountCents: 500 },
      ],
      remainder: { lotId: 3, amountCents: 1500 },
    });
    expect(planCreditUse(lots, 1500)).toEqual({
      takes: [
        { lotId: 1, amountCents: 500 },
        { lotId: 2, amountCents: 1000 },
      ],
      remainder: null,
    });
  });

  it('not enough credit: null, whatever the order', () => {
    expect(planCreditUse([], 2000)).toBeNull();
    expect(
      planCreditUse(
        [
          { id: 1, amountCents: 1000 },
          { id: 2, amountCents: 999 },
        ],
        2000,
      ),
    ).toBeNull();
  });

  it('a free class takes nothing', () => {
    expect(planCreditUse([{ id: 1, amountCents: 500 }], 0)).toEqual({ takes: [], remainder: null });
  });

  it('what is taken plus the remainder always equals what the lots taken held', () => {
    const lots = [300, 1200, 50, 4000, 1].map((amountCents, i) => ({ id: i + 1, amountCents }));
    for (let need = 1; need <= 5551; need += 7) {
      const plan = planCreditUse(lots, need)!;
      const taken = plan.takes.reduce((s, t) => s + t.amountCents, 0);
      expect(taken).toBe(need);
      const held = plan.takes.reduce((s, t) => s + lots.find((l) => l.id === t.lotId)!.amountCents, 0);
      expect(taken + (plan.remainder?.amountCents ?? 0)).toBe(held);
    }
    expect(planCreditUse(lots, 5552)).toBeNull();
  });
});

const line = (entryType: LedgerLine['entryType'], amountCents: number, bookingId: number | null = null) => ({
  entryType,
  amountCents,
  bookingId,
});

describe('what a student owes, from the ledger', () => {
  it('every ledger entry type has a direction', () => {
    expect(Object.keys(OWED_SIGN).sort()).toEqual([...LEDGER_ENTRY_TYPES].sort());
  });

  it('a booking charges; cancelling reverses it; a credit is money held, beside no debt (issue 27 §2)', () => {
    const lines = [line('charge', 2000, 1), line('charge', 2000, 2)];
    expect(owedBalance(lines)).toBe(4000);
    lines.push(line('charge_reversal', 1000, 2), line('credit', 1000, 2));
    expect(owedBalance(lines), 'the paid half came back as credit, which pays what is still owed').toBe(2000);
    lines.push(line('credit', 2500));
    expect(owedBalance(lines), 'more credit than debt: 5.00 in hand').toBe(-500);
    lines.push(line('credit_void', 2500));
    expect(owedBalance(lines)).toBe(2000);
  });

  it('a prepaid booking: the lot was counted when granted, so using it changes no balance', () => {
    const lines = [line('credit', 1500), line('charge', 2000, 1)];
    expect(owedBalance(lines)).toBe(500);
    lines.push(line('charge', 1500, 2), line('credit_use', 1500, 2));
    expect(owedBalance(lines)).toBe(2000);
  });

  it('payments lower the balance; their reversal raises it again', () => {
    const lines = [line('charge', 2000, 1), line('payment', 1500), line('payment_reversal', 500)];
    expect(owedBalance(lines)).toBe(1000);
  });

  it('deriveOutstanding: floored at zero; classes listed only while something is owed', () => {
    const uncovered = [
      { bookingId: 1, className: 'Yoga', classDate: '2026-11-25', amountCents: 2000 },
      { bookingId: 2, className: 'Pilates', classDate: '2026-11-26', amountCents: 2000 },
      { bookingId: 3, className: 'Barre', classDate: '2026-11-27', amountCents: 0 },
    ];
    expect(deriveOutstanding(4000, uncovered)).toEqual({
      totalOwedCents: 4000,
      classCount: 2,
      details: uncovered.slice(0, 2),
    });
    // A payment of 1500 lowers what is owed; the two classes are still not fully covered.
    expect(deriveOutstanding(2500, uncovered)).toMatchObject({ totalOwedCents: 2500, classCount: 2 });
    expect(deriveOutstanding(0, uncovered)).toEqual({ totalOwedCents: 0, classCount: 0, details: [] });
    expect(deriveOutstanding(-2000, uncovered)).toEqual({ totalOwedCents: 0, classCount: 0, details: [] });
  });
});
