import {
  Card,
  CardContent,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { formatMoney } from '../../../shared/money';
import type { TFinancialReport } from '../../../shared/schemas/reports';

/** Top Paying Students: the first five by amount paid in the period (spec 03 §9). */
export function TopStudents({ students }: { students: TFinancialReport['topStudents'] }) {
  return (
    <Card component="section" aria-labelledby="top-students-title">
      <CardContent>
        <Typography id="top-students-title" variant="h6" component="h3" gutterBottom>
          Top Paying Students
        </Typography>
        {students.length === 0 ? (
          <Typography color="text.secondary">No payments in this period</Typography>
        ) : (
          <TableContainer
            sx={{ overflowX: 'auto' }}
            tabIndex={0}
            role="region"
            aria-labelledby="top-students-title"
          >
            <Table
              size="small"
              aria-labelledby="top-students-title"
              sx={{ minWidth: 360, '& th, & td': { whiteSpace: 'nowrap' } }}
            >
              <TableHead>
                <TableRow>
                  <TableCell>#</TableCell>
                  <TableCell>Student</TableCell>
                  <TableCell align="right">Payments</TableCell>
                  <TableCell align="right">Total Paid</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {students.map((s, i) => (
                  <TableRow key={s.studentId}>
                    <TableCell>{i + 1}</TableCell>
                    <TableCell component="th" scope="row">
                      {s.studentName}
                    </TableCell>
                    <TableCell align="right">{s.paymentCount.toLocaleString('en-US')}</TableCell>
                    <TableCell align="right">{formatMoney(s.totalAmount)}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableContainer>
        )}
      </CardContent>
    </Card>
  );
}
