import { TableCell, TableRow } from '@mui/material';
import { formatMoney } from '../../../shared/money';
import type { TFinancialReport } from '../../../shared/schemas/reports';
import { ReportTableCard } from './ReportTable';

/**
 * Received by Method: the period's money per payment method (card through Stripe, e-Transfer, cash…),
 * refunds netted out; the rows add up to the Gross Revenue card.
 */
export function ReceivedByMethod({ methods }: { methods: TFinancialReport['byMethod'] }) {
  return (
    <ReportTableCard
      titleId="received-by-method-title"
      title="Received by Method"
      empty={methods.length === 0}
      minWidth={320}
      columns={[
        { label: 'Method' },
        { label: 'Payments', numeric: true },
        { label: 'Received', numeric: true },
      ]}
    >
      {methods.map((m) => (
        <TableRow key={m.method}>
          <TableCell component="th" scope="row">
            {m.label}
          </TableCell>
          <TableCell align="right">{m.paymentCount.toLocaleString('en-US')}</TableCell>
          <TableCell align="right">{formatMoney(m.amount)}</TableCell>
        </TableRow>
      ))}
    </ReportTableCard>
  );
}
