import type { GridPaginationModel } from '@mui/x-data-grid';
import { useEffect, useState } from 'react';
import { useDebouncedValue } from '../../../lib/useDebouncedValue';
import { lastPageOf } from './lastPageOf';

export const SEARCH_DEBOUNCE_MS = 300;

/**
 * The state of a list searched, filtered and paged on the server. The search is sent once typing
 * stops; a new search, filter, page size or `scope` starts again at the first page.
 */
export function usePagedSearch<F, P extends number>(options: {
  initialFilter: F;
  initialPageSize: P;
  /** A page size the server accepts, for the size the grid asks for. */
  toPageSize: (size: number) => P;
  /** Anything else a page number belongs to (say, the order). */
  scope?: unknown[];
}) {
  const [filter, setFilter] = useState<F>(options.initialFilter);
  const [search, setSearch] = useState('');
  const [pageSize, setPageSize] = useState<P>(options.initialPageSize);
  const debounced = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);

  // A page number belongs to one search, filter, page size and scope: any change shows page 0.
  const scope = JSON.stringify([filter, debounced, pageSize, ...(options.scope ?? [])]);
  const [paged, setPaged] = useState({ scope, page: 0 });
  const page = paged.scope === scope ? paged.page : 0;
  const setPage = (next: number) => setPaged({ scope, page: Math.max(0, next) });

  return {
    filter,
    setFilter,
    search,
    setSearch,
    /** The search to send: trimmed, once typing stops; undefined for none. */
    sentSearch: debounced || undefined,
    typing: search.trim() !== debounced,
    page,
    pageSize,
    setPage,
    scope,
    setPaged,
    paginationModel: { page, pageSize } satisfies GridPaginationModel,
    setPaginationModel: (model: GridPaginationModel) => {
      const size = options.toPageSize(model.pageSize);
      if (size !== pageSize) setPageSize(size);
      else setPage(model.page);
    },
  };
}

type PagedSearch = Pick<
  ReturnType<typeof usePagedSearch>,
  'page' | 'pageSize' | 'typing' | 'scope' | 'setPaged'
>;

/** What a page query needs for the follow-up; structurally a TanStack query result. */
interface PageQuery {
  data?: { total: number };
  isSuccess: boolean;
  isPending: boolean;
  isFetching: boolean;
  isPlaceholderData: boolean;
}

/**
 * The answer to one page: the total, whether a search is still on its way, whether anything loads;
 * when fewer rows match than before (say, after a cancellation) it goes back to the last page.
 */
export function usePagedResult(paging: PagedSearch, query: PageQuery) {
  const total = query.data?.total ?? 0;
  const lastPage = lastPageOf(total, paging.pageSize);
  const pageGone = query.isSuccess && !query.isPlaceholderData && paging.page > lastPage;
  const { setPaged, scope } = paging;
  useEffect(() => {
    if (pageGone) setPaged({ scope, page: lastPage });
  }, [pageGone, scope, lastPage, setPaged]);

  /** True while the typed search has not been sent yet, or a new first page has not arrived. */
  const isSearching = paging.typing || (query.isPlaceholderData && paging.page === 0);
  return { total, isSearching, loading: query.isPending || query.isFetching || isSearching };
}
