import { Trans, useLingui } from '@lingui/react/macro';
import PersonAdd from '@mui/icons-material/PersonAdd';
import { Alert, Box, Button, Stack } from '@mui/material';
import { useState } from 'react';
import { CapacityBar } from '../common/CapacityBar';
import { CheckInButton } from '../common/CheckInButton';
import { ClassWaitlist } from '../common/ClassWaitlist';
import { FALLBACK_CAPACITY } from '../common/capacity';
import { RegisterStudentDialog } from '../common/RegisterStudentDialog';
import { RosterDialog } from '../common/RosterDialog';
import { AttendeeCounts, AttendeeList } from './AttendeeList';
import { RosterHeader } from './RosterHeader';
import type { ScheduleDialogProps } from './scheduleDialogs';
import { useScheduleRoster } from './useScheduleRoster';

/** Class Attendees: the next class's students with payment badges, counts and Register Student. */
export function ScheduleAttendeesDialog({ schedule, onClose }: ScheduleDialogProps) {
  const { t } = useLingui();
  const { shown, roster } = useScheduleRoster(schedule);
  const [registering, setRegistering] = useState(false);
  const data = roster.data;

  return (
    <>
      <RosterDialog
        open={schedule !== null}
        onClose={onClose}
        title={t`Class Attendees`}
        fullScreenOnMobile
        header={
          shown && (
            <Box sx={{ display: 'flex', alignItems: 'flex-start', justifyContent: 'space-between', gap: 1 }}>
              <RosterHeader schedule={shown} roster={data} />
              {data?.classInstanceId && <CheckInButton classInstanceId={data.classInstanceId} size="small" />}
            </Box>
          )
        }
        roster={roster}
        loadingLabel={t`Loading attendees`}
        errorFallback={t`Failed to load attendees`}
        action={
          <Button
            variant="contained"
            startIcon={<PersonAdd />}
            onClick={() => setRegistering(true)}
            disabled={!data}
          >
            <Trans>Register Student</Trans>
          </Button>
        }
      >
        {data && (
          <Stack spacing={2}>
            {data.classInstanceId === null && (
              <Alert severity="info">
                <Trans>No upcoming class has been scheduled yet.</Trans>
              </Alert>
            )}
            <CapacityBar enrolled={data.enrollmentCount} max={data.maxStudents || FALLBACK_CAPACITY} />
            <AttendeeCounts counts={data.counts} />
            <AttendeeList students={data.students} />
            {data.classInstanceId !== null && (
              <ClassWaitlist
                classInstanceId={data.classInstanceId}
                enrolled={data.enrollmentCount}
                max={data.maxStudents || FALLBACK_CAPACITY}
              />
            )}
          </Stack>
        )}
      </RosterDialog>
      {shown && (
        <RegisterStudentDialog
          open={registering}
          onClose={() => setRegistering(false)}
          classScheduleId={shown.id}
          className={shown.displayName}
        />
      )}
    </>
  );
}
