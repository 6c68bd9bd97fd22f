import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays } from './dates';
import {
  computeTax,
  customTaxesFor,
  DEFAULT_TAX,
  findTaxRegion,
  formatRatePercent,
  formatRatePpm,
  isRegionOf,
  isTaxCountry,
  parseCustomTaxes,
  parseRatePpm,
  rateOn,
  regionsOf,
  roundDiv,
  TAX_COUNTRIES,
  TAX_SLOTS,
  TAX_TABLE,
  type TaxKind,
  type TaxLineInput,
  taxesForSlots,
  taxesOn,
  taxRatesOn,
} from './tax';

const TODAY = '2026-11-23';
const line = (kind: TaxKind, ratePpm: number, label: string = kind): TaxLineInput => ({
  kind,
  label,
  ratePpm,
});
const GST = line('GST', 50_000);
const BC_PST = line('PST', 70_000);
const QST = line('QST', 99_750);

describe('the region lists', () => {
  it('has Canada then the United States, each alphabetical, first region being the reset value', () => {
    expect(TAX_COUNTRIES).toEqual(['Canada', 'United States']);
    expect(regionsOf('Canada')).toEqual([
      'Alberta',
      'British Columbia',
      'Manitoba',
      'New Brunswick',
      'Newfoundland and Labrador',
      'Northwest Territories',
      'Nova Scotia',
      'Nunavut',
      'Ontario',
      'Prince Edward Island',
      'Quebec',
      'Saskatchewan',
      'Yukon',
    ]);
    expect(regionsOf('United States')).toEqual([
      'Alabama',
      'Alaska',
      'California',
      'Delaware',
      'Florida',
      'New York',
      'Texas',
    ]);
    expect(regionsOf('Canada')[0]).toBe('Alberta');
    expect(regionsOf('United States')[0]).toBe('Alabama');
    expect(regionsOf('Mexico')).toEqual([]);
  });

  it('knows its countries and regions, exactly as spelled', () => {
    expect(isTaxCountry('Canada')).toBe(true);
    expect(isTaxCountry('canada')).toBe(false);
    expect(isRegionOf('Canada', 'Quebec')).toBe(true);
    expect(isRegionOf('United States', 'Quebec')).toBe(false);
    expect(taxRatesOn('Canada', 'Texas', TODAY)).toBeNull();
    expect(taxRatesOn('Mexico', 'Jalisco', TODAY)).toBeNull();
  });

  it('has contiguous dated periods for every rate: open at both ends, no gap, no overlap', () => {
    for (const region of TAX_TABLE) {
      for (const component of region.taxes) {
        const { rates } = component;
        expect(rates[0]!.from, `${region.region} ${component.kind}`).toBeNull();
        expect(rates.at(-1)!.until, `${region.region} ${component.kind}`).toBeNull();
        for (let i = 1; i < rates.length; i++) {
          expect(addDays(rates[i - 1]!.until!, 1), `${region.region} ${component.kind}`).toBe(rates[i]!.from);
        }
      }
      // One component per slot.
      const slots = region.taxes.map((t) => t.slot);
      expect(new Set(slots).size).toBe(slots.length);
    }
  });
});

