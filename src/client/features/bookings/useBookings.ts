import type { GridPaginationModel, GridSortModel } from '@mui/x-data-grid';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { BOOKING_PAGE_SIZES, type TBookingPageSize } from '../../../shared/schemas/bookings';
import { trpc } from '../../lib/trpc';
import { DEFAULT_SORT_MODEL, lastPageOf, toPageSize, toServerSort } from './bookingSort';
import { useDebouncedValue } from './useDebouncedValue';

/** "Active" means confirmed (spec 02 "Booking Management"). */
export type BookingFilter = 'all' | 'active' | 'cancelled';

export const SEARCH_DEBOUNCE_MS = 300;

/**
 * Booking Management's list, paged, sorted, filtered and searched on the server (bookings.page): one
 * page of rows and the total. The search is sent once the admin stops typing; a new search, filter,
 * order or page size starts again at the first page; the previous rows stay on screen while the next
 * ones load.
 */
export function useBookings() {
  const [filter, setFilter] = useState<BookingFilter>('all');
  const [search, setSearch] = useState('');
  const [sortModel, setSortModel] = useState<GridSortModel>(DEFAULT_SORT_MODEL);
  const [pageSize, setPageSize] = useState<TBookingPageSize>(BOOKING_PAGE_SIZES[0]);
  const debounced = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  const sort = toServerSort(sortModel);

  // A page number belongs to one search, filter, order and page size: any change shows page 0.
  const scope = JSON.stringify([filter, debounced, sort ?? null, pageSize]);
  const [paged, setPaged] = useState({ scope, page: 0 });
  const page = paged.scope === scope ? paged.page : 0;
  const setPage = (next: number) => setPaged({ scope, page: Math.max(0, next) });

  const query = useQuery({
    ...trpc.bookings.page.queryOptions({
      status: filter,
      search: debounced || undefined,
      sort,
      page,
      pageSize,
    }),
    placeholderData: keepPreviousData,
  });
  const total = query.data?.total ?? 0;

  // Fewer bookings than before (say, after a cancellation under Active): back to the last page.
  const lastPage = lastPageOf(total, pageSize);
  const pageGone = query.isSuccess && !query.isPlaceholderData && page > lastPage;
  useEffect(() => {
    if (pageGone) setPaged({ scope, page: lastPage });
  }, [pageGone, scope, lastPage]);

  return {
    filter,
    setFilter,
    search,
    setSearch,
    /** True while the typed search has not been sent yet, or a new first page has not arrived. */
    isSearching: search.trim() !== debounced || (query.isPlaceholderData && page === 0),
    query,
    /** This page's bookings, in the server's order. */
    bookings: query.data?.rows ?? [],
    /** How many bookings match the search and filter in all. */
    total,
    paginationModel: { page, pageSize } satisfies GridPaginationModel,
    setPaginationModel: (model: GridPaginationModel) => {
      const size = toPageSize(model.pageSize);
      if (size !== pageSize) setPageSize(size);
      else setPage(model.page);
    },
    setPage,
    sortModel,
    setSortModel,
  };
}
