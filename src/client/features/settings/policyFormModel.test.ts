import { describe, expect, it } from 'vitest';
import { POLICY_DEFAULTS } from '../../../shared/schemas/policies';
import { checkPolicy, policyValuesOf } from './policyFormModel';

const valid = policyValuesOf(POLICY_DEFAULTS);

describe('policy form', () => {
  it('turns the typed text into the policy', () => {
    expect(checkPolicy(valid)).toEqual({ ok: true, policy: POLICY_DEFAULTS });
  });

  it.each([
    ['cancellationHours', '0', 'Must be at least 1 hour'],
    ['cancellationHours', '169', 'Cannot exceed 1 week'],
    ['cancellationHours', '', 'Must be a number'],
    ['monthlyChangesAllowed', '-1', 'Cannot be negative'],
    ['monthlyChangesAllowed', '21', 'Cannot exceed 20 changes'],
    ['emergencyChangesAllowed', '6', 'Cannot exceed 5 changes'],
    ['dailyChangesAllowed', '1.5', 'Must be a whole number'],
    ['refundPolicy', 'too short', 'Policy must be at least 10 characters'],
  ] as const)('%s = %j → %s', (field, text, message) => {
    expect(checkPolicy({ ...valid, [field]: text })).toEqual({ ok: false, errors: { [field]: message } });
  });
});