describe('the rates in force today', () => {
  const no = { gst: false, pst: false, hst: false, salesTax: false };
  // region, gst, pst, hst, salesTax, total, taxTypes (all in ppm)
  const cases: [string, string, number, number, number, number, number, TaxKind[]][] = [
    ['Canada', 'Alberta', 50_000, 0, 0, 0, 50_000, ['GST']],
    ['Canada', 'British Columbia', 50_000, 70_000, 0, 0, 120_000, ['GST', 'PST']],
    ['Canada', 'Manitoba', 50_000, 70_000, 0, 0, 120_000, ['GST', 'PST']],
    ['Canada', 'New Brunswick', 0, 0, 150_000, 0, 150_000, ['HST']],
    ['Canada', 'Newfoundland and Labrador', 0, 0, 150_000, 0, 150_000, ['HST']],
    ['Canada', 'Northwest Territories', 50_000, 0, 0, 0, 50_000, ['GST']],
    ['Canada', 'Nova Scotia', 0, 0, 140_000, 0, 140_000, ['HST']],
    ['Canada', 'Nunavut', 50_000, 0, 0, 0, 50_000, ['GST']],
    ['Canada', 'Ontario', 0, 0, 130_000, 0, 130_000, ['HST']],
    ['Canada', 'Prince Edward Island', 0, 0, 150_000, 0, 150_000, ['HST']],
    ['Canada', 'Quebec', 50_000, 99_750, 0, 0, 149_750, ['GST', 'QST']],
    ['Canada', 'Saskatchewan', 50_000, 60_000, 0, 0, 110_000, ['GST', 'PST']],
    ['Canada', 'Yukon', 50_000, 0, 0, 0, 50_000, ['GST']],
    ['United States', 'Alabama', 0, 0, 0, 40_000, 40_000, ['SALES_TAX']],
    ['United States', 'Alaska', 0, 0, 0, 0, 0, []],
    ['United States', 'California', 0, 0, 0, 72_500, 72_500, ['SALES_TAX']],
    ['United States', 'Delaware', 0, 0, 0, 0, 0, []],
    ['United States', 'Florida', 0, 0, 0, 60_000, 60_000, ['SALES_TAX']],
    ['United States', 'New York', 0, 0, 0, 80_000, 80_000, ['SALES_TAX']],
    ['United States', 'Texas', 0, 0, 0, 62_500, 62_500, ['SALES_TAX']],
  ];

  it('covers every region of the table', () => {
    expect(cases.map(([c, r]) => `${c}/${r}`).sort()).toEqual(
      TAX_TABLE.map((r) => `${r.country}/${r.region}`).sort(),
    );
  });

  it.each(cases)('%s, %s', (country, region, gst, pst, hst, salesTax, total, taxTypes) => {
    const found = taxRatesOn(country, region, TODAY)!;
    expect(found).toMatchObject({ country, region, date: TODAY, gst, pst, hst, salesTax, total, taxTypes });
    expect(found.defaultEnabled).toEqual({
      ...no,
      gst: gst > 0,
      pst: pst > 0,
      hst: hst > 0,
      salesTax: salesTax > 0,
    });
    expect(found.taxes.map((t) => t.kind)).toEqual(taxTypes);
    expect(found.taxes.reduce((sum, t) => sum + t.ratePpm, 0)).toBe(total);
  });

  it("keeps Quebec's QST in the pst slot and reports Manitoba's RST as PST", () => {
    expect(taxRatesOn('Canada', 'Quebec', TODAY)!.taxes).toEqual([
      { slot: 'gst', kind: 'GST', label: 'GST', ratePpm: 50_000 },
      { slot: 'pst', kind: 'QST', label: 'QST', ratePpm: 99_750 },
    ]);
    expect(taxRatesOn('Canada', 'Manitoba', TODAY)!.taxes[1]).toEqual({
      slot: 'pst',
      kind: 'PST',
      label: 'PST',
      ratePpm: 70_000,
    });
    expect(findTaxRegion('Canada', 'Manitoba')!.note).toMatch(/RST/);
    expect(findTaxRegion('United States', 'New York')!.note).toMatch(/4 % state/);
    expect(taxRatesOn('United States', 'Texas', TODAY)!.taxes).toEqual([
      { slot: 'salesTax', kind: 'SALES_TAX', label: 'Sales Tax', ratePpm: 62_500 },
    ]);
  });

  it('rejects a date that is not YYYY-MM-DD', () => {
    expect(() => taxRatesOn('Canada', 'Ontario', '2026-1-5')).toThrow(RangeError);
    expect(() => taxRatesOn('Canada', 'Ontario', '2026-13-01')).toThrow(RangeError);
    expect(() => rateOn([], 'today')).toThrow(RangeError);
  });
});

