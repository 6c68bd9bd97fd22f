/** The policies form as data: numbers as the text typed, checked with the shared `ZPolicy` rules. */
import { type TPolicy, ZPolicy } from '../../../shared/schemas/policies';

export type PolicyValues = {
  cancellationHours: string;
  monthlyChangesAllowed: string;
  weeklyChangesAllowed: string;
  dailyChangesAllowed: string;
  emergencyChangeHours: string;
  emergencyChangesAllowed: string;
  unlimitedChanges24Plus: boolean;
  refundPolicy: string;
  classChangePolicy: string;
};
export type PolicyField = keyof PolicyValues;
export type PolicyErrors = Partial<Record<PolicyField, string>>;

export const POLICY_NUMBER_FIELDS = [
  'cancellationHours',
  'monthlyChangesAllowed',
  'weeklyChangesAllowed',
  'dailyChangesAllowed',
  'emergencyChangeHours',
  'emergencyChangesAllowed',
] as const satisfies readonly PolicyField[];

export const policyValuesOf = (p: TPolicy): PolicyValues => ({
  ...p,
  cancellationHours: String(p.cancellationHours),
  monthlyChangesAllowed: String(p.monthlyChangesAllowed),
  weeklyChangesAllowed: String(p.weeklyChangesAllowed),
  dailyChangesAllowed: String(p.dailyChangesAllowed),
  emergencyChangeHours: String(p.emergencyChangeHours),
  emergencyChangesAllowed: String(p.emergencyChangesAllowed),
});

/** A blank number is "not a number", not zero. */
const numberOf = (text: string): number => (text.trim() === '' ? Number.NaN : Number(text));

/** The policy ready to save, or each field's message (spec 03 §5). */
export function checkPolicy(
  values: PolicyValues,
): { ok: true; policy: TPolicy } | { ok: false; errors: PolicyErrors } {
  const input: Record<string, unknown> = { ...values };
  for (const field of POLICY_NUMBER_FIELDS) input[field] = numberOf(values[field]);
  const result = ZPolicy.safeParse(input);
  if (result.success) return { ok: true, policy: result.data };
  const errors: PolicyErrors = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0] as PolicyField;
    errors[field] ??= issue.message;
  }
  return { ok: false, errors };
}
