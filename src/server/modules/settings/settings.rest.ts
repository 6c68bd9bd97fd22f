import { defineRest } from '../../trpc/rest';

/** The settings and policies rows of spec 03 §7. */
export const settingsRestRoutes = [
  defineRest({
    method: 'GET',
    url: '/api/settings',
    procedure: (c) => c.settings.list,
    input: () => undefined,
  }),
  defineRest({
    method: 'POST',
    url: '/api/settings/bulk',
    procedure: (c) => c.settings.saveBulk,
    // The spec sends the list itself; `{ "settings": [...] }` is accepted too.
    input: ({ rawBody, body }) => ({ settings: Array.isArray(rawBody) ? rawBody : body.settings }),
    answer: (settings) => ({ success: true, settings }),
  }),
  defineRest({
    method: 'GET',
    url: '/api/policies',
    procedure: (c) => c.settings.policies,
    input: () => undefined,
  }),
  defineRest({
    method: 'PUT',
    url: '/api/policies',
    procedure: (c) => c.settings.savePolicies,
  }),
];
