import { trpc } from '../../lib/trpc';
import { ACTIVE_STUDENTS_PAGE_SIZE } from './activeStudentsPaging';

/** One page of active students; page 0 also gives the card its count, from the same cache entry. */
export const activeStudentsQuery = (page: number) =>
  trpc.students.page.queryOptions({ status: 'active', page, pageSize: ACTIVE_STUDENTS_PAGE_SIZE });
