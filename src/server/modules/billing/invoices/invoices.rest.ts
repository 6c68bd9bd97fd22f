import { defineRest } from '../../../trpc/rest';

/** The invoice rows of spec 03 §7 (bills and invoices are one thing, design §3). */
export const invoicesRestRoutes = [
  defineRest({
    method: 'POST',
    url: '/api/payments/generate-monthly',
    procedure: (c) => c.invoices.generateMonthly,
    status: 201,
  }),
  defineRest({ method: 'GET', url: '/api/invoices', procedure: (c) => c.invoices.list }),
  defineRest({ method: 'GET', url: '/api/invoices/overdue', procedure: (c) => c.invoices.overdue }),
  // /api/invoices/overdue stays the overdue list: a static path wins over :id, and :id takes numbers only.
  defineRest({
    method: 'GET',
    url: '/api/invoices/student/:id',
    procedure: (c) => c.invoices.forStudent,
    input: ({ params }) => ({ studentId: params.id }),
  }),
  defineRest({
    method: 'GET',
    url: '/api/invoices/:id',
    procedure: (c) => c.invoices.detail,
    input: ({ params }) => ({ id: params.id }),
  }),
  defineRest({ method: 'GET', url: '/api/billing/stats', procedure: (c) => c.invoices.stats }),
  defineRest({ method: 'POST', url: '/api/invoices', procedure: (c) => c.invoices.create, status: 201 }),
  defineRest({ method: 'POST', url: '/api/invoices/bulk', procedure: (c) => c.invoices.bulk }),
  defineRest({
    method: 'POST',
    url: '/api/invoices/:id/send',
    procedure: (c) => c.invoices.send,
    input: ({ params }) => ({ id: params.id }),
  }),
  defineRest({
    method: 'POST',
    url: '/api/invoices/:id/mark-paid',
    procedure: (c) => c.invoices.markPaid,
    input: ({ params, body }) => ({
      id: params.id,
      paymentMethod: body?.paymentMethod,
      paymentDate: body?.paymentDate,
    }),
  }),
  defineRest({
    method: 'POST',
    url: '/api/invoices/:id/reminder',
    procedure: (c) => c.invoices.reminder,
    input: ({ params, body }) => ({ id: params.id, reminderType: body.reminderType }),
  }),
];
