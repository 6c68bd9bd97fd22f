import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { Chip, type ChipProps, Tooltip } from '@mui/material';
import type { TBooking } from '../../../shared/schemas/bookings';
import { cancellationText } from './CancellationNote';

const LOOK: Record<TBooking['bookingStatus'], { label: MessageDescriptor; color: ChipProps['color'] }> = {
  confirmed: { label: msg`Confirmed`, color: 'success' },
  cancelled: { label: msg`Cancelled`, color: 'default' },
  pending: { label: msg`Pending`, color: 'warning' },
};

type StatusOf = Pick<TBooking, 'bookingStatus' | 'cancelledAt' | 'cancellationReason'> &
  Partial<Pick<TBooking, 'attendance'>>;

const ATTENDED = { label: msg`Attended`, color: 'success' } as const;
const NO_SHOW = { label: msg`No-show`, color: 'error' } as const;

/**
 * Confirmed green, cancelled grey, pending amber; a checked-in booking says Attended or No-show. A
 * cancelled chip tells when and why on hover or focus.
 */
export function BookingStatusChip({ booking }: { booking: StatusOf }) {
  const { i18n } = useLingui();
  const status = booking.bookingStatus;
  const checkedIn =
    status === 'confirmed' && booking.attendance
      ? booking.attendance === 'no_show'
        ? NO_SHOW
        : ATTENDED
      : null;
  const known = checkedIn ?? LOOK[status];
  const look = known
    ? { label: i18n._(known.label), color: known.color }
    : { label: status, color: 'default' as const };
  const chip = (
    <Chip
      size="small"
      label={look.label}
      color={look.color}
      variant={status === 'cancelled' ? 'outlined' : 'filled'}
      tabIndex={status === 'cancelled' ? 0 : undefined}
      sx={{ fontWeight: 600, fontSize: 12, height: 22, '& .MuiChip-label': { px: 1 } }}
    />
  );
  if (status !== 'cancelled') return chip;
  return (
    <Tooltip title={cancellationText(booking)} describeChild placement="top">
      {chip}
    </Tooltip>
  );
}
