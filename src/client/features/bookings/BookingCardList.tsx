import EventBusy from '@mui/icons-material/EventBusy';
import { Typography } from '@mui/material';
import type { TBooking } from '../../../shared/schemas/bookings';
import { PagedCardList } from '../common/paged/PagedCardList';
import { BookingCard } from './BookingCard';
import type { BookingAction } from './bookingAction';

export interface BookingCardListProps {
  /** One page of bookings, in the server's order. */
  bookings: TBooking[];
  /** How many bookings match in all. */
  total: number;
  page: number;
  pageSize: number;
  onPageChange: (page: number) => void;
  loading: boolean;
  action: BookingAction;
  /** The list's accessible name. */
  label?: string;
}

/** The phone layout (under 768 px): the same pages of bookings as cards, with Previous and Next. */
export function BookingCardList({ bookings, action, label = 'Bookings', ...paging }: BookingCardListProps) {
  return (
    <PagedCardList
      {...paging}
      items={bookings}
      label={label}
      loadingLabel="Loading bookings"
      skeletonHeight={168}
      empty={
        <>
          <EventBusy sx={{ fontSize: 32, color: 'action.disabled' }} />
          <Typography sx={{ fontWeight: 600, color: 'text.primary' }}>No bookings found</Typography>
          <Typography variant="body2">Try another search or status filter.</Typography>
        </>
      }
      renderItem={(b) => <BookingCard booking={b} action={action} />}
    />
  );
}
