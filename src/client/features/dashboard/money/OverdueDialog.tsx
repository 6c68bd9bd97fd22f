import { List } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { countOf } from '../../../../shared/counts';
import { centsToDecimal, decimalToCents, formatMoney } from '../../../../shared/money';
import { overdueQuery } from '../../billing/payments/moneyQueries';
import { MoneyRow } from '../../common/MoneyRow';
import { useOpenStudentProfile } from '../../students/profile/StudentProfileContext';
import { MoneyDialog } from './MoneyDialog';

/**
 * Overdue Payments: the total and how many students, and per student the days since the oldest
 * charge still unpaid past its due date, the classes, what they owe, paid and is overdue.
 */
export function OverdueDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const list = useQuery({ ...overdueQuery(), enabled: open });
  const openProfile = useOpenStudentProfile();
  return (
    <MoneyDialog
      open={open}
      onClose={onClose}
      title="Overdue Payments"
      query={list}
      summary={(rows) => `${formatMoney(totalOf(rows))} overdue · ${countOf(rows.length, 'student')}`}
      empty={(rows) => (rows.length === 0 ? 'No overdue payments' : null)}
    >
      {(rows) => (
        <List aria-label="Overdue payments" disablePadding>
          {rows.map((o, i) => (
            <MoneyRow
              key={o.studentId}
              title={o.studentName}
              details={
                <>
                  {countOf(o.daysSinceInvoice, 'day')} overdue · {countOf(o.classCount, 'class', 'classes')}
                  <div>
                    Owed {formatMoney(o.totalOwed)} · Paid {formatMoney(o.paidAmount)} toward it
                  </div>
                </>
              }
              amount={formatMoney(o.overdueAmount)}
              amountLabel="overdue"
              onOpen={() => openProfile(o.studentId)}
              divider={i < rows.length - 1}
            />
          ))}
        </List>
      )}
    </MoneyDialog>
  );
}

/** The overdue amounts added in cents. */
function totalOf(rows: { overdueAmount: string }[]): string {
  const cents = rows.reduce((sum, r) => sum + (decimalToCents(r.overdueAmount) ?? 0), 0);
  return centsToDecimal(cents);
}
