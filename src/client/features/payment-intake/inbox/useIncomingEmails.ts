import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { INCOMING_PAGE_SIZES, INCOMING_REFRESH_MS } from '../../../../shared/schemas/inbox';
import { trpc } from '../../../lib/trpc';
import { usePagedResult, usePagedSearch } from '../../common/paged/usePagedSearch';
import type { IncomingFilter } from './IncomingToolbar';

type PageSize = (typeof INCOMING_PAGE_SIZES)[number];
const toPageSize = (n: number): PageSize =>
  (INCOMING_PAGE_SIZES as readonly number[]).includes(n) ? (n as PageSize) : INCOMING_PAGE_SIZES[1];

/**
 * Incoming Emails, searched, filtered and paged on the server (inbox.list), newest first, looked at
 * again every 30 s (spec 03 §9); the rows stay on screen while the next ones load.
 */
export function useIncomingEmails() {
  const paging = usePagedSearch<IncomingFilter, PageSize>({
    initialFilter: 'all',
    initialPageSize: INCOMING_PAGE_SIZES[1],
    toPageSize,
  });

  const query = useQuery({
    ...trpc.inbox.list.queryOptions({
      filter: paging.filter,
      search: paging.sentSearch,
      page: paging.page,
      pageSize: paging.pageSize,
    }),
    placeholderData: keepPreviousData,
    refetchInterval: INCOMING_REFRESH_MS,
  });
  const result = usePagedResult(paging, query);

  return {
    filter: paging.filter,
    setFilter: paging.setFilter,
    search: paging.search,
    setSearch: paging.setSearch,
    searched: paging.sentSearch !== undefined,
    isSearching: result.isSearching,
    loading: result.loading,
    query,
    rows: query.data?.rows ?? [],
    counts: query.data?.counts,
    total: result.total,
    page: paging.page,
    pageSize: paging.pageSize,
    setPage: paging.setPage,
  };
}
