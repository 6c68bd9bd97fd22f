import EventBusy from '@mui/icons-material/EventBusy';
import { Box, Button, LinearProgress, Skeleton, Stack, Typography } from '@mui/material';
import { useMemo, useState } from 'react';
import type { TBooking } from '../../../shared/schemas/bookings';
import { BookingCard } from './BookingCard';
import { byClassDateDesc } from './bookingFormat';

const STEP = 25;

export interface BookingCardListProps {
  bookings: TBooking[];
  loading: boolean;
  onCancel: (booking: TBooking) => void;
}

/** The phone layout (under 768 px): the same bookings as cards, 25 at a time (key it by the query). */
export function BookingCardList({ bookings, loading, onCancel }: BookingCardListProps) {
  const [shown, setShown] = useState(STEP);
  const sorted = useMemo(() => byClassDateDesc(bookings), [bookings]);

  if (loading && bookings.length === 0) {
    return (
      <Stack spacing={1.5} aria-busy="true" aria-label="Loading bookings">
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} variant="rounded" height={168} />
        ))}
      </Stack>
    );
  }

  if (bookings.length === 0) {
    return (
      <Box sx={{ textAlign: 'center', py: 5, color: 'text.secondary' }}>
        <EventBusy sx={{ fontSize: 32, color: 'action.disabled' }} />
        <Typography sx={{ fontWeight: 600, color: 'text.primary' }}>No bookings found</Typography>
        <Typography variant="body2">Try another search or status filter.</Typography>
      </Box>
    );
  }

  return (
    <Box>
      <LinearProgress sx={{ visibility: loading ? 'visible' : 'hidden', mb: 1 }} aria-hidden={!loading} />
      <Stack component="ul" spacing={1.5} aria-label="Bookings" sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {sorted.slice(0, shown).map((b) => (
          <BookingCard key={b.id} booking={b} onCancel={onCancel} />
        ))}
      </Stack>
      {shown < bookings.length && (
        <Button fullWidth variant="text" onClick={() => setShown((n) => n + STEP)} sx={{ mt: 1.5 }}>
          Show more ({bookings.length - shown} left)
        </Button>
      )}
    </Box>
  );
}
