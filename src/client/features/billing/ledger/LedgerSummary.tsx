import { useLingui } from '@lingui/react/macro';
import Functions from '@mui/icons-material/Functions';
import Paid from '@mui/icons-material/Paid';
import ReceiptLong from '@mui/icons-material/ReceiptLong';
import { Grid } from '@mui/material';
import { formatMoney } from '../../../../shared/money';
import type { TPaymentPage } from '../../../../shared/schemas/billing';
import { NO_VALUE } from '../../../lib/uiConstants';
import { StatCard } from '../../common/StatCard';

const ITEM = { xs: 12, sm: 4 } as const;

/** Total Payments, Total Revenue and Average Payment of every payment the filters match. */
export function LedgerSummary({
  totals,
  loading,
}: {
  totals: TPaymentPage['totals'] | undefined;
  loading: boolean;
}) {
  const { i18n, t } = useLingui();
  return (
    <Grid container spacing={2}>
      <Grid size={ITEM}>
        <StatCard
          label={t`Total Payments`}
          tone="primary"
          icon={<ReceiptLong />}
          loading={loading}
          value={totals ? i18n.number(totals.count) : NO_VALUE}
          caption={t`Payments matching the filters`}
        />
      </Grid>
      <Grid size={ITEM}>
        <StatCard
          label={t`Total Revenue`}
          tone="success"
          icon={<Paid />}
          loading={loading}
          value={totals ? formatMoney(totals.totalAmount) : NO_VALUE}
          caption={t`Sum of these payments`}
        />
      </Grid>
      <Grid size={ITEM}>
        <StatCard
          label={t`Average Payment`}
          tone="warning"
          icon={<Functions />}
          loading={loading}
          value={totals ? formatMoney(totals.averageAmount) : NO_VALUE}
          caption={t`Per payment`}
        />
      </Grid>
    </Grid>
  );
}
