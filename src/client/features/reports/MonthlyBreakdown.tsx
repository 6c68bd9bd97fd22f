import { Card, CardContent, TableCell, TableRow, Typography } from '@mui/material';
import { BarChart } from '@mui/x-charts/BarChart';
import { monthLabel } from '../../../shared/dates';
import { formatMoney, signedCents } from '../../../shared/money';
import type { TFinancialReport } from '../../../shared/schemas/reports';
import { ReportTable } from './ReportTable';

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
        <ReportTable
          titleId="monthly-breakdown-title"
          minWidth={520}
          columns={[
            { label: 'Month' },
            { label: 'Gross Revenue', numeric: true },
            { label: 'Tax', numeric: true },
            { label: 'Net Revenue', numeric: true },
            { label: 'Payments', numeric: true },
          ]}
        >
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
        </ReportTable>
      </CardContent>
    </Card>
  );
}
