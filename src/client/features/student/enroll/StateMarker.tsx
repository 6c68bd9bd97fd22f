import { useLingui } from '@lingui/react/macro';
import { Box } from '@mui/material';
import type { ClassState } from './enrollMath';

/** "FULL" for a full class, a tick labelled "Booked" for the student's own; nothing otherwise. */
export function StateMarker({ state }: { state: ClassState }) {
  const { t } = useLingui();
  if (state === 'booked') {
    return (
      <Box
        component="span"
        role="img"
        aria-label={t`Booked`}
        sx={{
          flexShrink: 0,
          display: 'inline-grid',
          placeItems: 'center',
          width: 16,
          height: 16,
          borderRadius: '50%',
          bgcolor: 'success.main',
          color: 'success.contrastText',
          fontSize: 11,
          fontWeight: 700,
          lineHeight: 1,
        }}
      >
        ✓
      </Box>
    );
  }
  if (state === 'full') {
    return (
      <Box
        component="span"
        sx={{
          flexShrink: 0,
          px: 0.5,
          borderRadius: 0.75,
          bgcolor: 'error.main',
          color: 'error.contrastText',
          fontSize: 10,
          fontWeight: 700,
          letterSpacing: 0.4,
          lineHeight: '16px',
        }}
      >
        {t`FULL`}
      </Box>
    );
  }
  return null;
}
