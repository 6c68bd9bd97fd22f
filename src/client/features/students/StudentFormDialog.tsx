import { useLingui } from '@lingui/react/macro';
import { Box, CircularProgress, Dialog, DialogContent } from '@mui/material';
import { skipToken, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { TStudentProfile } from '../../../shared/schemas/students';
import { trpc } from '../../lib/trpc';
import { useIsMobile } from '../../lib/useIsMobile';
import { useLastNonNull } from '../../lib/useLastNonNull';
import { LoadErrorAlert } from '../common/paged/LoadErrorAlert';
import { STUDENT_FORM_TITLE_ID, StudentForm, StudentFormTitle } from './StudentForm';

/**
 * A new number each time `open` turns on, so every opening starts a fresh form, and the student it
 * was opened for, kept while the dialog fades out even if the caller clears it on close.
 */
function useOpening(open: boolean, studentId: number | null) {
  const [state, setState] = useState({ open, opening: open ? 1 : 0, studentId });
  if (state.open !== open || (open && state.studentId !== studentId)) {
    setState({
      open,
      opening: open && !state.open ? state.opening + 1 : state.opening,
      studentId: open ? studentId : state.studentId,
    });
  }
  return state;
}

/**
 * Add / Edit Student (spec 02 §2): a new student without `studentId`, else that student loaded
 * fresh and edited. Also opened from the dashboard and the student profile.
 */
export default function StudentFormDialog({
  open,
  studentId,
  onClose,
  onSaved,
}: {
  open: boolean;
  /** Edit this student; absent or null: add a new one. */
  studentId?: number | null;
  onClose: () => void;
  onSaved?: (student: TStudentProfile) => void;
}) {
  const { t } = useLingui();
  const isMobile = useIsMobile();
  const shown = useOpening(open, studentId ?? null);
  const editing = shown.studentId !== null;
  const student = useQuery(
    trpc.students.get.queryOptions(open && shown.studentId !== null ? { id: shown.studentId } : skipToken),
  );
  // The form starts from what it is given: wait for a refetch rather than start from a stale copy.
  const loaded = !editing || (student.data !== undefined && !student.isFetching);
  // Once shown, the form stays while the dialog closes (the save's refetch must not swap it out).
  const formKey = `${shown.opening}-${shown.studentId ?? 'new'}`;
  const [shownFor, setShownFor] = useState('');
  if (loaded && open && shownFor !== formKey) setShownFor(formKey);
  const ready = loaded || shownFor === formKey;
  const lastStudent = useLastNonNull(student.data ?? null);

  return (
    <Dialog
      open={open}
      onClose={onClose}
      fullWidth
      maxWidth="sm"
      fullScreen={isMobile}
      aria-labelledby={STUDENT_FORM_TITLE_ID}
    >
      {ready ? (
        <StudentForm
          key={formKey}
          student={editing ? lastStudent : null}
          autoFocus={!isMobile}
          onClose={onClose}
          onSaved={onSaved}
        />
      ) : (
        <>
          <StudentFormTitle editing onClose={onClose} />
          <DialogContent>
            {student.isError ? (
              <LoadErrorAlert
                error={student.error}
                fallback={t`Failed to load student`}
                onRetry={() => void student.refetch()}
              />
            ) : (
              <Box sx={{ display: 'grid', placeItems: 'center', py: 6 }}>
                <CircularProgress aria-label={t`Loading student`} />
              </Box>
            )}
          </DialogContent>
        </>
      )}
    </Dialog>
  );
}
