import { defineRest } from '../../trpc/rest';

export const billingRestRoutes = [
  defineRest({ method: 'GET', url: '/api/dashboard/stats', procedure: (c) => c.billing.dashboardStats }),
  // The spec's list, paged: ?startDate&endDate&studentId&page&pageSize&sortField&sortDirection.
  defineRest({ method: 'GET', url: '/api/payments', procedure: (c) => c.billing.paymentPage }),
  defineRest({ method: 'GET', url: '/api/payments/this-month', procedure: (c) => c.billing.thisMonth }),
  defineRest({ method: 'GET', url: '/api/payments/recent', procedure: (c) => c.billing.recent }),
  defineRest({
    method: 'GET',
    url: '/api/payments/outstanding',
    procedure: (c) => c.billing.outstandingSummary,
  }),
  defineRest({ method: 'GET', url: '/api/payments/overdue', procedure: (c) => c.billing.overdue }),
  defineRest({
    method: 'POST',
    url: '/api/email/send-refund-notification',
    procedure: (c) => c.billing.sendRefundNotification,
  }),
  defineRest({
    method: 'POST',
    url: '/api/payments/refund',
    procedure: (c) => c.billing.refund,
    status: 201,
  }),
  defineRest({
    method: 'POST',
    url: '/api/student-credits',
    procedure: (c) => c.billing.grantCredit,
    status: 201,
    // The spec reads the credit itself.
    answer: (r) => ({ ...r.credit, created: r.created }),
  }),
  defineRest({
    method: 'DELETE',
    url: '/api/student-credits/:id',
    procedure: (c) => c.billing.deleteCredit,
    input: ({ params }) => ({ id: params.id }),
  }),
  defineRest({
    method: 'POST',
    url: '/api/payments',
    procedure: (c) => c.billing.postPayment,
    status: 201,
  }),
  defineRest({
    method: 'POST',
    url: '/api/payments/record-transaction',
    procedure: (c) => c.billing.recordTransaction,
    status: 201,
  }),
  defineRest({
    method: 'POST',
    url: '/api/payments/process',
    procedure: (c) => c.billing.processPayment,
    status: 201,
  }),
  defineRest({
    method: 'DELETE',
    url: '/api/payments/:id',
    procedure: (c) => c.billing.removePayment,
    input: ({ params, query }) => ({ id: params.id, reason: query.reason }),
  }),
  defineRest({
    method: 'GET',
    url: '/api/payments/student/:id',
    procedure: (c) => c.billing.studentPayments,
    input: ({ params }) => ({ studentId: params.id }),
  }),
  defineRest({
    method: 'GET',
    url: '/api/payments/student/:id/summary',
    procedure: (c) => c.billing.balanceSummary,
    input: ({ params }) => ({ studentId: params.id }),
  }),
  defineRest({
    method: 'GET',
    url: '/api/payments/student/:id/outstanding',
    procedure: (c) => c.billing.outstanding,
    input: ({ params }) => ({ studentId: params.id }),
  }),
  // The student dashboard sums what this returns: only credits still available.
  defineRest({
    method: 'GET',
    url: '/api/student-credits/:studentId',
    procedure: (c) => c.billing.credits,
    input: ({ params }) => ({ studentId: params.studentId, available: true }),
  }),
  // The administrator's profile view: available and used credits.
  defineRest({
    method: 'GET',
    url: '/api/student-credits/student/:id',
    procedure: (c) => c.billing.credits,
    input: ({ params }) => ({ studentId: params.id }),
  }),
];
