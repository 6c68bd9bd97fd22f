import { MAX_IMPORT_BYTES } from '../../../shared/schemas/imports';
import { defineRest } from '../../trpc/rest';
import { importsRouter } from './imports.router';

/** The file travels base64 in JSON (the CSRF rule's one body type): a third larger than its bytes. */
const UPLOAD_BODY_LIMIT = Math.ceil((MAX_IMPORT_BYTES * 4) / 3) + 64 * 1024;

export const importsRestRoutes = [
  defineRest({
    method: 'POST',
    url: '/api/imports',
    procedure: importsRouter.upload,
    status: 201,
    bodyLimit: UPLOAD_BODY_LIMIT,
  }),
  defineRest({
    method: 'POST',
    url: '/api/imports/:id/students/dry-run',
    procedure: importsRouter.studentsDryRun,
    input: ({ params, body }) => ({ fileId: params.id, mapping: body.mapping }),
  }),
  defineRest({
    method: 'POST',
    url: '/api/imports/:id/students',
    procedure: importsRouter.students,
    input: ({ params, body }) => ({ fileId: params.id, mapping: body.mapping, from: body.from }),
  }),
  defineRest({
    method: 'POST',
    url: '/api/imports/:id/balances/dry-run',
    procedure: importsRouter.balancesDryRun,
    input: ({ params, body }) => ({ fileId: params.id, mapping: body.mapping }),
  }),
  defineRest({
    method: 'POST',
    url: '/api/imports/:id/balances',
    procedure: importsRouter.balances,
    input: ({ params, body }) => ({ fileId: params.id, mapping: body.mapping, from: body.from }),
  }),
  defineRest({
    method: 'POST',
    url: '/api/imports/:id/passes/dry-run',
    procedure: importsRouter.passesDryRun,
    input: ({ params, body }) => ({ fileId: params.id, mapping: body.mapping }),
  }),
  defineRest({
    method: 'POST',
    url: '/api/imports/:id/passes',
    procedure: importsRouter.passes,
    input: ({ params, body }) => ({ fileId: params.id, mapping: body.mapping, from: body.from }),
  }),
  defineRest({
    method: 'POST',
    url: '/api/imports/:id/bookings/dry-run',
    procedure: importsRouter.bookingsDryRun,
    input: ({ params, body }) => ({ fileId: params.id, mapping: body.mapping }),
  }),
  defineRest({
    method: 'POST',
    url: '/api/imports/:id/bookings',
    procedure: importsRouter.bookings,
    input: ({ params, body }) => ({ fileId: params.id, mapping: body.mapping, from: body.from }),
  }),
  defineRest({ method: 'GET', url: '/api/imports/invitations', procedure: importsRouter.uninvited }),
  defineRest({
    method: 'POST',
    url: '/api/imports/invitations',
    procedure: importsRouter.invite,
    input: () => undefined,
  }),
];
