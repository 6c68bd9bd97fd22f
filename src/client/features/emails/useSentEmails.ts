import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { SENT_EMAIL_PAGE_SIZES } from '../../../shared/schemas/email';
import { trpc } from '../../lib/trpc';
import { usePagedResult, usePagedSearch } from '../common/paged/usePagedSearch';
import { isPending, type SentStatusFilter } from './emailStatusLook';

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
  const paging = usePagedSearch<SentStatusFilter, PageSize>({
    initialFilter: 'all',
    initialPageSize: SENT_EMAIL_PAGE_SIZES[1],
    toPageSize,
  });

  const query = useQuery({
    ...trpc.emails.sent.queryOptions({
      status: paging.filter,
      search: paging.sentSearch,
      page: paging.page,
      pageSize: paging.pageSize,
    }),
    placeholderData: keepPreviousData,
    refetchInterval: (q) => {
      const data = q.state.data;
      return data?.mailConfigured && data.rows.some((r) => isPending(r.status)) ? PENDING_REFRESH_MS : false;
    },
  });
  const result = usePagedResult(paging, query);

  return {
    status: paging.filter,
    setStatus: paging.setFilter,
    search: paging.search,
    setSearch: paging.setSearch,
    isSearching: result.isSearching,
    loading: result.loading,
    query,
    rows: query.data?.rows ?? [],
    total: result.total,
    mailConfigured: query.data?.mailConfigured,
    paginationModel: paging.paginationModel,
    setPaginationModel: paging.setPaginationModel,
    setPage: paging.setPage,
  };
}

export type SentEmailsList = ReturnType<typeof useSentEmails>;
