import { useLingui } from '@lingui/react/macro';
import { Box, Typography } from '@mui/material';
import { formatDate, formatTimeRange } from '../../../shared/dates';
import type { TBooking } from '../../../shared/schemas/bookings';
import { formatBookingPrice } from './bookingFormat';

/** Who, what, when and how much: the booking being cancelled. */
export function BookingSummary({ booking }: { booking: TBooking }) {
  const { t } = useLingui();
  const rows: [string, string][] = [
    [
      t`Student`,
      booking.studentEmail ? `${booking.studentName} (${booking.studentEmail})` : booking.studentName,
    ],
    [t`Class`, booking.className],
    [t`Date`, formatDate(booking.classDate)],
    [t`Time`, formatTimeRange(booking.startTime, booking.endTime)],
    [t`Price`, formatBookingPrice(booking)],
  ];
  return (
    <Box
      component="dl"
      aria-label={t`Booking details`}
      sx={{
        m: 0,
        p: 1.5,
        borderRadius: 1,
        bgcolor: 'grey.50',
        border: 1,
        borderColor: 'divider',
        display: 'grid',
        gridTemplateColumns: 'max-content 1fr',
        columnGap: 2,
        rowGap: 0.5,
      }}
    >
      {rows.map(([term, value]) => (
        <Box key={term} sx={{ display: 'contents' }}>
          <Typography component="dt" variant="body2" color="text.secondary">
            {term}
          </Typography>
          <Typography component="dd" variant="body2" sx={{ m: 0, fontWeight: 600, wordBreak: 'break-word' }}>
            {value}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
