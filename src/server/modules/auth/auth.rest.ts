import { defineRest } from '../../trpc/rest';

export const authRestRoutes = [
  defineRest({
    method: 'POST',
    url: '/api/auth/student/signup',
    procedure: (c) => c.auth.studentSignup,
    status: 201,
  }),
  defineRest({ method: 'POST', url: '/api/auth/student/login', procedure: (c) => c.auth.studentLogin }),
  defineRest({ method: 'POST', url: '/api/auth/student/logout', procedure: (c) => c.auth.studentLogout }),
  defineRest({ method: 'GET', url: '/api/auth/student/session', procedure: (c) => c.auth.studentSession }),
  defineRest({
    method: 'POST',
    url: '/api/auth/student/forgot-password',
    procedure: (c) => c.auth.forgotPassword,
  }),
  defineRest({
    method: 'POST',
    url: '/api/auth/student/reset-password',
    procedure: (c) => c.auth.resetPassword,
  }),
  defineRest({
    method: 'POST',
    url: '/api/students/:id/change-password',
    procedure: (c) => c.auth.changePassword,
    input: ({ body, params }) => ({ ...body, studentId: params.id }),
  }),
  defineRest({ method: 'POST', url: '/api/admin/login', procedure: (c) => c.auth.adminLogin }),
  defineRest({ method: 'POST', url: '/api/admin/logout', procedure: (c) => c.auth.adminLogout }),
  defineRest({ method: 'GET', url: '/api/admin/session', procedure: (c) => c.auth.adminSession }),
  defineRest({ method: 'GET', url: '/api/auth/google/config', procedure: (c) => c.auth.googleConfig }),
];
