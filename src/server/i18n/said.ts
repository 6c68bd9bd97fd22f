import type { Locale } from '../../shared/i18n/locales';
import type { Described } from '../../shared/i18n/msg';
import { translate } from './translate';

/**
 * An answer whose `message` the client shows as it is (a toast, a notice), with that message in the
 * request's language (`ctx.meta.locale`: the page's, or English for an API client that asks none).
 * A plain string is looked up by its English (an `en('…')` text); a described one with its values.
 */
export function said<T extends { message: Described | string }>(
  locale: Locale,
  answer: T,
): Omit<T, 'message'> & { message: string } {
  return { ...answer, message: translate(locale, answer.message) };
}
