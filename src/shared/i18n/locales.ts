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

/** An Accept-Language header's tags, most preferred first (q values honoured). */
export function acceptLanguageTags(header: string | undefined): string[] {
  if (!header) return [];
  return header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      return { tag: tag.trim(), q: q ? Number(q.slice(2)) : 1, index };
    })
    .filter((entry) => entry.tag && Number.isFinite(entry.q) && entry.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index)
    .map((entry) => entry.tag);
}
