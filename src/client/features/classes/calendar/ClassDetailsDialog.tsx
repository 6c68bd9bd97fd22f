import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
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
import { tr } from '../../../i18n/tr';
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

const ACTION_SX = { whiteSpace: 'nowrap', px: 1.5 } as const;

type SubDialog = 'students' | 'notify' | 'edit' | 'register' | null;

/** The admin's class details (spec 02 "Class details dialog"), kept fresh from classes.getInstance. */
export function ClassDetailsDialog({ instance, onClose }: { instance: TClassInstance; onClose: () => void }) {
  const { t } = useLingui();
  const isMobile = useIsMobile();
  const [open, setOpen] = useState<SubDialog>(null);
  const fresh = useQuery({
    ...trpc.classes.getInstance.queryOptions({ id: instance.id }),
    placeholderData: instance,
  });
  const current = fresh.data ?? instance;
  const titleId = `class-details-title-${current.id}`;
  const enrolled = current.enrollmentCount;
  const max = current.maxStudents;
  const over = enrolled - max;
  const left = max - enrolled;
  const seatsLeft =
    enrolled > max
      ? t`${over} over capacity`
      : enrolled === max
        ? t`Full`
        : plural(left, { one: '# spot left', other: '# spots left' });
  const notes = current.notes;
  const reason = current.cancellationReason;

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
          {current.isCancelled && <Chip label={t`CANCELLED`} color="error" size="small" />}
          {current.isSingle && !current.isCancelled && (
            <Chip label={t`Single class`} size="small" variant="outlined" />
          )}
        </Box>
      </DialogTitle>
      <DialogContent>
        <Stack spacing={2.5}>
          <Typography color="text.secondary">
            {current.description || tr(DEFAULT_CLASS_DESCRIPTION)}
          </Typography>
          <ClassDetailsInfo instance={current} />
          {notes && (
            <Typography variant="body2" sx={{ whiteSpace: 'pre-line' }}>
              <Trans>
                <strong>Notes:</strong> {notes}
              </Trans>
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
                <Trans>
                  Enrolled: {enrolled} / {max}
                </Trans>
              </Button>
              <Typography variant="body2" color="text.secondary">
                {seatsLeft}
              </Typography>
            </Box>
            <LinearProgress
              variant="determinate"
              value={capacityPercent(current.enrollmentCount, current.maxStudents)}
              color={capacityColor(current.enrollmentCount, current.maxStudents)}
              aria-label={t`Capacity`}
              sx={{ height: 8, borderRadius: 4 }}
            />
          </Box>
          {current.isCancelled ? (
            <Alert severity="error">
              {reason ? t`This class has been cancelled: ${reason}` : t`This class has been cancelled.`}
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
                  <Trans>Send Notification</Trans>
                </Button>
                <Button
                  variant="outlined"
                  startIcon={<Edit />}
                  sx={ACTION_SX}
                  onClick={() => setOpen('edit')}
                >
                  <Trans>Edit Class Details</Trans>
                </Button>
                <Button
                  variant="contained"
                  startIcon={<PersonAdd />}
                  sx={ACTION_SX}
                  onClick={() => setOpen('register')}
                >
                  <Trans>Register Student</Trans>
                </Button>
              </Box>
              <CancellationOptionsPanel classInstanceId={current.id} onCancelled={onClose} />
            </>
          )}
        </Stack>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        {!current.isCancelled && <CheckInButton classInstanceId={current.id} />}
        <Button onClick={onClose}>
          <Trans>Close</Trans>
        </Button>
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
