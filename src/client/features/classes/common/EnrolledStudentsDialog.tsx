import {
  Alert,
  Box,
  Button,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Typography,
} from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { formatDate, formatTimeRange } from '../../../../shared/dates';
import { errorMessage, trpc } from '../../../lib/trpc';
import { EnrolledStudentsList } from './EnrolledStudentsList';

/** The confirmed students of one class instance (classes.instanceRoster). */
export function EnrolledStudentsDialog({
  open,
  onClose,
  classInstanceId,
  className,
}: {
  open: boolean;
  onClose: () => void;
  classInstanceId: number;
  className?: string;
}) {
  const roster = useQuery({
    ...trpc.classes.instanceRoster.queryOptions({ id: classInstanceId }),
    enabled: open,
  });
  const data = roster.data;
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="sm">
      <DialogTitle>Enrolled Students</DialogTitle>
      <DialogContent>
        {(data || className) && (
          <Box sx={{ mb: 2 }}>
            <Typography sx={{ fontWeight: 600 }}>{data?.className ?? className}</Typography>
            {data && (
              <Typography variant="body2" color="text.secondary">
                {formatDate(data.classDate)} · {formatTimeRange(data.startTime, data.endTime)}
              </Typography>
            )}
          </Box>
        )}
        {roster.isPending && (
          <Box sx={{ display: 'grid', placeItems: 'center', py: 4 }}>
            <CircularProgress aria-label="Loading students" />
          </Box>
        )}
        {roster.isError && (
          <Alert severity="error">{errorMessage(roster.error, 'Failed to load enrolled students')}</Alert>
        )}
        {data && (
          <EnrolledStudentsList
            students={data.students}
            enrolled={data.enrollmentCount}
            max={data.maxStudents}
          />
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Close</Button>
      </DialogActions>
    </Dialog>
  );
}
