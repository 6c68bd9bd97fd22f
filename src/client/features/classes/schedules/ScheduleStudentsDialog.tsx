import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Chip, List, ListItem, ListItemButton, ListItemText, Typography } from '@mui/material';
import { useOpenStudentProfile } from '../../students/profile/StudentProfileContext';
import { CapacityBar } from '../common/CapacityBar';
import { EmailStudentsButton } from '../common/EmailStudentsButton';
import { RosterDialog } from '../common/RosterDialog';
import { RosterHeader } from './RosterHeader';
import type { ScheduleDialogProps } from './scheduleDialogs';
import { useScheduleRoster } from './useScheduleRoster';

/**
 * Enrolled students of a schedule: its next upcoming class's confirmed bookings (spec 02). Each opens
 * the student's profile; Email Students writes to them all.
 */
export function ScheduleStudentsDialog({ schedule, onClose }: ScheduleDialogProps) {
  const { t } = useLingui();
  const { shown, roster } = useScheduleRoster(schedule);
  const openProfile = useOpenStudentProfile();
  const data = roster.data;
  const students = (data?.students ?? []).filter((s) => s.bookingStatus === 'confirmed');

  return (
    <RosterDialog
      open={schedule !== null}
      onClose={onClose}
      title={t`Enrolled Students`}
      fullScreenOnMobile
      header={shown && <RosterHeader schedule={shown} roster={data} />}
      roster={roster}
      loadingLabel={t`Loading students`}
      errorFallback={t`Failed to load students`}
      action={
        data && (
          <EmailStudentsButton
            recipients={students.map((s) => ({ id: s.studentId, name: s.name, email: s.email }))}
          />
        )
      }
    >
      {data && data.classInstanceId === null && (
        <Alert severity="info">
          <Trans>No upcoming class has been scheduled yet.</Trans>
        </Alert>
      )}
      {data && data.classInstanceId !== null && (
        <>
          <CapacityBar enrolled={students.length} max={data.maxStudents} label={t`Confirmed`} />
          {students.length === 0 ? (
            <Typography color="text.secondary" sx={{ py: 4, textAlign: 'center' }}>
              <Trans>No students enrolled yet</Trans>
            </Typography>
          ) : (
            <List aria-label={t`Enrolled students`} sx={{ mt: 1, maxHeight: 256, overflowY: 'auto' }}>
              {students.map((s, i) => (
                <ListItem key={s.bookingId} divider={i < students.length - 1} disablePadding>
                  <ListItemButton onClick={() => openProfile(s.studentId)} sx={{ px: 1, gap: 1 }}>
                    <ListItemText
                      primary={s.name || t`Unknown Student`}
                      secondary={[s.email, s.phone || t`No phone`].join(' · ')}
                      slotProps={{ secondary: { sx: { wordBreak: 'break-word' } } }}
                    />
                    <Chip
                      size="small"
                      label={s.status === 'active' ? t`Active` : t`Inactive`}
                      color={s.status === 'active' ? 'success' : 'default'}
                      variant="outlined"
                    />
                  </ListItemButton>
                </ListItem>
              ))}
            </List>
          )}
        </>
      )}
    </RosterDialog>
  );
}
