import PersonAdd from '@mui/icons-material/PersonAdd';
import {
  Alert,
  Box,
  Button,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Stack,
} from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { FALLBACK_CAPACITY, type TClassSchedule } from '../../../../shared/schemas/classes';
import { errorMessage, trpc } from '../../../lib/trpc';
import { useIsMobile } from '../../../lib/useIsMobile';
import { CapacityBar } from '../common/CapacityBar';
import { RegisterStudentDialog } from '../common/RegisterStudentDialog';
import { AttendeeCounts, AttendeeList } from './AttendeeList';
import { RosterHeader } from './RosterHeader';
import { useLastNonNull } from './useLastNonNull';

/** Class Attendees: the next class's students with payment badges, counts and Register Student. */
export function ScheduleAttendeesDialog({
  schedule,
  onClose,
}: {
  schedule: TClassSchedule | null;
  onClose: () => void;
}) {
  const shown = useLastNonNull(schedule);
  const isMobile = useIsMobile();
  const [registering, setRegistering] = useState(false);
  const roster = useQuery({
    ...trpc.classes.scheduleRoster.queryOptions({ id: shown?.id ?? 0 }),
    enabled: schedule !== null,
  });
  const data = roster.data;

  return (
    <>
      <Dialog open={schedule !== null} onClose={onClose} fullWidth maxWidth="sm" fullScreen={isMobile}>
        <DialogTitle>Class Attendees</DialogTitle>
        <DialogContent>
          {shown && <RosterHeader schedule={shown} roster={data} />}
          {roster.isPending && (
            <Box sx={{ display: 'grid', placeItems: 'center', py: 4 }}>
              <CircularProgress aria-label="Loading attendees" />
            </Box>
          )}
          {roster.isError && (
            <Alert severity="error">{errorMessage(roster.error, 'Failed to load attendees')}</Alert>
          )}
          {data && (
            <Stack spacing={2}>
              {data.classInstanceId === null && (
                <Alert severity="info">No upcoming class has been scheduled yet.</Alert>
              )}
              <CapacityBar enrolled={data.enrollmentCount} max={data.maxStudents || FALLBACK_CAPACITY} />
              <AttendeeCounts counts={data.counts} />
              <AttendeeList students={data.students} />
            </Stack>
          )}
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={onClose}>Close</Button>
          <Button
            variant="contained"
            startIcon={<PersonAdd />}
            onClick={() => setRegistering(true)}
            disabled={!data}
          >
            Register Student
          </Button>
        </DialogActions>
      </Dialog>
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
