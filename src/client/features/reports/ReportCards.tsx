import AccountBalanceWallet from '@mui/icons-material/AccountBalanceWallet';
import Groups from '@mui/icons-material/Groups';
import Paid from '@mui/icons-material/Paid';
import ReceiptLong from '@mui/icons-material/ReceiptLong';
import { Box } from '@mui/material';
import { countOf } from '../../../shared/counts';
import { formatMoney } from '../../../shared/money';
import type { TFinancialReport } from '../../../shared/schemas/reports';
import { NO_VALUE } from '../../lib/uiConstants';
import { StatCard } from '../common/StatCard';
import { ratesText } from './reportFormat';

/** One card per tax (GST, PST…), or Total Tax Collected when the only tax is the unnamed default (spec 03 §2.3). */
function taxCards(report: TFinancialReport | undefined) {
  const taxes = report?.taxes ?? [];
  if (taxes.length === 0 || (taxes.length === 1 && taxes[0]!.kind === 'TAX')) {
    return [
      {
        label: 'Total Tax Collected',
        value: report ? formatMoney(report.taxCollected) : NO_VALUE,
        caption: taxes[0] ? `At ${ratesText(taxes[0].ratePercents)}` : 'No tax in this period',
      },
    ];
  }
  return taxes.map((t) => ({
    label: `${t.label} Collected`,
    value: formatMoney(t.amount),
    caption: `At ${ratesText(t.ratePercents)}`,
  }));
}

/** Gross Revenue, Net Revenue, the tax collected, Students: stacked on a phone. */
export function ReportCards({ report, loading }: { report: TFinancialReport | undefined; loading: boolean }) {
  const payments = report?.paymentCount ?? 0;
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'repeat(auto-fit, minmax(220px, 1fr))' }}>
      <StatCard
        label="Gross Revenue"
        tone="success"
        icon={<Paid />}
        loading={loading}
        value={report ? formatMoney(report.grossRevenue) : NO_VALUE}
        caption={`${countOf(payments, 'payment')} received`}
      />
      <StatCard
        label="Net Revenue"
        tone="primary"
        icon={<AccountBalanceWallet />}
        loading={loading}
        value={report ? formatMoney(report.netRevenue) : NO_VALUE}
        caption="Gross less tax"
      />
      {taxCards(report).map((c) => (
        <StatCard key={c.label} tone="warning" icon={<ReceiptLong />} loading={loading} {...c} />
      ))}
      <StatCard
        label="Students"
        tone="primary"
        icon={<Groups />}
        loading={loading}
        value={report ? report.studentCount.toLocaleString('en-US') : NO_VALUE}
        caption="Paid in this period"
      />
    </Box>
  );
}
