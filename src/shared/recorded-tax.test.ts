import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  chargeOfPrice,
  scaleTaxLines,
  splitTaxCents,
  sumTaxLines,
  taxCentsOf,
  taxInsideAmount,
  taxLineLabel,
} from './recorded-tax';
import { computeTax, type TaxLine, type TaxLineInput } from './tax';

const GST: TaxLineInput = { kind: 'GST', label: 'GST', ratePpm: 50_000 };
const PST: TaxLineInput = { kind: 'PST', label: 'PST', ratePpm: 70_000 };
const QST: TaxLineInput = { kind: 'QST', label: 'QST', ratePpm: 99_750 };

describe('splitTaxCents', () => {
  it("is computeTax's split when the amount is computeTax's", () => {
    for (const cents of [1, 99, 2000, 2250, 2499, 123_457]) {
      const billed = computeTax(cents, [GST, PST], { inclusive: true });
      expect(splitTaxCents(billed.taxCents, [GST, PST])).toEqual(billed.lines);
    }
  });

  it('without taxes, a stated tax is one line named Tax, shown without a rate', () => {
    const [line] = splitTaxCents(95, []);
    expect(line).toEqual({ kind: 'TAX', label: 'Tax', ratePpm: 0, taxCents: 95 });
    expect(taxLineLabel(line!)).toBe('Tax');
    expect(splitTaxCents(0, [])).toEqual([]);
  });
});

describe('scaleTaxLines', () => {
  const lines = computeTax(2240, [GST, PST], { inclusive: true }).lines;

  it('the whole amount gives back the recorded lines; nothing gives nothing', () => {
    expect(scaleTaxLines(lines, 2240, 2240)).toEqual(lines);
    expect(taxCentsOf(scaleTaxLines(lines, 2240, 0))).toBe(0);
  });

  it('a part adds up to its rounded share and keeps each tax and rate', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 10_000_000 }),
        fc.double({ min: 0, max: 1, noNaN: true }),
        (whole, f) => {
          const recorded = computeTax(whole, [GST, QST], { inclusive: true }).lines;
          const part = Math.round(whole * f);
          const scaled = scaleTaxLines(recorded, whole, part);
          expect(scaled.map((l) => [l.kind, l.ratePpm])).toEqual(recorded.map((l) => [l.kind, l.ratePpm]));
          expect(taxCentsOf(scaled)).toBe(Math.round((taxCentsOf(recorded) * part) / whole));
          for (const l of scaled) expect(l.taxCents).toBeGreaterThanOrEqual(0);
        },
      ),
    );
  });
});

describe('sumTaxLines', () => {
  it('adds per tax and rate, keeps a rate change apart, and drops what adds up to nothing', () => {
    const at = (t: TaxLineInput, taxCents: number): TaxLine => ({ ...t, taxCents });
    const sum = sumTaxLines([
      [at(GST, 100), at(PST, 140)],
      [at(GST, 5), at(PST, 0)],
      [at({ ...PST, ratePpm: 60_000 }, 12)],
      [at(QST, 0)],
    ]);
    expect(sum).toEqual([at(GST, 105), at(PST, 140), at({ ...PST, ratePpm: 60_000 }, 12)]);
  });
});

describe('recording a charge and money received', () => {
  it('prices including tax charge the price, the tax inside it', () => {
    const charge = chargeOfPrice(2240, { inclusive: true, taxes: [GST, PST] });
    expect(charge.amountCents).toBe(2240);
    expect(charge.taxes).toEqual(computeTax(2240, [GST, PST], { inclusive: true }).lines);
  });

  it('tax on top charges the price plus each tax', () => {
    const charge = chargeOfPrice(2000, { inclusive: false, taxes: [GST, PST] });
    expect(charge.amountCents).toBe(2240);
    expect(charge.taxes.map((l) => l.taxCents)).toEqual([100, 140]);
  });

  it('money received holds its tax inside, whatever the price setting', () => {
    expect(taxInsideAmount(2100, { taxes: [GST] })).toEqual([{ ...GST, taxCents: 100 }]);
    expect(taxInsideAmount(2100, { taxes: [] })).toEqual([]);
  });
});
