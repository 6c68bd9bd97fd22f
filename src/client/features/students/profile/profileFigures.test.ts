import { afterEach, describe, expect, it } from 'vitest';
import { setDisplayCurrency, signedCents } from '../../../../shared/money';
import type { TBalanceSummary, TOutstanding } from '../../../../shared/schemas/billing';
import { balanceStanding, classPriceLabel, moneyLabel, profileTiles } from './profileFigures';

const outstanding: TOutstanding = {
  studentId: 3,
  totalOwed: '42.50',
  classCount: 2,
  availableCredit: '20.00',
  upcoming: '20.00',
  overdue: '0.00',
  breakdown: { subtotal: '40.00', tax: '2.50', lines: [] },
  details: [],
};

const summary = (owed: string): TBalanceSummary => ({
  studentId: 3,
  totalPayments: '100.00',
  totalCharges: '120.00',
  availableCredit: '0.00',
  outstanding: owed,
});

afterEach(() => setDisplayCurrency('CAD'));

describe('signedCents and moneyLabel', () => {
  it('read the server decimals, negative included', () => {
    expect(signedCents('20.00')).toBe(2000);
    expect(signedCents('-5.5')).toBe(-550);
    expect(signedCents('abc')).toBeNull();
    expect(signedCents(null)).toBeNull();
  });

  it('show money in the studio currency, and a dash for what is not money', () => {
    expect(moneyLabel('42.5')).toBe('$42.50');
    setDisplayCurrency('EUR');
    expect(moneyLabel('42.50')).toBe('€42.50');
    expect(moneyLabel('')).toBe('—');
  });
});

describe('profileTiles', () => {
  it('are what is owed, the available credit and the number of confirmed classes', () => {
    expect(profileTiles(outstanding, 5)).toEqual({ outstanding: '$42.50', credits: '$20.00', classes: '5' });
    expect(profileTiles(outstanding, 0).classes).toBe('0');
  });

  it('show a dash while a figure is not known', () => {
    expect(profileTiles(undefined, undefined)).toEqual({ outstanding: '—', credits: '—', classes: '—' });
  });
});

describe('classPriceLabel', () => {
  it("is the booking's price, else the class's, else 20.00", () => {
    expect(classPriceLabel('15.00', '25.00')).toBe('$15.00');
    expect(classPriceLabel('', '25.00')).toBe('$25.00');
    expect(classPriceLabel(null, null)).toBe('$20.00');
    expect(classPriceLabel(undefined)).toBe('$20.00');
  });

  it('keeps a free class free', () => {
    expect(classPriceLabel('0.00')).toBe('$0.00');
  });
});

describe('balanceStanding', () => {
  it('is the outstanding balance while something is owed', () => {
    expect(balanceStanding(summary('20.00'))).toEqual({ kind: 'owing', amount: '$20.00' });
  });

  it('is "fully paid" at nothing owed', () => {
    expect(balanceStanding(summary('0.00'))).toEqual({ kind: 'paid' });
  });
});
