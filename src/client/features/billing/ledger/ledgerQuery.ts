import { t } from '@lingui/core/macro';
import type { GridSortModel } from '@mui/x-data-grid';
import { isValidIsoDate } from '../../../../shared/dates';
import { PAYMENT_PAGE_SIZES, type TPaymentPageInput } from '../../../../shared/schemas/billing';
import { NO_VALUE } from '../../../lib/uiConstants';

/** The Payment Ledger's filters as the inputs hold them: '' is "no date", null is "All students". */
export interface LedgerFilters {
  startDate: string;
  endDate: string;
  studentId: number | null;
}

export const NO_FILTERS: LedgerFilters = { startDate: '', endDate: '', studentId: null };

/** The date-order error's English (dateRangeError says it in the page's language). */
export const DATE_ORDER_ERROR = 'Start date must be on or before end date';
export const LEDGER_CSV_PATH = '/api/payments/ledger.csv';

export type LedgerPageSize = (typeof PAYMENT_PAGE_SIZES)[number];

/** A day the filter can send: a real "YYYY-MM-DD" date, or undefined (empty or half typed). */
const dayOf = (value: string): string | undefined => {
  const text = value.trim();
  return isValidIsoDate(text) ? text : undefined;
};

export const hasFilters = (f: LedgerFilters): boolean =>
  Boolean(f.startDate || f.endDate || f.studentId !== null);

/** Why the filters cannot be sent ("Start date must be on or before end date"), or null. */
export function dateRangeError(f: LedgerFilters): string | null {
  const start = dayOf(f.startDate);
  const end = dayOf(f.endDate);
  return start && end && end < start ? t`Start date must be on or before end date` : null;
}

/** The filters the server takes (startDate, endDate, studentId), only those that are set. */
export function filterParams(
  f: LedgerFilters,
): Pick<TPaymentPageInput, 'startDate' | 'endDate' | 'studentId'> {
  const params: Pick<TPaymentPageInput, 'startDate' | 'endDate' | 'studentId'> = {};
  const start = dayOf(f.startDate);
  const end = dayOf(f.endDate);
  if (start) params.startDate = start;
  if (end) params.endDate = end;
  if (f.studentId !== null) params.studentId = f.studentId;
  return params;
}

/** Grid columns the server can order by, and the server's name for each; other columns do not sort. */
const SERVER_SORT_FIELD: Readonly<Record<string, NonNullable<TPaymentPageInput['sortField']>>> = {
  paymentDate: 'paymentDate',
  studentName: 'studentName',
  amount: 'amount',
  methodLabel: 'method',
};

/** Newest payment first (the server's default order). */
export const DEFAULT_SORT_MODEL: GridSortModel = [{ field: 'paymentDate', sort: 'desc' }];

export const isServerSortable = (gridField: string): boolean => Object.hasOwn(SERVER_SORT_FIELD, gridField);

/** The server's order for the grid's: its first sortable column; none leaves the server's default. */
export function toServerSort(model: GridSortModel): Pick<TPaymentPageInput, 'sortField' | 'sortDirection'> {
  const first = model[0];
  if (!first?.sort || !isServerSortable(first.field)) return {};
  return { sortField: SERVER_SORT_FIELD[first.field]!, sortDirection: first.sort };
}

/** A page size the server accepts: the size asked for if offered, else the smallest. */
export function toPageSize(size: number): LedgerPageSize {
  return (PAYMENT_PAGE_SIZES as readonly number[]).includes(size)
    ? (size as LedgerPageSize)
    : PAYMENT_PAGE_SIZES[0];
}

/** billing.paymentPage's input for the filters, page and order; null while the dates are out of order. */
export function toPageInput(
  f: LedgerFilters,
  paging: { page: number; pageSize: LedgerPageSize },
  sortModel: GridSortModel,
): TPaymentPageInput | null {
  if (dateRangeError(f)) return null;
  return { ...filterParams(f), page: paging.page, pageSize: paging.pageSize, ...toServerSort(sortModel) };
}

/** Export CSV's address: every payment the filters match (the server names the file). */
export function ledgerCsvUrl(f: LedgerFilters): string {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(filterParams(f))) query.set(key, String(value));
  const text = query.toString();
  return text ? `${LEDGER_CSV_PATH}?${text}` : LEDGER_CSV_PATH;
}

/** The e-mail a payment was read from, or "—" for one recorded by hand. */
export const emailSource = (emailFrom: string | null | undefined): string => emailFrom?.trim() || NO_VALUE;
