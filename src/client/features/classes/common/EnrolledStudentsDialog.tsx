import { useLingui } from '@lingui/react/macro';
import { Box, Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { formatDate, formatTimeRange } from '../../../../shared/dates';
import { trpc } from '../../../lib/trpc';
import { CheckInButton } from './CheckInButton';
import { ClassWaitlist } from './ClassWaitlist';
import { EmailStudentsButton } from './EmailStudentsButton';
import { EnrolledStudentsList } from './EnrolledStudentsList';
import { RosterDialog } from './RosterDialog';

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
  const { t } = useLingui();
  const roster = useQuery({
    ...trpc.classes.instanceRoster.queryOptions({ id: classInstanceId }),
    enabled: open,
  });
  const data = roster.data;
  return (
    <RosterDialog
      open={open}
      onClose={onClose}
      title={t`Enrolled Students`}
      header={
        (data || className) && (
          <Box
            sx={{ mb: 2, display: 'flex', alignItems: 'flex-start', justifyContent: 'space-between', gap: 1 }}
          >
            <Box sx={{ minWidth: 0 }}>
              <Typography sx={{ fontWeight: 600 }}>{data?.className ?? className}</Typography>
              {data && (
                <Typography variant="body2" color="text.secondary">
                  {formatDate(data.classDate)} · {formatTimeRange(data.startTime, data.endTime)}
                </Typography>
              )}
            </Box>
            <CheckInButton classInstanceId={classInstanceId} size="small" />
          </Box>
        )
      }
      roster={roster}
      loadingLabel={t`Loading students`}
      errorFallback={t`Failed to load enrolled students`}
      action={
        data && (
          <EmailStudentsButton
            recipients={data.students.map((s) => ({ id: s.studentId, name: s.name, email: s.email }))}
          />
        )
      }
    >
      {data && (
        <Stack spacing={2}>
          <EnrolledStudentsList
            students={data.students}
            enrolled={data.enrollmentCount}
            max={data.maxStudents}
          />
          <ClassWaitlist
            classInstanceId={classInstanceId}
            enrolled={data.enrollmentCount}
            max={data.maxStudents}
          />
        </Stack>
      )}
    </RosterDialog>
  );
}
