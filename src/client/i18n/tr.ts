import { i18n } from '@lingui/core';
import { isLocale, SOURCE_LOCALE } from '../../shared/i18n/locales';
import { type Described, englishOf, valuesIn } from '../../shared/i18n/msg';

/**
 * A text from src/shared (a validation message, a constant written with `en()` or `msg()`), in the
 * page's language, its dates and amounts too. One the catalogues do not hold (a name, a value someone
 * typed) is shown as written; an English page holds none of them, and gets each text from its English.
 */
export function tr(source: string | Described): string {
  const described = typeof source === 'string' ? { id: source, message: source } : source;
  if (!Object.hasOwn(i18n.messages, described.id)) return englishOf(described);
  const locale = isLocale(i18n.locale) ? i18n.locale : SOURCE_LOCALE;
  return i18n._({ ...described, values: valuesIn(described.values, locale) });
}
