import { defineRest } from '../../trpc/rest';
import { attendanceRouter } from './attendance.router';

/** Our own paths for checking a class in (issue 14 §3; not in the spec). */
export const attendanceRestRoutes = [
  defineRest({
    method: 'GET',
    url: '/api/class-instances/:id/attendance',
    procedure: attendanceRouter.roster,
    input: ({ params }) => ({ id: params.id }),
  }),
  defineRest({
    method: 'PUT',
    url: '/api/bookings/:id/attendance',
    procedure: attendanceRouter.mark,
    // A missing attendance is refused, not read as "clear": only an explicit null clears.
    input: ({ body, params }) => ({ bookingId: params.id, attendance: body.attendance }),
  }),
  defineRest({
    method: 'POST',
    url: '/api/class-instances/:id/walk-ins',
    procedure: attendanceRouter.walkIn,
    input: ({ body, params }) => ({
      classInstanceId: params.id,
      studentId: body.studentId,
      allowOverCapacity: body.allowOverCapacity,
    }),
    status: 201,
  }),
  defineRest({
    method: 'GET',
    url: '/api/students/:id/attendance',
    procedure: attendanceRouter.student,
    input: ({ params }) => ({ studentId: params.id }),
  }),
];
