import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import AccountBalanceWallet from '@mui/icons-material/AccountBalanceWallet';
import Groups from '@mui/icons-material/Groups';
import Paid from '@mui/icons-material/Paid';
import ReceiptLong from '@mui/icons-material/ReceiptLong';
import { Box } from '@mui/material';
import { getDisplayLocale } from '../../../shared/i18n/display-locale';
import { formatMoney } from '../../../shared/money';
import type { TFinancialReport } from '../../../shared/schemas/reports';
import { tr } from '../../i18n/tr';
import { NO_VALUE } from '../../lib/uiConstants';
import { StatCard } from '../common/StatCard';
import { ratesText } from './reportFormat';

/** Gross Revenue, Net Revenue, the tax collected, Students: stacked on a phone. */
export function ReportCards({ report, loading }: { report: TFinancialReport | undefined; loading: boolean }) {
  const { t } = useLingui();
  /** One card per tax (GST, PST…), or Total Tax Collected when the only tax is the unnamed default (spec 03 §2.3). */
  function taxCards() {
    const taxes = report?.taxes ?? [];
    if (taxes.length === 0 || (taxes.length === 1 && taxes[0]!.kind === 'TAX')) {
      const rates = taxes[0] ? ratesText(taxes[0].ratePercents) : null;
      return [
        {
          label: t`Total Tax Collected`,
          value: report ? formatMoney(report.taxCollected) : NO_VALUE,
          caption: rates ? t`At ${rates}` : t`No tax in this period`,
        },
      ];
    }
    return taxes.map((tax) => {
      const name = tr(tax.label);
      const rates = ratesText(tax.ratePercents);
      return { label: t`${name} Collected`, value: formatMoney(tax.amount), caption: t`At ${rates}` };
    });
  }

  const payments = report?.paymentCount ?? 0;
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'repeat(auto-fit, minmax(220px, 1fr))' }}>
      <StatCard
        label={t`Gross Revenue`}
        tone="success"
        icon={<Paid />}
        loading={loading}
        value={report ? formatMoney(report.grossRevenue) : NO_VALUE}
        caption={plural(payments, { one: '# payment received', other: '# payments received' })}
      />
      <StatCard
        label={t`Net Revenue`}
        tone="primary"
        icon={<AccountBalanceWallet />}
        loading={loading}
        value={report ? formatMoney(report.netRevenue) : NO_VALUE}
        caption={t`Gross less tax`}
      />
      {taxCards().map((c) => (
        <StatCard key={c.label} tone="warning" icon={<ReceiptLong />} loading={loading} {...c} />
      ))}
      <StatCard
        label={t`Students`}
        tone="primary"
        icon={<Groups />}
        loading={loading}
        value={report ? report.studentCount.toLocaleString(getDisplayLocale()) : NO_VALUE}
        caption={t`Paid in this period`}
      />
    </Box>
  );
}
