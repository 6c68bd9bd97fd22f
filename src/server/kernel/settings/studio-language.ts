import type { Locale } from '../../../shared/i18n/locales';
import type { Described } from '../../../shared/i18n/msg';
import type { Executor } from '../../db/client';
import { translate } from '../../i18n/translate';
import { getSettings } from './read';

/**
 * The studio's language: the one the texts it records are written in (ledger lines, credits' reasons,
 * payments' notes), like a paper ledger kept in one language, whoever later reads it.
 */
export async function studioLanguage(db: Executor): Promise<Locale> {
  return (await getSettings(db)).language;
}

/**
 * A text the server records (not one a person typed), written in the studio's language at the moment
 * it is recorded; `text` gets that language for the values it writes (a date, a payment method).
 */
export async function recordText(db: Executor, text: (language: Locale) => Described): Promise<string> {
  const language = await studioLanguage(db);
  return translate(language, text(language));
}
