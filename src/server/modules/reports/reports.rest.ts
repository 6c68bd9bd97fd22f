import { defineRest } from '../../trpc/rest';

export const reportsRestRoutes = [
  defineRest({ method: 'GET', url: '/api/reports/monthly', procedure: (c) => c.reports.monthly }),
  defineRest({ method: 'GET', url: '/api/reports/financial', procedure: (c) => c.reports.financial }),
  defineRest({
    method: 'GET',
    url: '/api/reports/attendance',
    procedure: (c) => c.reports.attendance,
    // Our own path (issue 14 §3): startDate and endDate, or from and to as the financial report reads them.
    input: ({ query }) => ({ from: query.startDate ?? query.from, to: query.endDate ?? query.to }),
  }),
];
