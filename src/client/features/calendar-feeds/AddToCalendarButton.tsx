import CalendarMonth from '@mui/icons-material/CalendarMonth';
import { Box, Button, Dialog, DialogActions, DialogContent, DialogTitle, Typography } from '@mui/material';
import { Link } from '@tanstack/react-router';
import { useId, useState } from 'react';
import { FeedAddressPanel } from './FeedAddressPanel';
import { useCalendarFeed } from './useCalendarFeed';

/**
 * The dashboard's "Add to calendar": a dialog that explains the private feed, creates it on first
 * use, then offers Subscribe and Copy. Regenerating and turning it off live in Settings.
 */
export function AddToCalendarButton() {
  const [open, setOpen] = useState(false);
  const titleId = useId();
  return (
    <Box sx={{ display: 'flex', justifyContent: 'flex-end', mb: 1 }}>
      <Button variant="outlined" startIcon={<CalendarMonth />} onClick={() => setOpen(true)}>
        Add to calendar
      </Button>
      {open && <AddToCalendarDialog titleId={titleId} onClose={() => setOpen(false)} />}
    </Box>
  );
}

function AddToCalendarDialog({ titleId, onClose }: { titleId: string; onClose: () => void }) {
  const controls = useCalendarFeed('student');
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby={titleId}>
      <DialogTitle id={titleId}>Add your classes to your calendar</DialogTitle>
      <DialogContent>
        <Typography variant="body2" sx={{ mb: 2 }}>
          Your calendar app can subscribe to a private address that lists your booked classes. New bookings,
          changes and cancellations appear there by themselves.
        </Typography>
        <FeedAddressPanel
          controls={controls}
          manage={false}
          offText="You have no calendar feed yet. Creating one makes a private address that only you know; you can turn it off or replace it in Settings at any time."
        />
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2, justifyContent: 'space-between' }}>
        <Button component={Link} to="/settings" hash="calendar-feed-title">
          Manage in Settings
        </Button>
        <Button onClick={onClose}>Close</Button>
      </DialogActions>
    </Dialog>
  );
}
