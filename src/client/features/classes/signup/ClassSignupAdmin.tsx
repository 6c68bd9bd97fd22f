import { Trans } from '@lingui/react/macro';
import Add from '@mui/icons-material/Add';
import { Button, Container } from '@mui/material';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import type { TClassSchedule } from '../../../../shared/schemas/classes/schedules';
import { AdminHeader } from '../../common/AdminHeader';
import { ButtonLink } from '../../common/routerLinks';
import { StudentProfileProvider } from '../../students/profile/StudentProfileContext';
import { ScheduleDialogs } from '../schedules/ScheduleDialogs';
import type { ScheduleDialogState } from '../schedules/scheduleDialogs';
import { ClassSignupContent } from './ClassSignupContent';

/** /class-signup/{classTypeId}, admin view: edit a schedule, cancel its next class, see its students. */
export default function ClassSignupAdmin({ classTypeId }: { classTypeId: string | undefined }) {
  const navigate = useNavigate();
  const [dialog, setDialog] = useState<ScheduleDialogState | null>(null);
  const actions = (schedule: TClassSchedule) => (
    <>
      <Button size="small" variant="contained" onClick={() => setDialog({ kind: 'edit', schedule })}>
        <Trans>Edit Schedule</Trans>
      </Button>
      <Button size="small" variant="outlined" onClick={() => setDialog({ kind: 'students', schedule })}>
        <Trans>View Students</Trans>
      </Button>
      <Button size="small" color="error" onClick={() => setDialog({ kind: 'cancel', schedule })}>
        <Trans>Cancel Next Class</Trans>
      </Button>
    </>
  );
  // View Students opens student profiles, as in the admin area.
  return (
    <StudentProfileProvider>
      <AdminHeader onSettings={() => void navigate({ to: '/', search: { section: 'settings' } })} />
      <Container maxWidth="lg" sx={{ py: { xs: 2, sm: 3 } }}>
        <ClassSignupContent
          classTypeId={classTypeId}
          toolbar={
            <ButtonLink to="/schedule" variant="outlined" size="small">
              <Trans>Manage Schedules</Trans>
            </ButtonLink>
          }
          actions={actions}
          emptyAction={
            <ButtonLink to="/create-class-schedule" variant="contained" startIcon={<Add />}>
              <Trans>Create Schedule</Trans>
            </ButtonLink>
          }
        />
      </Container>
      <ScheduleDialogs state={dialog} onClose={() => setDialog(null)} />
    </StudentProfileProvider>
  );
}
