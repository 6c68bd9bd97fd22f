import { defineRest } from '../../trpc/rest';

/** The email-template rows of spec 03 §7, plus "Add Default Templates" in one call. */
export const emailTemplatesRestRoutes = [
  defineRest({ method: 'GET', url: '/api/email-templates', procedure: (c) => c.emailTemplates.list }),
  defineRest({
    method: 'POST',
    url: '/api/email-templates',
    procedure: (c) => c.emailTemplates.create,
    status: 201,
  }),
  defineRest({
    method: 'POST',
    url: '/api/email-templates/defaults',
    procedure: (c) => c.emailTemplates.addDefaults,
    input: () => undefined,
  }),
  defineRest({
    method: 'GET',
    url: '/api/email-templates/:id',
    procedure: (c) => c.emailTemplates.get,
    input: ({ params }) => ({ id: params.id }),
  }),
  defineRest({ method: 'PUT', url: '/api/email-templates/:id', procedure: (c) => c.emailTemplates.update }),
  defineRest({
    method: 'DELETE',
    url: '/api/email-templates/:id',
    procedure: (c) => c.emailTemplates.delete,
    input: ({ params }) => ({ id: params.id }),
  }),
  defineRest({
    method: 'POST',
    url: '/api/email-templates/:id/send',
    procedure: (c) => c.emailTemplates.send,
    input: ({ body, params }) => ({
      id: params.id,
      recipients: body.recipients,
      placeholderValues: body.placeholderValues ?? undefined,
    }),
    status: 202,
  }),
];
