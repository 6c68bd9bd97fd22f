import type { GridSortModel } from '@mui/x-data-grid';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { BOOKING_PAGE_SIZES, type TBookingPageSize } from '../../../shared/schemas/bookings';
import { trpc } from '../../lib/trpc';
import { usePagedResult, usePagedSearch } from '../common/paged/usePagedSearch';
import { DEFAULT_SORT_MODEL, toPageSize, toServerSort } from './bookingSort';

/** "Active" means confirmed (spec 02 "Booking Management"). */
export type BookingFilter = 'all' | 'active' | 'cancelled';

/**
 * Booking Management's list, paged, sorted, filtered and searched on the server (bookings.page): one
 * page of rows and the total. The search is sent once the admin stops typing; a new search, filter,
 * order or page size starts again at the first page; the previous rows stay on screen while the next
 * ones load.
 */
export function useBookings(initialFilter: BookingFilter = 'all') {
  const [sortModel, setSortModel] = useState<GridSortModel>(DEFAULT_SORT_MODEL);
  const sort = toServerSort(sortModel);
  const paging = usePagedSearch<BookingFilter, TBookingPageSize>({
    initialFilter,
    initialPageSize: BOOKING_PAGE_SIZES[0],
    toPageSize,
    scope: [sort ?? null],
  });

  const query = useQuery({
    ...trpc.bookings.page.queryOptions({
      status: paging.filter,
      search: paging.sentSearch,
      sort,
      page: paging.page,
      pageSize: paging.pageSize,
    }),
    placeholderData: keepPreviousData,
  });
  const result = usePagedResult(paging, query);

  return {
    filter: paging.filter,
    setFilter: paging.setFilter,
    search: paging.search,
    setSearch: paging.setSearch,
    isSearching: result.isSearching,
    loading: result.loading,
    query,
    /** This page's bookings, in the server's order. */
    bookings: query.data?.rows ?? [],
    /** How many bookings match the search and filter in all. */
    total: result.total,
    paginationModel: paging.paginationModel,
    setPaginationModel: paging.setPaginationModel,
    setPage: paging.setPage,
    sortModel,
    setSortModel,
  };
}