describe('dated rates: the rate in force on the day', () => {
  // region, slot value checked, last day of the old rate, old, new
  const boundaries: [string, string, 'pst' | 'hst' | 'salesTax', string, number, number][] = [
    ['Canada', 'Nova Scotia', 'hst', '2025-03-31', 150_000, 140_000],
    ['Canada', 'Saskatchewan', 'pst', '2017-03-22', 50_000, 60_000],
    ['Canada', 'Manitoba', 'pst', '2019-06-30', 80_000, 70_000],
    ['Canada', 'Prince Edward Island', 'hst', '2016-09-30', 140_000, 150_000],
    ['Canada', 'New Brunswick', 'hst', '2016-06-30', 130_000, 150_000],
    ['Canada', 'Newfoundland and Labrador', 'hst', '2016-06-30', 130_000, 150_000],
    ['United States', 'California', 'salesTax', '2016-12-31', 75_000, 72_500],
  ];

  it.each(boundaries)('%s, %s: %s on %s', (country, region, slot, lastOld, before, after) => {
    const firstNew = addDays(lastOld, 1);
    expect(taxRatesOn(country, region, '2015-06-15')![slot]).toBe(before);
    expect(taxRatesOn(country, region, lastOld)![slot]).toBe(before);
    expect(taxRatesOn(country, region, firstNew)![slot]).toBe(after);
    expect(taxRatesOn(country, region, '2030-12-31')![slot]).toBe(after);
  });

  it('Nova Scotia: 15 % on 2025-03-31, 14 % from 2025-04-01', () => {
    expect(taxRatesOn('Canada', 'Nova Scotia', '2025-03-31')!.total).toBe(150_000);
    expect(taxRatesOn('Canada', 'Nova Scotia', '2025-04-01')!.total).toBe(140_000);
  });

  it('a past payment is taxed at the rate of its date', () => {
    const march = computeTax(10_000, taxesOn('Canada', 'Nova Scotia', '2025-03-15')!, { inclusive: false });
    const april = computeTax(10_000, taxesOn('Canada', 'Nova Scotia', '2025-04-15')!, { inclusive: false });
    expect(march.taxCents).toBe(1_500);
    expect(april.taxCents).toBe(1_400);
  });

  it('GST, Quebec, Ontario and the flat states do not change', () => {
    for (const date of ['2016-01-01', '2020-02-29', TODAY, '2030-12-31']) {
      expect(taxRatesOn('Canada', 'Quebec', date)!.total).toBe(149_750);
      expect(taxRatesOn('Canada', 'Ontario', date)!.total).toBe(130_000);
      expect(taxRatesOn('Canada', 'Alberta', date)!.total).toBe(50_000);
      expect(taxRatesOn('United States', 'Texas', date)!.total).toBe(62_500);
    }
  });
});

describe('choosing taxes from the table or the settings', () => {
  it('taxesOn keeps the enabled slots, a missing flag following the table', () => {
    expect(taxesOn('Canada', 'British Columbia', TODAY)!.map((t) => t.kind)).toEqual(['GST', 'PST']);
    expect(taxesOn('Canada', 'British Columbia', TODAY, { pst: false })!.map((t) => t.kind)).toEqual(['GST']);
    expect(taxesOn('Canada', 'British Columbia', TODAY, { gst: false, pst: false })).toEqual([]);
    // Enabling a slot that has no tax there adds nothing.
    expect(taxesOn('Canada', 'Alberta', TODAY, { hst: true })!.map((t) => t.kind)).toEqual(['GST']);
    expect(taxesOn('Canada', 'Atlantis', TODAY)).toBeNull();
  });

  it('taxesForSlots names stored rates for the region and drops disabled or zero slots', () => {
    const rates = { gst: 50_000, pst: 99_750, hst: 0, salesTax: 0 };
    const all = { gst: true, pst: true, hst: true, salesTax: true };
    expect(taxesForSlots('Canada', 'Quebec', rates, all)).toEqual([line('GST', 50_000), line('QST', 99_750)]);
    expect(
      taxesForSlots('Canada', 'British Columbia', { ...rates, pst: 70_000 }, { ...all, gst: false }),
    ).toEqual([line('PST', 70_000)]);
    // An unknown region (or a slot the region has no tax in) gets the slot's own name.
    expect(taxesForSlots('Elsewhere', 'Nowhere', { gst: 1, pst: 2, hst: 3, salesTax: 4 }, all)).toEqual([
      line('GST', 1),
      line('PST', 2),
      line('HST', 3),
      line('SALES_TAX', 4, 'Sales Tax'),
    ]);
    expect(() => taxesForSlots('Canada', 'Quebec', { ...rates, gst: 0.05 }, all)).toThrow(RangeError);
  });
});

