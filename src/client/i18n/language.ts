import { i18n } from '@lingui/core';
import { useLingui } from '@lingui/react';
import { useEffect, useState } from 'react';
import { setDisplayLocale } from '../../shared/i18n/display-locale';
import { isLocale, type Locale, preferredLocale, SOURCE_LOCALE } from '../../shared/i18n/locales';
import { type Area, loadCatalogues } from './catalogues';

/** The areas whose catalogues this page has needed so far; a language switch reloads each. */
const areas = new Set<Area>(['student']);
const REMEMBERED = 'studio.language';

/** Before anyone signs in: the language last used on this device, else the browser's, else null. */
export function deviceLocale(): Locale | null {
  try {
    const remembered = localStorage.getItem(REMEMBERED);
    if (isLocale(remembered)) return remembered;
  } catch {
    // Storage can be refused (private modes); the browser's preference still counts.
  }
  return preferredLocale(navigator.languages ?? [navigator.language]);
}

let switching: Promise<void> = Promise.resolve();

/** Shows the app in `locale`: loads its catalogues for every area needed so far, then re-renders. */
export function activateLocale(locale: Locale): Promise<void> {
  switching = switching.then(async () => {
    if (i18n.locale === locale) return;
    const loaded = await Promise.all([...areas].map((area) => loadCatalogues(locale, area)));
    for (const messages of loaded) i18n.load(locale, messages);
    setDisplayLocale(locale);
    i18n.activate(locale);
    document.documentElement.lang = locale;
  });
  return switching;
}

/** Remembers a person's language on this device, so the next visit's login page starts in it. */
export function rememberLocale(locale: Locale): void {
  try {
    localStorage.setItem(REMEMBERED, locale);
  } catch {
    // Not remembered; the next visit follows the browser.
  }
}

export const initialLocale = (): Locale => deviceLocale() ?? SOURCE_LOCALE;

/** What each area's screens also show: the admin area uses the student's screens' parts too. */
const NEEDS: Readonly<Record<Area, readonly Area[]>> = {
  student: [],
  account: [],
  legal: [],
  admin: ['account'],
};

/** Loads an area's catalogue in the active language before its screens render. */
export async function loadArea(area: Area): Promise<void> {
  await switching;
  await Promise.all(
    [area, ...NEEDS[area]].map(async (needed) => {
      if (areas.has(needed)) return;
      areas.add(needed);
      i18n.load(i18n.locale, await loadCatalogues(i18n.locale as Locale, needed));
    }),
  );
}

/** For lazy(): the area's texts arrive with its code, so a screen never shows before its words. */
export function withArea<T>(area: Area, load: () => Promise<T>): () => Promise<T> {
  return async () => {
    const [module] = await Promise.all([load(), loadArea(area)]);
    return module;
  };
}

/** The active language, re-rendering when it changes. */
export function useLocale(): Locale {
  const { i18n: active } = useLingui();
  return isLocale(active.locale) ? active.locale : SOURCE_LOCALE;
}

/**
 * Whether an area's catalogue has loaded, loading it when `needed` (for screens mounted outside
 * withArea, such as a route's).
 */
export function useArea(area: Area, needed = true): boolean {
  const [ready, setReady] = useState(() => areas.has(area));
  useEffect(() => {
    if (needed && !ready) void loadArea(area).then(() => setReady(true));
  }, [area, needed, ready]);
  return ready || !needed;
}
