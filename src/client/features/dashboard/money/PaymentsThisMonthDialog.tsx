import { List } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { formatStudioInstant } from '../../../lib/studioClock';
import { moneyText } from '../../billing/ledger/ledgerQuery';
import { useOpenStudentProfile } from '../../students/profile/StudentProfileContext';
import { countOf } from './count';
import { MoneyDialog } from './MoneyDialog';
import { MoneyRow } from './MoneyRow';
import { dashboardStatsQuery, thisMonthQuery } from './moneyQueries';

/**
 * Payments This Month: the total, the count, and each payment (student, date, e-mail subject, amount, method),
 * with any money given back this month as "Refund by …" lines.
 */
export function PaymentsThisMonthDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const list = useQuery({ ...thisMonthQuery(), enabled: open });
  const stats = useQuery(dashboardStatsQuery());
  const openProfile = useOpenStudentProfile();
  return (
    <MoneyDialog
      open={open}
      onClose={onClose}
      title="Payments This Month"
      query={list}
      summary={(rows) => {
        // Money given back (decision 030) is listed and netted out of the total, but is not a payment.
        const refunds = rows.filter((p) => Number(p.amount) < 0).length;
        const payments = countOf(rows.length - refunds, 'payment');
        return `${moneyText(stats.data?.paidThisMonth)} total · ${payments}${refunds ? ` · ${countOf(refunds, 'refund')}` : ''}`;
      }}
      empty={(rows) => (rows.length === 0 ? 'No payments this month' : null)}
    >
      {(rows) => (
        <List aria-label="Payments this month" disablePadding>
          {rows.map((p, i) => (
            <MoneyRow
              key={p.id}
              title={p.studentName}
              details={
                <>
                  {formatStudioInstant(p.paymentDate)} · {p.methodLabel}
                  {p.emailSubject && <div>{p.emailSubject}</div>}
                </>
              }
              amount={moneyText(p.amount)}
              onOpen={() => openProfile(p.studentId)}
              divider={i < rows.length - 1}
            />
          ))}
        </List>
      )}
    </MoneyDialog>
  );
}
