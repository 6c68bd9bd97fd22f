import { List } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { countOf } from '../../../../shared/counts';
import { formatMoney } from '../../../../shared/money';
import { outstandingQuery } from '../../billing/payments/moneyQueries';
import { MoneyRow } from '../../common/MoneyRow';
import { useOpenStudentProfile } from '../../students/profile/StudentProfileContext';
import { MoneyDialog } from './MoneyDialog';

/** Outstanding Amounts: how many students owe, the total, and per student e-mail, classes and amount. */
export function OutstandingDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const summary = useQuery({ ...outstandingQuery(), enabled: open });
  const openProfile = useOpenStudentProfile();
  return (
    <MoneyDialog
      open={open}
      onClose={onClose}
      title="Outstanding Amounts"
      query={summary}
      summary={(s) => `${formatMoney(s.totalOutstanding)} owed by ${countOf(s.studentCount, 'student')}`}
      empty={(s) => (s.details.length === 0 ? 'Nobody owes anything' : null)}
    >
      {(s) => (
        <List aria-label="Outstanding amounts" disablePadding>
          {s.details.map((d, i) => (
            <MoneyRow
              key={d.studentId}
              title={d.studentName}
              details={`${d.studentEmail} · ${countOf(d.classCount, 'unpaid class', 'unpaid classes')}`}
              amount={formatMoney(d.outstandingAmount)}
              amountLabel="owed"
              onOpen={() => openProfile(d.studentId)}
              divider={i < s.details.length - 1}
            />
          ))}
        </List>
      )}
    </MoneyDialog>
  );
}
