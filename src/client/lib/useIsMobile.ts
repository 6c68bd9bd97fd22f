import { useMediaQuery } from '@mui/material';
import { MOBILE_BREAKPOINT_PX } from './uiConstants';

/** The spec's one breakpoint: under 768 px is mobile. */
export function useIsMobile(): boolean {
  return useMediaQuery(`(max-width:${MOBILE_BREAKPOINT_PX - 0.05}px)`, { noSsr: true });
}
