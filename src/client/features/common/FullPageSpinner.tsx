import { useLingui } from '@lingui/react/macro';
import { Box, CircularProgress } from '@mui/material';

export function FullPageSpinner() {
  const { t } = useLingui();
  return (
    <Box sx={{ minHeight: '100dvh', display: 'grid', placeItems: 'center' }}>
      <CircularProgress aria-label={t`Loading`} />
    </Box>
  );
}
