import { Trans, useLingui } from '@lingui/react/macro';
import {
  Alert,
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Skeleton,
  Typography,
} from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import type { TStudentSummary } from '../../../shared/schemas/students';
import { trpc } from '../../lib/trpc';
import { LoadErrorAlert } from '../common/paged/LoadErrorAlert';
import { deletePlanText } from './deletePlanText';
import { useDeleteStudent } from './useDeleteStudent';

/**
 * The Delete confirmation: it first asks the server what deleting would do (outright delete, or
 * archive with upcoming bookings cancelled) and says exactly that before anything happens.
 */
export function DeleteStudentDialog({
  student,
  open,
  onClose,
  onDeleted,
}: {
  student: TStudentSummary;
  open: boolean;
  onClose: () => void;
  onDeleted: (id: number) => void;
}) {
  const { t } = useLingui();
  const plan = useQuery({
    ...trpc.students.deletePlan.queryOptions({ id: student.id }),
    enabled: open,
    // Bookings change: ask afresh at each opening.
    staleTime: 0,
  });
  const { remove, deleting } = useDeleteStudent((id) => {
    onDeleted(id);
    onClose();
  });
  const text = plan.data ? deletePlanText(student.name, plan.data) : null;

  return (
    <Dialog
      open={open}
      onClose={deleting ? undefined : onClose}
      fullWidth
      maxWidth="xs"
      aria-labelledby="delete-student-title"
      aria-describedby="delete-student-plan"
    >
      <DialogTitle id="delete-student-title">
        <Trans>Delete Student</Trans>
      </DialogTitle>
      <DialogContent>
        <Box id="delete-student-plan" aria-busy={plan.isPending}>
          {plan.isError ? (
            <LoadErrorAlert
              error={plan.error}
              fallback={t`Failed to check what deleting would do`}
              onRetry={() => void plan.refetch()}
            />
          ) : text ? (
            <>
              <Typography variant="body2">{text.summary}</Typography>
              {text.effects.length > 0 && (
                <Box component="ul" sx={{ pl: 2.5, my: 1, '& li': { typography: 'body2', mb: 0.5 } }}>
                  {text.effects.map((effect) => (
                    <li key={effect}>{effect}</li>
                  ))}
                </Box>
              )}
              {plan.data?.hasHistory === false && (
                <Alert severity="warning" sx={{ mt: 1.5 }}>
                  <Trans>Their notes and sign-in details are removed too.</Trans>
                </Alert>
              )}
            </>
          ) : (
            <>
              <Skeleton width="90%" />
              <Skeleton width="70%" />
            </>
          )}
        </Box>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2, gap: 1 }}>
        <Button onClick={onClose} disabled={deleting}>
          <Trans>Cancel</Trans>
        </Button>
        <Button
          variant="contained"
          color="error"
          onClick={() => remove(student.id)}
          disabled={!plan.data || deleting}
        >
          {deleting ? t`Deleting...` : t`Delete Student`}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
