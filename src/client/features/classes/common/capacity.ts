/** How full a class looks on screen (spec 02 §4): the capacity bar's colour and fill. */

/** The capacity bar turns yellow at this share of seats taken (spec 02 §4). */
export const CAPACITY_WARNING_RATIO = 0.8;
/** Shown where a capacity is missing (cards, attendee view). */
export const FALLBACK_CAPACITY = 10;

/** Capacity bar colour, as an MUI palette name: red when full, yellow from 80 %, green otherwise. */
export function capacityColor(enrolled: number, max: number): 'error' | 'warning' | 'success' {
  if (max <= 0 || enrolled >= max) return 'error';
  return enrolled / max >= CAPACITY_WARNING_RATIO ? 'warning' : 'success';
}

/** The bar's fill, capped at 100 %. */
export const capacityPercent = (enrolled: number, max: number): number =>
  max <= 0 ? 100 : Math.min(100, Math.round((enrolled / max) * 100));
