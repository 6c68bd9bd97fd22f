import { Trans, useLingui } from '@lingui/react/macro';
import CallMade from '@mui/icons-material/CallMade';
import CallReceived from '@mui/icons-material/CallReceived';
import { Box, Chip, Paper, Stack, Typography } from '@mui/material';
import type { TStudentEmail } from '../../../../shared/schemas/email';
import { EmptyText } from './EmptyText';
import { type EmailHistoryItem, emailHistory } from './emailHistory';

function EmailItem({ item }: { item: EmailHistoryItem }) {
  const { t } = useLingui();
  const sent = item.direction === 'Sent';
  const status = item.status;
  return (
    <Paper variant="outlined" component="li" sx={{ p: 1.5, listStyle: 'none' }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        <Chip
          size="small"
          variant="outlined"
          color={sent ? 'primary' : 'secondary'}
          icon={sent ? <CallMade /> : <CallReceived />}
          label={sent ? t`Sent` : t`Received`}
        />
        <Typography variant="body2" color="text.secondary" sx={{ ml: 'auto' }}>
          {item.date}
        </Typography>
      </Box>
      <Typography sx={{ mt: 0.5, fontWeight: 600, overflowWrap: 'anywhere' }}>{item.subject}</Typography>
      {item.preview && (
        <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
          {item.preview}
        </Typography>
      )}
      {status && (
        <Typography
          variant="caption"
          color="text.secondary"
          component="p"
          sx={{ mt: 0.5, overflowWrap: 'anywhere' }}
        >
          <Trans>Status: {status}</Trans>
        </Typography>
      )}
    </Paper>
  );
}

/** The student's e-mails, sent and received, newest first. */
export function EmailHistoryList({ emails }: { emails: readonly TStudentEmail[] }) {
  const { t } = useLingui();
  if (emails.length === 0) return <EmptyText>{t`No emails yet`}</EmptyText>;
  return (
    <Stack component="ul" aria-label={t`Email history`} spacing={1} sx={{ m: 0, p: 0 }}>
      {emailHistory(emails).map((item) => (
        <EmailItem key={item.key} item={item} />
      ))}
    </Stack>
  );
}
