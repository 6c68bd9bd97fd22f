import { defineRest } from '../../../trpc/rest';

/** The waitlist's paths (ours: the spec has no waitlist). */
export const waitlistRestRoutes = [
  defineRest({ method: 'GET', url: '/api/waitlist', procedure: (c) => c.waitlist.mine }),
  defineRest({ method: 'POST', url: '/api/waitlist', procedure: (c) => c.waitlist.join, status: 201 }),
  defineRest({ method: 'DELETE', url: '/api/waitlist/:id', procedure: (c) => c.waitlist.leave }),
  defineRest({
    method: 'GET',
    url: '/api/class-instances/:id/waitlist',
    procedure: (c) => c.waitlist.forClass,
    input: ({ params }) => ({ classInstanceId: params.id }),
  }),
  defineRest({
    method: 'POST',
    url: '/api/waitlist/:id/promote',
    procedure: (c) => c.waitlist.promote,
    input: ({ body, params }) => ({ ...(body as object), id: params.id }),
  }),
  defineRest({
    method: 'POST',
    url: '/api/waitlist/:id/remove',
    procedure: (c) => c.waitlist.remove,
    input: ({ params }) => ({ id: params.id }),
  }),
];
