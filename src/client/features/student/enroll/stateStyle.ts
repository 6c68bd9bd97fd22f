import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
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

/** Words for screen readers and tooltips (shown with `i18n._`). */
export const STATE_WORDS: Record<ClassState, MessageDescriptor> = {
  booked: msg`Booked`,
  full: msg`Full`,
  available: msg`Available`,
  past: msg`Past`,
  notOpen: msg`Not yet open`,
};
