import { t } from '@lingui/core/macro';
import { LANGUAGE_NAMES, LOCALES, type Locale } from '../../../shared/i18n/locales';
import {
  TEMPLATE_CATEGORIES,
  type TEmailTemplate,
  type TTemplateCategory,
} from '../../../shared/schemas/email';

/** A category's name, in the page's language. */
export function categoryLabel(category: TTemplateCategory): string {
  switch (category) {
    case 'welcome':
      return t`Welcome`;
    case 'payment':
      return t`Payment`;
    case 'class':
      return t`Class`;
    case 'reminder':
      return t`Reminder`;
    case 'general':
      return t`General`;
    default:
      return category;
  }
}

export type CategoryFilter = 'all' | TTemplateCategory;

/** "Filter by category": All categories, then each category. */
export const categoryFilters = (): { value: CategoryFilter; label: string }[] => [
  { value: 'all', label: t`All categories` },
  ...TEMPLATE_CATEGORIES.map((value) => ({ value, label: categoryLabel(value) })),
];

export const isCategoryFilter = (value: string): value is CategoryFilter =>
  value === 'all' || (TEMPLATE_CATEGORIES as readonly string[]).includes(value);

/** What the grid says when a category has no template ("No welcome templates."). */
export function noTemplatesIn(filter: TTemplateCategory): string {
  switch (filter) {
    case 'welcome':
      return t`No welcome templates.`;
    case 'payment':
      return t`No payment templates.`;
    case 'class':
      return t`No class templates.`;
    case 'reminder':
      return t`No reminder templates.`;
    case 'general':
      return t`No general templates.`;
  }
}

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
    label: categoryLabel(category),
    templates: templates.filter((t) => t.category === category),
  })).filter((g) => g.templates.length > 0);
}

export function filterByCategory<T extends Pick<TEmailTemplate, 'category'>>(
  templates: T[],
  filter: CategoryFilter,
): T[] {
  return filter === 'all' ? templates : templates.filter((t) => t.category === filter);
}

export type LanguageFilter = 'all' | Locale;

/** "Filter by language": All languages, then each language named in itself ("English", "Français"). */
export const languageFilters = (): { value: LanguageFilter; label: string; lang?: Locale }[] => [
  { value: 'all', label: t`All languages` },
  ...LOCALES.map((value) => ({ value, label: LANGUAGE_NAMES[value], lang: value })),
];

export const isLanguageFilter = (value: string): value is LanguageFilter =>
  value === 'all' || (LOCALES as readonly string[]).includes(value);

export function filterByLanguage<T extends Pick<TEmailTemplate, 'language'>>(
  templates: T[],
  filter: LanguageFilter,
): T[] {
  return filter === 'all' ? templates : templates.filter((t) => t.language === filter);
}

/** The start of a body on one line, for a card: whitespace folded, cut at a word with "…". */
export function bodyExcerpt(body: string, max = 160): string {
  const flat = body.replace(/\s+/g, ' ').trim();
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max / 2 ? cut.slice(0, space) : cut).trimEnd()}…`;
}
