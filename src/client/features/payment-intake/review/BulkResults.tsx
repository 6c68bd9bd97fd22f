import { Trans, useLingui } from '@lingui/react/macro';
import { Box, Chip, List, ListItem, Typography } from '@mui/material';
import { formatMoney } from '../../../../shared/money';
import type { TProcessBulkResult } from '../../../../shared/schemas/payment-emails';
import { InView } from './InView';
import { shownReasons } from './reasons';

/** Process All's answer: the counts, then each notification's sender, amount, and student or error. */
export function BulkResults({ result }: { result: TProcessBulkResult }) {
  const { t } = useLingui();
  const processed = result.summary.processed;
  const failed = result.summary.failed;
  return (
    <InView>
      <Typography role="status" sx={{ fontWeight: 600, mb: 1 }}>
        <Trans>
          Processed: {processed} · Failed: {failed}
        </Trans>
      </Typography>
      <List aria-label={t`Bulk results`} disablePadding>
        {result.results.map((r, i) => (
          <ListItem
            // The same sender can appear many times; the order is the pasted order.
            // biome-ignore lint/suspicious/noArrayIndexKey: results have no id of their own
            key={i}
            divider={i < result.results.length - 1}
            sx={{ px: 0, gap: 1.5, alignItems: 'flex-start' }}
          >
            <Box sx={{ flexGrow: 1, minWidth: 0 }}>
              <Typography variant="body2" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
                {r.email}
                {r.amount ? ` · ${formatMoney(r.amount)}` : ''}
              </Typography>
              <Typography
                variant="body2"
                color={r.success ? 'text.secondary' : 'error'}
                sx={{ overflowWrap: 'anywhere' }}
              >
                {r.success ? r.studentName : r.error && shownReasons(r.error)}
                {!r.success && r.studentName ? ` (${r.studentName})` : ''}
              </Typography>
            </Box>
            <Chip
              size="small"
              label={r.success ? t`Recorded` : t`Failed`}
              color={r.success ? 'success' : 'error'}
              variant="outlined"
            />
          </ListItem>
        ))}
      </List>
    </InView>
  );
}