describe('rates as settings text', () => {
  it.each([
    ['0', 0],
    ['0.05', 50_000],
    ['0.07', 70_000],
    ['0.09975', 99_750],
    ['0.0725', 72_500],
    ['0.13', 130_000],
    ['.5', 500_000],
    ['1', 1_000_000],
    ['1.000000', 1_000_000],
    [' 0.15 ', 150_000],
    ['0.000001', 1],
  ] as const)('parses %j as %i ppm', (text, ppm) => {
    expect(parseRatePpm(text)).toBe(ppm);
  });

  it.each(['', ' ', 'abc', '5', '1.5', '1.000001', '-0.05', '0.0000001', '0,05', '1e-2', '0.05%', 'NaN'])(
    'rejects %j',
    (text) => {
      expect(parseRatePpm(text)).toBeNull();
    },
  );

  it('reads numbers through their decimal text', () => {
    expect(parseRatePpm(0.09975)).toBe(99_750);
    expect(parseRatePpm(0.05)).toBe(50_000);
    expect(parseRatePpm(1)).toBe(1_000_000);
    expect(parseRatePpm(1e-7)).toBeNull();
    expect(parseRatePpm(Number.NaN)).toBeNull();
    expect(parseRatePpm(5)).toBeNull();
  });

  it('formats ppm as settings text and as a percentage', () => {
    expect(formatRatePpm(0)).toBe('0');
    expect(formatRatePpm(50_000)).toBe('0.05');
    expect(formatRatePpm(70_000)).toBe('0.07');
    expect(formatRatePpm(99_750)).toBe('0.09975');
    expect(formatRatePpm(1)).toBe('0.000001');
    expect(formatRatePpm(1_000_000)).toBe('1');
    expect(formatRatePercent(50_000)).toBe('5');
    expect(formatRatePercent(99_750)).toBe('9.975');
    expect(formatRatePercent(72_500)).toBe('7.25');
    expect(formatRatePercent(0)).toBe('0');
    expect(() => formatRatePpm(1_000_001)).toThrow(RangeError);
    expect(() => formatRatePpm(0.5)).toThrow(RangeError);
  });

  it('text → ppm → text is the identity on every ppm', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1_000_000 }), (ppm) => {
        expect(parseRatePpm(formatRatePpm(ppm))).toBe(ppm);
        expect(parseRatePpm(Number(formatRatePpm(ppm)))).toBe(ppm);
      }),
    );
  });

  it('every table rate formats to the settings text the spec shows', () => {
    const bc = taxRatesOn('Canada', 'British Columbia', TODAY)!;
    expect([bc.gst, bc.pst, bc.hst, bc.salesTax].map(formatRatePpm)).toEqual(['0.05', '0.07', '0', '0']);
    expect(formatRatePpm(taxRatesOn('Canada', 'Quebec', TODAY)!.pst)).toBe('0.09975');
  });
});

describe('the rounding rule: half away from zero', () => {
  it.each([
    [5n, 2n, 3n],
    [-5n, 2n, -3n],
    [4n, 3n, 1n],
    [5n, 3n, 2n],
    [-4n, 3n, -1n],
    [-5n, 3n, -2n],
    [0n, 7n, 0n],
    [1_995n, 1_000n, 2n],
    [1_994n, 1_000n, 2n],
    [1_499n, 1_000n, 1n],
  ])('%i / %i → %i', (n, d, expected) => {
    expect(roundDiv(n, d)).toBe(expected);
  });

  it('needs a positive divisor', () => {
    expect(() => roundDiv(1n, 0n)).toThrow(RangeError);
  });
});

