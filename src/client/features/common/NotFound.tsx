import { Trans } from '@lingui/react/macro';
import { Box, Button, Typography } from '@mui/material';
import { Link } from '@tanstack/react-router';

export function NotFound() {
  return (
    <Box sx={{ minHeight: '100dvh', display: 'grid', placeItems: 'center', p: 3, textAlign: 'center' }}>
      <Box>
        <Typography variant="h4" component="h1" gutterBottom>
          <Trans>404 Page Not Found</Trans>
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 3 }}>
          <Trans>The page you are looking for does not exist or has moved.</Trans>
        </Typography>
        <Button variant="contained" component={Link} to="/">
          <Trans>Go Home</Trans>
        </Button>
      </Box>
    </Box>
  );
}
