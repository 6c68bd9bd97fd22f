import { defineRest, FileAnswer } from '../../trpc/rest';
import { exportsRouter } from './exports.router';

export const exportsRestRoutes = [
  defineRest({
    method: 'GET',
    url: '/api/export',
    procedure: exportsRouter.archive,
    answer: ({ filename, body }) => new FileAnswer('application/zip', body, { filename }),
  }),
];
