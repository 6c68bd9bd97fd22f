import { useLingui } from '@lingui/react/macro';
import { Container } from '@mui/material';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo, useRef, useState } from 'react';
import { formatDate } from '../../../../shared/dates';
import { BOOKING_MESSAGES } from '../../../../shared/schemas/bookings';
import type { TClassSchedule } from '../../../../shared/schemas/classes/schedules';
import { tr } from '../../../i18n/tr';
import { useSession } from '../../../lib/session';
import { useToast } from '../../../lib/toast';
import { errorMessage, trpc } from '../../../lib/trpc';
import { ClassSignupContent } from './ClassSignupContent';
import { parseClassTypeId } from './classTypeParam';
import { SignupLoading, SignupMessage } from './SignupStates';
import { StudentScheduleActions } from './StudentScheduleActions';
import { scheduleEnrolState } from './studentEnrolState';

/**
 * Enrolment for one student: which schedules they are in (an active enrolment in the class type or a
 * confirmed booking of the schedule's next class) and the Enroll action, which books the next class.
 */
function useStudentEnrolment(studentId: number, classTypeId: number | null) {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const { toast } = useToast();
  const inFlight = useRef(false);
  const [pendingId, setPendingId] = useState<number | null>(null);
  const enrollments = useQuery(trpc.classes.listEnrollments.queryOptions({ studentId }));
  const bookings = useQuery(trpc.bookings.list.queryOptions({ studentId }));
  const mutation = useMutation(trpc.classes.enroll.mutationOptions());

  const enrolledInType = useMemo(
    () => (enrollments.data ?? []).some((e) => e.classTypeId === classTypeId && e.status === 'active'),
    [enrollments.data, classTypeId],
  );
  const bookedInstances = useMemo(
    () =>
      new Set(
        (bookings.data ?? []).filter((b) => b.bookingStatus === 'confirmed').map((b) => b.classInstanceId),
      ),
    [bookings.data],
  );
  const bookedNext = (s: TClassSchedule) =>
    s.nextInstanceId !== null && bookedInstances.has(s.nextInstanceId);
  const isEnrolled = (s: TClassSchedule) => enrolledInType || bookedNext(s);

  const enroll = (schedule: TClassSchedule) => {
    if (inFlight.current || classTypeId === null) return;
    inFlight.current = true;
    setPendingId(schedule.id);
    mutation.mutate(
      { studentId, classTypeId, classScheduleId: schedule.id },
      {
        onSuccess: () => {
          const name = schedule.displayName;
          const date = schedule.nextClassDate ? formatDate(schedule.nextClassDate) : null;
          toast({
            title: t`Enrollment successful`,
            description: date
              ? t`You're enrolled in ${name}. Your next class is on ${date}.`
              : t`You're enrolled in ${name}.`,
          });
        },
        onError: (error) => {
          toast({
            title: t`Enrollment failed`,
            description: errorMessage(error, t`Please try again`),
            variant: 'destructive',
          });
        },
        onSettled: () => {
          inFlight.current = false;
          setPendingId(null);
          void Promise.all([
            queryClient.invalidateQueries({ queryKey: trpc.classes.pathKey() }),
            queryClient.invalidateQueries({ queryKey: trpc.bookings.pathKey() }),
            queryClient.invalidateQueries({ queryKey: trpc.billing.pathKey() }),
          ]);
        },
      },
    );
  };

  const ready = !enrollments.isPending && !bookings.isPending;
  return { isEnrolled, bookedNext, enroll, pendingId, ready };
}

function StudentSignupBody({
  classTypeId,
  studentId,
}: {
  classTypeId: string | undefined;
  studentId: number;
}) {
  const param = parseClassTypeId(classTypeId);
  const id = param.kind === 'id' ? param.id : null;
  // The same query ClassSignupContent reads (shared cache): is the class type open for enrolment?
  const type = useQuery({ ...trpc.classes.getType.queryOptions({ id: id ?? 0 }), enabled: id !== null });
  const { isEnrolled, bookedNext, enroll, pendingId, ready } = useStudentEnrolment(studentId, id);

  const actions = (schedule: TClassSchedule) => {
    // An inactive class type takes no new enrolments: its summary says so and no Enroll is offered.
    if (!type.data?.isActive) return undefined;
    return (
      <StudentScheduleActions
        schedule={schedule}
        state={scheduleEnrolState(schedule, isEnrolled(schedule))}
        bookedNext={bookedNext(schedule)}
        pending={pendingId === schedule.id}
        busy={pendingId !== null || !ready}
        onEnroll={enroll}
      />
    );
  };
  return <ClassSignupContent classTypeId={classTypeId} actions={actions} />;
}

/**
 * /class-signup/{classTypeId}, student view (spec 01 §2 "Class enrolment page"): the class type, its
 * active schedules with "N / max", and Enroll per schedule (books the next class); "Enrolled" once in,
 * "Full" blocks enrolling. The student id comes from the caller or else from the student session.
 */
export function StudentClassSignup({
  classTypeId,
  studentId,
}: {
  classTypeId: string | undefined;
  studentId?: number | null;
}) {
  const { t } = useLingui();
  const session = useSession();
  const id = studentId ?? (session.kind === 'student' ? session.student.id : null);
  return (
    <Container maxWidth="md" sx={{ py: { xs: 2, sm: 4 } }}>
      {id ? (
        <StudentSignupBody classTypeId={classTypeId} studentId={id} />
      ) : studentId === undefined && session.kind === 'loading' ? (
        <SignupLoading />
      ) : (
        <SignupMessage
          title={tr(BOOKING_MESSAGES.noStudentId)}
          detail={t`Sign in as a student to enrol in this class.`}
        />
      )}
    </Container>
  );
}
