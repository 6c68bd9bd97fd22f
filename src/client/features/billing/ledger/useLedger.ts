import type { GridSortModel } from '@mui/x-data-grid';
import { keepPreviousData, skipToken, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { trpc } from '../../../lib/trpc';
import { usePagedResult, usePagedSearch } from '../../common/paged/usePagedSearch';
import {
  DEFAULT_SORT_MODEL,
  dateRangeError,
  type LedgerFilters,
  type LedgerPageSize,
  ledgerCsvUrl,
  NO_FILTERS,
  toPageInput,
  toPageSize,
  toServerSort,
} from './ledgerQuery';

/**
 * The Payment Ledger's state and its page (billing.paymentPage): filters, page and order, one page of
 * payments with the filter's totals. A new filter, order or page size starts again at the first page;
 * dates out of order are not sent. The previous page stays on screen while the next one loads.
 */
export function useLedger() {
  const [sortModel, setSortModel] = useState<GridSortModel>(DEFAULT_SORT_MODEL);
  const paging = usePagedSearch<LedgerFilters, LedgerPageSize>({
    initialFilter: NO_FILTERS,
    initialPageSize: toPageSize(0),
    toPageSize,
    scope: [toServerSort(sortModel)],
  });
  const filters = paging.filter;
  const rangeError = dateRangeError(filters);
  const input = toPageInput(filters, paging, sortModel);

  const query = useQuery({
    ...trpc.billing.paymentPage.queryOptions(input ?? skipToken),
    placeholderData: keepPreviousData,
  });
  const result = usePagedResult(paging, query);
  const data = input ? query.data : undefined;

  return {
    filters,
    setFilters: paging.setFilter,
    /** "Start date must be on or before end date", or null. */
    rangeError,
    query,
    /** This page's payments, in the server's order. */
    rows: data?.rows ?? [],
    total: data ? result.total : 0,
    /** The filter's count, revenue and average; undefined until they arrive (or the dates are wrong). */
    totals: data?.totals,
    /** True while new totals are on their way (the ones on screen belong to other filters). */
    totalsLoading: input !== null && (query.isPending || (query.isPlaceholderData && paging.page === 0)),
    loading: input !== null && result.loading,
    paginationModel: paging.paginationModel,
    setPaginationModel: paging.setPaginationModel,
    setPage: paging.setPage,
    sortModel,
    setSortModel,
    /** Export CSV: every payment the filters match. */
    csvUrl: ledgerCsvUrl(filters),
  };
}
