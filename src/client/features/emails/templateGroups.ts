import {
  TEMPLATE_CATEGORIES,
  type TEmailTemplate,
  type TTemplateCategory,
} from '../../../shared/schemas/email';

export const CATEGORY_LABELS: Readonly<Record<TTemplateCategory, string>> = {
  welcome: 'Welcome',
  payment: 'Payment',
  class: 'Class',
  reminder: 'Reminder',
  general: 'General',
};

export type CategoryFilter = 'all' | TTemplateCategory;

export const CATEGORY_FILTERS: readonly { value: CategoryFilter; label: string }[] = [
  { value: 'all', label: 'All categories' },
  ...TEMPLATE_CATEGORIES.map((value) => ({ value, label: CATEGORY_LABELS[value] })),
];

export const isCategoryFilter = (value: string): value is CategoryFilter =>
  CATEGORY_FILTERS.some((f) => f.value === value);

export interface TemplateGroup<T> {
  category: TTemplateCategory;
  label: string;
  templates: T[];
}

/** The library's sections: one per category that has templates, in the spec's category order. */
export function groupByCategory<T extends Pick<TEmailTemplate, 'category'>>(
  templates: T[],
): TemplateGroup<T>[] {
  return TEMPLATE_CATEGORIES.map((category) => ({
    category,
    label: CATEGORY_LABELS[category],
    templates: templates.filter((t) => t.category === category),
  })).filter((g) => g.templates.length > 0);
}

export function filterByCategory<T extends Pick<TEmailTemplate, 'category'>>(
  templates: T[],
  filter: CategoryFilter,
): T[] {
  return filter === 'all' ? templates : templates.filter((t) => t.category === filter);
}

/** The start of a body on one line, for a card: whitespace folded, cut at a word with "…". */
export function bodyExcerpt(body: string, max = 160): string {
  const flat = body.replace(/\s+/g, ' ').trim();
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max / 2 ? cut.slice(0, space) : cut).trimEnd()}…`;
}
