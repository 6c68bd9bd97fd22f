import type { FastifyInstance } from 'fastify';
import type { TFinancialReportInput } from '../../../shared/schemas/reports';
import { appRouter } from '../../app-router';
import { toHttpError } from '../../errors';
import { createContext } from '../../trpc/context';
import { createCallerFactory } from '../../trpc/init';
import type { Services } from '../../trpc/services';
import { financialReportCsv, financialReportFilename } from './financial-report-csv';

const createCaller = createCallerFactory(appRouter);

/**
 * GET /api/reports/financial.csv?from&to: Export Report. It goes through the reports.financial
 * procedure, so the admin check, the input messages and the figures are those of the JSON report.
 */
export function registerFinancialReportExport(app: FastifyInstance, services: Services): void {
  app.get('/api/reports/financial.csv', async (req, reply) => {
    try {
      const caller = createCaller(createContext(services, req, reply));
      const report = await caller.reports.financial((req.query ?? {}) as TFinancialReportInput);
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${financialReportFilename(report)}"`)
        .header('cache-control', 'no-store')
        .send(financialReportCsv(report));
    } catch (error) {
      const { status, body } = toHttpError(error);
      if (status >= 500) req.log.error({ err: error }, 'financial report export failed');
      return reply.status(status).send(body);
    }
  });
}
