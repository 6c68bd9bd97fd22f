/** The languages the app speaks (issue 33). en-CA is the spec's own text; fr-CA is Quebec French. */
export const LOCALES = ['en-CA', 'fr-CA'] as const;
export type Locale = (typeof LOCALES)[number];
export const SOURCE_LOCALE: Locale = 'en-CA';

export const isLocale = (value: unknown): value is Locale =>
  typeof value === 'string' && (LOCALES as readonly string[]).includes(value);

/** What each language is called in itself, for the language pickers. */
export const LANGUAGE_NAMES: Readonly<Record<Locale, string>> = { 'en-CA': 'English', 'fr-CA': 'Français' };

/**
 * The first of a browser's (or an Accept-Language header's) preferred languages that we speak: any
 * French is fr-CA, any English en-CA; null when none is either.
 */
export function preferredLocale(preferences: readonly string[]): Locale | null {
  for (const tag of preferences) {
    const language = tag.trim().toLowerCase().split(/[-_;]/)[0];
    if (language === 'fr') return 'fr-CA';
    if (language === 'en') return 'en-CA';
  }
  return null;
}
