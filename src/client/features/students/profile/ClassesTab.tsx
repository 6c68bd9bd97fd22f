import { useLingui } from '@lingui/react/macro';
import { Alert, Box, Chip, Paper, Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useStudioToday } from '../../../lib/studioClock';
import { errorMessage, trpc } from '../../../lib/trpc';
import { AttendanceSummary } from './AttendanceSummary';
import { type AttendanceChip, attendanceChip } from './attendanceDisplay';
import { type ClassRow, classRows } from './classRows';
import { EmptyText } from './EmptyText';
import { confirmedBookingsQuery } from './profileQueries';
import { QueryContent } from './QueryContent';

function ClassItem({
  row,
  attendance,
  walkIn,
}: {
  row: ClassRow;
  attendance: AttendanceChip | null;
  walkIn: boolean;
}) {
  const { t } = useLingui();
  return (
    <Paper variant="outlined" component="li" sx={{ p: 1.5, listStyle: 'none' }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        <Typography sx={{ fontWeight: 600, flexGrow: 1, minWidth: 0, overflowWrap: 'anywhere' }}>
          {row.className}
        </Typography>
        {walkIn && <Chip size="small" variant="outlined" color="info" label={t`Walk-in`} />}
        {attendance && (
          <Chip
            size="small"
            variant={attendance.color === 'default' ? 'outlined' : 'filled'}
            color={attendance.color}
            label={attendance.label}
          />
        )}
        <Chip size="small" color="success" label={t`Confirmed`} />
      </Box>
      <Box
        sx={{
          mt: 0.5,
          display: 'flex',
          justifyContent: 'space-between',
          alignItems: 'flex-end',
          gap: 1,
          flexWrap: 'wrap',
        }}
      >
        <Box sx={{ minWidth: 0 }}>
          <Typography variant="body2" color="text.secondary">
            {row.date} · {row.time}
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
            {row.location}
          </Typography>
        </Box>
        <Typography sx={{ fontWeight: 600 }}>{row.price}</Typography>
      </Box>
    </Paper>
  );
}

/** The student's confirmed class bookings, with their attendance and the attendance rate. */
export function ClassesTab({ studentId }: { studentId: number }) {
  const { t } = useLingui();
  const bookings = useQuery(confirmedBookingsQuery(studentId));
  const attendance = useQuery(trpc.attendance.student.queryOptions({ studentId }));
  const today = useStudioToday();
  const marks = new Map((attendance.data?.bookings ?? []).map((b) => [b.bookingId, b]));
  return (
    <Stack spacing={1.5}>
      {attendance.data && <AttendanceSummary figures={attendance.data.figures} />}
      {attendance.isError && (
        <Alert severity="warning">{errorMessage(attendance.error, t`Failed to load attendance`)}</Alert>
      )}
      <QueryContent
        query={bookings}
        loadingLabel={t`Loading classes`}
        errorFallback={t`Failed to load classes`}
      >
        {(data) => {
          const rows = classRows(data);
          if (rows.length === 0) return <EmptyText>{t`No confirmed class bookings`}</EmptyText>;
          const dates = new Map(data.map((b) => [b.id, b.classDate]));
          return (
            <Stack component="ul" aria-label={t`Confirmed classes`} spacing={1} sx={{ m: 0, p: 0 }}>
              {rows.map((row) => {
                const mark = marks.get(row.id);
                return (
                  <ClassItem
                    key={row.id}
                    row={row}
                    walkIn={mark?.isWalkIn ?? false}
                    attendance={
                      attendance.data
                        ? attendanceChip(mark?.attendance, dates.get(row.id) ?? '', today)
                        : null
                    }
                  />
                );
              })}
            </Stack>
          );
        }}
      </QueryContent>
    </Stack>
  );
}
