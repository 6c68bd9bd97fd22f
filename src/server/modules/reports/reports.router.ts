import { ZMonthlyReport, ZMonthlyReportInput } from '../../../shared/schemas/reports';
import { adminProcedure, router } from '../../trpc/init';
import { monthlyReport } from './monthly-report.queries';

export const reportsRouter = router({
  monthly: adminProcedure
    .input(ZMonthlyReportInput)
    .output(ZMonthlyReport)
    .query(({ ctx, input }) => monthlyReport(ctx.db, input.month)),
});
