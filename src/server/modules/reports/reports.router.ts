import { ZAttendanceReport, ZAttendanceReportInput } from '../../../shared/schemas/attendance';
import {
  ZFinancialReport,
  ZFinancialReportInput,
  ZMonthlyReport,
  ZMonthlyReportInput,
  ZProductSalesReport,
} from '../../../shared/schemas/reports';
import { adminProcedure, router } from '../../trpc/init';
import { attendanceReport } from './attendance-report.queries';
import { financialReport } from './financial-report.queries';
import { monthlyReport } from './monthly-report.queries';
import { productSalesReport } from './product-sales.queries';

export const reportsRouter = router({
  monthly: adminProcedure
    .input(ZMonthlyReportInput)
    .output(ZMonthlyReport)
    .query(({ ctx, input }) => monthlyReport(ctx.db, input.month)),
  financial: adminProcedure
    .input(ZFinancialReportInput)
    .output(ZFinancialReport)
    .query(({ ctx, input }) => financialReport(ctx.db, input)),
  /** Class pack and membership sales by product, and what unused pack classes are worth. */
  products: adminProcedure
    .input(ZFinancialReportInput)
    .output(ZProductSalesReport)
    .query(({ ctx, input }) => productSalesReport(ctx.db, input)),
  attendance: adminProcedure
    .input(ZAttendanceReportInput)
    .output(ZAttendanceReport)
    .query(({ ctx, input }) => attendanceReport(ctx.db, input)),
});
