import type { Locale } from './locales';

let displayLocale: Locale = 'en-CA';

/**
 * The language the page is shown in, for the shared formatters (money, dates) when no locale is passed.
 * Only the client sets it; the server always passes the reader's locale.
 */
export function setDisplayLocale(locale: Locale): void {
  displayLocale = locale;
}

export const getDisplayLocale = (): Locale => displayLocale;
