import { acceptLanguageTags, type Locale, preferredLocale, SOURCE_LOCALE } from '../../shared/i18n/locales';

/**
 * The language a request asks to be answered in: the first of its Accept-Language tags we speak, else
 * English. Our client sends the language its page shows; an API client that says nothing gets the
 * spec's English.
 */
export const requestLocale = (headers: { 'accept-language'?: string | undefined }): Locale =>
  preferredLocale(acceptLanguageTags(headers['accept-language'])) ?? SOURCE_LOCALE;
