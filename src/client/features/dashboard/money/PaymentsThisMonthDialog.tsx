import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { List } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { formatMoney } from '../../../../shared/money';
import { tr } from '../../../i18n/tr';
import { formatStudioDate } from '../../../lib/studioClock';
import { dashboardStatsQuery, thisMonthQuery } from '../../billing/payments/moneyQueries';
import { MoneyRow } from '../../common/MoneyRow';
import { useOpenStudentProfile } from '../../students/profile/StudentProfileContext';
import { MoneyDialog } from './MoneyDialog';

/**
 * Payments This Month: the total, the count, and each payment (student, date, e-mail subject, amount, method),
 * with any money given back this month as "Refund by …" lines.
 */
export function PaymentsThisMonthDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useLingui();
  const list = useQuery({ ...thisMonthQuery(), enabled: open });
  const stats = useQuery(dashboardStatsQuery());
  const openProfile = useOpenStudentProfile();
  return (
    <MoneyDialog
      open={open}
      onClose={onClose}
      title={t`Payments This Month`}
      loadingLabel={t`Loading Payments This Month`}
      failedLabel={t`Failed to load Payments This Month`}
      query={list}
      summary={(rows) => {
        // Money given back (decision 030) is listed and netted out of the total, but is not a payment.
        const refunds = rows.filter((p) => Number(p.amount) < 0).length;
        const total = formatMoney(stats.data?.paidThisMonth);
        const paymentCount = rows.length - refunds;
        const payments = plural(paymentCount, { one: '# payment', other: '# payments' });
        const refunded = plural(refunds, { one: '# refund', other: '# refunds' });
        return `${t`${total} total`} · ${payments}${refunds ? ` · ${refunded}` : ''}`;
      }}
      empty={(rows) => (rows.length === 0 ? t`No payments this month` : null)}
    >
      {(rows) => (
        <List aria-label={t`Payments this month`} disablePadding>
          {rows.map((p, i) => (
            <MoneyRow
              key={p.id}
              title={p.studentName}
              details={
                <>
                  {formatStudioDate(p.paymentDate, { withTime: true })} · {tr(p.methodLabel)}
                  {p.emailSubject && <div>{p.emailSubject}</div>}
                </>
              }
              amount={formatMoney(p.amount)}
              onOpen={() => openProfile(p.studentId)}
              divider={i < rows.length - 1}
            />
          ))}
        </List>
      )}
    </MoneyDialog>
  );
}
