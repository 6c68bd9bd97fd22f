import { defineRest } from '../../trpc/rest';
import { bookingsRouter } from './bookings.router';

/** The booking rows of spec 01 §7 and spec 02 §7. */
export const bookingsRestRoutes = [
  // A student without studentId gets their own; an administrator without one gets everyone's.
  defineRest({ method: 'GET', url: '/api/student-bookings', procedure: bookingsRouter.list }),
  defineRest({ method: 'GET', url: '/api/student-bookings/all', procedure: bookingsRouter.all }),
  defineRest({
    method: 'GET',
    url: '/api/student-bookings/class-instance/:id',
    procedure: bookingsRouter.forInstance,
    input: ({ params }) => ({ id: params.id }),
  }),
  defineRest({
    method: 'POST',
    url: '/api/student-bookings',
    procedure: bookingsRouter.book,
    status: 201,
  }),
  defineRest({
    method: 'POST',
    url: '/api/student-bookings/:id/cancel',
    procedure: bookingsRouter.cancel,
    input: ({ body, params }) => ({ id: params.id, reason: body.reason }),
  }),
  defineRest({
    method: 'PUT',
    url: '/api/student-bookings/:id',
    procedure: bookingsRouter.cancel,
    // The only change this path makes is to cancelled: a missing bookingStatus is refused too.
    input: ({ body, params }) => ({
      id: params.id,
      bookingStatus: body.bookingStatus ?? null,
      reason: body.reason ?? body.cancellationReason,
    }),
  }),
  defineRest({
    method: 'PUT',
    url: '/api/student-bookings/:id/cancel',
    procedure: bookingsRouter.adminCancel,
    // The administrator's refund: cancel, reverse the charge, credit the student.
    input: ({ body, params }) => ({
      id: params.id,
      reason: body.reason,
      refundable: body.refundable ?? true,
      refundAmount: body.refundAmount,
      refundMethod: body.refundMethod,
      emailNotify: body.emailNotify,
    }),
  }),
  defineRest({ method: 'GET', url: '/api/admin/bookings', procedure: bookingsRouter.all }),
  defineRest({
    method: 'PUT',
    url: '/api/admin/bookings/:id/cancel',
    procedure: bookingsRouter.adminCancel,
    input: ({ body, params }) => ({
      id: params.id,
      reason: body.reason,
      chargeStudent: body.chargeStudent,
      refundAmount: body.refundAmount,
      refundMethod: body.refundMethod,
    }),
  }),
  defineRest({
    method: 'GET',
    url: '/api/students/:id/bookings',
    procedure: bookingsRouter.list,
    input: ({ params, query }) => ({ ...query, studentId: params.id }),
  }),
];
