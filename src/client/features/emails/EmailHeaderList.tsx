import { useLingui } from '@lingui/react/macro';
import { Box } from '@mui/material';
import type { ReactNode } from 'react';

/** One header of a message: its name and value, as a row of `EmailHeaderList`. */
export function EmailHeader({ label, children }: { label: string; children: ReactNode }) {
  return (
    <>
      <Box component="dt" sx={{ color: 'text.secondary', fontSize: 14 }}>
        {label}
      </Box>
      <Box component="dd" sx={{ m: 0, fontSize: 14, minWidth: 0, overflowWrap: 'anywhere' }}>
        {children}
      </Box>
    </>
  );
}

/** A message's headers (sent or received) as a two-column definition list named "Headers". */
export function EmailHeaderList({ children }: { children: ReactNode }) {
  const { t } = useLingui();
  return (
    <Box
      component="dl"
      aria-label={t`Headers`}
      sx={{
        display: 'grid',
        gridTemplateColumns: 'max-content minmax(0, 1fr)',
        columnGap: 2,
        rowGap: 0.75,
        m: 0,
        alignItems: 'baseline',
      }}
    >
      {children}
    </Box>
  );
}
