import { ZAttendanceReport, ZAttendanceReportInput } from '../../../shared/schemas/attendance';
import {
  ZFinancialReport,
  ZFinancialReportInput,
  ZMonthlyReport,
  ZMonthlyReportInput,
} from '../../../shared/schemas/reports';
import { adminProcedure, router } from '../../trpc/init';
import { attendanceReport } from './attendance-report.queries';
import { financialReport } from './financial-report.queries';
import { monthlyReport } from './monthly-report.queries';

export const reportsRouter = router({
  monthly: adminProcedure
    .input(ZMonthlyReportInput)
    .output(ZMonthlyReport)
    .query(({ ctx, input }) => monthlyReport(ctx.db, input.month)),
  financial: adminProcedure
    .input(ZFinancialReportInput)
    .output(ZFinancialReport)
    .query(({ ctx, input }) => financialReport(ctx.db, input)),
  attendance: adminProcedure
    .input(ZAttendanceReportInput)
    .output(ZAttendanceReport)
    .query(({ ctx, input }) => attendanceReport(ctx.db, input)),
});
