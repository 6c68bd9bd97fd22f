import { defineRest, FileAnswer } from '../../trpc/rest';
import { billingRouter } from './billing.router';
import { ledgerCsvProcedure } from './ledger-export';

export const billingRestRoutes = [
  defineRest({ method: 'GET', url: '/api/dashboard/stats', procedure: billingRouter.dashboardStats }),
  // The spec's list, paged: ?startDate&endDate&studentId&page&pageSize&sortField&sortDirection.
  defineRest({ method: 'GET', url: '/api/payments', procedure: billingRouter.paymentPage }),
  defineRest({ method: 'GET', url: '/api/payments/this-month', procedure: billingRouter.thisMonth }),
  defineRest({ method: 'GET', url: '/api/payments/recent', procedure: billingRouter.recent }),
  defineRest({
    method: 'GET',
    url: '/api/payments/outstanding',
    procedure: billingRouter.outstandingSummary,
  }),
  defineRest({ method: 'GET', url: '/api/payments/overdue', procedure: billingRouter.overdue }),
  defineRest({
    method: 'POST',
    url: '/api/email/send-refund-notification',
    procedure: billingRouter.sendRefundNotification,
  }),
  defineRest({
    method: 'POST',
    url: '/api/payments/refund',
    procedure: billingRouter.refund,
    status: 201,
  }),
  defineRest({
    method: 'POST',
    url: '/api/student-credits',
    procedure: billingRouter.grantCredit,
    status: 201,
    // The spec reads the credit itself.
    answer: (r) => ({ ...r.credit, created: r.created }),
  }),
  defineRest({
    method: 'DELETE',
    url: '/api/student-credits/:id',
    procedure: billingRouter.deleteCredit,
    input: ({ params }) => ({ id: params.id }),
  }),
  defineRest({
    method: 'POST',
    url: '/api/payments',
    procedure: billingRouter.postPayment,
    status: 201,
  }),
  defineRest({
    method: 'POST',
    url: '/api/payments/record-transaction',
    procedure: billingRouter.recordTransaction,
    status: 201,
  }),
  defineRest({
    method: 'POST',
    url: '/api/payments/process',
    procedure: billingRouter.processPayment,
    status: 201,
  }),
  defineRest({
    method: 'DELETE',
    url: '/api/payments/:id',
    procedure: billingRouter.removePayment,
    input: ({ params, query }) => ({ id: params.id, reason: query.reason }),
  }),
  defineRest({
    method: 'GET',
    url: '/api/payments/student/:id',
    procedure: billingRouter.studentPayments,
    input: ({ params }) => ({ studentId: params.id }),
  }),
  defineRest({
    method: 'GET',
    url: '/api/payments/student/:id/summary',
    procedure: billingRouter.balanceSummary,
    input: ({ params }) => ({ studentId: params.id }),
  }),
  defineRest({
    method: 'GET',
    url: '/api/payments/student/:id/outstanding',
    procedure: billingRouter.outstanding,
    input: ({ params }) => ({ studentId: params.id }),
  }),
  // The student dashboard sums what this returns: only credits still available.
  defineRest({
    method: 'GET',
    url: '/api/student-credits/:studentId',
    procedure: billingRouter.credits,
    input: ({ params }) => ({ studentId: params.studentId, available: true }),
  }),
  // The administrator's profile view: available and used credits.
  defineRest({
    method: 'GET',
    url: '/api/student-credits/student/:id',
    procedure: billingRouter.credits,
    input: ({ params }) => ({ studentId: params.id }),
  }),
  defineRest({
    method: 'GET',
    url: '/api/payments/ledger.csv',
    procedure: ledgerCsvProcedure,
    answer: ({ filename, rows }) => new FileAnswer('text/csv; charset=utf-8', rows, { filename }),
  }),
];
