import { useLingui } from '@lingui/react/macro';
import { TableCell, TableRow } from '@mui/material';
import { getDisplayLocale } from '../../../shared/i18n/display-locale';
import { formatMoney } from '../../../shared/money';
import type { TFinancialReport } from '../../../shared/schemas/reports';
import { ReportTableCard } from './ReportTable';

/** Top Paying Students: the first five by amount paid in the period (spec 03 §9). */
export function TopStudents({ students }: { students: TFinancialReport['topStudents'] }) {
  const { t } = useLingui();
  return (
    <ReportTableCard
      titleId="top-students-title"
      title={t`Top Paying Students`}
      empty={students.length === 0}
      minWidth={360}
      columns={[
        { label: '#' },
        { label: t`Student` },
        { label: t`Payments`, numeric: true },
        { label: t`Total Paid`, numeric: true },
      ]}
    >
      {students.map((s, i) => (
        <TableRow key={s.studentId}>
          <TableCell>{i + 1}</TableCell>
          <TableCell component="th" scope="row">
            {s.studentName}
          </TableCell>
          <TableCell align="right">{s.paymentCount.toLocaleString(getDisplayLocale())}</TableCell>
          <TableCell align="right">{formatMoney(s.totalAmount)}</TableCell>
        </TableRow>
      ))}
    </ReportTableCard>
  );
}