describe('computeTax with known figures', () => {
  it('British Columbia, $20.00 exclusive: GST 1.00, PST 1.40, gross 22.40', () => {
    expect(computeTax(2_000, [GST, BC_PST], { inclusive: false })).toEqual({
      netCents: 2_000,
      taxCents: 240,
      grossCents: 2_240,
      lines: [
        { kind: 'GST', label: 'GST', ratePpm: 50_000, taxCents: 100 },
        { kind: 'PST', label: 'PST', ratePpm: 70_000, taxCents: 140 },
      ],
    });
  });

  it('British Columbia, $22.40 inclusive: net 20.00, GST 1.00, PST 1.40', () => {
    const result = computeTax(2_240, [GST, BC_PST], { inclusive: true });
    expect(result).toMatchObject({ netCents: 2_000, taxCents: 240, grossCents: 2_240 });
    expect(result.lines.map((l) => l.taxCents)).toEqual([100, 140]);
  });

  it('Quebec, $20.00 exclusive: QST 1.995 rounds half away to 2.00, GST 1.00', () => {
    const result = computeTax(2_000, [GST, QST], { inclusive: false });
    expect(result.lines.map((l) => [l.kind, l.taxCents])).toEqual([
      ['GST', 100],
      ['QST', 200],
    ]);
    expect(result).toMatchObject({ taxCents: 300, grossCents: 2_300 });
  });

  it('Quebec, $20.00 inclusive: net 17.40 (1739.51 rounds up), tax 2.60 split 0.87 + 1.73', () => {
    const result = computeTax(2_000, [GST, QST], { inclusive: true });
    expect(result).toMatchObject({ netCents: 1_740, taxCents: 260, grossCents: 2_000 });
    expect(result.lines.map((l) => l.taxCents)).toEqual([87, 173]);
  });

  it('Ontario and Nova Scotia HST on $20.00', () => {
    expect(computeTax(2_000, [line('HST', 130_000)], { inclusive: false }).grossCents).toBe(2_260);
    expect(computeTax(2_000, [line('HST', 140_000)], { inclusive: false }).grossCents).toBe(2_280);
    expect(computeTax(2_260, [line('HST', 130_000)], { inclusive: true }).netCents).toBe(2_000);
  });

  it('half cents round away from zero', () => {
    // 10 cents × 5 % = 0.5 → 1; 30 × 5 % = 1.5 → 2; 50 × 5 % = 2.5 → 3.
    expect(computeTax(10, [GST], { inclusive: false }).taxCents).toBe(1);
    expect(computeTax(30, [GST], { inclusive: false }).taxCents).toBe(2);
    expect(computeTax(50, [GST], { inclusive: false }).taxCents).toBe(3);
    expect(computeTax(9, [GST], { inclusive: false }).taxCents).toBe(0); // 0.45
    // $1.50 × 7.25 % = 10.875 → 11; $2.00 × 7.25 % = 14.5 → 15.
    expect(computeTax(150, [line('SALES_TAX', 72_500)], { inclusive: false }).taxCents).toBe(11);
    expect(computeTax(200, [line('SALES_TAX', 72_500)], { inclusive: false }).taxCents).toBe(15);
    // Refunds mirror: −10 cents → −1.
    expect(computeTax(-10, [GST], { inclusive: false }).taxCents).toBe(-1);
    expect(computeTax(-50, [GST], { inclusive: false }).taxCents).toBe(-3);
    // Inclusive: 21 cents ÷ 1.05 = 20 exactly; 63 ÷ 1.05 = 60; 105 ÷ 1.05 = 100.
    expect(computeTax(63, [GST], { inclusive: true })).toMatchObject({ netCents: 60, taxCents: 3 });
    // 41 ÷ 1.05 = 39.047… → 39, tax 2; 1 cent ÷ 1.05 = 0.952 → 1, tax 0.
    expect(computeTax(41, [GST], { inclusive: true })).toMatchObject({ netCents: 39, taxCents: 2 });
    expect(computeTax(1, [GST], { inclusive: true })).toMatchObject({ netCents: 1, taxCents: 0 });
  });

  it('the student owed breakdown figure: $40.00 inclusive at 5 % → 38.10 + 1.90', () => {
    expect(computeTax(4_000, [DEFAULT_TAX], { inclusive: true })).toMatchObject({
      netCents: 3_810,
      taxCents: 190,
    });
  });

  it('no taxes, or only zero rates, means no tax', () => {
    for (const inclusive of [false, true]) {
      expect(computeTax(2_000, [], { inclusive })).toEqual({
        netCents: 2_000,
        taxCents: 0,
        grossCents: 2_000,
        lines: [],
      });
      const zero = computeTax(2_000, [line('SALES_TAX', 0)], { inclusive });
      expect(zero).toMatchObject({ netCents: 2_000, taxCents: 0, grossCents: 2_000 });
      expect(zero.lines[0]!.taxCents).toBe(0);
    }
  });

  it('the default is 5 % named Tax', () => {
    expect(DEFAULT_TAX).toEqual({ kind: 'TAX', label: 'Tax', ratePpm: 50_000 });
    expect(Object.isFrozen(DEFAULT_TAX)).toBe(true);
    expect(computeTax(2_000, [DEFAULT_TAX], { inclusive: false }).lines).toEqual([
      { kind: 'TAX', label: 'Tax', ratePpm: 50_000, taxCents: 100 },
    ]);
  });

  it('refuses fractional cents and rates outside 0 to 1', () => {
    expect(() => computeTax(20.5, [GST], { inclusive: false })).toThrow(RangeError);
    expect(() => computeTax(Number.MAX_SAFE_INTEGER + 1, [GST], { inclusive: false })).toThrow(RangeError);
    expect(() => computeTax(2_000, [line('GST', -1)], { inclusive: false })).toThrow(RangeError);
    expect(() => computeTax(2_000, [line('GST', 1_000_001)], { inclusive: false })).toThrow(RangeError);
    expect(() => computeTax(2_000, [line('GST', 0.05)], { inclusive: false })).toThrow(RangeError);
  });

  it('is exact at the top of the range: $10,000,000.00 in Quebec', () => {
    const result = computeTax(1_000_000_000, [GST, QST], { inclusive: false });
    expect(result.lines.map((l) => l.taxCents)).toEqual([50_000_000, 99_750_000]);
    expect(result.grossCents).toBe(1_149_750_000);
    expect(computeTax(1_149_750_000, [GST, QST], { inclusive: true }).netCents).toBe(1_000_000_000);
  });
});

