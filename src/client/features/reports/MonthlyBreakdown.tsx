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
import { BarChart } from '@mui/x-charts/BarChart';
import { monthLabel } from '../../../shared/dates';
import { formatMoney, signedCents } from '../../../shared/money';
import type { TFinancialReport } from '../../../shared/schemas/reports';

const moneyOrNone = (cents: number | null) => (cents === null ? '' : formatMoney(cents));
/** Axis ticks in whole dollars: "$15,000". */
const axisMoney = (cents: number) => formatMoney(cents).replace(/\.00$/, '');

/** The six months ending with the period's last month: net and tax stacked to the gross, then the figures. */
export function MonthlyBreakdown({ months }: { months: TFinancialReport['monthlyBreakdown'] }) {
  const dataset = months.map((m) => ({
    month: monthLabel(m.month, 'short'),
    net: signedCents(m.netRevenue) ?? 0,
    tax: signedCents(m.taxCollected) ?? 0,
  }));
  return (
    <Card component="section" aria-labelledby="monthly-breakdown-title">
      <CardContent>
        <Typography id="monthly-breakdown-title" variant="h6" component="h3" gutterBottom>
          Monthly Breakdown
        </Typography>
        <figure style={{ margin: 0 }} aria-label="Revenue by month (chart; the table below has the figures)">
          <BarChart
            height={280}
            dataset={dataset}
            xAxis={[{ scaleType: 'band', dataKey: 'month' }]}
            yAxis={[{ valueFormatter: axisMoney, width: 72 }]}
            series={[
              { dataKey: 'net', label: 'Net Revenue', stack: 'gross', valueFormatter: moneyOrNone },
              { dataKey: 'tax', label: 'Tax', stack: 'gross', valueFormatter: moneyOrNone },
            ]}
          />
        </figure>
        <TableContainer
          sx={{ overflowX: 'auto' }}
          tabIndex={0}
          role="region"
          aria-labelledby="monthly-breakdown-title"
        >
          <Table
            size="small"
            aria-labelledby="monthly-breakdown-title"
            sx={{ minWidth: 520, '& th, & td': { whiteSpace: 'nowrap' } }}
          >
            <TableHead>
              <TableRow>
                <TableCell>Month</TableCell>
                <TableCell align="right">Gross Revenue</TableCell>
                <TableCell align="right">Tax</TableCell>
                <TableCell align="right">Net Revenue</TableCell>
                <TableCell align="right">Payments</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {months.map((m) => (
                <TableRow key={m.month}>
                  <TableCell component="th" scope="row">
                    {monthLabel(m.month)}
                  </TableCell>
                  <TableCell align="right">{formatMoney(m.grossRevenue)}</TableCell>
                  <TableCell align="right">{formatMoney(m.taxCollected)}</TableCell>
                  <TableCell align="right">{formatMoney(m.netRevenue)}</TableCell>
                  <TableCell align="right">{m.paymentCount.toLocaleString('en-US')}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      </CardContent>
    </Card>
  );
}
