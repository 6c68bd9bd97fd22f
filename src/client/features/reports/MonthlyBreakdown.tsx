import { Trans, useLingui } from '@lingui/react/macro';
import { Card, CardContent, TableCell, TableRow, Typography } from '@mui/material';
import { BarChart } from '@mui/x-charts/BarChart';
import { monthLabel } from '../../../shared/dates';
import { getDisplayLocale } from '../../../shared/i18n/display-locale';
import { formatMoney, signedCents } from '../../../shared/money';
import type { TFinancialReport } from '../../../shared/schemas/reports';
import { ReportTable } from './ReportTable';

const moneyOrNone = (cents: number | null) => (cents === null ? '' : formatMoney(cents));
/** Axis ticks in whole dollars: "$15,000" ("15 000 $" in fr-CA). */
const axisMoney = (cents: number) => formatMoney(cents).replace(/[.,]00(?=\D*$)/, '');

/** The six months ending with the period's last month: net and tax stacked to the gross, then the figures. */
export function MonthlyBreakdown({ months }: { months: TFinancialReport['monthlyBreakdown'] }) {
  const { t } = useLingui();
  const dataset = months.map((m) => ({
    month: monthLabel(m.month, 'short'),
    net: signedCents(m.netRevenue) ?? 0,
    tax: signedCents(m.taxCollected) ?? 0,
  }));
  return (
    <Card component="section" aria-labelledby="monthly-breakdown-title">
      <CardContent>
        <Typography id="monthly-breakdown-title" variant="h6" component="h3" gutterBottom>
          <Trans>Monthly Breakdown</Trans>
        </Typography>
        <figure
          style={{ margin: 0 }}
          aria-label={t`Revenue by month (chart; the table below has the figures)`}
        >
          <BarChart
            height={280}
            dataset={dataset}
            xAxis={[{ scaleType: 'band', dataKey: 'month' }]}
            yAxis={[{ valueFormatter: axisMoney, width: 72 }]}
            series={[
              { dataKey: 'net', label: t`Net Revenue`, stack: 'gross', valueFormatter: moneyOrNone },
              { dataKey: 'tax', label: t`Tax`, stack: 'gross', valueFormatter: moneyOrNone },
            ]}
          />
        </figure>
        <ReportTable
          titleId="monthly-breakdown-title"
          minWidth={520}
          columns={[
            { label: t`Month` },
            { label: t`Gross Revenue`, numeric: true },
            { label: t`Tax`, numeric: true },
            { label: t`Net Revenue`, numeric: true },
            { label: t`Payments`, numeric: true },
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
              <TableCell align="right">{m.paymentCount.toLocaleString(getDisplayLocale())}</TableCell>
            </TableRow>
          ))}
        </ReportTable>
      </CardContent>
    </Card>
  );
}
