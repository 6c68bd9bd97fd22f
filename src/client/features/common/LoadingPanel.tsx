import { Box, CircularProgress } from '@mui/material';

/** Shown in place of a part of a screen whose code is still downloading (a lazy tab or form). */
export function LoadingPanel({ label }: { label: string }) {
  return (
    <Box sx={{ display: 'flex', justifyContent: 'center', py: 6 }}>
      <CircularProgress aria-label={label} />
    </Box>
  );
}
