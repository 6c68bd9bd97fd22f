/** The studio policy against spec 03 §3 (fields), §5 (bounds and messages) and §9 (defaults). */
import { describe, expect, it } from 'vitest';
import { renderPolicyText } from '../policy-text';
import { POLICY_DEFAULTS, type TPolicy, ZPolicy } from './policies';

const VALID: TPolicy = {
  cancellationHours: 48,
  monthlyChangesAllowed: 3,
  weeklyChangesAllowed: 2,
  dailyChangesAllowed: 1,
  emergencyChangeHours: 2,
  emergencyChangesAllowed: 1,
  unlimitedChanges24Plus: true,
  refundPolicy: 'No refunds within 48 hours of class.',
  classChangePolicy: 'Three changes a month, free of charge.',
};

/** The first message zod gives for the policy with one field replaced, and where it points. */
function problem(field: keyof TPolicy, value: unknown) {
  const result = ZPolicy.safeParse({ ...VALID, [field]: value });
  if (result.success) return { accepted: result.data[field] };
  const issue = result.error.issues[0]!;
  return { path: issue.path.join('.'), message: issue.message };
}

describe('defaults (spec 03 §9)', () => {
  it('24 h, 1 a month, 2 a week, 1 a day, 1 h emergency cut-off, 1 emergency change, unlimited off', () => {
    expect(POLICY_DEFAULTS).toMatchObject({
      cancellationHours: 24,
      monthlyChangesAllowed: 1,
      weeklyChangesAllowed: 2,
      dailyChangesAllowed: 1,
      emergencyChangeHours: 1,
      emergencyChangesAllowed: 1,
      unlimitedChanges24Plus: false,
    });
    expect(Object.keys(POLICY_DEFAULTS).sort()).toEqual(Object.keys(VALID).sort());
  });

  it('the default texts say less than the cut-off is non-refundable and one free change a month', () => {
    // The cut-off in force, not a written 24 (issue 28): 24 by default.
    expect(renderPolicyText(POLICY_DEFAULTS.refundPolicy, 24)).toMatch(/less than 24 hours/);
    expect(renderPolicyText(POLICY_DEFAULTS.refundPolicy, 72)).toMatch(/less than 72 hours/);
    expect(POLICY_DEFAULTS.refundPolicy).toMatch(/non-refundable/);
    expect(POLICY_DEFAULTS.classChangePolicy).toMatch(/one class per month free of charge/);
  });

  it('the defaults pass their own rules', () => {
    expect(ZPolicy.parse(POLICY_DEFAULTS)).toEqual(POLICY_DEFAULTS);
  });
});

describe('bounds and messages (spec 03 §5)', () => {
  const BOUNDS: [keyof TPolicy, number, number, string, string][] = [
    ['cancellationHours', 1, 168, 'Must be at least 1 hour', 'Cannot exceed 1 week'],
    ['monthlyChangesAllowed', 0, 20, 'Cannot be negative', 'Cannot exceed 20 changes'],
    ['weeklyChangesAllowed', 0, 10, 'Cannot be negative', 'Cannot exceed 10 changes'],
    ['dailyChangesAllowed', 0, 5, 'Cannot be negative', 'Cannot exceed 5 changes'],
    ['emergencyChangeHours', 0, 24, 'Cannot be negative', 'Cannot exceed 24 hours'],
    ['emergencyChangesAllowed', 0, 5, 'Cannot be negative', 'Cannot exceed 5 changes'],
  ];

  it.each(BOUNDS)('%s: %i to %i', (field, min, max, minMessage, maxMessage) => {
    expect(problem(field, min)).toEqual({ accepted: min });
    expect(problem(field, max)).toEqual({ accepted: max });
    // A form posts numbers as text.
    expect(problem(field, String(max))).toEqual({ accepted: max });
    expect(problem(field, min - 1)).toEqual({ path: field, message: minMessage });
    expect(problem(field, max + 1)).toEqual({ path: field, message: maxMessage });
    expect(problem(field, min + 0.5)).toEqual({ path: field, message: 'Must be a whole number' });
    expect(problem(field, 'abc')).toEqual({ path: field, message: 'Must be a number' });
    expect(problem(field, undefined)).toEqual({ path: field, message: 'Must be a number' });
  });

  it.each(['refundPolicy', 'classChangePolicy'] as const)('%s: at least 10 characters, trimmed', (field) => {
    expect(problem(field, '0123456789')).toEqual({ accepted: '0123456789' });
    expect(problem(field, '   0123456789   ')).toEqual({ accepted: '0123456789' });
    const short = { path: field, message: 'Policy must be at least 10 characters' };
    expect(problem(field, '012345678')).toEqual(short);
    expect(problem(field, '    012345678    ')).toEqual(short);
    expect(problem(field, '')).toEqual(short);
    expect(problem(field, 'x'.repeat(5000))).toEqual({ accepted: 'x'.repeat(5000) });
    expect(problem(field, 'x'.repeat(5001))).toEqual({
      path: field,
      message: 'Policy must be at most 5000 characters',
    });
    expect(problem(field, 1234567890)).toMatchObject({ path: field });
  });

  it('unlimitedChanges24Plus is a boolean', () => {
    expect(problem('unlimitedChanges24Plus', false)).toEqual({ accepted: false });
    expect(problem('unlimitedChanges24Plus', 'true')).toMatchObject({ path: 'unlimitedChanges24Plus' });
  });

  it('every field is required; extra fields are dropped', () => {
    for (const field of Object.keys(VALID) as (keyof TPolicy)[]) {
      const { [field]: _gone, ...rest } = VALID;
      const result = ZPolicy.safeParse(rest);
      expect(result.success, field).toBe(false);
      expect(result.error?.issues[0]?.path, field).toEqual([field]);
    }
    expect(ZPolicy.parse({ ...VALID, id: 7, isAdmin: true })).toEqual(VALID);
  });
});
