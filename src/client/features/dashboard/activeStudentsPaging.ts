import { t } from '@lingui/core/macro';

/** The Active Students dialog's page size: the smallest the server offers (STUDENT_PAGE_SIZES). */
export const ACTIVE_STUDENTS_PAGE_SIZE = 12;

/** How many pages `total` rows make (at least one, so the pager always has a page). */
export const pageCountOf = (total: number, pageSize: number): number =>
  Math.max(1, Math.ceil(total / pageSize));

/** "13–24 of 30" for page 1 (counting from 0); "No active students" at none. */
export function pageRangeLabel(page: number, pageSize: number, total: number): string {
  if (total <= 0) return t`No active students`;
  const first = Math.min(page * pageSize + 1, total);
  const last = Math.min((page + 1) * pageSize, total);
  return t`${first}–${last} of ${total}`;
}

/** A student's status in words: "active" → "Active"; a status this screen does not know, capitalised. */
export function statusLabel(status: string): string {
  if (status === 'active') return t`Active`;
  if (status === 'inactive') return t`Inactive`;
  if (status === 'pending') return t`Pending`;
  return status ? status.charAt(0).toUpperCase() + status.slice(1) : t`Unknown`;
}
