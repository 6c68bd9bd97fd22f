import { describe, expect, it } from 'vitest';
import { changeCountry, changeRegion, enabledTotalPercent, ratesOutOfDate, taxRows } from './taxCascade';

const TODAY = '2026-06-15';

describe('changeCountry', () => {
  it('resets the region to the first region of the country and takes its rates and flags', () => {
    expect(changeCountry('United States', TODAY)).toEqual({
      country: 'United States',
      region: 'Alabama',
      gstRate: '0',
      pstRate: '0',
      hstRate: '0',
      salesTaxRate: '0.04',
      enableGst: 'false',
      enablePst: 'false',
      enableHst: 'false',
      enableSalesTax: 'true',
    });
    expect(changeCountry('Canada', TODAY)).toMatchObject({
      region: 'Alberta',
      gstRate: '0.05',
      enableGst: 'true',
      salesTaxRate: '0',
      enableSalesTax: 'false',
    });
  });

  it('gives an empty region and no rates for a country not in the table', () => {
    expect(changeCountry('Mexico', TODAY)).toEqual({ country: 'Mexico', region: '' });
  });
});

describe('changeRegion', () => {
  it.each([
    ['Ontario', { gstRate: '0', pstRate: '0', hstRate: '0.13', enableHst: 'true', enableGst: 'false' }],
    ['British Columbia', { gstRate: '0.05', pstRate: '0.07', enableGst: 'true', enablePst: 'true' }],
    ['Quebec', { gstRate: '0.05', pstRate: '0.09975', hstRate: '0', enablePst: 'true', enableHst: 'false' }],
  ])('%s takes its rates and flags from the table', (region, expected) => {
    expect(changeRegion('Canada', region, TODAY)).toMatchObject({ region, ...expected });
  });

  it('uses the rate in force on the date (Nova Scotia HST 15 % → 14 % on 2025-04-01)', () => {
    expect(changeRegion('Canada', 'Nova Scotia', '2025-03-31').hstRate).toBe('0.15');
    expect(changeRegion('Canada', 'Nova Scotia', '2025-04-01').hstRate).toBe('0.14');
  });

  it('switches every flag off where there is no tax (Alaska)', () => {
    expect(changeRegion('United States', 'Alaska', TODAY)).toMatchObject({
      salesTaxRate: '0',
      enableSalesTax: 'false',
      enableGst: 'false',
    });
  });
});

describe('taxRows', () => {
  it('lists the taxes of the region with their names and percentages', () => {
    const quebec = { country: 'Canada', ...changeRegion('Canada', 'Quebec', TODAY) };
    expect(taxRows(quebec, TODAY).map((r) => r.text)).toEqual(['GST 5%', 'QST 9.975%']);
    expect(enabledTotalPercent(taxRows(quebec, TODAY))).toBe('14.975');
  });

  it('leaves disabled taxes out of the total', () => {
    const bc = {
      country: 'Canada',
      ...changeRegion('Canada', 'British Columbia', TODAY),
      enablePst: 'false',
    };
    const rows = taxRows(bc, TODAY);
    expect(rows.map((r) => [r.text, r.enabled])).toEqual([
      ['GST 5%', true],
      ['PST 7%', false],
    ]);
    expect(enabledTotalPercent(rows)).toBe('5');
  });

  it('shows no row where no tax applies', () => {
    expect(taxRows({ country: 'United States', region: 'Delaware' }, TODAY)).toEqual([]);
  });

  it('for a region not in the table lists the slots with a saved rate', () => {
    const rows = taxRows(
      { country: 'Mexico', region: 'Jalisco', salesTaxRate: '0.16', enableSalesTax: 'true' },
      TODAY,
    );
    expect(rows.map((r) => r.text)).toEqual(['Sales Tax 16%']);
  });
});

describe('ratesOutOfDate', () => {
  it('is true when the saved rates are not the table rates for the date', () => {
    const march = { country: 'Canada', ...changeRegion('Canada', 'Nova Scotia', '2025-03-31') };
    expect(ratesOutOfDate(march, '2025-03-31')).toBe(false);
    expect(ratesOutOfDate(march, '2025-04-01')).toBe(true);
    expect(ratesOutOfDate({ country: 'Mexico', region: 'Jalisco' }, TODAY)).toBe(false);
  });
});
