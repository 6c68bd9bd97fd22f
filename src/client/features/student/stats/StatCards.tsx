import { useLingui } from '@lingui/react/macro';
import AccountBalanceWallet from '@mui/icons-material/AccountBalanceWallet';
import EventAvailable from '@mui/icons-material/EventAvailable';
import Savings from '@mui/icons-material/Savings';
import { Box } from '@mui/material';
import { formatMoney } from '../../../../shared/money';
import { useStudioToday } from '../../../lib/studioClock';
import { StatCard } from '../../common/StatCard';
import { splitBookings } from '../myClasses/splitBookings';
import { useOutstanding, useStudentBookings } from '../studentQueries';
import { moneyToCents, owedBreakdown } from './owedBreakdown';

const UNAVAILABLE = '—';
/** One column on a phone, three from sm: a CSS grid, lighter than MUI's Grid on the first load. */
const COLUMNS = {
  display: 'grid',
  gap: 2,
  gridTemplateColumns: { xs: '1fr', sm: 'repeat(3, minmax(0, 1fr))' },
  mb: 3,
};

/** Enrolled Classes, Amount Owed (with "subtotal + tax") and Available Credits (spec 01 §2). */
export function StatCards({ studentId }: { studentId: number }) {
  const { t } = useLingui();
  const bookings = useStudentBookings(studentId);
  const outstanding = useOutstanding(studentId);

  const today = useStudioToday();
  const enrolled = bookings.data ? splitBookings(bookings.data, today).enrolledCount : null;
  const owed = outstanding.data ? owedBreakdown(outstanding.data) : null;
  const credit = outstanding.data ? moneyToCents(outstanding.data.availableCredit) : null;
  const subtotal = owed ? formatMoney(owed.subtotalCents) : '';
  const tax = owed ? formatMoney(owed.taxCents) : '';

  return (
    <Box sx={COLUMNS}>
      <StatCard
        label={t`Enrolled Classes`}
        tone="primary"
        icon={<EventAvailable />}
        loading={bookings.isPending}
        value={enrolled ?? UNAVAILABLE}
        caption={enrolled === null ? t`Could not load your classes` : t`Upcoming confirmed classes`}
      />
      <StatCard
        label={t`Amount Owed`}
        tone="warning"
        icon={<AccountBalanceWallet />}
        loading={outstanding.isPending}
        value={owed ? formatMoney(owed.totalCents) : UNAVAILABLE}
        caption={owed ? t`${subtotal} + ${tax} tax` : t`Could not load your balance`}
      />
      <StatCard
        label={t`Available Credits`}
        tone="success"
        icon={<Savings />}
        loading={outstanding.isPending}
        value={credit === null ? UNAVAILABLE : formatMoney(credit)}
        caption={credit === null ? t`Could not load your credits` : t`Credit toward future classes`}
      />
    </Box>
  );
}
