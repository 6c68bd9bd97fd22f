import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { BOOKING_LIST_LIMIT } from '../../../shared/schemas/bookings';
import { trpc } from '../../lib/trpc';
import { useDebouncedValue } from './useDebouncedValue';

/** "Active" means confirmed (spec 02 "Booking Management"). */
export type BookingFilter = 'all' | 'active' | 'cancelled';

export const SEARCH_DEBOUNCE_MS = 300;

/**
 * Every booking for the admin grid (newest class first, up to the server's maximum), filtered and
 * searched on the server. The search is sent once the admin stops typing; the previous rows stay on
 * screen while the next ones load.
 */
export function useBookings() {
  const [filter, setFilter] = useState<BookingFilter>('all');
  const [search, setSearch] = useState('');
  const debounced = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  const query = useQuery({
    ...trpc.bookings.list.queryOptions({
      status: filter,
      search: debounced || undefined,
      limit: BOOKING_LIST_LIMIT.max,
    }),
    placeholderData: keepPreviousData,
  });
  return {
    filter,
    setFilter,
    search,
    setSearch,
    /** The search text last sent to the server. */
    sentSearch: debounced,
    /** True while the typed search has not been sent yet or its answer has not arrived. */
    isSearching: search.trim() !== debounced || query.isPlaceholderData,
    query,
    bookings: query.data ?? [],
    /** The server sends at most this many (newest class first); more may exist. */
    capped: (query.data?.length ?? 0) >= BOOKING_LIST_LIMIT.max,
  };
}
