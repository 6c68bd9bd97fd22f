import { useLingui } from '@lingui/react/macro';
import type { TBooking } from '../../../shared/schemas/bookings';
import { PagedCardList } from '../common/paged/PagedCardList';
import { BookingCard } from './BookingCard';
import type { BookingAction } from './bookingAction';
import { NoBookingsFound } from './NoBookingsFound';

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
      empty={<NoBookingsFound />}
      renderItem={(b) => <BookingCard booking={b} action={action} />}
    />
  );
}
