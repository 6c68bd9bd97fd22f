import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { trpc } from '../../../lib/trpc';
import { useDebouncedValue } from '../../../lib/useDebouncedValue';
import { SEARCH_DEBOUNCE_MS } from '../../common/paged/usePagedSearch';

/** Login Info's lookup: students whose e-mail contains the search (any case), sent once typing stops. */
export function useLoginInfo() {
  const [search, setSearch] = useState('');
  const sent = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  const query = useQuery({
    ...trpc.students.loginInfo.queryOptions({ search: sent }),
    placeholderData: keepPreviousData,
  });
  return {
    search,
    setSearch,
    query,
    rows: query.data?.rows ?? [],
    total: query.data?.total ?? 0,
    searching: search.trim() !== sent || query.isPlaceholderData,
  };
}
