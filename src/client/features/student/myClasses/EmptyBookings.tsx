import { Trans } from '@lingui/react/macro';
import EventNote from '@mui/icons-material/EventNote';
import { Box, Button, Paper, Typography } from '@mui/material';

/** "No Upcoming Classes" and its siblings, with a way to the calendar where it helps. */
export function EmptyBookings({
  title,
  detail,
  onBrowse,
}: {
  title: string;
  detail: string;
  onBrowse?: () => void;
}) {
  return (
    <Paper variant="outlined" sx={{ py: { xs: 5, sm: 7 }, px: 3, textAlign: 'center' }}>
      <Box
        aria-hidden
        sx={{
          width: 56,
          height: 56,
          mx: 'auto',
          mb: 2,
          borderRadius: '50%',
          display: 'grid',
          placeItems: 'center',
          color: 'primary.main',
          bgcolor: (theme) => `color-mix(in srgb, ${theme.palette.primary.main} 10%, transparent)`,
        }}
      >
        <EventNote />
      </Box>
      <Typography variant="h6" component="p" gutterBottom>
        {title}
      </Typography>
      <Typography color="text.secondary" sx={{ maxWidth: 420, mx: 'auto' }}>
        {detail}
      </Typography>
      {onBrowse && (
        <Button variant="contained" onClick={onBrowse} sx={{ mt: 3 }}>
          <Trans>Browse Classes</Trans>
        </Button>
      )}
    </Paper>
  );
}
