import { defineRest } from '../../trpc/rest';
import { settingsRouter } from './settings.router';
import { settingRows } from './settings.service';

/** The settings and policies rows of spec 03 §7. */
export const settingsRestRoutes = [
  defineRest({
    method: 'GET',
    url: '/api/settings',
    procedure: settingsRouter.list,
    input: () => undefined,
    answer: settingRows,
  }),
  defineRest({
    method: 'POST',
    url: '/api/settings/bulk',
    procedure: settingsRouter.saveBulk,
    // The spec sends the list itself; `{ "settings": [...] }` is accepted too.
    input: ({ rawBody, body }) => ({ settings: Array.isArray(rawBody) ? rawBody : body.settings }),
    answer: (settings) => ({ success: true, settings: settingRows(settings) }),
  }),
  defineRest({
    method: 'GET',
    url: '/api/policies',
    procedure: settingsRouter.policies,
    input: () => undefined,
  }),
  defineRest({
    method: 'PUT',
    url: '/api/policies',
    procedure: settingsRouter.savePolicies,
  }),
];
