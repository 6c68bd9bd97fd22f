import { List } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { moneyText } from '../../billing/ledger/ledgerQuery';
import { useOpenStudentProfile } from '../../students/profile/StudentProfileContext';
import { countOf } from './count';
import { MoneyDialog } from './MoneyDialog';
import { MoneyRow } from './MoneyRow';
import { outstandingQuery } from './moneyQueries';

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
      summary={(s) => `${moneyText(s.totalOutstanding)} owed by ${countOf(s.studentCount, 'student')}`}
      empty={(s) => (s.details.length === 0 ? 'Nobody owes anything' : null)}
    >
      {(s) => (
        <List aria-label="Outstanding amounts" disablePadding>
          {s.details.map((d, i) => (
            <MoneyRow
              key={d.studentId}
              title={d.studentName}
              details={`${d.studentEmail} · ${countOf(d.classCount, 'unpaid class', 'unpaid classes')}`}
              amount={moneyText(d.outstandingAmount)}
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
