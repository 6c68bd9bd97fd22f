import EventBusy from '@mui/icons-material/EventBusy';
import { Typography, useMediaQuery } from '@mui/material';
import { DataGrid, GridOverlay } from '@mui/x-data-grid';
import { useMemo } from 'react';
import type { TBooking } from '../../../shared/schemas/bookings';
import { bookingColumns } from './bookingColumns';
import type { BookingFilter } from './useBookings';

export const PAGE_SIZES = [25, 50, 100];
/** From this width the "All" view has room for the Cancelled column next to the actions. */
const WIDE_QUERY = '(min-width:1440px)';

function NoBookingsOverlay() {
  return (
    <GridOverlay sx={{ flexDirection: 'column', gap: 0.5, py: 4, color: 'text.secondary' }}>
      <EventBusy sx={{ fontSize: 32, color: 'action.disabled' }} />
      <Typography sx={{ fontWeight: 600, color: 'text.primary' }}>No bookings found</Typography>
      <Typography variant="body2">Try another search or status filter.</Typography>
    </GridOverlay>
  );
}

export interface BookingsGridProps {
  bookings: TBooking[];
  filter: BookingFilter;
  loading: boolean;
  onCancel: (booking: TBooking) => void;
}

/** The desktop list: a compact, sortable, paginated data grid. */
export function BookingsGrid({ bookings, filter, loading, onCancel }: BookingsGridProps) {
  const wide = useMediaQuery(WIDE_QUERY, { noSsr: true });
  const columns = useMemo(() => bookingColumns(filter, wide, onCancel), [filter, wide, onCancel]);
  return (
    <DataGrid
      label="Bookings"
      rows={bookings}
      columns={columns}
      loading={loading}
      density="compact"
      autoHeight
      disableRowSelectionOnClick
      pageSizeOptions={PAGE_SIZES}
      initialState={{
        pagination: { paginationModel: { pageSize: PAGE_SIZES[0]!, page: 0 } },
        sorting: { sortModel: [{ field: 'classDate', sort: 'desc' }] },
      }}
      slots={{ noRowsOverlay: NoBookingsOverlay, noResultsOverlay: NoBookingsOverlay }}
      slotProps={{ loadingOverlay: { variant: 'linear-progress', noRowsVariant: 'skeleton' } }}
      sx={{
        border: 0,
        borderRadius: 0,
        fontSize: 13,
        '--DataGrid-overlayHeight': '220px',
        '& .MuiDataGrid-columnHeader, & .MuiDataGrid-filler': { bgcolor: 'grey.50' },
        '& .MuiDataGrid-columnHeaderTitle': { fontWeight: 700, fontSize: 12.5 },
        '& .MuiDataGrid-cell': { display: 'flex', alignItems: 'center' },
        '& .MuiDataGrid-row:hover': { bgcolor: 'action.hover' },
      }}
    />
  );
}
