import { describe, expect, it } from 'vitest';
import type { TProduct } from '../../../shared/schemas/products';
import { upcomingPrice } from '../../../shared/schemas/products';
import { PRODUCT_DEFAULTS, productInput, productTerms, productValues } from './productForm';

const pack: TProduct = {
  id: 1,
  kind: 'pack',
  name: '10-Class Card',
  active: true,
  classTypeIds: [3, 7],
  classCount: 10,
  validityCount: 3,
  validityUnit: 'month',
  validityFrom: 'purchase',
  introOffer: false,
  allowance: null,
  allowanceCount: null,
  billingDay: null,
  minimumPeriods: null,
  price: '180.00',
  prices: [
    { price: '180.00', from: '2026-11-01' },
    { price: '190.00', from: '2027-01-01' },
  ],
};
const membership: TProduct = {
  ...pack,
  id: 2,
  kind: 'membership',
  name: 'Twice a Week',
  classCount: null,
  validityCount: null,
  validityUnit: null,
  validityFrom: null,
  allowance: 'per_week',
  allowanceCount: 2,
  billingDay: 22,
  minimumPeriods: 3,
};

describe('the product form', () => {
  it("says a product's terms in one line", () => {
    expect(productTerms(pack)).toBe('10 classes · valid 3 months from purchase');
    expect(
      productTerms({
        ...pack,
        classCount: 1,
        validityCount: 1,
        validityUnit: 'week',
        validityFrom: 'first_use',
        introOffer: true,
      }),
    ).toBe('1 class · valid 1 week from first use · once per student');
    expect(productTerms(membership)).toBe(
      '2 classes a week · billed monthly on the 22nd · at least 3 months',
    );
    expect(
      productTerms({
        ...membership,
        allowance: 'unlimited',
        allowanceCount: null,
        billingDay: 1,
        minimumPeriods: 0,
      }),
    ).toBe('Unlimited classes · billed monthly on the 1st');
    expect(productTerms({ ...membership, billingDay: 12 })).toContain('on the 12th');
  });

  it('sends only the chosen kind’s terms, the covered types as ids', () => {
    expect(productInput(productValues(pack))).toEqual({
      kind: 'pack',
      name: '10-Class Card',
      active: true,
      classTypeIds: [3, 7],
      classCount: '10',
      validityCount: '3',
      validityUnit: 'month',
      validityFrom: 'purchase',
      introOffer: false,
    });
    const unlimited = {
      ...PRODUCT_DEFAULTS,
      kind: 'membership' as const,
      name: 'All In',
      allowanceCount: '4',
    };
    expect(productInput(unlimited)).toMatchObject({
      kind: 'membership',
      allowance: 'unlimited',
      allowanceCount: null,
      classTypeIds: [],
    });
  });

  it('shows a price dated after today as upcoming', () => {
    expect(upcomingPrice(pack.prices, '2026-12-01')).toEqual({ price: '190.00', from: '2027-01-01' });
    expect(upcomingPrice(pack.prices, '2027-01-01')).toBeNull();
  });
});
