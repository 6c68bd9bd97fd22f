/** The studio's cancellation and class-change policy (spec 03 §3 Policy, §5 Policies, §9 defaults). */
import { z } from 'zod';
import { en } from '../i18n/msg';
import { DEFAULT_CLASS_CHANGE_POLICY, DEFAULT_REFUND_POLICY } from '../policy-text';
import { DEFAULT_CANCELLATION_DEADLINE_HOURS } from '../setting-defaults';

/** A number, or its digits as text (a form field); null, '', true and false are not numbers. */
const wholeNumber = () =>
  z.preprocess(
    (v) => (typeof v === 'string' && /^\s*-?\d+(\.\d+)?\s*$/.test(v) ? Number(v) : v),
    z.number({ message: en('Must be a number') }).int(en('Must be a whole number')),
  );

const count = (max: number, maxMessage: string) =>
  wholeNumber().pipe(z.number().min(0, en('Cannot be negative')).max(max, maxMessage));

const policyText = z
  .string()
  .trim()
  .min(10, en('Policy must be at least 10 characters'))
  .max(5000, en('Policy must be at most 5000 characters'));

export const POLICY_MESSAGES = {
  updated: en('Policies Updated'),
  updateFailedTitle: en('Error'),
  updateFailed: en('Failed to update policies.'),
} as const;

export const ZPolicy = z.object({
  cancellationHours: wholeNumber().pipe(
    z.number().min(1, en('Must be at least 1 hour')).max(168, en('Cannot exceed 1 week')),
  ),
  monthlyChangesAllowed: count(20, en('Cannot exceed 20 changes')),
  weeklyChangesAllowed: count(10, en('Cannot exceed 10 changes')),
  dailyChangesAllowed: count(5, en('Cannot exceed 5 changes')),
  emergencyChangeHours: wholeNumber().pipe(
    z.number().min(0, en('Cannot be negative')).max(24, en('Cannot exceed 24 hours')),
  ),
  emergencyChangesAllowed: count(5, en('Cannot exceed 5 changes')),
  unlimitedChanges24Plus: z.boolean(),
  refundPolicy: policyText,
  classChangePolicy: policyText,
});
export type TPolicy = z.output<typeof ZPolicy>;
export type TPolicyInput = z.input<typeof ZPolicy>;

/** Spec 03 §9: 24 h, 1 a month, 2 a week, 1 a day, 1 h emergency cut-off, 1 emergency change, off. */
export const POLICY_DEFAULTS: TPolicy = {
  cancellationHours: DEFAULT_CANCELLATION_DEADLINE_HOURS,
  monthlyChangesAllowed: 1,
  weeklyChangesAllowed: 2,
  dailyChangesAllowed: 1,
  emergencyChangeHours: 1,
  emergencyChangesAllowed: 1,
  unlimitedChanges24Plus: false,
  // {{cancellation_hours}}: students read the cut-off in force (src/shared/policy-text.ts).
  refundPolicy: DEFAULT_REFUND_POLICY,
  classChangePolicy: DEFAULT_CLASS_CHANGE_POLICY,
};
