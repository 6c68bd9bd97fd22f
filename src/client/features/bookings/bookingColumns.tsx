import { Button, Typography } from '@mui/material';
import type { GridColDef } from '@mui/x-data-grid';
import { formatDate, formatTimeRange } from '../../../shared/dates';
import { formatMoney } from '../../../shared/money';
import type { TBooking } from '../../../shared/schemas/bookings';
import { BookingStatusChip } from './BookingStatusChip';
import { bookingPriceCents } from './bookingFormat';
import { isServerSortable } from './bookingSort';
import { CancellationCell } from './CancellationNote';
import type { BookingFilter } from './useBookings';

export const LOCATION_FALLBACK = 'Location TBD';
const muted = (text: string) => (
  <Typography component="span" variant="body2" color="text.secondary" sx={{ fontSize: 'inherit' }}>
    {text}
  </Typography>
);

function baseColumns(): GridColDef<TBooking>[] {
  return [
    {
      field: 'studentName',
      headerName: 'Student',
      flex: 1,
      minWidth: 120,
      renderCell: ({ row }) => (
        <Typography component="span" noWrap sx={{ fontSize: 'inherit', fontWeight: 600 }}>
          {row.studentName}
        </Typography>
      ),
    },
    { field: 'studentEmail', headerName: 'Email', flex: 1.3, minWidth: 160 },
    { field: 'className', headerName: 'Class', flex: 1, minWidth: 115 },
    {
      field: 'classDate',
      headerName: 'Date',
      width: 104,
      // The server sorts by day and start time; shows the day.
      valueGetter: (_value, row) => `${row.classDate.slice(0, 10)}T${row.startTime}`,
      valueFormatter: (value: string) => formatDate(value),
    },
    {
      field: 'startTime',
      headerName: 'Time',
      width: 150,
      valueFormatter: (_value, row) => formatTimeRange(row.startTime, row.endTime),
    },
    {
      field: 'price',
      headerName: 'Price',
      type: 'number',
      width: 76,
      valueGetter: (_value, row) => bookingPriceCents(row),
      valueFormatter: (value: number) => formatMoney(value),
    },
    {
      field: 'location',
      headerName: 'Location',
      flex: 0.8,
      minWidth: 95,
      valueGetter: (_value, row) => row.location || LOCATION_FALLBACK,
      renderCell: ({ row, formattedValue }) =>
        row.location ? String(formattedValue) : muted(LOCATION_FALLBACK),
    },
    {
      field: 'bookingStatus',
      headerName: 'Status',
      width: 112,
      renderCell: ({ row }) => <BookingStatusChip booking={row} />,
    },
  ];
}

function cancelledColumn(): GridColDef<TBooking> {
  return {
    field: 'cancelledAt',
    headerName: 'Cancelled',
    flex: 2,
    minWidth: 210,
    valueGetter: (_value, row) => (row.bookingStatus === 'cancelled' ? (row.cancelledAt ?? '') : ''),
    renderCell: ({ row }) =>
      row.bookingStatus === 'cancelled' ? (
        <CancellationCell cancelledAt={row.cancelledAt} cancellationReason={row.cancellationReason} />
      ) : (
        muted('—')
      ),
  };
}

function actionsColumn(onCancel: (booking: TBooking) => void): GridColDef<TBooking> {
  return {
    field: 'actions',
    headerName: 'Actions',
    width: 136,
    sortable: false,
    filterable: false,
    disableColumnMenu: true,
    hideable: false,
    align: 'right',
    headerAlign: 'right',
    renderCell: ({ row }) =>
      row.bookingStatus === 'confirmed' ? (
        <Button
          size="small"
          color="error"
          onClick={(e) => {
            e.stopPropagation();
            onCancel(row);
          }}
          sx={{ fontSize: 12.5, px: 1, py: 0.25, minWidth: 0, whiteSpace: 'nowrap' }}
        >
          Cancel Booking
        </Button>
      ) : null,
  };
}

/**
 * The grid's columns for a filter. "Cancelled" shows when and why each booking was cancelled and no
 * actions (only confirmed bookings can be cancelled); "Active" has nothing cancelled to explain; "All"
 * shows the cancellation column only when the screen is wide enough (`wide`), else the cancelled
 * status chip tells it on hover or focus. Only the columns the server can order by are sortable.
 */
export function bookingColumns(filter: BookingFilter, wide: boolean, onCancel: (booking: TBooking) => void) {
  const columns = baseColumns();
  if (filter === 'cancelled' || (filter === 'all' && wide)) columns.push(cancelledColumn());
  if (filter !== 'cancelled') columns.push(actionsColumn(onCancel));
  // The server pages the list, so only the columns it can order by offer sorting.
  return columns.map((c) => (isServerSortable(c.field) ? c : { ...c, sortable: false }));
}
