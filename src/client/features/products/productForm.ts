import {
  type ALLOWANCES,
  allowanceLabel,
  type TProduct,
  type TProductKind,
  type VALIDITY_FROM,
  type VALIDITY_UNITS,
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

const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;
const ordinal = (n: number) => {
  const tens = n % 100;
  const suffix =
    tens >= 11 && tens <= 13 ? 'th' : ({ 1: 'st', 2: 'nd', 3: 'rd' } as Record<number, string>)[n % 10];
  return `${n}${suffix ?? 'th'}`;
};

/** One line of terms: "10 classes · valid 3 months from purchase" or "2 classes a week · billed on the 1st". */
export function productTerms(p: TProduct): string {
  if (p.kind === 'pack') {
    const unit = p.validityUnit ?? 'month';
    const valid = `valid ${plural(p.validityCount ?? 0, unit)} from ${p.validityFrom === 'first_use' ? 'first use' : 'purchase'}`;
    return [plural(p.classCount ?? 0, 'class', 'classes'), valid, p.introOffer ? 'once per student' : null]
      .filter(Boolean)
      .join(' · ');
  }
  const allowance = allowanceLabel({
    allowance: p.allowance ?? 'unlimited',
    allowanceCount: p.allowanceCount,
  });
  const minimum = p.minimumPeriods ? `at least ${plural(p.minimumPeriods, 'month')}` : null;
  return [allowance, `billed monthly on the ${ordinal(p.billingDay ?? 1)}`, minimum]
    .filter(Boolean)
    .join(' · ');
}
