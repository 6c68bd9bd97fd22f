import { i18n } from '@lingui/core';
import { type Described, englishOf } from '../../shared/i18n/msg';

/**
 * A text from src/shared (a validation message, a constant written with `en()` or `msg()`), in the
 * page's language. One the catalogues do not hold (a name, a value someone typed) is shown as written.
 */
export function tr(source: string | Described): string {
  const described = typeof source === 'string' ? { id: source, message: source } : source;
  return Object.hasOwn(i18n.messages, described.id) ? i18n._(described) : englishOf(described);
}
