import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Dialog, DialogActions, DialogContent, DialogTitle, Typography } from '@mui/material';
import { Link } from '@tanstack/react-router';
import { FeedAddressPanel } from './FeedAddressPanel';
import { useCalendarFeed } from './useCalendarFeed';

/** What the dashboard's "Add to calendar" opens: the private feed explained, created on first use. */
export function AddToCalendarDialog({ titleId, onClose }: { titleId: string; onClose: () => void }) {
  const { t } = useLingui();
  const controls = useCalendarFeed('student');
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby={titleId}>
      <DialogTitle id={titleId}>
        <Trans>Add your classes to your calendar</Trans>
      </DialogTitle>
      <DialogContent>
        <Typography variant="body2" sx={{ mb: 2 }}>
          <Trans>
            Your calendar app can subscribe to a private address that lists your booked classes. New bookings,
            changes and cancellations appear there by themselves.
          </Trans>
        </Typography>
        <FeedAddressPanel
          controls={controls}
          manage={false}
          offText={t`You have no calendar feed yet. Creating one makes a private address that only you know; you can turn it off or replace it in Settings at any time.`}
        />
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2, justifyContent: 'space-between' }}>
        <Button component={Link} to="/settings" hash="calendar-feed-title">
          <Trans>Manage in Settings</Trans>
        </Button>
        <Button onClick={onClose}>
          <Trans>Close</Trans>
        </Button>
      </DialogActions>
    </Dialog>
  );
}
