import { plural, selectOrdinal, t } from '@lingui/core/macro';
import type {
  ALLOWANCES,
  TProduct,
  TProductKind,
  VALIDITY_FROM,
  VALIDITY_UNITS,
} from '../../../shared/schemas/products';

/** What the product form edits; numbers stay text while typed, the covered types as "3,7" ("" = every type). */
export type ProductValues = {
  kind: TProductKind;
  name: string;
  active: boolean;
  classTypeIds: string;
  price: string;
  classCount: string;
  validityCount: string;
  validityUnit: (typeof VALIDITY_UNITS)[number];
  validityFrom: (typeof VALIDITY_FROM)[number];
  introOffer: boolean;
  allowance: (typeof ALLOWANCES)[number];
  allowanceCount: string;
  billingDay: string;
  minimumPeriods: string;
};

/** A new product: a 10-class card valid three months from purchase; a membership billed on the 1st. */
export const PRODUCT_DEFAULTS: ProductValues = {
  kind: 'pack',
  name: '',
  active: true,
  classTypeIds: '',
  price: '',
  classCount: '10',
  validityCount: '3',
  validityUnit: 'month',
  validityFrom: 'purchase',
  introOffer: false,
  allowance: 'unlimited',
  allowanceCount: '',
  billingDay: '1',
  minimumPeriods: '0',
};

const text = (n: number | null) => (n === null ? '' : String(n));

export const productValues = (p: TProduct): ProductValues => ({
  kind: p.kind,
  name: p.name,
  active: p.active,
  classTypeIds: p.classTypeIds.join(','),
  price: p.price,
  classCount: text(p.classCount) || PRODUCT_DEFAULTS.classCount,
  validityCount: text(p.validityCount) || PRODUCT_DEFAULTS.validityCount,
  validityUnit: p.validityUnit ?? PRODUCT_DEFAULTS.validityUnit,
  validityFrom: p.validityFrom ?? PRODUCT_DEFAULTS.validityFrom,
  introOffer: p.introOffer,
  allowance: p.allowance ?? PRODUCT_DEFAULTS.allowance,
  allowanceCount: text(p.allowanceCount),
  billingDay: text(p.billingDay) || PRODUCT_DEFAULTS.billingDay,
  minimumPeriods: text(p.minimumPeriods) || PRODUCT_DEFAULTS.minimumPeriods,
});

export const typeIdsOf = (v: ProductValues): number[] =>
  v.classTypeIds === '' ? [] : v.classTypeIds.split(',').map(Number);

/** The form as the products.create / products.update input: only the chosen kind's terms. */
export function productInput(v: ProductValues) {
  const common = { name: v.name, active: v.active, classTypeIds: typeIdsOf(v) };
  if (v.kind === 'pack') {
    return {
      ...common,
      kind: 'pack' as const,
      classCount: v.classCount,
      validityCount: v.validityCount,
      validityUnit: v.validityUnit,
      validityFrom: v.validityFrom,
      introOffer: v.introOffer,
    };
  }
  return {
    ...common,
    kind: 'membership' as const,
    allowance: v.allowance,
    allowanceCount: v.allowance === 'unlimited' || v.allowanceCount.trim() === '' ? null : v.allowanceCount,
    billingDay: v.billingDay,
    minimumPeriods: v.minimumPeriods,
  };
}

/** "Unlimited classes", "1 class a week", "8 classes a month": a membership's allowance, in words. */
export function allowanceText(m: {
  allowance: (typeof ALLOWANCES)[number];
  allowanceCount: number | null;
}): string {
  if (m.allowance === 'unlimited') return t`Unlimited classes`;
  const n = m.allowanceCount ?? 0;
  return m.allowance === 'per_week'
    ? plural(n, { one: '# class a week', other: '# classes a week' })
    : plural(n, { one: '# class a month', other: '# classes a month' });
}

/** "valid 3 months from purchase", "valid 1 week from first use". */
function packValidity(count: number, unit: (typeof VALIDITY_UNITS)[number], fromFirstUse: boolean): string {
  if (fromFirstUse) {
    if (unit === 'day')
      return plural(count, { one: 'valid # day from first use', other: 'valid # days from first use' });
    if (unit === 'week')
      return plural(count, { one: 'valid # week from first use', other: 'valid # weeks from first use' });
    return plural(count, { one: 'valid # month from first use', other: 'valid # months from first use' });
  }
  if (unit === 'day')
    return plural(count, { one: 'valid # day from purchase', other: 'valid # days from purchase' });
  if (unit === 'week')
    return plural(count, { one: 'valid # week from purchase', other: 'valid # weeks from purchase' });
  return plural(count, { one: 'valid # month from purchase', other: 'valid # months from purchase' });
}

/** One line of terms: "10 classes · valid 3 months from purchase" or "2 classes a week · billed on the 1st". */
export function productTerms(p: TProduct): string {
  if (p.kind === 'pack') {
    const valid = packValidity(
      p.validityCount ?? 0,
      p.validityUnit ?? 'month',
      p.validityFrom === 'first_use',
    );
    const classCount = p.classCount ?? 0;
    const classes = plural(classCount, { one: '# class', other: '# classes' });
    return [classes, valid, p.introOffer ? t`once per student` : null].filter(Boolean).join(' · ');
  }
  const allowance = allowanceText({
    allowance: p.allowance ?? 'unlimited',
    allowanceCount: p.allowanceCount,
  });
  const months = p.minimumPeriods ?? 0;
  const minimum = months ? plural(months, { one: 'at least # month', other: 'at least # months' }) : null;
  const billingDay = p.billingDay ?? 1;
  const billed = selectOrdinal(billingDay, {
    one: 'billed monthly on the #st',
    two: 'billed monthly on the #nd',
    few: 'billed monthly on the #rd',
    other: 'billed monthly on the #th',
  });
  return [allowance, billed, minimum].filter(Boolean).join(' · ');
}
