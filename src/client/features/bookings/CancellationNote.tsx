import { Box, Tooltip } from '@mui/material';
import type { TBooking } from '../../../shared/schemas/bookings';
import { formatTimestamp, formatTimestampDate } from './bookingFormat';

type Cancelled = Pick<TBooking, 'cancelledAt' | 'cancellationReason'>;

/** "Cancelled Nov 22, 2026, 3:45 PM — reason" in full, for tooltips and cards. */
export function cancellationText({ cancelledAt, cancellationReason }: Cancelled): string {
  const when = cancelledAt ? `Cancelled ${formatTimestamp(cancelledAt)}` : 'Cancelled';
  return cancellationReason ? `${when}: ${cancellationReason}` : when;
}

/** The grid's "Cancelled" cell on one line: the day, then the reason; the full text in a tooltip. */
export function CancellationCell(props: Cancelled) {
  const { cancelledAt, cancellationReason } = props;
  return (
    <Tooltip title={cancellationText(props)} placement="top-start" enterDelay={300}>
      <Box sx={{ minWidth: 0, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>
        <Box component="span" sx={{ fontWeight: 500 }}>
          {cancelledAt ? formatTimestampDate(cancelledAt) : 'Cancelled'}
        </Box>
        <Box
          component="span"
          sx={{ color: 'text.secondary', fontStyle: cancellationReason ? 'normal' : 'italic' }}
        >
          {' · '}
          {cancellationReason || 'No reason given'}
        </Box>
      </Box>
    </Tooltip>
  );
}
