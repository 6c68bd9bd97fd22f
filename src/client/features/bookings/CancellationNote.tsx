import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { Box } from '@mui/material';
import type { TBooking } from '../../../shared/schemas/bookings';
import { formatStudioDate } from '../../lib/studioClock';

type Cancelled = Pick<TBooking, 'cancelledAt' | 'cancellationReason'>;

/** "Cancelled Nov 22, 2026, 3:45 PM — reason" in full, for tooltips and cards. */
export function cancellationText({ cancelledAt, cancellationReason }: Cancelled): string {
  const date = cancelledAt ? formatStudioDate(cancelledAt, { withTime: true, timeSeparator: ', ' }) : null;
  const reason = cancellationReason;
  if (date !== null) return reason ? t`Cancelled ${date}: ${reason}` : t`Cancelled ${date}`;
  return reason ? t`Cancelled: ${reason}` : t`Cancelled`;
}

/**
 * Under a cancelled booking's status chip in the grid: when it was cancelled, then why, wrapped in
 * full (the grid gives cancelled rows the height they need).
 */
export function CancellationDetail(props: Cancelled) {
  const { cancelledAt, cancellationReason } = props;
  return (
    <Box sx={{ fontSize: 12, lineHeight: 1.35, whiteSpace: 'normal', overflowWrap: 'anywhere' }}>
      <Box component="span" sx={{ fontWeight: 500 }}>
        {cancelledAt ? (
          formatStudioDate(cancelledAt, { withTime: true, timeSeparator: ', ' })
        ) : (
          <Trans>Cancelled</Trans>
        )}
      </Box>
      <Box
        component="span"
        sx={{ color: 'text.secondary', fontStyle: cancellationReason ? 'normal' : 'italic' }}
      >
        {' · '}
        {cancellationReason || <Trans>No reason given</Trans>}
      </Box>
    </Box>
  );
}
