import { Trans, useLingui } from '@lingui/react/macro';
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
export function BookingCardList({ bookings, action, label, ...paging }: BookingCardListProps) {
  const { t } = useLingui();
  return (
    <PagedCardList
      {...paging}
      items={bookings}
      label={label ?? t`Bookings`}
      loadingLabel={t`Loading bookings`}
      skeletonHeight={168}
      empty={
        <>
          <EventBusy sx={{ fontSize: 32, color: 'action.disabled' }} />
          <Typography sx={{ fontWeight: 600, color: 'text.primary' }}>
            <Trans>No bookings found</Trans>
          </Typography>
          <Typography variant="body2">
            <Trans>Try another search or status filter.</Trans>
          </Typography>
        </>
      }
      renderItem={(b) => <BookingCard booking={b} action={action} />}
    />
  );
}
