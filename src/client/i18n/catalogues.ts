/// <reference types="vite/client" />
import type { Messages } from '@lingui/core';
import { type Locale, SOURCE_LOCALE } from '../../shared/i18n/locales';

/**
 * The client's catalogues (lingui.config.ts), each its own chunk: `student` with the first paint,
 * `account` with the student's other screens, `legal` with the policy pages, `admin` with the admin area.
 */
export type Area = 'student' | 'account' | 'legal' | 'admin';

const clientCatalogues = import.meta.glob<{ messages: Messages }>('../locales/*/*.po');
// French only: see below. (A glob over every language would list chunks an English page never asks for.)
const serverSideCatalogues = import.meta.glob<{ messages: Messages }>('../../locales/fr-CA/*.po');

/**
 * An area's messages in a language. The texts of src/shared and src/server that screens show as they
 * came (validation messages, constants, the payment e-mails' reasons) come in French only: their English
 * is their id (tr() shows it as written), so an English page needs no copy of them. What the first load
 * shows (`shared-first`) comes with `student`, the rest of src/shared with `account`, and the server's
 * own (which only the admin area shows through tr()) with `admin`.
 */
const SERVER_SIDE_WITH: Partial<Record<Area, string>> = {
  student: 'shared-first',
  account: 'shared',
  admin: 'server',
};

export async function loadCatalogues(locale: Locale, area: Area): Promise<Messages> {
  const loaders = [clientCatalogues[`../locales/${locale}/${area}.po`]];
  const serverSide = SERVER_SIDE_WITH[area];
  if (serverSide && locale !== SOURCE_LOCALE)
    loaders.push(serverSideCatalogues[`../../locales/${locale}/${serverSide}.po`]);
  const modules = await Promise.all(loaders.map((load) => (load ? load() : { messages: {} })));
  return Object.assign({}, ...modules.map((module) => module.messages));
}
