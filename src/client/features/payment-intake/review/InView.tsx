import { Box } from '@mui/material';
import { type ReactNode, useEffect, useRef } from 'react';

/** An answer appears under its form, off screen on a phone: it is brought into view once, when it appears. */
export function InView({ children }: { children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    // Braces: newer browsers return a promise from scrollIntoView, which React would take for a cleanup.
    void ref.current?.scrollIntoView({ block: 'start', behavior: 'smooth' });
  }, []);
  return <Box ref={ref}>{children}</Box>;
}
