import type { AnyProcedure } from '@trpc/server';
import { MAX_IMPORT_BYTES } from '../../../shared/schemas/imports';
import { type AnyRestRoute, defineRest } from '../../trpc/rest';
import { importsRouter } from './imports.router';

/** The file travels base64 in JSON (the CSRF rule's one body type): a third larger than its bytes. */
const UPLOAD_BODY_LIMIT = Math.ceil((MAX_IMPORT_BYTES * 4) / 3) + 64 * 1024;

/** A kind's dry run and its import (a part at a time: `from` in the body) on the uploaded file :id. */
const kindRoutes = (kind: string, dryRun: AnyProcedure, apply: AnyProcedure): AnyRestRoute[] => [
  defineRest({
    method: 'POST',
    url: `/api/imports/:id/${kind}/dry-run`,
    procedure: dryRun,
    input: ({ params, body }) => ({ fileId: params.id, mapping: body.mapping }),
  }),
  defineRest({
    method: 'POST',
    url: `/api/imports/:id/${kind}`,
    procedure: apply,
    input: ({ params, body }) => ({ fileId: params.id, mapping: body.mapping, from: body.from }),
  }),
];

const r = importsRouter;

export const importsRestRoutes = [
  defineRest({
    method: 'POST',
    url: '/api/imports',
    procedure: r.upload,
    status: 201,
    bodyLimit: UPLOAD_BODY_LIMIT,
  }),
  ...kindRoutes('students', r.studentsDryRun, r.students),
  ...kindRoutes('balances', r.balancesDryRun, r.balances),
  ...kindRoutes('passes', r.passesDryRun, r.passes),
  ...kindRoutes('bookings', r.bookingsDryRun, r.bookings),
  defineRest({ method: 'GET', url: '/api/imports/invitations', procedure: r.uninvited }),
  defineRest({
    method: 'POST',
    url: '/api/imports/invitations',
    procedure: r.invite,
    input: () => undefined,
  }),
];
