import { defineRest } from '../../trpc/rest';
import { authRouter } from './auth.router';

/** A person in an answer, without the language the app keeps for itself. */
function withoutLanguage(person: unknown): unknown {
  if (!person || typeof person !== 'object') return person;
  const { language: _language, ...rest } = person as Record<string, unknown>;
  return rest;
}

/**
 * The spec's shapes for the session answers (spec 01 §2, 02 §8): a person's language (issue 33) is for
 * our own client, which reads it over tRPC; the /api answers stay as the spec writes them.
 */
const specPerson = (output: object) => {
  const answer = output as Record<string, unknown>;
  return {
    ...answer,
    ...('student' in answer ? { student: withoutLanguage(answer.student) } : {}),
    ...('admin' in answer ? { admin: withoutLanguage(answer.admin) } : {}),
  };
};

export const authRestRoutes = [
  defineRest({
    method: 'POST',
    url: '/api/auth/student/signup',
    procedure: authRouter.studentSignup,
    status: 201,
    answer: specPerson,
  }),
  defineRest({
    method: 'POST',
    url: '/api/auth/student/login',
    procedure: authRouter.studentLogin,
    answer: specPerson,
  }),
  defineRest({ method: 'POST', url: '/api/auth/student/logout', procedure: authRouter.studentLogout }),
  defineRest({
    method: 'GET',
    url: '/api/auth/student/session',
    procedure: authRouter.studentSession,
    answer: specPerson,
  }),
  defineRest({
    method: 'POST',
    url: '/api/auth/student/forgot-password',
    procedure: authRouter.forgotPassword,
  }),
  defineRest({
    method: 'POST',
    url: '/api/auth/student/reset-password',
    procedure: authRouter.resetPassword,
  }),
  defineRest({
    method: 'POST',
    url: '/api/students/:id/change-password',
    procedure: authRouter.changePassword,
    input: ({ body, params }) => ({ ...body, studentId: params.id }),
  }),
  defineRest({
    method: 'POST',
    url: '/api/admin/login',
    procedure: authRouter.adminLogin,
    answer: specPerson,
  }),
  defineRest({ method: 'POST', url: '/api/admin/logout', procedure: authRouter.adminLogout }),
  defineRest({
    method: 'GET',
    url: '/api/admin/session',
    procedure: authRouter.adminSession,
    answer: specPerson,
  }),
  defineRest({ method: 'GET', url: '/api/auth/google/config', procedure: authRouter.googleConfig }),
];
