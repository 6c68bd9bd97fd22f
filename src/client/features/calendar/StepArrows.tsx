import ChevronLeft from '@mui/icons-material/ChevronLeft';
import ChevronRight from '@mui/icons-material/ChevronRight';
import { IconButton } from '@mui/material';
import type { ReactNode } from 'react';

/** One step back or forward (a month, a week); a side that the loaded data does not reach is disabled. */
export interface StepNav {
  onPrevious: () => void;
  onNext: () => void;
  /** Defaults to true. */
  canPrevious?: boolean;
  /** Defaults to true. */
  canNext?: boolean;
}

/** The arrows' accessible names, which differ by screen ("Previous" / "Next", "Previous month" / …). */
export interface NavLabels {
  previousLabel: string;
  nextLabel: string;
}

/** The back and forward arrows around `children` (a Today button, a title). */
export function StepArrows({ nav, children }: { nav: StepNav & NavLabels; children: ReactNode }) {
  return (
    <>
      <IconButton
        aria-label={nav.previousLabel}
        onClick={nav.onPrevious}
        disabled={nav.canPrevious === false}
      >
        <ChevronLeft />
      </IconButton>
      {children}
      <IconButton aria-label={nav.nextLabel} onClick={nav.onNext} disabled={nav.canNext === false}>
        <ChevronRight />
      </IconButton>
    </>
  );
}