describe('computeTax properties', () => {
  const amount = fc.integer({ min: 0, max: 1_000_000_000 });
  const rate = fc.oneof(
    fc.integer({ min: 0, max: 1_000_000 }),
    fc.constantFrom(
      0,
      40_000,
      50_000,
      60_000,
      62_500,
      70_000,
      72_500,
      80_000,
      99_750,
      130_000,
      140_000,
      150_000,
    ),
  );
  const taxes = fc.array(
    rate.map((ratePpm) => line('TAX', ratePpm)),
    { maxLength: 5 },
  );
  const tableTaxes = fc.constantFrom(
    ...TAX_TABLE.flatMap((r) =>
      ['2016-01-01', '2019-06-30', '2025-03-31', TODAY].map((d) => taxRatesOn(r.country, r.region, d)!.taxes),
    ),
  );
  const isInt = (n: number) => Number.isSafeInteger(n);

  it('exclusive: gross = net + the lines, net = the amount, all integers', () => {
    fc.assert(
      fc.property(amount, taxes, (cents, list) => {
        const r = computeTax(cents, list, { inclusive: false });
        const sum = r.lines.reduce((s, l) => s + l.taxCents, 0);
        expect(r.netCents).toBe(cents);
        expect(r.taxCents).toBe(sum);
        expect(r.grossCents).toBe(r.netCents + sum);
        expect([r.netCents, r.taxCents, r.grossCents, ...r.lines.map((l) => l.taxCents)].every(isInt)).toBe(
          true,
        );
        // Each line is the rounded exact product.
        r.lines.forEach((l, i) => {
          expect(Math.abs(l.taxCents * 1_000_000 - cents * list[i]!.ratePpm)).toBeLessThanOrEqual(500_000);
        });
      }),
    );
  });

  it('inclusive: the lines add up exactly to gross − net, none negative, all integers', () => {
    fc.assert(
      fc.property(amount, taxes, (cents, list) => {
        const r = computeTax(cents, list, { inclusive: true });
        const sum = r.lines.reduce((s, l) => s + l.taxCents, 0);
        expect(r.grossCents).toBe(cents);
        expect(r.taxCents).toBe(r.grossCents - r.netCents);
        expect(sum).toBe(r.taxCents);
        expect(r.lines.every((l) => l.taxCents >= 0 && l.taxCents <= r.taxCents)).toBe(true);
        expect(r.netCents).toBeGreaterThanOrEqual(0);
        expect(r.netCents).toBeLessThanOrEqual(cents);
        expect([r.netCents, r.taxCents, r.grossCents, ...r.lines.map((l) => l.taxCents)].every(isInt)).toBe(
          true,
        );
        // A zero-rate line gets nothing.
        r.lines.forEach((l, i) => {
          if (list[i]!.ratePpm === 0) expect(l.taxCents).toBe(0);
        });
      }),
    );
  });

  it('inclusive then exclusive on the net: same net, gross within one cent per line', () => {
    fc.assert(
      fc.property(amount, taxes, (cents, list) => {
        const inclusive = computeTax(cents, list, { inclusive: true });
        const exclusive = computeTax(inclusive.netCents, list, { inclusive: false });
        expect(exclusive.netCents).toBe(inclusive.netCents);
        expect(Math.abs(exclusive.grossCents - cents)).toBeLessThanOrEqual(list.length);
      }),
    );
  });

  it('with the real regional rates the round trip differs by at most one cent on each line', () => {
    fc.assert(
      fc.property(amount, tableTaxes, (cents, list) => {
        const inclusive = computeTax(cents, list, { inclusive: true });
        const exclusive = computeTax(inclusive.netCents, list, { inclusive: false });
        inclusive.lines.forEach((l, i) => {
          expect(Math.abs(l.taxCents - exclusive.lines[i]!.taxCents)).toBeLessThanOrEqual(1);
        });
        expect(Math.abs(exclusive.grossCents - cents)).toBeLessThanOrEqual(1);
      }),
    );
  });

  it('exclusive then inclusive recovers the net: exactly with one tax, within a cent per line otherwise', () => {
    fc.assert(
      fc.property(amount, taxes, (cents, list) => {
        const exclusive = computeTax(cents, list, { inclusive: false });
        const back = computeTax(exclusive.grossCents, list, { inclusive: true });
        if (list.length <= 1) expect(back.netCents).toBe(cents);
        else expect(Math.abs(back.netCents - cents)).toBeLessThanOrEqual(list.length);
      }),
    );
  });

  it('a refund is the exact mirror of the charge', () => {
    fc.assert(
      fc.property(amount, taxes, fc.boolean(), (cents, list, inclusive) => {
        const charge = computeTax(cents, list, { inclusive });
        const refund = computeTax(-cents, list, { inclusive });
        expect(refund.netCents).toBe(-charge.netCents || 0);
        expect(refund.taxCents).toBe(-charge.taxCents || 0);
        expect(refund.lines.map((l) => l.taxCents)).toEqual(charge.lines.map((l) => -l.taxCents || 0));
      }),
    );
  });

  it('keeps the kind, label and rate of every line, in order', () => {
    fc.assert(
      fc.property(amount, tableTaxes, fc.boolean(), (cents, list, inclusive) => {
        const r = computeTax(cents, list, { inclusive });
        expect(r.lines.map(({ kind, label, ratePpm }) => ({ kind, label, ratePpm }))).toEqual(
          list.map(({ kind, label, ratePpm }) => ({ kind, label, ratePpm })),
        );
      }),
    );
  });
});

