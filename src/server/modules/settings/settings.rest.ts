import { defineRest } from '../../trpc/rest';

export const settingsRestRoutes = [
  defineRest({
    method: 'GET',
    url: '/api/settings',
    procedure: (c) => c.settings.list,
    input: () => undefined,
  }),
];
