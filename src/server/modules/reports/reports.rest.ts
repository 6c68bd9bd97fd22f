import { defineRest } from '../../trpc/rest';

export const reportsRestRoutes = [
  defineRest({ method: 'GET', url: '/api/reports/monthly', procedure: (c) => c.reports.monthly }),
  defineRest({ method: 'GET', url: '/api/reports/financial', procedure: (c) => c.reports.financial }),
];
