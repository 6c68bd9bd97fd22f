import { Box, Typography } from '@mui/material';
import type { TSentEmail } from '../../../shared/schemas/email';
import { EmailStatusChip } from './EmailStatusChip';
import { statusDetail } from './emailStatusLook';

/** The badge and, under it, what the badge does not say (the reason it is not sent, the server's answer). */
export function EmailStatus({ email }: { email: Pick<TSentEmail, 'status' | 'statusText'> }) {
  const detail = statusDetail(email);
  return (
    <Box sx={{ display: 'grid', justifyItems: 'start', gap: 0.5, minWidth: 0 }}>
      <EmailStatusChip status={email.status} />
      {detail && (
        <Typography
          variant="caption"
          color={email.status === 'failed' ? 'error' : 'text.secondary'}
          sx={{ lineHeight: 1.35, overflowWrap: 'anywhere', whiteSpace: 'normal' }}
        >
          {detail}
        </Typography>
      )}
    </Box>
  );
}
