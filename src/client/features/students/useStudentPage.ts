import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { STUDENT_PAGE_SIZES, type TStudentStatusFilter } from '../../../shared/schemas/students';
import { trpc } from '../../lib/trpc';
import { usePagedResult, usePagedSearch } from '../common/paged/usePagedSearch';

type StudentPageSize = (typeof STUDENT_PAGE_SIZES)[number];

const DEFAULT_PAGE_SIZE: StudentPageSize = 24;

/** The nearest size the server accepts. */
const toPageSize = (size: number): StudentPageSize =>
  STUDENT_PAGE_SIZES.reduce((best, s) => (Math.abs(s - size) < Math.abs(best - size) ? s : best));

/**
 * Student Management's cards, searched (name or e-mail), filtered by status and paged on the server
 * (students.page); the previous page stays on screen while the next one loads.
 */
export function useStudentPage() {
  const paging = usePagedSearch<TStudentStatusFilter, StudentPageSize>({
    initialFilter: 'all',
    initialPageSize: DEFAULT_PAGE_SIZE,
    toPageSize,
  });
  const query = useQuery({
    ...trpc.students.page.queryOptions({
      search: paging.sentSearch,
      status: paging.filter,
      page: paging.page,
      pageSize: paging.pageSize,
    }),
    placeholderData: keepPreviousData,
  });
  const result = usePagedResult(paging, query);

  return {
    ...paging,
    query,
    students: query.data?.rows ?? [],
    total: result.total,
    /** By status, for the search typed (whatever the filter); undefined until the first answer. */
    counts: query.data?.counts,
    isSearching: result.isSearching,
    loading: result.loading,
  };
}
