import { Trans } from '@lingui/react/macro';
import EventBusy from '@mui/icons-material/EventBusy';
import { Typography } from '@mui/material';

/** What the bookings list says when nothing matches, as cards (phone) and in the grid (desktop). */
export function NoBookingsFound() {
  return (
    <>
      <EventBusy sx={{ fontSize: 32, color: 'action.disabled' }} />
      <Typography sx={{ fontWeight: 600, color: 'text.primary' }}>
        <Trans>No bookings found</Trans>
      </Typography>
      <Typography variant="body2">
        <Trans>Try another search or status filter.</Trans>
      </Typography>
    </>
  );
}
