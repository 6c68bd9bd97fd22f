import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Dialog, DialogContent, DialogTitle, Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useMemo, useState } from 'react';
import { formatDate, formatTimeRange } from '../../../../shared/dates';
import { decimalToCents, formatMoney } from '../../../../shared/money';
import { overCapacityWarning, type TCheckInRoster } from '../../../../shared/schemas/attendance';
import { CLASS_MESSAGES } from '../../../../shared/schemas/classes/fields';
import type { TStudentOption } from '../../../../shared/schemas/students';
import { tr } from '../../../i18n/tr';
import { useToast } from '../../../lib/toast';
import { errorMessage, trpc } from '../../../lib/trpc';
import { useIsMobile } from '../../../lib/useIsMobile';
import { CapacityBar } from '../../classes/common/CapacityBar';
import { StudentPicker } from '../../classes/common/StudentPicker';
import { FormDialogActions } from '../../common/FormDialogActions';
import { isFull } from './checkInState';
import type { useCheckIn } from './useCheckIn';

type WalkInMutation = ReturnType<typeof useCheckIn>['walkIn'];

/**
 * Registers a student who turned up without a booking: they are booked, charged as usual and checked
 * in. A full class shows Register Student for Class's over-capacity warning and button label first.
 */
export function WalkInDialog({
  open,
  onClose,
  roster,
  walkIn,
}: {
  open: boolean;
  onClose: () => void;
  roster: TCheckInRoster;
  walkIn: WalkInMutation;
}) {
  const { t } = useLingui();
  const isMobile = useIsMobile();
  const { toast } = useToast();
  const [student, setStudent] = useState<TStudentOption | null>(null);
  const [pickError, setPickError] = useState<string>();
  const [failure, setFailure] = useState<string>();
  const students = useQuery({ ...trpc.students.options.queryOptions(), enabled: open });
  const full = isFull(roster);
  const choices = useMemo(() => {
    const booked = new Set(roster.students.map((s) => s.studentId));
    return (students.data ?? []).filter((s) => !booked.has(s.id));
  }, [roster.students, students.data]);

  const close = () => {
    setStudent(null);
    setPickError(undefined);
    setFailure(undefined);
    walkIn.reset();
    onClose();
  };

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!student) {
      setPickError(tr(CLASS_MESSAGES.studentRequired));
      return;
    }
    setFailure(undefined);
    walkIn.mutate(
      { classInstanceId: roster.classInstanceId, studentId: student.id, allowOverCapacity: full },
      {
        onSuccess: (result) => {
          const name = student.name;
          const charge = formatMoney(decimalToCents(result.charge) ?? 0);
          toast({
            title: t`Walk-in registered`,
            description: result.overCapacity
              ? t`${name} is checked in and charged ${charge} (over capacity).`
              : t`${name} is checked in and charged ${charge}.`,
          });
          close();
        },
        // The class may have filled up meanwhile: the roster reloads and the warning shows.
        onError: (error) => setFailure(errorMessage(error, t`Could not register the walk-in. Try again.`)),
      },
    );
  };

  return (
    <Dialog open={open} onClose={close} fullWidth maxWidth="sm" fullScreen={isMobile}>
      <form onSubmit={submit} noValidate>
        <DialogTitle>
          <Trans>Register Walk-in</Trans>
        </DialogTitle>
        <DialogContent>
          <Stack spacing={2.5} sx={{ pt: 0.5 }}>
            <div>
              <Typography sx={{ fontWeight: 600 }}>{roster.className}</Typography>
              <Typography variant="body2" color="text.secondary">
                {formatDate(roster.classDate)} · {formatTimeRange(roster.startTime, roster.endTime)}
              </Typography>
            </div>
            <CapacityBar enrolled={roster.counts.booked} max={roster.maxStudents} />
            {full && (
              <Alert severity="warning">
                {tr(overCapacityWarning(roster.counts.booked, roster.maxStudents))}
              </Alert>
            )}
            <StudentPicker
              students={choices}
              value={student}
              onChange={(next) => {
                setStudent(next);
                if (next) setPickError(undefined);
              }}
              loading={students.isPending}
              error={pickError}
            />
            {students.isError && (
              <Alert severity="error">{errorMessage(students.error, t`Failed to load students`)}</Alert>
            )}
            {failure && (
              <Alert severity="error" role="alert">
                {failure}
              </Alert>
            )}
          </Stack>
        </DialogContent>
        <FormDialogActions
          onCancel={close}
          submitLabel={full ? t`Register Walk-in (Over Capacity)` : t`Register Walk-in`}
          pendingLabel={t`Registering...`}
          pending={walkIn.isPending}
          color={full ? 'warning' : 'primary'}
        />
      </form>
    </Dialog>
  );
}
