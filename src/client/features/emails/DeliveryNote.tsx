import { Trans } from '@lingui/react/macro';
import { Alert } from '@mui/material';
import type { TOutboundStatus } from '../../../shared/schemas/email';
import { statusDetail, statusLook } from './emailStatusLook';

/**
 * Where the message just sent stands, as the server says it now: queued, sending, sent (the mail
 * server accepted it), failed with its answer, or not sent because there is no mail server.
 */
export function DeliveryNote({
  to,
  row,
  following,
}: {
  to: string;
  row: { status: TOutboundStatus; statusText: string } | undefined;
  following: boolean;
}) {
  if (!row) return null;
  const severity =
    row.status === 'sent' ? 'success' : row.status === 'failed' ? 'error' : following ? 'info' : 'warning';
  const text = statusDetail(row) ?? statusLook(row.status).label;
  return (
    <Alert severity={severity} role="status" sx={{ overflowWrap: 'anywhere' }}>
      {row.status === 'queued' && following ? (
        <Trans>
          Last message to {to}: {text} — waiting for the mail server
        </Trans>
      ) : (
        <Trans>
          Last message to {to}: {text}
        </Trans>
      )}
    </Alert>
  );
}
