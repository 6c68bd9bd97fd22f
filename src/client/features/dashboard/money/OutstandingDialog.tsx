import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { List } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { formatMoney } from '../../../../shared/money';
import { outstandingQuery } from '../../billing/payments/moneyQueries';
import { MoneyRow } from '../../common/MoneyRow';
import { useOpenStudentProfile } from '../../students/profile/StudentProfileContext';
import { MoneyDialog } from './MoneyDialog';

/** Outstanding Amounts: how many students owe, the total, and per student e-mail, classes and amount. */
export function OutstandingDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useLingui();
  const summary = useQuery({ ...outstandingQuery(), enabled: open });
  const openProfile = useOpenStudentProfile();
  return (
    <MoneyDialog
      open={open}
      onClose={onClose}
      title={t`Outstanding Amounts`}
      loadingLabel={t`Loading Outstanding Amounts`}
      failedLabel={t`Failed to load Outstanding Amounts`}
      query={summary}
      summary={(s) => {
        const total = formatMoney(s.totalOutstanding);
        const studentCount = s.studentCount;
        return plural(studentCount, {
          one: `${total} owed by # student`,
          other: `${total} owed by # students`,
        });
      }}
      empty={(s) => (s.details.length === 0 ? t`Nobody owes anything` : null)}
    >
      {(s) => (
        <List aria-label={t`Outstanding amounts`} disablePadding>
          {s.details.map((d, i) => {
            const classCount = d.classCount;
            return (
              <MoneyRow
                key={d.studentId}
                title={d.studentName}
                details={`${d.studentEmail} · ${plural(classCount, { one: '# unpaid class', other: '# unpaid classes' })}`}
                amount={formatMoney(d.outstandingAmount)}
                amountLabel={t`owed`}
                onOpen={() => openProfile(d.studentId)}
                divider={i < s.details.length - 1}
              />
            );
          })}
        </List>
      )}
    </MoneyDialog>
  );
}
