import { i18n } from '@lingui/core';
import { msg, t } from '@lingui/core/macro';
import { Box, Typography } from '@mui/material';
import type { GridColDef } from '@mui/x-data-grid';
import { formatDate, formatTimeRange } from '../../../shared/dates';
import { formatMoney } from '../../../shared/money';
import type { TBooking } from '../../../shared/schemas/bookings';
import { ActionButton } from './ActionButton';
import { BookingStatusChip } from './BookingStatusChip';
import type { BookingAction } from './bookingAction';
import { bookingPriceCents } from './bookingFormat';
import { isServerSortable } from './bookingSort';
import { CancellationDetail } from './CancellationNote';
import type { BookingFilter } from './useBookings';

export const LOCATION_FALLBACK = msg`Location TBD`;
const muted = (text: string) => (
  <Typography component="span" variant="body2" color="text.secondary" sx={{ fontSize: 'inherit' }}>
    {text}
  </Typography>
);

function baseColumns(): GridColDef<TBooking>[] {
  return [
    {
      field: 'studentName',
      headerName: t`Student`,
      flex: 1,
      minWidth: 120,
      renderCell: ({ row }) => (
        <Typography component="span" noWrap sx={{ fontSize: 'inherit', fontWeight: 600 }}>
          {row.studentName}
        </Typography>
      ),
    },
    {
      field: 'studentEmail',
      headerName: t`Email`,
      flex: 1.3,
      minWidth: 160,
      renderCell: ({ row }) => (
        <Typography component="span" noWrap title={row.studentEmail} sx={{ fontSize: 'inherit' }}>
          {row.studentEmail}
        </Typography>
      ),
    },
    { field: 'className', headerName: t`Class`, flex: 1, minWidth: 115 },
    {
      field: 'classDate',
      headerName: t`Date`,
      width: 104,
      // The server sorts by day and start time; shows the day.
      valueGetter: (_value, row) => `${row.classDate.slice(0, 10)}T${row.startTime}`,
      valueFormatter: (value: string) => formatDate(value),
    },
    {
      field: 'startTime',
      headerName: t`Time`,
      width: 140,
      valueFormatter: (_value, row) => formatTimeRange(row.startTime, row.endTime),
    },
    {
      field: 'price',
      headerName: t`Price`,
      type: 'number',
      width: 76,
      valueGetter: (_value, row) => bookingPriceCents(row),
      valueFormatter: (value: number) => formatMoney(value),
    },
    {
      field: 'location',
      headerName: t`Location`,
      flex: 0.8,
      minWidth: 95,
      valueGetter: (_value, row) => row.location || i18n._(LOCATION_FALLBACK),
      renderCell: ({ row, formattedValue }) =>
        row.location ? String(formattedValue) : muted(i18n._(LOCATION_FALLBACK)),
    },
    {
      field: 'bookingStatus',
      headerName: t`Status`,
      flex: 1.2,
      minWidth: 180,
      renderCell: ({ row }) => (
        <Box sx={{ display: 'grid', justifyItems: 'start', gap: 0.5, py: 0.75, minWidth: 0 }}>
          <BookingStatusChip booking={row} />
          {row.bookingStatus === 'cancelled' && (
            <CancellationDetail cancelledAt={row.cancelledAt} cancellationReason={row.cancellationReason} />
          )}
        </Box>
      ),
    },
  ];
}

function actionsColumn(action: BookingAction): GridColDef<TBooking> {
  return {
    field: 'actions',
    headerName: t`Actions`,
    width: 136,
    sortable: false,
    filterable: false,
    disableColumnMenu: true,
    hideable: false,
    align: 'right',
    headerAlign: 'right',
    renderCell: ({ row }) =>
      row.bookingStatus === 'confirmed' ? (
        <ActionButton
          bookingAction={action}
          booking={row}
          size="small"
          sx={{ fontSize: 12.5, px: 1, py: 0.25, minWidth: 0, whiteSpace: 'nowrap' }}
        />
      ) : null,
  };
}

/**
 * The grid's columns for a filter. In every view a cancelled booking's status cell tells when and why
 * it was cancelled (spec 02: "a cancelled booking shows its time and reason"); "Cancelled" has no
 * actions (only confirmed bookings can be cancelled or refunded). Only the columns the server can order by sort.
 */
export function bookingColumns(filter: BookingFilter, action: BookingAction) {
  const columns = baseColumns();
  if (filter !== 'cancelled') columns.push(actionsColumn(action));
  // The server pages the list, so only the columns it can order by offer sorting.
  return columns.map((c) => (isServerSortable(c.field) ? c : { ...c, sortable: false }));
}
