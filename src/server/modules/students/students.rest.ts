import { defineRest } from '../../trpc/rest';

/** A student's own profile (spec 01 §7); an administrator may read and edit anyone's. */
export const studentsRestRoutes = [
  defineRest({
    method: 'GET',
    url: '/api/students/:id',
    procedure: (c) => c.students.get,
    input: ({ params }) => ({ id: params.id }),
  }),
  defineRest({ method: 'PUT', url: '/api/students/:id', procedure: (c) => c.students.updateProfile }),
];
