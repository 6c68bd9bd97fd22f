import { defineRest } from '../../trpc/rest';
import { emailTemplatesRouter } from './templates.router';

/** The email-template rows of spec 03 §7, plus "Add Default Templates" in one call. */
export const emailTemplatesRestRoutes = [
  defineRest({ method: 'GET', url: '/api/email-templates', procedure: emailTemplatesRouter.list }),
  defineRest({
    method: 'POST',
    url: '/api/email-templates',
    procedure: emailTemplatesRouter.create,
    status: 201,
  }),
  defineRest({
    method: 'POST',
    url: '/api/email-templates/defaults',
    procedure: emailTemplatesRouter.addDefaults,
    input: () => undefined,
  }),
  defineRest({
    method: 'GET',
    url: '/api/email-templates/:id',
    procedure: emailTemplatesRouter.get,
    input: ({ params }) => ({ id: params.id }),
  }),
  defineRest({ method: 'PUT', url: '/api/email-templates/:id', procedure: emailTemplatesRouter.update }),
  defineRest({
    method: 'DELETE',
    url: '/api/email-templates/:id',
    procedure: emailTemplatesRouter.delete,
    input: ({ params }) => ({ id: params.id }),
  }),
  defineRest({
    method: 'POST',
    url: '/api/email-templates/:id/send',
    procedure: emailTemplatesRouter.send,
    input: ({ body, params }) => ({
      id: params.id,
      recipients: body.recipients,
      placeholderValues: body.placeholderValues ?? undefined,
    }),
    status: 202,
  }),
];
