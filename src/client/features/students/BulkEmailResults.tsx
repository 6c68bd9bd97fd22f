import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Box, Typography } from '@mui/material';
import type { TBulkSendResult } from '../../../shared/schemas/email';
import { statusLook } from '../emails/emailStatusLook';
import { type BulkResultRow, countBulkResults, countsLine } from './bulkEmailModel';

const STATUS_COLORS = {
  success: 'success.main',
  warning: 'warning.dark',
  info: 'info.main',
  error: 'error.main',
  default: 'text.secondary',
} as const;

/** What is true of the send now: the mail server's answer so far, or why nothing went out. */
function DeliveryState({
  result,
  waiting,
  following,
}: {
  result: TBulkSendResult;
  waiting: number;
  following: boolean;
}) {
  if (!result.mailConfigured) return <Alert severity="warning">{result.message}</Alert>;
  if (waiting === 0) return null;
  return following ? (
    <Alert severity="info">
      <Trans>Waiting for the mail server: a message shows as sent once it accepts it.</Trans>
    </Alert>
  ) : (
    <Alert severity="info">
      <Trans>Some messages are still queued. Sent Emails shows when they go out.</Trans>
    </Alert>
  );
}

/**
 * After a bulk send: each recipient with where their message stands (queued, then sent or failed,
 * as the mail server answers), and the Sent / Failed counts. Plain rows, for a thousand recipients.
 */
export function BulkEmailResults({
  result,
  rows,
  following,
}: {
  result: TBulkSendResult;
  rows: BulkResultRow[];
  following: boolean;
}) {
  const { t } = useLingui();
  const counts = countBulkResults(rows);
  return (
    <Box sx={{ display: 'grid', gap: 1.5, minWidth: 0 }}>
      <Typography sx={{ fontWeight: 600 }} role="status" aria-live="polite">
        {countsLine(counts)}
      </Typography>
      <DeliveryState result={result} waiting={counts.waiting} following={following} />
      <Box
        component="ul"
        aria-label={t`Results`}
        sx={{
          listStyle: 'none',
          m: 0,
          p: 0,
          maxHeight: '24rem',
          overflowY: 'auto',
          border: 1,
          borderColor: 'divider',
          borderRadius: 1,
          '& li': {
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'space-between',
            gap: 1.5,
            px: 1.5,
            py: 0.75,
          },
          '& li + li': { borderTop: 1, borderColor: 'divider' },
          '& .who': { display: 'grid', minWidth: 0 },
          '& .name, & .email': { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' },
          '& .name': { typography: 'body2', fontWeight: 600 },
          '& .email, & .detail': { typography: 'caption', color: 'text.secondary' },
          '& .detail': { overflowWrap: 'anywhere' },
          '& .detail-failed': { color: 'error.main' },
          '& .status': { typography: 'body2', fontWeight: 600, flexShrink: 0 },
          '& .status-success': { color: STATUS_COLORS.success },
          '& .status-warning': { color: STATUS_COLORS.warning },
          '& .status-info': { color: STATUS_COLORS.info },
          '& .status-error': { color: STATUS_COLORS.error },
          '& .status-default': { color: STATUS_COLORS.default },
        }}
      >
        {rows.map((r) => {
          const look = statusLook(r.status);
          return (
            <li key={r.id}>
              <span className="who">
                <span className="name">{r.name}</span>
                <span className="email">{r.email}</span>
                {r.detail && <span className={`detail detail-${r.status}`}>{r.detail}</span>}
              </span>
              <span className={`status status-${look.color}`}>{look.label}</span>
            </li>
          );
        })}
      </Box>
    </Box>
  );
}
