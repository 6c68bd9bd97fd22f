import { useLingui } from '@lingui/react/macro';
import { Box, Card, CardContent, Skeleton } from '@mui/material';
import type { TBooking } from '../../../../shared/schemas/bookings';
import { BookingCard } from './BookingCard';

/**
 * One column on a phone, two from md. A CSS grid rather than MUI's Grid: the dashboard is on the
 * student's first load, and Grid's code is ~1.5 KB gzip of a budget the catalogues need (issue 33).
 */
const COLUMNS = {
  display: 'grid',
  gap: 2,
  gridTemplateColumns: { xs: '1fr', md: 'repeat(2, minmax(0, 1fr))' },
};

export function BookingListSkeleton() {
  const { t } = useLingui();
  return (
    <Box sx={COLUMNS} aria-label={t`Loading your classes`} aria-busy>
      {[0, 1].map((i) => (
        <Card key={i}>
          <CardContent>
            <Skeleton width="55%" height={28} />
            <Skeleton width="40%" />
            <Skeleton width="45%" />
            <Skeleton width="35%" />
            <Skeleton width="60%" sx={{ mt: 1 }} />
          </CardContent>
        </Card>
      ))}
    </Box>
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
    <Box component="ul" sx={{ ...COLUMNS, listStyle: 'none', p: 0, m: 0 }}>
      {bookings.map((b) => (
        <Box key={b.id} component="li" sx={{ minWidth: 0 }}>
          <BookingCard
            booking={b}
            cancellable={cancellable}
            cancellationDeadlineHours={cancellationDeadlineHours}
            onCancel={onCancel}
          />
        </Box>
      ))}
    </Box>
  );
}
