import { Trans, useLingui } from '@lingui/react/macro';
import { Box, Card, CardActionArea, CardContent, Typography } from '@mui/material';
import type { TSentEmail } from '../../../shared/schemas/email';
import { formatStudioDate } from '../../lib/studioClock';
import { EmailStatus } from './EmailStatus';
import { kindLabel } from './emailStatusLook';

/**
 * One message on a phone: recipient, subject, status with its reason, and when; tap to open it. Named
 * by its text (WCAG 2.5.3: what it shows).
 */
export function SentEmailCard({ email, onOpen }: { email: TSentEmail; onOpen: (e: TSentEmail) => void }) {
  const { t } = useLingui();
  const recipient = email.toName ? `${email.toName} <${email.to}>` : email.to;
  const kind = kindLabel(email.kind);
  const sent = email.sentAt ? formatStudioDate(email.sentAt, { withTime: true }) : null;
  const created = formatStudioDate(email.createdAt, { withTime: true });
  return (
    <Card component="li">
      <CardActionArea onClick={() => onOpen(email)}>
        <CardContent sx={{ p: 1.75, '&:last-child': { pb: 1.75 } }}>
          <Typography sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>
            {email.subject || t`(no subject)`}
          </Typography>
          <Typography variant="body2" color="text.secondary" noWrap>
            <Trans>To {recipient}</Trans>
          </Typography>
          <Box sx={{ mt: 1 }}>
            <EmailStatus email={email} />
          </Box>
          <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 1 }}>
            {sent !== null ? t`${kind} · Sent ${sent}` : t`${kind} · Created ${created}`}
          </Typography>
        </CardContent>
      </CardActionArea>
    </Card>
  );
}
