import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { List } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
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
  const { t } = useLingui();
  const list = useQuery({ ...overdueQuery(), enabled: open });
  const openProfile = useOpenStudentProfile();
  return (
    <MoneyDialog
      open={open}
      onClose={onClose}
      title={t`Overdue Payments`}
      loadingLabel={t`Loading Overdue Payments`}
      failedLabel={t`Failed to load Overdue Payments`}
      query={list}
      summary={(rows) => {
        const total = formatMoney(totalOf(rows));
        const students = rows.length;
        return `${t`${total} overdue`} · ${plural(students, { one: '# student', other: '# students' })}`;
      }}
      empty={(rows) => (rows.length === 0 ? t`No overdue payments` : null)}
    >
      {(rows) => (
        <List aria-label={t`Overdue payments`} disablePadding>
          {rows.map((o, i) => {
            const days = o.daysSinceInvoice;
            const classCount = o.classCount;
            return (
              <MoneyRow
                key={o.studentId}
                title={o.studentName}
                details={
                  <>
                    {plural(days, { one: '# day overdue', other: '# days overdue' })} ·{' '}
                    {plural(classCount, { one: '# class', other: '# classes' })}
                    <div>{owedAndPaid(formatMoney(o.totalOwed), formatMoney(o.paidAmount))}</div>
                  </>
                }
                amount={formatMoney(o.overdueAmount)}
                amountLabel={t`overdue`}
                onOpen={() => openProfile(o.studentId)}
                divider={i < rows.length - 1}
              />
            );
          })}
        </List>
      )}
    </MoneyDialog>
  );
}

function owedAndPaid(owed: string, paid: string) {
  return (
    <Trans>
      Owed {owed} · Paid {paid} toward it
    </Trans>
  );
}

/** The overdue amounts added in cents. */
function totalOf(rows: { overdueAmount: string }[]): string {
  const cents = rows.reduce((sum, r) => sum + (decimalToCents(r.overdueAmount) ?? 0), 0);
  return centsToDecimal(cents);
}
