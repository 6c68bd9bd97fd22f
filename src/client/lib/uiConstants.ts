/**
 * Presentation numbers from the spec's "Business constants and limits" sections (01 §9, 02 §9, 03 §9):
 * refresh and cache timings, breakpoints, grid label lengths, toast and sidebar sizes. Client only;
 * the business numbers the server also uses stay in `src/shared/constants.ts`.
 */
export const BOOKINGS_REFRESH_MS = 30_000;
export const DATA_STALE_MS = 30_000;
export const MOBILE_BREAKPOINT_PX = 768;
export const MONTH_CELL_NAME_CHARS = 8;
export const WEEK_CELL_NAME_CHARS = 12;
export const COPY_CONFIRMATION_MS = 2_000;
export const TOAST_DURATION_MS = 5_000;
export const TOAST_LIMIT = 1;
export const SIDEBAR_COLLAPSED_PX = 64;
export const SIDEBAR_EXPANDED_PX = 192;

/** Shown where a figure or date is missing or still loading. */
export const NO_VALUE = '—';
