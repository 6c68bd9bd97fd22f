/** The last page that has rows (0 when there are none). */
export const lastPageOf = (total: number, pageSize: number): number =>
  Math.max(0, Math.ceil(total / pageSize) - 1);
