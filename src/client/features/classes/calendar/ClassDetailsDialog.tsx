import Edit from '@mui/icons-material/Edit';
import Email from '@mui/icons-material/Email';
import People from '@mui/icons-material/People';
import PersonAdd from '@mui/icons-material/PersonAdd';
import {
  Alert,
  Box,
  Button,
  Chip,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Divider,
  LinearProgress,
  Stack,
  Typography,
} from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { DEFAULT_CLASS_DESCRIPTION } from '../../../../shared/schemas/classes/class-types';
import type { TClassInstance } from '../../../../shared/schemas/classes/instances';
import { trpc } from '../../../lib/trpc';
import { useIsMobile } from '../../../lib/useIsMobile';
import { CheckInButton } from '../common/CheckInButton';
import { capacityColor, capacityPercent } from '../common/capacity';
import { EditInstanceDialog } from '../common/EditInstanceDialog';
import { EnrolledStudentsDialog } from '../common/EnrolledStudentsDialog';
import { NotifyDialog } from '../common/NotifyDialog';
import { RegisterStudentDialog } from '../common/RegisterStudentDialog';
import { CancellationOptionsPanel } from './CancellationOptionsPanel';
import { ClassDetailsInfo } from './ClassDetailsInfo';

const seatsLeft = (enrolled: number, max: number): string => {
  if (enrolled > max) return `${enrolled - max} over capacity`;
  if (enrolled === max) return 'Full';
  return `${max - enrolled} spot${max - enrolled === 1 ? '' : 's'} left`;
};

const ACTION_SX = { whiteSpace: 'nowrap', px: 1.5 } as const;

type SubDialog = 'students' | 'notify' | 'edit' | 'register' | null;

/** The admin's class details (spec 02 "Class details dialog"), kept fresh from classes.getInstance. */
export function ClassDetailsDialog({ instance, onClose }: { instance: TClassInstance; onClose: () => void }) {
  const isMobile = useIsMobile();
  const [open, setOpen] = useState<SubDialog>(null);
  const fresh = useQuery({
    ...trpc.classes.getInstance.queryOptions({ id: instance.id }),
    placeholderData: instance,
  });
  const current = fresh.data ?? instance;
  const titleId = `class-details-title-${current.id}`;

  return (
    <Dialog
      open
      onClose={onClose}
      fullWidth
      maxWidth="sm"
      fullScreen={isMobile}
      slotProps={{ paper: { sx: { maxWidth: { sm: 660 } } } }}
      aria-labelledby={titleId}
    >
      <DialogTitle id={titleId} sx={{ pb: 1 }}>
        <Box component="span" sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
          <Box
            component="span"
            sx={{ textDecoration: current.isCancelled ? 'line-through' : 'none', fontWeight: 700 }}
          >
            {current.name}
          </Box>
          {current.isCancelled && <Chip label="CANCELLED" color="error" size="small" />}
          {current.isSingle && !current.isCancelled && (
            <Chip label="Single class" size="small" variant="outlined" />
          )}
        </Box>
      </DialogTitle>
      <DialogContent>
        <Stack spacing={2.5}>
          <Typography color="text.secondary">{current.description || DEFAULT_CLASS_DESCRIPTION}</Typography>
          <ClassDetailsInfo instance={current} />
          {current.notes && (
            <Typography variant="body2" sx={{ whiteSpace: 'pre-line' }}>
              <strong>Notes:</strong> {current.notes}
            </Typography>
          )}
          <Box>
            <Box
              sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 1, mb: 1 }}
            >
              <Button
                variant="outlined"
                size="small"
                startIcon={<People />}
                onClick={() => setOpen('students')}
              >
                Enrolled: {current.enrollmentCount} / {current.maxStudents}
              </Button>
              <Typography variant="body2" color="text.secondary">
                {seatsLeft(current.enrollmentCount, current.maxStudents)}
              </Typography>
            </Box>
            <LinearProgress
              variant="determinate"
              value={capacityPercent(current.enrollmentCount, current.maxStudents)}
              color={capacityColor(current.enrollmentCount, current.maxStudents)}
              aria-label="Capacity"
              sx={{ height: 8, borderRadius: 4 }}
            />
          </Box>
          {current.isCancelled ? (
            <Alert severity="error">
              This class has been cancelled
              {current.cancellationReason ? `: ${current.cancellationReason}` : '.'}
            </Alert>
          ) : (
            <>
              <Divider />
              <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: 'repeat(3, 1fr)' }, gap: 1 }}>
                <Button
                  variant="outlined"
                  startIcon={<Email />}
                  sx={ACTION_SX}
                  onClick={() => setOpen('notify')}
                >
                  Send Notification
                </Button>
                <Button
                  variant="outlined"
                  startIcon={<Edit />}
                  sx={ACTION_SX}
                  onClick={() => setOpen('edit')}
                >
                  Edit Class Details
                </Button>
                <Button
                  variant="contained"
                  startIcon={<PersonAdd />}
                  sx={ACTION_SX}
                  onClick={() => setOpen('register')}
                >
                  Register Student
                </Button>
              </Box>
              <CancellationOptionsPanel classInstanceId={current.id} onCancelled={onClose} />
            </>
          )}
        </Stack>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        {!current.isCancelled && <CheckInButton classInstanceId={current.id} />}
        <Button onClick={onClose}>Close</Button>
      </DialogActions>

      <EnrolledStudentsDialog
        open={open === 'students'}
        onClose={() => setOpen(null)}
        classInstanceId={current.id}
        className={current.name}
      />
      {!current.isCancelled && (
        <>
          <NotifyDialog
            open={open === 'notify'}
            onClose={() => setOpen(null)}
            classInstanceId={current.id}
            className={current.name}
            classDate={current.classDate}
            startTime={current.startTime}
          />
          <EditInstanceDialog open={open === 'edit'} onClose={() => setOpen(null)} instance={current} />
          <RegisterStudentDialog
            open={open === 'register'}
            onClose={() => setOpen(null)}
            classInstanceId={current.id}
            className={current.name}
          />
        </>
      )}
    </Dialog>
  );
}
