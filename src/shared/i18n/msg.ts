import type { Locale } from './locales';

/**
 * A text to translate, written where no macro transform runs (the server, and src/shared which the
 * server also runs). Its English is its id: scripts/i18n/described-message-extractor.ts collects every
 * `msg('…')` into the catalogues, and the translation is looked up at the moment it is shown, in the
 * reader's language (`i18n._(descriptor)` on the client, `translate()` on the server).
 *
 * The first argument must be a plain string literal (ICU placeholders such as {name} allowed), or the
 * extractor cannot see it.
 */
export interface Described {
  readonly id: string;
  readonly message: string;
  readonly values?: Readonly<Record<string, unknown>>;
}

export function msg(message: string, values?: Readonly<Record<string, unknown>>): Described {
  return values ? { id: message, message, values } : { id: message, message };
}

/**
 * A value written in the reader's language when its text is shown: a date, a time or an amount put
 * into a message (`msg('… {date}', { date: localized((l) => formatDate(day, l)) })`), so a French
 * reader never gets "Mar 09, 2026" inside a French sentence.
 */
export interface Localized {
  readonly localized: (locale: Locale) => string;
}
export const localized = (format: (locale: Locale) => string): Localized => ({ localized: format });

/** A text's values for a reader: each localized value written in their language. */
export function valuesIn(
  values: Readonly<Record<string, unknown>> | undefined,
  locale: Locale,
): Record<string, unknown> | undefined {
  if (!values) return values;
  return Object.fromEntries(
    Object.entries(values).map(([name, value]) => [
      name,
      value && typeof value === 'object' && 'localized' in value
        ? (value as Localized).localized(locale)
        : value,
    ]),
  );
}

/**
 * A text to translate that stays a plain string until it is shown (a validation message inside a zod
 * schema, a constant both sides read): the extractor collects it the same way, and the screen or the
 * server looks it up by its English.
 */
export const en = (message: string): string => message;

/** A described text in English, its placeholders filled (what the REST API and the logs say). */
export function englishOf(described: Described): string {
  const values = valuesIn(described.values, 'en-CA') ?? {};
  return described.message.replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in values ? String(values[name]) : whole,
  );
}
