import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import {
  Alert,
  Box,
  Card,
  CardContent,
  CircularProgress,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { monthLabel } from '../../../shared/dates';
import type { TAttendanceFigures } from '../../../shared/schemas/attendance';
import { trpc } from '../../lib/trpc';
import { LoadErrorAlert } from '../common/paged/LoadErrorAlert';
import { rateLabel } from '../students/profile/attendanceDisplay';
import type { DayRange } from './periods';

interface Row extends TAttendanceFigures {
  key: string;
  label: string;
  classes: number;
}

function FiguresTable({ id, title, first, rows }: { id: string; title: string; first: string; rows: Row[] }) {
  return (
    <Box>
      <Typography id={id} variant="subtitle1" component="h4" sx={{ fontWeight: 600, mb: 0.5 }}>
        {title}
      </Typography>
      <TableContainer sx={{ overflowX: 'auto' }} tabIndex={0} role="region" aria-labelledby={id}>
        <Table
          size="small"
          aria-labelledby={id}
          sx={{ minWidth: 640, '& th, & td': { whiteSpace: 'nowrap' } }}
        >
          <TableHead>
            <TableRow>
              <TableCell>{first}</TableCell>
              <TableCell align="right">
                <Trans>Classes</Trans>
              </TableCell>
              <TableCell align="right">
                <Trans>Bookings</Trans>
              </TableCell>
              <TableCell align="right">
                <Trans>Attended</Trans>
              </TableCell>
              <TableCell align="right">
                <Trans>No-shows</Trans>
              </TableCell>
              <TableCell align="right">
                <Trans>Not marked</Trans>
              </TableCell>
              <TableCell align="right">
                <Trans>Attendance rate</Trans>
              </TableCell>
              <TableCell align="right">
                <Trans>No-show rate</Trans>
              </TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((r) => (
              <TableRow key={r.key}>
                <TableCell component="th" scope="row">
                  {r.label}
                </TableCell>
                <TableCell align="right">{r.classes}</TableCell>
                <TableCell align="right">{r.bookings}</TableCell>
                <TableCell align="right">{r.attended}</TableCell>
                <TableCell align="right">{r.noShow}</TableCell>
                <TableCell align="right">{r.unmarked}</TableCell>
                <TableCell align="right">{rateLabel(r.attendanceRate)}</TableCell>
                <TableCell align="right">{rateLabel(r.noShowRate)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
    </Box>
  );
}

/**
 * Attendance and no-show rates over the report's period, per class type and per month: confirmed
 * bookings of classes that have ended, unmarked ones included in the whole (decision 013).
 */
export function AttendanceReport({ range }: { range: DayRange }) {
  const { t } = useLingui();
  const report = useQuery({
    ...trpc.reports.attendance.queryOptions(range),
    placeholderData: keepPreviousData,
  });
  const data = report.data;
  const totals = data?.totals;
  const attendedRate = totals ? rateLabel(totals.attendanceRate) : '';
  const noShowRate = totals ? rateLabel(totals.noShowRate) : '';
  // The counts as written before (no digit grouping), in each language's words.
  const bookingTotal = totals?.bookings ?? 0;
  const classTotal = totals?.classes ?? 0;
  const bookingCount = String(bookingTotal);
  const classCount = String(classTotal);
  const bookings = plural(bookingTotal, {
    one: `${bookingCount} booking`,
    other: `${bookingCount} bookings`,
  });
  const classes = plural(classTotal, { one: `${classCount} class`, other: `${classCount} classes` });
  return (
    <Card component="section" aria-labelledby="attendance-report-title">
      <CardContent>
        <Typography id="attendance-report-title" variant="h6" component="h3" gutterBottom>
          <Trans>Attendance</Trans>
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          <Trans>
            Confirmed bookings of the period’s classes that have ended. Rates are over all of them, so
            bookings not marked at check-in lower both.
          </Trans>
        </Typography>
        {report.isError && (
          <LoadErrorAlert
            error={report.error}
            fallback={t`Failed to load attendance`}
            onRetry={() => void report.refetch()}
          />
        )}
        {report.isPending && (
          <Box sx={{ display: 'flex', justifyContent: 'center', py: 3 }}>
            <CircularProgress aria-label={t`Loading attendance`} />
          </Box>
        )}
        {data && data.totals.bookings === 0 && (
          <Alert severity="info">
            <Trans>No bookings of ended classes in this period.</Trans>
          </Alert>
        )}
        {data && data.totals.bookings > 0 && (
          <Box sx={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 3 }}>
            <Typography>
              <Trans>
                Overall: <strong>{attendedRate}</strong> attended, <strong>{noShowRate}</strong> no-shows (
                {bookings} in {classes})
              </Trans>
            </Typography>
            <FiguresTable
              id="attendance-by-type"
              title={t`By class type`}
              first={t`Class type`}
              rows={data.byClassType.map((r) => ({
                ...r,
                key: String(r.classTypeId),
                label: r.classTypeName,
              }))}
            />
            <FiguresTable
              id="attendance-by-month"
              title={t`By month`}
              first={t`Month`}
              rows={data.byMonth.map((r) => ({ ...r, key: r.month, label: monthLabel(r.month) }))}
            />
          </Box>
        )}
      </CardContent>
    </Card>
  );
}
