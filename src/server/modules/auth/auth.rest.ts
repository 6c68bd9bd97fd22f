import { defineRest } from '../../trpc/rest';
import { authRouter } from './auth.router';

export const authRestRoutes = [
  defineRest({
    method: 'POST',
    url: '/api/auth/student/signup',
    procedure: authRouter.studentSignup,
    status: 201,
  }),
  defineRest({ method: 'POST', url: '/api/auth/student/login', procedure: authRouter.studentLogin }),
  defineRest({ method: 'POST', url: '/api/auth/student/logout', procedure: authRouter.studentLogout }),
  defineRest({ method: 'GET', url: '/api/auth/student/session', procedure: authRouter.studentSession }),
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
  defineRest({ method: 'POST', url: '/api/admin/login', procedure: authRouter.adminLogin }),
  defineRest({ method: 'POST', url: '/api/admin/logout', procedure: authRouter.adminLogout }),
  defineRest({ method: 'GET', url: '/api/admin/session', procedure: authRouter.adminSession }),
  defineRest({ method: 'GET', url: '/api/auth/google/config', procedure: authRouter.googleConfig }),
];
