import { useLingui } from '@lingui/react/macro';
import AccessTime from '@mui/icons-material/AccessTime';
import CalendarToday from '@mui/icons-material/CalendarToday';
import Place from '@mui/icons-material/Place';
import { Box, Card, CardContent, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { formatDate, formatTimeRange } from '../../../shared/dates';
import type { TBooking } from '../../../shared/schemas/bookings';
import { ActionButton } from './ActionButton';
import { BookingStatusChip } from './BookingStatusChip';
import type { BookingAction } from './bookingAction';
import { LOCATION_FALLBACK } from './bookingColumns';
import { formatBookingPrice } from './bookingFormat';
import { cancellationText } from './CancellationNote';

function Fact({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.75, color: 'text.secondary', minWidth: 0 }}>
      <Box component="span" sx={{ display: 'flex', '& svg': { fontSize: 16 } }} aria-hidden>
        {icon}
      </Box>
      <Typography variant="body2" noWrap>
        {children}
      </Typography>
    </Box>
  );
}

/** One booking on a phone: the grid row's fields stacked, with the same action (Cancel Booking, Refund). */
export function BookingCard({ booking, action }: { booking: TBooking; action: BookingAction }) {
  const { i18n } = useLingui();
  const b = booking;
  return (
    <Card component="li" aria-label={`${b.studentName}, ${b.className}, ${formatDate(b.classDate)}`}>
      <CardContent sx={{ p: 1.75, '&:last-child': { pb: 1.75 } }}>
        <Box sx={{ display: 'flex', alignItems: 'flex-start', justifyContent: 'space-between', gap: 1 }}>
          <Box sx={{ minWidth: 0 }}>
            <Typography sx={{ fontWeight: 700 }} noWrap>
              {b.studentName}
            </Typography>
            <Typography variant="body2" color="text.secondary" noWrap>
              {b.studentEmail}
            </Typography>
          </Box>
          <BookingStatusChip booking={b} />
        </Box>
        <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'baseline', mt: 1.25 }}>
          <Typography sx={{ fontWeight: 600 }} noWrap>
            {b.className}
          </Typography>
          <Typography sx={{ fontWeight: 600, fontVariantNumeric: 'tabular-nums', ml: 1 }}>
            {formatBookingPrice(b)}
          </Typography>
        </Box>
        <Box sx={{ display: 'grid', gap: 0.25, mt: 0.5 }}>
          <Fact icon={<CalendarToday />}>{formatDate(b.classDate)}</Fact>
          <Fact icon={<AccessTime />}>{formatTimeRange(b.startTime, b.endTime)}</Fact>
          <Fact icon={<Place />}>{b.location || i18n._(LOCATION_FALLBACK)}</Fact>
        </Box>
        {b.bookingStatus === 'cancelled' && (
          <Typography
            variant="body2"
            sx={{ mt: 1, px: 1, py: 0.75, borderRadius: 1, bgcolor: 'grey.100', color: 'text.secondary' }}
          >
            {cancellationText(b)}
          </Typography>
        )}
        {b.bookingStatus === 'confirmed' && (
          <ActionButton
            bookingAction={action}
            booking={b}
            fullWidth
            variant="outlined"
            size="small"
            sx={{ mt: 1.25 }}
          />
        )}
      </CardContent>
    </Card>
  );
}
