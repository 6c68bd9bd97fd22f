import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Box, Dialog, DialogContent, DialogTitle, Stack, Typography } from '@mui/material';
import { useMutation, useQuery } from '@tanstack/react-query';
import { type FormEvent, useMemo, useState } from 'react';
import { formatDate, formatTimeRange } from '../../../../shared/dates';
import { overCapacityWarning } from '../../../../shared/schemas/attendance';
import { ZRegisterStudentInput } from '../../../../shared/schemas/classes/enrolments';
import { CLASS_MESSAGES } from '../../../../shared/schemas/classes/fields';
import { isClassFull } from '../../../../shared/schemas/classes/instances';
import type { TStudentOption } from '../../../../shared/schemas/students';
import { tr } from '../../../i18n/tr';
import { useToast } from '../../../lib/toast';
import { errorMessage, trpc } from '../../../lib/trpc';
import { FormDialogActions } from '../../common/FormDialogActions';
import { CapacityBar } from './CapacityBar';
import { StudentPicker } from './StudentPicker';
import { useInvalidateClasses } from './useInvalidateClasses';

export interface RegisterStudentDialogProps {
  open: boolean;
  onClose: () => void;
  /** Register in this schedule's next upcoming class (first instance dated today or later)… */
  classScheduleId?: number;
  /** …or in this very instance. */
  classInstanceId?: number;
  /** Shown until the roster has loaded. */
  className?: string;
  onRegistered?: () => void;
}

/** The roster of the target class: the instance's, or the schedule's next upcoming instance's. */
function useTargetRoster(open: boolean, classScheduleId?: number, classInstanceId?: number) {
  const byInstance = useQuery({
    ...trpc.classes.instanceRoster.queryOptions({ id: classInstanceId ?? 0 }),
    enabled: open && classInstanceId !== undefined,
  });
  const bySchedule = useQuery({
    ...trpc.classes.scheduleRoster.queryOptions({ id: classScheduleId ?? 0 }),
    enabled: open && classInstanceId === undefined && classScheduleId !== undefined,
  });
  return classInstanceId !== undefined ? byInstance : bySchedule;
}

/** Register Student for Class (spec 02): already-confirmed students are not offered; over capacity only when warned. */
export function RegisterStudentDialog({
  open,
  onClose,
  classScheduleId,
  classInstanceId,
  className,
  onRegistered,
}: RegisterStudentDialogProps) {
  const { t } = useLingui();
  const { toast } = useToast();
  const invalidate = useInvalidateClasses();
  const [student, setStudent] = useState<TStudentOption | null>(null);
  const [error, setError] = useState<string>();
  const roster = useTargetRoster(open, classScheduleId, classInstanceId);
  const students = useQuery({ ...trpc.students.options.queryOptions(), enabled: open });
  const register = useMutation(trpc.classes.registerStudent.mutationOptions());

  const choices = useMemo(() => {
    const confirmed = new Set(
      (roster.data?.students ?? []).filter((s) => s.bookingStatus === 'confirmed').map((s) => s.studentId),
    );
    return (students.data ?? []).filter((s) => !confirmed.has(s.id));
  }, [roster.data, students.data]);

  const data = roster.data;
  const isFull = data ? isClassFull(data) : false;
  const noUpcoming = data !== undefined && data.classInstanceId === null;

  const close = () => {
    setStudent(null);
    setError(undefined);
    onClose();
  };

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const parsed = ZRegisterStudentInput.safeParse({
      classScheduleId,
      classInstanceId,
      studentId: student?.id,
      allowOverCapacity: isFull,
    });
    if (!parsed.success) {
      const issue = parsed.error.issues.find((i) => i.path[0] === 'studentId') ?? parsed.error.issues[0];
      setError(tr(issue?.message ?? CLASS_MESSAGES.studentRequired));
      return;
    }
    setError(undefined);
    register.mutate(parsed.data, {
      onSuccess: (result) => {
        const studentName = student?.name ?? t`The student`;
        const classLabel = data?.className ?? className ?? t`the class`;
        const date = formatDate(result.classDate);
        toast({
          title: t`Student Enrolled Successfully`,
          description: result.overCapacity
            ? t`${studentName} is registered for ${classLabel} on ${date} (over capacity).`
            : t`${studentName} is registered for ${classLabel} on ${date}.`,
        });
        void invalidate();
        onRegistered?.();
        close();
      },
      onError: (err) =>
        toast({
          title: t`Enrollment Failed`,
          description: errorMessage(err, t`Failed to enroll student`),
          variant: 'destructive',
        }),
    });
  };

  const when = data?.classDate
    ? `${formatDate(data.classDate)} · ${formatTimeRange(data.startTime, data.endTime)}`
    : '';
  return (
    <Dialog open={open} onClose={close} fullWidth maxWidth="sm">
      <form onSubmit={submit} noValidate>
        <DialogTitle>
          <Trans>Register Student for Class</Trans>
        </DialogTitle>
        <DialogContent>
          <Stack spacing={2.5} sx={{ pt: 0.5 }}>
            <Box>
              <Typography sx={{ fontWeight: 600 }}>{data?.className ?? className}</Typography>
              {data?.classDate && (
                <Typography variant="body2" color="text.secondary">
                  {classInstanceId === undefined ? t`Next class: ${when}` : when}
                </Typography>
              )}
            </Box>
            {roster.isError && (
              <Alert severity="error">{errorMessage(roster.error, t`Failed to load the class`)}</Alert>
            )}
            {noUpcoming && <Alert severity="info">{tr(CLASS_MESSAGES.noActiveInstance)}</Alert>}
            {data && !noUpcoming && <CapacityBar enrolled={data.enrollmentCount} max={data.maxStudents} />}
            {isFull && !noUpcoming && (
              <Alert severity="warning">
                {tr(overCapacityWarning(data?.enrollmentCount ?? 0, data?.maxStudents ?? 0))}
              </Alert>
            )}
            <StudentPicker
              students={choices}
              value={student}
              onChange={(next) => {
                setStudent(next);
                if (next) setError(undefined);
              }}
              loading={students.isPending || roster.isPending}
              error={error}
            />
            {students.isError && (
              <Alert severity="error">{errorMessage(students.error, t`Failed to load students`)}</Alert>
            )}
          </Stack>
        </DialogContent>
        <FormDialogActions
          onCancel={close}
          submitLabel={isFull ? t`Register Student (Over Capacity)` : t`Register Student`}
          pendingLabel={t`Registering...`}
          pending={register.isPending}
          color={isFull ? 'warning' : 'primary'}
        />
      </form>
    </Dialog>
  );
}
