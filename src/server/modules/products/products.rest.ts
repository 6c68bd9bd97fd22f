import { defineRest } from '../../trpc/rest';
import { productsRouter } from './products.router';

/** Class packs and memberships (issue 30): our own paths, beside the spec's class types. */
export const productsRestRoutes = [
  defineRest({ method: 'GET', url: '/api/products', procedure: productsRouter.list, input: () => undefined }),
  defineRest({
    method: 'GET',
    url: '/api/products/:id',
    procedure: productsRouter.get,
    input: ({ params }) => ({ id: params.id }),
  }),
  defineRest({ method: 'POST', url: '/api/products', procedure: productsRouter.create, status: 201 }),
  defineRest({ method: 'PUT', url: '/api/products/:id', procedure: productsRouter.update }),
  defineRest({
    method: 'POST',
    url: '/api/products/:id/prices',
    procedure: productsRouter.setPrice,
    status: 201,
  }),
  // A student's class packs: sold by the administrator, bought by the student.
  defineRest({
    method: 'GET',
    url: '/api/students/:id/passes',
    procedure: productsRouter.passes,
    input: ({ params }) => ({ studentId: params.id }),
  }),
  defineRest({ method: 'GET', url: '/api/passes', procedure: productsRouter.passes, input: () => undefined }),
  defineRest({
    method: 'POST',
    url: '/api/students/:id/passes',
    procedure: productsRouter.sell,
    input: ({ params, body }) => ({ studentId: params.id, productId: body.productId }),
    status: 201,
  }),
  defineRest({ method: 'POST', url: '/api/passes', procedure: productsRouter.buy, status: 201 }),
  defineRest({
    method: 'PUT',
    url: '/api/passes/:id/expiry',
    procedure: productsRouter.extendPass,
    input: ({ params, body }) => ({ id: params.id, expiresOn: body.expiresOn, reason: body.reason }),
  }),
];
