import { describe, expect, it } from 'vitest';
import { cutoffMismatchWarning, hoursOtherThanCutoff, renderPolicyText } from './policy-text';

describe('policy texts follow the cut-off', () => {
  it('puts the cut-off in force where the text says {{cancellation_hours}}', () => {
    expect(
      renderPolicyText('Cancel {{cancellation_hours}} hours ahead ({{ cancellationHours }} h).', 72),
    ).toBe('Cancel 72 hours ahead (72 h).');
  });

  it('flags hours written out that are not the cut-off', () => {
    expect(hoursOtherThanCutoff('Cancellations made less than 24 hours before a class', 72)).toEqual([24]);
    expect(hoursOtherThanCutoff('less than 24 hours, or 24h, or 2 hrs', 24)).toEqual([2]);
    expect(hoursOtherThanCutoff('less than {{cancellation_hours}} hours', 72)).toEqual([]);
    expect(cutoffMismatchWarning('less than 24 hours', 72)).toBe(
      'This text says 24 hours, but the cancellation cut-off is 72 hours. Write {{cancellation_hours}} where the cut-off goes and students always read the one in force.',
    );
    expect(cutoffMismatchWarning('less than 72 hours', 72)).toBeNull();
  });
});
