import { defineRest } from '../../../trpc/rest';
import { waitlistRouter } from './waitlist.router';

/** The waitlist's paths (ours: the spec has no waitlist). */
export const waitlistRestRoutes = [
  defineRest({ method: 'GET', url: '/api/waitlist', procedure: waitlistRouter.mine }),
  defineRest({ method: 'POST', url: '/api/waitlist', procedure: waitlistRouter.join, status: 201 }),
  defineRest({ method: 'DELETE', url: '/api/waitlist/:id', procedure: waitlistRouter.leave }),
  defineRest({
    method: 'GET',
    url: '/api/class-instances/:id/waitlist',
    procedure: waitlistRouter.forClass,
    input: ({ params }) => ({ classInstanceId: params.id }),
  }),
  defineRest({
    method: 'POST',
    url: '/api/waitlist/:id/promote',
    procedure: waitlistRouter.promote,
    input: ({ body, params }) => ({ ...(body as object), id: params.id }),
  }),
  defineRest({
    method: 'POST',
    url: '/api/waitlist/:id/remove',
    procedure: waitlistRouter.remove,
    input: ({ params }) => ({ id: params.id }),
  }),
];
