import type { TStudentSaveResult } from '../../../shared/schemas/students';
import { defineRest } from '../../trpc/rest';
import { studentsRouter } from './students.router';

/** The spec reads a saved student's name from the answer: the student's fields at the top level. */
const savedStudent = (r: TStudentSaveResult) => ({
  ...r.student,
  success: r.success,
  message: r.message,
  emailDelivery: r.email,
});

/** Student management (spec 02 §7), notes, and Login Info (spec 03 §2.2 as design §4 has it). */
export const studentsRestRoutes = [
  defineRest({ method: 'GET', url: '/api/students', procedure: studentsRouter.list }),
  defineRest({ method: 'GET', url: '/api/students/page', procedure: studentsRouter.page }),
  defineRest({
    method: 'GET',
    url: '/api/students/:id',
    procedure: studentsRouter.get,
    input: ({ params }) => ({ id: params.id }),
  }),
  defineRest({
    method: 'POST',
    url: '/api/students',
    procedure: studentsRouter.create,
    status: 201,
    answer: savedStudent,
  }),
  defineRest({
    method: 'PUT',
    url: '/api/students/:id',
    procedure: studentsRouter.update,
    answer: savedStudent,
  }),
  defineRest({
    method: 'GET',
    url: '/api/students/:id/delete-plan',
    procedure: studentsRouter.deletePlan,
    input: ({ params }) => ({ id: params.id }),
  }),
  defineRest({
    method: 'DELETE',
    url: '/api/students/:id',
    procedure: studentsRouter.delete,
    input: ({ params }) => ({ id: params.id }),
  }),
  defineRest({
    method: 'GET',
    url: '/api/student-notes/:id',
    procedure: studentsRouter.notes,
    input: ({ params }) => ({ studentId: params.id }),
  }),
  defineRest({
    method: 'POST',
    url: '/api/student-notes',
    procedure: studentsRouter.addNote,
    status: 201,
  }),
  defineRest({ method: 'GET', url: '/api/admin/login-info', procedure: studentsRouter.loginInfo }),
  defineRest({
    method: 'POST',
    url: '/api/admin/login-info/:studentId/temporary-password',
    procedure: studentsRouter.issueTemporaryPassword,
  }),
];
