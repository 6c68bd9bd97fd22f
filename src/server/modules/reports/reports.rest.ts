import { signedInLocale } from '../../i18n/person-locale';
import { defineRest, FileAnswer } from '../../trpc/rest';
import { financialReportCsv, financialReportFilename } from './financial-report-csv';
import { reportsRouter } from './reports.router';

export const reportsRestRoutes = [
  defineRest({ method: 'GET', url: '/api/reports/monthly', procedure: reportsRouter.monthly }),
  defineRest({ method: 'GET', url: '/api/reports/financial', procedure: reportsRouter.financial }),
  // Export Report: the JSON report's procedure (its admin check, input messages and figures) as CSV.
  defineRest({
    method: 'GET',
    url: '/api/reports/financial.csv',
    procedure: reportsRouter.financial,
    // In the administrator's own language, else the studio's (issue 33).
    answer: async (report, _req, ctx) =>
      new FileAnswer('text/csv; charset=utf-8', financialReportCsv(report, await signedInLocale(ctx)), {
        filename: financialReportFilename(report),
      }),
  }),
  defineRest({ method: 'GET', url: '/api/reports/products', procedure: reportsRouter.products }),
  defineRest({
    method: 'GET',
    url: '/api/reports/attendance',
    procedure: reportsRouter.attendance,
    // Our own path (issue 14 §3): startDate and endDate, or from and to as the financial report reads them.
    input: ({ query }) => ({ from: query.startDate ?? query.from, to: query.endDate ?? query.to }),
  }),
];
