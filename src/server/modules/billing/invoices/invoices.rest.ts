import { defineRest } from '../../../trpc/rest';
import { invoicesRouter } from './invoices.router';

/** The invoice rows of spec 03 §7 (bills and invoices are one thing, design §3). */
export const invoicesRestRoutes = [
  defineRest({
    method: 'POST',
    url: '/api/payments/generate-monthly',
    procedure: invoicesRouter.generateMonthly,
    status: 201,
  }),
  defineRest({ method: 'GET', url: '/api/invoices', procedure: invoicesRouter.list }),
  defineRest({ method: 'GET', url: '/api/invoices/overdue', procedure: invoicesRouter.overdue }),
  // /api/invoices/overdue stays the overdue list: a static path wins over :id, and :id takes numbers only.
  defineRest({
    method: 'GET',
    url: '/api/invoices/student/:id',
    procedure: invoicesRouter.forStudent,
    input: ({ params }) => ({ studentId: params.id }),
  }),
  defineRest({
    method: 'GET',
    url: '/api/invoices/:id',
    procedure: invoicesRouter.detail,
    input: ({ params }) => ({ id: params.id }),
  }),
  defineRest({ method: 'GET', url: '/api/billing/stats', procedure: invoicesRouter.stats }),
  defineRest({ method: 'POST', url: '/api/invoices', procedure: invoicesRouter.create, status: 201 }),
  defineRest({ method: 'POST', url: '/api/invoices/bulk', procedure: invoicesRouter.bulk }),
  defineRest({
    method: 'POST',
    url: '/api/invoices/:id/send',
    procedure: invoicesRouter.send,
    input: ({ params }) => ({ id: params.id }),
  }),
  defineRest({
    method: 'POST',
    url: '/api/invoices/:id/mark-paid',
    procedure: invoicesRouter.markPaid,
    input: ({ params, body }) => ({
      id: params.id,
      paymentMethod: body?.paymentMethod,
      paymentDate: body?.paymentDate,
    }),
  }),
  defineRest({
    method: 'POST',
    url: '/api/invoices/:id/reminder',
    procedure: invoicesRouter.reminder,
    input: ({ params, body }) => ({ id: params.id, reminderType: body.reminderType }),
  }),
];
