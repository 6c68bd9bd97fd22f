import { alpha, type Theme } from '@mui/material/styles';
import type { ClassState } from './enrollMath';

/** How a class looks on the student calendar by its state: booked green, full red, open indigo, past grey. */
export function stateTone(theme: Theme, state: ClassState) {
  const main =
    state === 'booked'
      ? theme.palette.success.main
      : state === 'full'
        ? theme.palette.error.main
        : state === 'past'
          ? theme.palette.grey[400]
          : state === 'notOpen'
            ? theme.palette.grey[600]
            : theme.palette.primary.main;
  return {
    main,
    bgcolor: alpha(main, state === 'past' ? 0.08 : 0.1),
    hover: alpha(main, 0.2),
  };
}

/** Words for screen readers and tooltips. */
export const STATE_WORDS: Record<ClassState, string> = {
  booked: 'Booked',
  full: 'Full',
  available: 'Available',
  past: 'Past',
  notOpen: 'Not yet open',
};
