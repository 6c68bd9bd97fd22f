import ChevronLeft from '@mui/icons-material/ChevronLeft';
import ChevronRight from '@mui/icons-material/ChevronRight';
import EventBusy from '@mui/icons-material/EventBusy';
import { Box, Button, LinearProgress, Skeleton, Stack, Typography } from '@mui/material';
import { useRef } from 'react';
import type { TBooking } from '../../../shared/schemas/bookings';
import { BookingCard } from './BookingCard';
import { lastPageOf } from './bookingSort';

export interface BookingCardListProps {
  /** One page of bookings, in the server's order. */
  bookings: TBooking[];
  /** How many bookings match in all. */
  total: number;
  page: number;
  pageSize: number;
  onPageChange: (page: number) => void;
  loading: boolean;
  onCancel: (booking: TBooking) => void;
}

/** The phone layout (under 768 px): the same pages of bookings as cards, with Previous and Next. */
export function BookingCardList({
  bookings,
  total,
  page,
  pageSize,
  onPageChange,
  loading,
  onCancel,
}: BookingCardListProps) {
  const top = useRef<HTMLDivElement>(null);
  // A new page starts at its first card, not where the pager was.
  const goTo = (next: number) => {
    onPageChange(next);
    top.current?.scrollIntoView({ block: 'start' });
  };

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

  const first = page * pageSize + 1;
  const last = page * pageSize + bookings.length;
  const lastPage = lastPageOf(total, pageSize);
  return (
    <Box ref={top} sx={{ scrollMarginTop: 72 }}>
      <LinearProgress sx={{ visibility: loading ? 'visible' : 'hidden', mb: 1 }} aria-hidden={!loading} />
      <Stack component="ul" spacing={1.5} aria-label="Bookings" sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {bookings.map((b) => (
          <BookingCard key={b.id} booking={b} onCancel={onCancel} />
        ))}
      </Stack>
      {lastPage > 0 && (
        <Box
          component="nav"
          aria-label="Bookings pages"
          sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 1, mt: 1.5 }}
        >
          <Button startIcon={<ChevronLeft />} disabled={page === 0 || loading} onClick={() => goTo(page - 1)}>
            Previous
          </Button>
          <Typography variant="body2" color="text.secondary" aria-live="polite">
            {first.toLocaleString()}–{last.toLocaleString()} of {total.toLocaleString()}
          </Typography>
          <Button
            endIcon={<ChevronRight />}
            disabled={page >= lastPage || loading}
            onClick={() => goTo(page + 1)}
          >
            Next
          </Button>
        </Box>
      )}
    </Box>
  );
}
