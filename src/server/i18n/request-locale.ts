import { type Locale, preferredLocale, SOURCE_LOCALE } from '../../shared/i18n/locales';

/**
 * The language a request asks to be answered in: the first of its Accept-Language tags we speak, else
 * English. Our client sends the language its page shows; an API client that says nothing gets the
 * spec's English.
 */
export const requestLocale = (headers: { 'accept-language'?: string | undefined }): Locale =>
  askedLocale(headers) ?? SOURCE_LOCALE;

/** The first of a request's Accept-Language tags we speak; null when it names none of ours. */
export const askedLocale = (headers: { 'accept-language'?: string | undefined }): Locale | null =>
  preferredLocale(acceptLanguageTags(headers['accept-language']));

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
