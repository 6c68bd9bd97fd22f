import { defineRest } from '../../trpc/rest';
import { membershipsRouter } from './memberships.router';

/** Memberships (issue 30): started on a profile or bought by the student, paused and ended. */
export const membershipsRestRoutes = [
  defineRest({
    method: 'GET',
    url: '/api/students/:id/memberships',
    procedure: membershipsRouter.list,
    input: ({ params }) => ({ studentId: params.id }),
  }),
  defineRest({
    method: 'GET',
    url: '/api/memberships',
    procedure: membershipsRouter.list,
    input: () => undefined,
  }),
  defineRest({
    method: 'POST',
    url: '/api/students/:id/memberships',
    procedure: membershipsRouter.start,
    input: ({ params, body }) => ({
      studentId: params.id,
      productId: body.productId,
      startsOn: body.startsOn,
    }),
    status: 201,
  }),
  defineRest({ method: 'POST', url: '/api/memberships', procedure: membershipsRouter.buy, status: 201 }),
  defineRest({
    method: 'GET',
    url: '/api/memberships/:id/bookings',
    procedure: membershipsRouter.bookingsBetween,
    // ?from=&to= (a pause) or ?endsOn= (an end).
    input: ({ params, query }) =>
      query.endsOn === undefined
        ? { id: params.id, from: query.from, to: query.to }
        : { id: params.id, endsOn: query.endsOn },
  }),
  defineRest({
    method: 'POST',
    url: '/api/memberships/:id/pauses',
    procedure: membershipsRouter.pause,
    input: ({ params, body }) => ({ ...body, id: params.id }),
    status: 201,
  }),
  defineRest({
    method: 'PUT',
    url: '/api/memberships/:id/end',
    procedure: membershipsRouter.end,
    input: ({ params, body }) => ({ ...body, id: params.id }),
  }),
];
