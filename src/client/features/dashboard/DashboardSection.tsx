import EventBusy from '@mui/icons-material/EventBusy';
import PersonAdd from '@mui/icons-material/PersonAdd';
import { Button, Grid, Stack } from '@mui/material';
import { useState } from 'react';
import StudentFormDialog from '../students/StudentFormDialog';
import { ActiveStudentsCard } from './ActiveStudentsCard';
import { ActiveStudentsDialog } from './ActiveStudentsDialog';
import { CancelClassDialog } from './CancelClassDialog';
import { QuickActionsCard } from './QuickActionsCard';

type DashboardDialog = 'active-students' | 'add-student' | 'cancel-class';

/** The admin Dashboard: Add Student and Cancel Class, the Active Students card, and Quick Actions. */
export default function DashboardSection() {
  const [dialog, setDialog] = useState<DashboardDialog | null>(null);
  const close = () => setDialog(null);
  return (
    <Stack spacing={3}>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', justifyContent: 'flex-end' }}>
        <Button variant="contained" startIcon={<PersonAdd />} onClick={() => setDialog('add-student')}>
          Add Student
        </Button>
        <Button
          variant="outlined"
          color="error"
          startIcon={<EventBusy />}
          onClick={() => setDialog('cancel-class')}
        >
          Cancel Class
        </Button>
      </Stack>
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, sm: 6, md: 3 }}>
          <ActiveStudentsCard onOpen={() => setDialog('active-students')} />
        </Grid>
      </Grid>
      <QuickActionsCard />
      <ActiveStudentsDialog open={dialog === 'active-students'} onClose={close} />
      <CancelClassDialog open={dialog === 'cancel-class'} onClose={close} />
      <StudentFormDialog open={dialog === 'add-student'} onClose={close} onSaved={close} />
    </Stack>
  );
}
