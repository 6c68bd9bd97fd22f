import { Box, Typography } from '@mui/material';
import { shownReason } from './reasons';

/** Why a notice was refused or waits: one line each, as the server gave them, in the page's language. */
export function ReasonList({ reasons, label }: { reasons: readonly string[]; label: string }) {
  if (reasons.length === 0) return null;
  return (
    <Box component="ul" aria-label={label} sx={{ m: 0, pl: 2.5 }}>
      {reasons.map((r) => (
        <Typography key={r} component="li" variant="body2" sx={{ overflowWrap: 'anywhere' }}>
          {shownReason(r)}
        </Typography>
      ))}
    </Box>
  );
}
