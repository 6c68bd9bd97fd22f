import { defineRest } from '../../trpc/rest';
import { cardPaymentsRouter } from './card-payments.router';

/** Card payments (issue 31): the same procedures as the screens, under /api. */
export const cardPaymentsRestRoutes = [
  defineRest({ method: 'GET', url: '/api/settings/stripe', procedure: cardPaymentsRouter.keys }),
  defineRest({ method: 'PUT', url: '/api/settings/stripe', procedure: cardPaymentsRouter.saveKeys }),
  defineRest({ method: 'DELETE', url: '/api/settings/stripe', procedure: cardPaymentsRouter.removeKeys }),
  defineRest({
    method: 'POST',
    url: '/api/settings/stripe/test',
    procedure: cardPaymentsRouter.testConnection,
    input: () => undefined,
  }),
  defineRest({
    method: 'POST',
    url: '/api/card-payments',
    procedure: cardPaymentsRouter.checkout,
    status: 201,
  }),
  defineRest({
    method: 'GET',
    url: '/api/card-payments/:id',
    procedure: cardPaymentsRouter.checkoutState,
    input: ({ params, query }) => ({ id: params.id, left: query.left === '1' || query.left === 'true' }),
  }),
  defineRest({
    method: 'GET',
    url: '/api/payments/:id/card-refunds',
    procedure: cardPaymentsRouter.refunds,
    input: ({ params }) => ({ paymentId: params.id }),
  }),
  defineRest({
    method: 'POST',
    url: '/api/payments/:id/card-refunds',
    procedure: cardPaymentsRouter.refund,
    input: ({ params, body }) => ({ ...body, paymentId: params.id }),
    status: 201,
  }),
];
