import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import AccessTime from '@mui/icons-material/AccessTime';
import CalendarToday from '@mui/icons-material/CalendarToday';
import EventBusy from '@mui/icons-material/EventBusy';
import InfoOutlined from '@mui/icons-material/InfoOutlined';
import Place from '@mui/icons-material/Place';
import {
  Box,
  Button,
  Card,
  CardActions,
  CardContent,
  Chip,
  type ChipProps,
  Stack,
  Typography,
} from '@mui/material';
import type { ReactNode } from 'react';
import { cannotCancelMessage } from '../../../../shared/booking-messages';
import { DEFAULT_CLASS_PRICE } from '../../../../shared/constants';
import { formatTimeRange } from '../../../../shared/dates';
import { decimalToCents, formatMoney } from '../../../../shared/money';
import type { TBooking } from '../../../../shared/schemas/bookings';
import { tr } from '../../../i18n/tr';
import { formatStudioDate } from '../../../lib/studioClock';
import { BookingCalendarButton } from '../../calendar-feeds/BookingCalendarButton';

const STATUS: Record<TBooking['bookingStatus'], { label: MessageDescriptor; color: ChipProps['color'] }> = {
  confirmed: { label: msg`Confirmed`, color: 'success' },
  pending: { label: msg`Pending`, color: 'warning' },
  cancelled: { label: msg`Cancelled`, color: 'error' },
};

/** What the studio recorded at check-in, in the attendance screen's words; it replaces "Confirmed". */
const ATTENDANCE: Record<
  NonNullable<TBooking['attendance']>,
  { label: MessageDescriptor; color: ChipProps['color'] }
> = {
  attended: { label: msg`Attended`, color: 'success' },
  no_show: { label: msg`No-show`, color: 'error' },
};

function Fact({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, color: 'text.secondary', minWidth: 0 }}>
      {icon}
      <Typography variant="body2" color="text.primary" sx={{ overflowWrap: 'anywhere' }}>
        {children}
      </Typography>
    </Box>
  );
}

/**
 * One booking under My Classes: name, status, date, time, place, price, when it was booked and, once
 * cancelled, why and when. `cancellable` is set for the Upcoming list; the 24 h rule is the server's
 * (`canCancel`).
 */
export function BookingCard({
  booking: b,
  cancellable,
  cancellationDeadlineHours,
  onCancel,
}: {
  booking: TBooking;
  cancellable: boolean;
  /** The studio's cancellation deadline, for the "Cannot cancel" text. */
  cancellationDeadlineHours: number;
  onCancel: (booking: TBooking) => void;
}) {
  const status =
    b.bookingStatus === 'confirmed' && b.attendance ? ATTENDANCE[b.attendance] : STATUS[b.bookingStatus];
  const showCancelArea = cancellable && b.bookingStatus === 'confirmed';
  const { t, i18n } = useLingui();
  const bookedOn = formatStudioDate(b.bookedAt);
  const cancelledOn = b.cancelledAt ? formatStudioDate(b.cancelledAt) : '';
  const reason = b.cancellationReason || t`No reason given`;
  const passName = b.passName;
  return (
    <Card
      component="article"
      aria-label={b.className}
      sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}
    >
      <CardContent sx={{ flexGrow: 1 }}>
        <Stack
          direction="row"
          spacing={1}
          sx={{ justifyContent: 'space-between', alignItems: 'flex-start', mb: 1.5 }}
        >
          <Typography
            variant="subtitle1"
            component="h3"
            sx={{ fontWeight: 600, lineHeight: 1.35, minWidth: 0 }}
          >
            {b.className}
          </Typography>
          <Chip
            size="small"
            variant="outlined"
            color={status.color}
            label={i18n._(status.label)}
            sx={{ flexShrink: 0 }}
          />
        </Stack>
        <Stack spacing={0.75}>
          <Fact icon={<CalendarToday fontSize="small" />}>{formatStudioDate(b.classDate)}</Fact>
          <Fact icon={<AccessTime fontSize="small" />}>{formatTimeRange(b.startTime, b.endTime)}</Fact>
          {b.location && <Fact icon={<Place fontSize="small" />}>{b.location}</Fact>}
        </Stack>
        <Stack
          direction="row"
          sx={{ mt: 1.5, justifyContent: 'space-between', alignItems: 'baseline', gap: 1, flexWrap: 'wrap' }}
        >
          <Typography variant="body2" color="text.secondary">
            <Trans>Booked on {bookedOn}</Trans>
          </Typography>
          <Typography variant="subtitle1" component="p" sx={{ fontWeight: 700 }}>
            {passName
              ? b.passKind === 'membership'
                ? t`Membership: ${passName}`
                : t`Pass: ${passName}`
              : formatMoney(decimalToCents(b.classPrice || b.price || DEFAULT_CLASS_PRICE) ?? 0)}
          </Typography>
        </Stack>
        {b.bookingStatus === 'cancelled' && (
          <Box
            sx={{
              mt: 1.5,
              p: 1.5,
              borderRadius: 1,
              bgcolor: (theme) => `color-mix(in srgb, ${theme.palette.error.main} 6%, transparent)`,
              display: 'flex',
              gap: 1,
            }}
          >
            <EventBusy fontSize="small" color="error" aria-hidden />
            <Box sx={{ minWidth: 0 }}>
              {b.cancelledAt && (
                <Typography variant="body2" sx={{ fontWeight: 600 }}>
                  <Trans>Cancelled on {cancelledOn}</Trans>
                </Typography>
              )}
              <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
                <Trans>Reason: {reason}</Trans>
              </Typography>
            </Box>
          </Box>
        )}
      </CardContent>
      {showCancelArea && (
        <>
          <Box component="hr" sx={{ m: 0, border: 0, borderTop: 1, borderColor: 'divider' }} />
          <CardActions disableSpacing sx={{ px: 2, py: 1.25, flexWrap: 'wrap', gap: 1 }}>
            {b.canCancel ? (
              <Button color="error" variant="outlined" size="small" onClick={() => onCancel(b)}>
                <Trans>Cancel Booking</Trans>
              </Button>
            ) : (
              <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.75, color: 'text.secondary' }}>
                <InfoOutlined fontSize="small" aria-hidden />
                <Typography variant="body2">{tr(cannotCancelMessage(cancellationDeadlineHours))}</Typography>
              </Box>
            )}
            <BookingCalendarButton bookingId={b.id} />
          </CardActions>
        </>
      )}
    </Card>
  );
}
