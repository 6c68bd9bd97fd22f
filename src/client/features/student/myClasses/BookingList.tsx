import { useLingui } from '@lingui/react/macro';
import { Card, CardContent, Grid, Skeleton } from '@mui/material';
import type { TBooking } from '../../../../shared/schemas/bookings';
import { BookingCard } from './BookingCard';

const ITEM = { xs: 12, md: 6 } as const;

export function BookingListSkeleton() {
  const { t } = useLingui();
  return (
    <Grid container spacing={2} aria-label={t`Loading your classes`} aria-busy>
      {[0, 1].map((i) => (
        <Grid key={i} size={ITEM}>
          <Card>
            <CardContent>
              <Skeleton width="55%" height={28} />
              <Skeleton width="40%" />
              <Skeleton width="45%" />
              <Skeleton width="35%" />
              <Skeleton width="60%" sx={{ mt: 1 }} />
            </CardContent>
          </Card>
        </Grid>
      ))}
    </Grid>
  );
}

export function BookingList({
  bookings,
  cancellable,
  cancellationDeadlineHours,
  onCancel,
}: {
  bookings: TBooking[];
  cancellable: boolean;
  cancellationDeadlineHours: number;
  onCancel: (booking: TBooking) => void;
}) {
  return (
    <Grid container spacing={2} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
      {bookings.map((b) => (
        <Grid key={b.id} size={ITEM} component="li">
          <BookingCard
            booking={b}
            cancellable={cancellable}
            cancellationDeadlineHours={cancellationDeadlineHours}
            onCancel={onCancel}
          />
        </Grid>
      ))}
    </Grid>
  );
}
