/// <reference types="vite/client" />
import type { Messages } from '@lingui/core';
import { type Locale, SOURCE_LOCALE } from '../../shared/i18n/locales';

/**
 * The client's catalogues (lingui.config.ts), each its own chunk: `student` with the first paint,
 * `account` with the student's other screens, `legal` with the policy pages, `admin` with the admin area.
 */
export type Area = 'student' | 'account' | 'legal' | 'admin';

const clientCatalogues = import.meta.glob<{ messages: Messages }>('../locales/*/*.po');
const sharedCatalogues = import.meta.glob<{ messages: Messages }>('../../locales/*/shared*.po');

/**
 * An area's messages in a language. src/shared's texts (validation messages, constants) come in French
 * only: their English is their id (tr() shows it as written), so an English page needs no copy of them.
 * What the first load shows (`shared-first`) comes with `student`, the rest (`shared`) with `account`.
 */
const SHARED_WITH: Partial<Record<Area, string>> = { student: 'shared-first', account: 'shared' };

export async function loadCatalogues(locale: Locale, area: Area): Promise<Messages> {
  const loaders = [clientCatalogues[`../locales/${locale}/${area}.po`]];
  const shared = SHARED_WITH[area];
  if (shared && locale !== SOURCE_LOCALE)
    loaders.push(sharedCatalogues[`../../locales/${locale}/${shared}.po`]);
  const modules = await Promise.all(loaders.map((load) => (load ? load() : { messages: {} })));
  return Object.assign({}, ...modules.map((module) => module.messages));
}
