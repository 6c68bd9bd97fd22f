import type { GridPaginationModel } from '@mui/x-data-grid';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { SENT_EMAIL_PAGE_SIZES } from '../../../shared/schemas/email';
import { trpc } from '../../lib/trpc';
import { lastPageOf } from '../bookings/bookingSort';
import { useDebouncedValue } from '../bookings/useDebouncedValue';
import { isPending, type SentStatusFilter } from './emailStatusLook';

export const SEARCH_DEBOUNCE_MS = 300;
/** How often the list looks again while a message on it is still on its way. */
export const PENDING_REFRESH_MS = 3_000;

type PageSize = (typeof SENT_EMAIL_PAGE_SIZES)[number];
const toPageSize = (n: number): PageSize =>
  (SENT_EMAIL_PAGE_SIZES as readonly number[]).includes(n) ? (n as PageSize) : SENT_EMAIL_PAGE_SIZES[1];

/**
 * Sent Emails, paged, searched and filtered on the server (emails.sent), newest first. A new search,
 * filter or page size starts at the first page; the rows stay on screen while the next ones load;
 * while a shown message is queued or sending (and a mail server is configured) the page looks again.
 */
export function useSentEmails() {
  const [status, setStatus] = useState<SentStatusFilter>('all');
  const [search, setSearch] = useState('');
  const [pageSize, setPageSize] = useState<PageSize>(SENT_EMAIL_PAGE_SIZES[1]);
  const debounced = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);

  const scope = JSON.stringify([status, debounced, pageSize]);
  const [paged, setPaged] = useState({ scope, page: 0 });
  const page = paged.scope === scope ? paged.page : 0;
  const setPage = (next: number) => setPaged({ scope, page: Math.max(0, next) });

  const query = useQuery({
    ...trpc.emails.sent.queryOptions({ status, search: debounced || undefined, page, pageSize }),
    placeholderData: keepPreviousData,
    refetchInterval: (q) => {
      const data = q.state.data;
      return data?.mailConfigured && data.rows.some((r) => isPending(r.status)) ? PENDING_REFRESH_MS : false;
    },
  });
  const total = query.data?.total ?? 0;

  const lastPage = lastPageOf(total, pageSize);
  const pageGone = query.isSuccess && !query.isPlaceholderData && page > lastPage;
  useEffect(() => {
    if (pageGone) setPaged({ scope, page: lastPage });
  }, [pageGone, scope, lastPage]);

  return {
    status,
    setStatus,
    search,
    setSearch,
    isSearching: search.trim() !== debounced || (query.isPlaceholderData && page === 0),
    query,
    rows: query.data?.rows ?? [],
    total,
    mailConfigured: query.data?.mailConfigured,
    paginationModel: { page, pageSize } satisfies GridPaginationModel,
    setPaginationModel: (model: GridPaginationModel) => {
      const size = toPageSize(model.pageSize);
      if (size !== pageSize) setPageSize(size);
      else setPage(model.page);
    },
    setPage,
  };
}

export type SentEmailsList = ReturnType<typeof useSentEmails>;
