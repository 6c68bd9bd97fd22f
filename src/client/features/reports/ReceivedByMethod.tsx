import { useLingui } from '@lingui/react/macro';
import { TableCell, TableRow } from '@mui/material';
import { getDisplayLocale } from '../../../shared/i18n/display-locale';
import { formatMoney } from '../../../shared/money';
import type { TFinancialReport } from '../../../shared/schemas/reports';
import { tr } from '../../i18n/tr';
import { ReportTableCard } from './ReportTable';

/**
 * Received by Method: the period's money per payment method (card through Stripe, e-Transfer, cash…),
 * refunds netted out; the rows add up to the Gross Revenue card.
 */
export function ReceivedByMethod({ methods }: { methods: TFinancialReport['byMethod'] }) {
  const { t } = useLingui();
  return (
    <ReportTableCard
      titleId="received-by-method-title"
      title={t`Received by Method`}
      empty={methods.length === 0}
      minWidth={320}
      columns={[
        { label: t`Method` },
        { label: t`Payments`, numeric: true },
        { label: t`Received`, numeric: true },
      ]}
    >
      {methods.map((m) => (
        <TableRow key={m.method}>
          <TableCell component="th" scope="row">
            {tr(m.label)}
          </TableCell>
          <TableCell align="right">{m.paymentCount.toLocaleString(getDisplayLocale())}</TableCell>
          <TableCell align="right">{formatMoney(m.amount)}</TableCell>
        </TableRow>
      ))}
    </ReportTableCard>
  );
}