describe('the older custom_taxes key', () => {
  it('reads active taxes, percent or fraction', () => {
    const text = JSON.stringify([
      { name: 'GST', rate: 5, isActive: true },
      { name: 'PST', rate: 0.07, isActive: true },
    ]);
    expect(parseCustomTaxes(text)).toEqual([line('GST', 50_000), line('PST', 70_000)]);
  });

  it.each([
    [5, 50_000],
    [0.05, 50_000],
    [9.975, 99_750],
    [0.09975, 99_750],
    [7.25, 72_500],
    ['5', 50_000],
    ['0.05', 50_000],
    [1.5, 15_000],
    [1, 1_000_000],
    [100, 1_000_000],
    [0, 0],
    [0.0000004, 0],
    [12.34567, 123_457],
  ] as const)('rate %j is %i ppm (above 1 is a percentage)', (rate, ppm) => {
    expect(parseCustomTaxes(JSON.stringify([{ name: 'Tax', rate, isActive: true }]))).toEqual([
      line('TAX', ppm, 'Tax'),
    ]);
  });

  it('leaves inactive taxes out; all inactive or an empty list means no tax', () => {
    const text = JSON.stringify([
      { name: 'GST', rate: 0.05, isActive: true },
      { name: 'PST', rate: 0.07, isActive: false },
      { name: 'HST', rate: 13, isActive: 'false' },
    ]);
    expect(parseCustomTaxes(text)).toEqual([line('GST', 50_000)]);
    expect(parseCustomTaxes('[{"name":"PST","rate":7,"isActive":false}]')).toEqual([]);
    expect(parseCustomTaxes('[]')).toEqual([]);
  });

  it('names kinds from the tax name; other names are plain Tax', () => {
    const text = JSON.stringify(
      ['gst', 'QST', 'RST', 'HST', 'Sales Tax', 'City levy', ''].map((name) => ({
        name,
        rate: 1.5,
        isActive: true,
      })),
    );
    expect(parseCustomTaxes(text)!.map((t) => [t.kind, t.label])).toEqual([
      ['GST', 'gst'],
      ['QST', 'QST'],
      ['PST', 'RST'],
      ['HST', 'HST'],
      ['SALES_TAX', 'Sales Tax'],
      ['TAX', 'City levy'],
      ['TAX', 'Tax'],
    ]);
    // A missing isActive counts as active.
    expect(parseCustomTaxes('[{"name":"GST","rate":5}]')).toEqual([line('GST', 50_000)]);
  });

  it.each([
    undefined,
    null,
    '',
    '   ',
    'not json',
    '{"name":"GST","rate":5}',
    '"[]"',
    '5',
    '[null]',
    '[[5]]',
    '[{"name":"GST"}]',
    '[{"name":"GST","rate":-5,"isActive":true}]',
    '[{"name":"GST","rate":101,"isActive":true}]',
    '[{"name":"GST","rate":"five","isActive":true}]',
    '[{"name":"GST","rate":"1e2","isActive":true}]',
    '[{"name":"GST","rate":5,"isActive":"yes"}]',
    '[{"name":42,"rate":5,"isActive":true}]',
    '[{"name":"GST","rate":5,"isActive":true},{"name":"PST","rate":"x","isActive":false}]',
  ])('%j is unreadable → null (the caller uses the default)', (text) => {
    expect(parseCustomTaxes(text)).toBeNull();
  });

  it('customTaxesFor writes the table for the region and reads back to the same taxes', () => {
    expect(customTaxesFor('Canada', 'British Columbia', TODAY)).toBe(
      '[{"name":"GST","rate":0.05,"isActive":true},{"name":"PST","rate":0.07,"isActive":true}]',
    );
    expect(customTaxesFor('Canada', 'British Columbia', TODAY, { pst: false })).toBe(
      '[{"name":"GST","rate":0.05,"isActive":true},{"name":"PST","rate":0.07,"isActive":false}]',
    );
    expect(customTaxesFor('Canada', 'Nova Scotia', '2025-03-31')).toBe(
      '[{"name":"HST","rate":0.15,"isActive":true}]',
    );
    expect(customTaxesFor('United States', 'Alaska', TODAY)).toBe('[]');
    expect(customTaxesFor('Canada', 'Atlantis', TODAY)).toBeNull();

    for (const region of TAX_TABLE) {
      for (const flags of [undefined, { gst: false }, { pst: false, salesTax: false }, { hst: false }]) {
        const text = customTaxesFor(region.country, region.region, TODAY, flags)!;
        const back = parseCustomTaxes(text)!;
        const expected = taxesOn(region.country, region.region, TODAY, flags)!.map(
          ({ kind, label, ratePpm }) => ({
            kind,
            label,
            ratePpm,
          }),
        );
        expect(back, `${region.region} ${JSON.stringify(flags)}`).toEqual(expected);
      }
    }
  });

  it('slots are listed in settings order', () => {
    expect(TAX_SLOTS).toEqual(['gst', 'pst', 'hst', 'salesTax']);
  });
});
