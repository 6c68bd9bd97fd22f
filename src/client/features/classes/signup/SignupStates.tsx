import { Trans, useLingui } from '@lingui/react/macro';
import ArrowBack from '@mui/icons-material/ArrowBack';
import { Box, Button, CircularProgress, Paper, Typography } from '@mui/material';
import { Link } from '@tanstack/react-router';

export function ReturnToDashboard({ variant = 'text' }: { variant?: 'text' | 'contained' }) {
  return (
    <Button
      component={Link}
      to="/"
      variant={variant}
      startIcon={variant === 'text' ? <ArrowBack /> : undefined}
    >
      <Trans>Return to Dashboard</Trans>
    </Button>
  );
}

/** The page's no-id, invalid-id, not-found and error states, each with a way back. */
export function SignupMessage({ title, detail }: { title: string; detail?: string }) {
  return (
    <Paper variant="outlined" sx={{ p: { xs: 3, sm: 5 }, textAlign: 'center', maxWidth: 560, mx: 'auto' }}>
      <Typography variant="h5" component="h1" gutterBottom>
        {title}
      </Typography>
      {detail && (
        <Typography color="text.secondary" sx={{ mb: 3 }}>
          {detail}
        </Typography>
      )}
      <ReturnToDashboard variant="contained" />
    </Paper>
  );
}

export function SignupLoading() {
  const { t } = useLingui();
  return (
    <Paper variant="outlined" sx={{ p: 5, textAlign: 'center', maxWidth: 560, mx: 'auto' }}>
      <CircularProgress aria-label={t`Loading class`} sx={{ mb: 2 }} />
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        <Trans>Loading class...</Trans>
      </Typography>
      <Box>
        <ReturnToDashboard />
      </Box>
    </Paper>
  );
}
