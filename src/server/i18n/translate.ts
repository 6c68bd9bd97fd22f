import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { I18n, type Messages } from '@lingui/core';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { parsePo } from 'pofile-ts';
import { LOCALES, type Locale, SOURCE_LOCALE } from '../../shared/i18n/locales';
import { type Described, valuesIn } from '../../shared/i18n/msg';

/** The catalogues the server speaks from (lingui.config.ts): src/shared's texts and its own. */
const CATALOGUES = ['shared-first', 'shared', 'server'];

function readCatalogue(locale: Locale, name: string): Messages {
  const file = fileURLToPath(new URL(`../../locales/${locale}/${name}.po`, import.meta.url));
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch {
    return {};
  }
  const messages: Messages = {};
  for (const item of parsePo(text).items) {
    const translation = item.msgstr[0];
    if (item.msgid && translation) messages[item.msgid] = compileMessage(translation);
  }
  return messages;
}

/** One Lingui instance per language, read once: the server renders for many readers at once. */
const instances = new Map<Locale, I18n>();

export function i18nFor(locale: Locale): I18n {
  let instance = instances.get(locale);
  if (!instance) {
    instance = new I18n({});
    instance.setMessagesCompiler(compileMessage);
    instance.load(locale, Object.assign({}, ...CATALOGUES.map((name) => readCatalogue(locale, name))));
    instance.activate(locale);
    instances.set(locale, instance);
  }
  return instance;
}

/**
 * A text in the reader's language. A plain string is looked up by its English (the catalogues' ids for
 * server texts); one the catalogues do not hold (a value typed by the studio) comes back as it is.
 */
export function translate(locale: Locale, text: Described | string): string {
  const described = typeof text === 'string' ? { id: text, message: text } : text;
  if (locale === SOURCE_LOCALE && !described.values) return described.message;
  const instance = i18nFor(locale);
  // Not a catalogue text (a name, a value the studio typed): shown as written, never parsed as ICU.
  if (!described.values && !Object.hasOwn(instance.messages, described.id)) return described.message;
  return instance._({ ...described, values: valuesIn(described.values, locale) });
}

export const SERVER_LOCALES = LOCALES;
