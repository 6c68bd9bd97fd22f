import type { Locale } from '../../shared/i18n/locales';
import type { Described } from '../../shared/i18n/msg';
import { translate } from '../i18n/translate';

/**
 * The language an e-mail to this person is written in (issue 33): the one they chose (a student's or an
 * administrator's `language`), else the studio's (the `language` setting) when they chose none.
 */
export function recipientLocale(
  person: { language: Locale | null } | null | undefined,
  studioLanguage: Locale,
): Locale {
  return person?.language ?? studioLanguage;
}

/** A text in the reader's language, bound once per message: `t(msg('Hello {name},', { name }))`. */
export type Translate = (text: Described | string) => string;

export const translatorFor =
  (locale: Locale): Translate =>
  (text) =>
    translate(locale, text);

/** The colon after a label: "Class:" in English, "Cours :" (non-breaking space) in French. */
export const colonOf = (locale: Locale): string => (locale === 'fr-CA' ? '\u00a0:' : ':');
