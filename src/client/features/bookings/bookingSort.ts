import type { GridSortModel } from '@mui/x-data-grid';
import {
  BOOKING_PAGE_SIZES,
  type TBookingPageSize,
  type TBookingSort,
  type TBookingSortField,
} from '../../../shared/schemas/bookings';

/** Grid columns the server can order by, and the server's name for each; other columns do not sort. */
const SERVER_SORT_FIELD: Readonly<Record<string, TBookingSortField>> = {
  classDate: 'classDate',
  studentName: 'studentName',
  className: 'className',
  price: 'price',
  bookingStatus: 'status',
  bookedAt: 'bookedAt',
};

/** The grid's order on first load: latest class first (the server's default). */
export const DEFAULT_SORT_MODEL: GridSortModel = [{ field: 'classDate', sort: 'desc' }];

export const isServerSortable = (gridField: string): boolean => Object.hasOwn(SERVER_SORT_FIELD, gridField);

/**
 * The server's sort for the grid's sort model: its first column, when the server can order by it.
 * No sort (or a column the server cannot sort) leaves the server's default order.
 */
export function toServerSort(model: GridSortModel): TBookingSort | undefined {
  const first = model[0];
  if (!first?.sort || !isServerSortable(first.field)) return undefined;
  return { field: SERVER_SORT_FIELD[first.field]!, direction: first.sort };
}

/** A page size the server accepts: the size asked for if offered, else the smallest. */
export function toPageSize(size: number): TBookingPageSize {
  return (BOOKING_PAGE_SIZES as readonly number[]).includes(size)
    ? (size as TBookingPageSize)
    : BOOKING_PAGE_SIZES[0];
}
