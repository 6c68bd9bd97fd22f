import { describe, expect, it } from 'vitest';
import { computeTax, type TaxLineInput } from '../../../shared/tax';
import { splitLineTax } from './invoice-tax';

const GST: TaxLineInput = { kind: 'GST', label: 'GST', ratePpm: 50_000 };
const PST: TaxLineInput = { kind: 'PST', label: 'PST', ratePpm: 70_000 };

describe('splitLineTax', () => {
  it('is computeTax split when the taxes are those the line was billed with', () => {
    for (const cents of [1, 99, 2000, 2250, 2499, 123_457]) {
      const billed = computeTax(cents, [GST, PST], { inclusive: true });
      expect(splitLineTax(billed.taxCents, [GST, PST]).map((l) => l.amountCents)).toEqual(
        billed.lines.map((l) => l.taxCents),
      );
    }
  });

  it('names each tax with its rate and always adds up to the line tax', () => {
    const split = splitLineTax(241, [GST, PST]);
    expect(split.map((l) => l.label)).toEqual(['GST 5%', 'PST 7%']);
    expect(split.reduce((s, l) => s + l.amountCents, 0)).toBe(241);
  });

  it('a tax on a line with no taxes configured any more is one "Tax" line', () => {
    expect(splitLineTax(95, [])).toEqual([{ label: 'Tax', amountCents: 95 }]);
    expect(splitLineTax(0, [])).toEqual([]);
  });
});
