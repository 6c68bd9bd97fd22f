import { describe, expect, it } from 'vitest';
import type { TTemplateCategory } from '../../../shared/schemas/email';
import {
  bodyExcerpt,
  filterByCategory,
  filterByLanguage,
  groupByCategory,
  isCategoryFilter,
  isLanguageFilter,
  languageFilters,
} from './templateGroups';

const t = (name: string, category: TTemplateCategory) => ({ name, category });

describe('groupByCategory', () => {
  it('groups in the spec order, keeps the order within a group, leaves out empty categories', () => {
    const groups = groupByCategory([
      t('Zumba promo', 'general'),
      t('Welcome', 'welcome'),
      t('Late fee', 'payment'),
      t('Agenda', 'general'),
    ]);
    expect(groups.map((g) => g.label)).toEqual(['Welcome', 'Payment', 'General']);
    expect(groups[2]!.templates.map((x) => x.name)).toEqual(['Zumba promo', 'Agenda']);
  });

  it('has no group without templates', () => {
    expect(groupByCategory([])).toEqual([]);
  });
});

describe('filterByCategory', () => {
  const all = [t('A', 'class'), t('B', 'payment')];
  it('keeps everything for "all" and one category otherwise', () => {
    expect(filterByCategory(all, 'all')).toHaveLength(2);
    expect(filterByCategory(all, 'payment').map((x) => x.name)).toEqual(['B']);
    expect(filterByCategory(all, 'reminder')).toEqual([]);
  });

  it('knows its filter values', () => {
    expect(isCategoryFilter('all')).toBe(true);
    expect(isCategoryFilter('class')).toBe(true);
    expect(isCategoryFilter('billing')).toBe(false);
  });
});

describe('filterByLanguage', () => {
  const all = [
    { name: 'Welcome Email', language: 'en-CA' as const },
    { name: 'Courriel de bienvenue', language: 'fr-CA' as const },
  ];
  it('keeps everything for "all" and one language otherwise', () => {
    expect(filterByLanguage(all, 'all')).toHaveLength(2);
    expect(filterByLanguage(all, 'fr-CA').map((x) => x.name)).toEqual(['Courriel de bienvenue']);
    expect(filterByLanguage(all, 'en-CA').map((x) => x.name)).toEqual(['Welcome Email']);
  });

  it('names each language in itself', () => {
    expect(languageFilters().map((f) => f.label)).toEqual(['All languages', 'English', 'Français']);
    expect(isLanguageFilter('fr-CA')).toBe(true);
    expect(isLanguageFilter('all')).toBe(true);
    expect(isLanguageFilter('fr')).toBe(false);
  });
});

describe('bodyExcerpt', () => {
  it('folds whitespace and keeps a short body whole', () => {
    expect(bodyExcerpt('Hi {{studentName}},\n\n  Welcome!')).toBe('Hi {{studentName}}, Welcome!');
  });

  it('cuts a long body at a word', () => {
    const text = 'word '.repeat(100);
    const excerpt = bodyExcerpt(text, 32);
    expect(excerpt.length).toBeLessThanOrEqual(32);
    expect(excerpt.endsWith('word…')).toBe(true);
  });
});
