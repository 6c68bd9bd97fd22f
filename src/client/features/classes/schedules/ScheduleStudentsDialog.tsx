import {
  Alert,
  Box,
  Button,
  Chip,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  List,
  ListItem,
  ListItemText,
  Typography,
} from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import type { TClassSchedule } from '../../../../shared/schemas/classes';
import { errorMessage, trpc } from '../../../lib/trpc';
import { useIsMobile } from '../../../lib/useIsMobile';
import { CapacityBar } from '../common/CapacityBar';
import { RosterHeader } from './RosterHeader';
import { useLastNonNull } from './useLastNonNull';

/** Enrolled students of a schedule: its next upcoming class's confirmed bookings (spec 02). */
export function ScheduleStudentsDialog({
  schedule,
  onClose,
}: {
  schedule: TClassSchedule | null;
  onClose: () => void;
}) {
  const shown = useLastNonNull(schedule);
  const isMobile = useIsMobile();
  const roster = useQuery({
    ...trpc.classes.scheduleRoster.queryOptions({ id: shown?.id ?? 0 }),
    enabled: schedule !== null,
  });
  const data = roster.data;
  const students = (data?.students ?? []).filter((s) => s.bookingStatus === 'confirmed');

  return (
    <Dialog open={schedule !== null} onClose={onClose} fullWidth maxWidth="sm" fullScreen={isMobile}>
      <DialogTitle>Enrolled Students</DialogTitle>
      <DialogContent>
        {shown && <RosterHeader schedule={shown} roster={data} />}
        {roster.isPending && (
          <Box sx={{ display: 'grid', placeItems: 'center', py: 4 }}>
            <CircularProgress aria-label="Loading students" />
          </Box>
        )}
        {roster.isError && (
          <Alert severity="error">{errorMessage(roster.error, 'Failed to load students')}</Alert>
        )}
        {data && data.classInstanceId === null && (
          <Alert severity="info">No upcoming class has been scheduled yet.</Alert>
        )}
        {data && data.classInstanceId !== null && (
          <>
            <CapacityBar enrolled={students.length} max={data.maxStudents} label="Confirmed" />
            {students.length === 0 ? (
              <Typography color="text.secondary" sx={{ py: 4, textAlign: 'center' }}>
                No students enrolled yet
              </Typography>
            ) : (
              <List aria-label="Enrolled students" sx={{ mt: 1, maxHeight: 256, overflowY: 'auto' }}>
                {students.map((s, i) => (
                  <ListItem key={s.bookingId} divider={i < students.length - 1} sx={{ px: 0, gap: 1 }}>
                    <ListItemText
                      primary={s.name || 'Unknown Student'}
                      secondary={[s.email, s.phone || 'No phone'].join(' · ')}
                      slotProps={{ secondary: { sx: { wordBreak: 'break-word' } } }}
                    />
                    <Chip
                      size="small"
                      label={s.status === 'active' ? 'Active' : 'Inactive'}
                      color={s.status === 'active' ? 'success' : 'default'}
                      variant="outlined"
                    />
                  </ListItem>
                ))}
              </List>
            )}
          </>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Close</Button>
      </DialogActions>
    </Dialog>
  );
}
