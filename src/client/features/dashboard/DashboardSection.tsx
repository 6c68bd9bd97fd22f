import { Trans, useLingui } from '@lingui/react/macro';
import EventBusy from '@mui/icons-material/EventBusy';
import Payments from '@mui/icons-material/Payments';
import PersonAdd from '@mui/icons-material/PersonAdd';
import PlaylistAdd from '@mui/icons-material/PlaylistAdd';
import { Button, Grid, Stack } from '@mui/material';
import { useState } from 'react';
import { endOfMonth, startOfMonth } from '../../../shared/dates';
import { studioToday } from '../../lib/studioClock';
import { RecordPaymentDialog } from '../billing/payments/RecordPaymentDialog';
import { ScanEmailsButton } from '../payment-intake/inbox/ScanEmailsButton';
import { ProcessEmailPaymentButton } from '../payment-intake/review/ProcessEmailPaymentButton';
import { ProductSalesCard } from '../products/ProductSalesCard';
import { AddChargeDialog } from '../students/profile/AddChargeDialog';
import StudentFormDialog from '../students/StudentFormDialog';
import { ActiveStudentsCard } from './ActiveStudentsCard';
import { ActiveStudentsDialog } from './ActiveStudentsDialog';
import { CancelClassDialog } from './CancelClassDialog';
import { MoneyCards, type MoneyDialogId } from './money/MoneyCards';
import { OutstandingDialog } from './money/OutstandingDialog';
import { OverdueDialog } from './money/OverdueDialog';
import { PaymentsThisMonthDialog } from './money/PaymentsThisMonthDialog';
import { RecentActivityCard } from './money/RecentActivityCard';
import { QuickActionsCard } from './QuickActionsCard';

type DashboardDialog =
  | 'active-students'
  | 'add-student'
  | 'cancel-class'
  | 'record-payment'
  | 'add-charge'
  | MoneyDialogId;

/**
 * The admin Dashboard: Add Student, Record Payment, Add Charge (its own action: Record Payment only
 * records money received, issue 28), Scan Emails, Process Email Payment and Cancel Class, the four summary cards and their dialogs, Quick Actions and Recent Activity.
 */
export default function DashboardSection() {
  const { t } = useLingui();
  const [dialog, setDialog] = useState<DashboardDialog | null>(null);
  const close = () => setDialog(null);
  return (
    <Stack spacing={3}>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', justifyContent: 'flex-end' }}>
        <Button variant="contained" startIcon={<PersonAdd />} onClick={() => setDialog('add-student')}>
          <Trans>Add Student</Trans>
        </Button>
        <Button variant="outlined" startIcon={<Payments />} onClick={() => setDialog('record-payment')}>
          <Trans>Record Payment</Trans>
        </Button>
        <Button variant="outlined" startIcon={<PlaylistAdd />} onClick={() => setDialog('add-charge')}>
          <Trans>Add Charge</Trans>
        </Button>
        <ScanEmailsButton />
        <ProcessEmailPaymentButton />
        <Button
          variant="outlined"
          color="error"
          startIcon={<EventBusy />}
          onClick={() => setDialog('cancel-class')}
        >
          <Trans>Cancel Class</Trans>
        </Button>
      </Stack>
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, sm: 6, md: 3 }}>
          <ActiveStudentsCard onOpen={() => setDialog('active-students')} />
        </Grid>
        <MoneyCards onOpen={setDialog} />
      </Grid>
      <ProductSalesCard
        from={startOfMonth(studioToday())}
        to={endOfMonth(studioToday())}
        title={t`Class Packs & Memberships This Month`}
      />
      <QuickActionsCard />
      <RecentActivityCard />
      <ActiveStudentsDialog open={dialog === 'active-students'} onClose={close} />
      <PaymentsThisMonthDialog open={dialog === 'paid-this-month'} onClose={close} />
      <OutstandingDialog open={dialog === 'outstanding'} onClose={close} />
      <OverdueDialog open={dialog === 'overdue'} onClose={close} />
      <CancelClassDialog open={dialog === 'cancel-class'} onClose={close} />
      <StudentFormDialog open={dialog === 'add-student'} onClose={close} onSaved={close} />
      {dialog === 'record-payment' && <RecordPaymentDialog open onClose={close} />}
      {dialog === 'add-charge' && <AddChargeDialog studentId={null} studentName="" open onClose={close} />}
    </Stack>
  );
}
