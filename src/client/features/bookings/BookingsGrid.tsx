import { useLingui } from '@lingui/react/macro';
import { DataGrid, GridOverlay, type GridPaginationModel, type GridSortModel } from '@mui/x-data-grid';
import { useMemo } from 'react';
import { BOOKING_PAGE_SIZES, type TBooking } from '../../../shared/schemas/bookings';
import { SERVER_GRID_PROPS, serverGridSx } from '../common/paged/serverGrid';
import type { BookingAction } from './bookingAction';
import { bookingColumns } from './bookingColumns';
import { NoBookingsFound } from './NoBookingsFound';
import type { BookingFilter } from './useBookings';

const PAGE_SIZES = [...BOOKING_PAGE_SIZES];

function NoBookingsOverlay() {
  return (
    <GridOverlay sx={{ flexDirection: 'column', gap: 0.5, py: 4, color: 'text.secondary' }}>
      <NoBookingsFound />
    </GridOverlay>
  );
}

export interface BookingsGridProps {
  /** One page of bookings, already in the server's order. */
  bookings: TBooking[];
  /** How many bookings match in all. */
  total: number;
  filter: BookingFilter;
  loading: boolean;
  paginationModel: GridPaginationModel;
  onPaginationModelChange: (model: GridPaginationModel) => void;
  sortModel: GridSortModel;
  onSortModelChange: (model: GridSortModel) => void;
  action: BookingAction;
  /** The grid's accessible name. */
  label?: string;
}

/**
 * The desktop list: a compact data grid paged and sorted on the server (it holds one page; the
 * columns the server cannot order by do not sort, and there is no per-page column filter).
 */
export function BookingsGrid({
  bookings,
  total,
  filter,
  loading,
  paginationModel,
  onPaginationModelChange,
  sortModel,
  onSortModelChange,
  action,
  label,
}: BookingsGridProps) {
  const { t } = useLingui();
  // The headers are read in the active language: `t` changes with it, and the columns are built again.
  // biome-ignore lint/correctness/useExhaustiveDependencies: t stands for the language
  const columns = useMemo(() => bookingColumns(filter, action), [filter, action, t]);
  return (
    <DataGrid
      label={label ?? t`Bookings`}
      rows={bookings}
      columns={columns}
      loading={loading}
      {...SERVER_GRID_PROPS}
      // Cancelled rows grow to show when and why; the others keep the compact height.
      getRowHeight={({ model }) => (model.bookingStatus === 'cancelled' ? 'auto' : null)}
      sortingMode="server"
      rowCount={total}
      pageSizeOptions={PAGE_SIZES}
      paginationModel={paginationModel}
      onPaginationModelChange={onPaginationModelChange}
      sortModel={sortModel}
      onSortModelChange={onSortModelChange}
      slots={{ noRowsOverlay: NoBookingsOverlay, noResultsOverlay: NoBookingsOverlay }}
      sx={serverGridSx()}
    />
  );
}
