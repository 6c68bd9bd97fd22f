/**
 * Every sample under ./samples parsed as it is, checked field by field: real-format notifications of
 * every source and both languages, and their look-alikes.
 */
import { describe, expect, it } from 'vitest';
import { parsePaymentEmail } from './index';
import { SAMPLES } from './samples';

describe('real-format samples', () => {
  it.each(SAMPLES.map((s) => [s.name, s] as const))('%s', (_name, sample) => {
    const result = parsePaymentEmail(sample.email);
    const expected = sample.expected;
    if (expected.kind === 'payment') {
      // A sample that names no invoice expects none.
      expect(result).toEqual({ kind: 'payment', payment: { invoiceNumber: null, ...expected.payment } });
    } else if (expected.kind === 'not_payment') {
      expect(result).toMatchObject({ kind: 'not_payment', source: expected.source });
      expect(result.kind === 'not_payment' ? result.reason : '').toMatch(expected.reason);
    } else {
      expect(result.kind).toBe('unrecognised');
      if (expected.reason)
        expect(result.kind === 'unrecognised' ? (result.reason ?? '') : '').toMatch(expected.reason);
    }
  });
});
