/// <reference types="vite/client" />
import type { Messages } from '@lingui/core';
import type { Locale } from '../../shared/i18n/locales';

/** The client's catalogues (lingui.config.ts): each its own chunk, loaded when its area is first shown. */
export type Area = 'student' | 'legal' | 'admin';

const clientCatalogues = import.meta.glob<{ messages: Messages }>('../locales/*/*.po');
const sharedCatalogues = import.meta.glob<{ messages: Messages }>('../../locales/*/shared.po');

/** The shared texts (src/shared: validation messages the forms check before sending) come with `student`. */
export async function loadCatalogues(locale: Locale, area: Area): Promise<Messages> {
  const loaders = [clientCatalogues[`../locales/${locale}/${area}.po`]];
  if (area === 'student') loaders.push(sharedCatalogues[`../../locales/${locale}/shared.po`]);
  const modules = await Promise.all(loaders.map((load) => (load ? load() : { messages: {} })));
  return Object.assign({}, ...modules.map((module) => module.messages));
}
