import { Trans, useLingui } from '@lingui/react/macro';
import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Skeleton,
  Typography,
} from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import type { TSentEmail, TSentEmailDetail } from '../../../shared/schemas/email';
import { formatStudioDate } from '../../lib/studioClock';
import { errorMessage, trpc } from '../../lib/trpc';
import { useIsMobile } from '../../lib/useIsMobile';
import { useLastNonNull } from '../../lib/useLastNonNull';
import { EmailBodyTabs } from './EmailBodyTabs';
import { EmailHeader, EmailHeaderList } from './EmailHeaderList';
import { EmailStatus } from './EmailStatus';
import { kindLabel } from './emailStatusLook';

function Headers({ email }: { email: TSentEmailDetail }) {
  const { t } = useLingui();
  return (
    <EmailHeaderList>
      <EmailHeader label={t`From`}>{email.from ?? t`Not set (SMTP_FROM)`}</EmailHeader>
      <EmailHeader label={t`To`}>{email.toName ? `${email.toName} <${email.to}>` : email.to}</EmailHeader>
      <EmailHeader label={t`Subject`}>{email.subject}</EmailHeader>
      <EmailHeader label={t`Status`}>
        <EmailStatus email={email} />
      </EmailHeader>
      <EmailHeader label={t`Created`}>{formatStudioDate(email.createdAt, { withTime: true })}</EmailHeader>
      <EmailHeader label={t`Sent`}>{formatStudioDate(email.sentAt, { withTime: true })}</EmailHeader>
      <EmailHeader label={t`Type`}>{kindLabel(email.kind)}</EmailHeader>
      {email.attempts > 0 && <EmailHeader label={t`Attempts`}>{email.attempts}</EmailHeader>}
      {email.providerMessageId && <EmailHeader label={t`Message ID`}>{email.providerMessageId}</EmailHeader>}
    </EmailHeaderList>
  );
}

function Detail({ id }: { id: number }) {
  const { t } = useLingui();
  const detail = useQuery({ ...trpc.emails.sentDetail.queryOptions({ id }), staleTime: 0 });
  if (detail.isPending) return <Skeleton variant="rounded" height={320} aria-label={t`Loading the email`} />;
  if (detail.isError) {
    return <Alert severity="error">{errorMessage(detail.error, t`The email could not be loaded`)}</Alert>;
  }
  return (
    <>
      <Headers email={detail.data} />
      <EmailBodyTabs html={detail.data.bodyHtml} text={detail.data.bodyText} as="sent" />
    </>
  );
}

/** One message exactly as it was (or will be) sent: headers, HTML (sandboxed) and text; secrets masked. */
export function SentEmailDialog({ email, onClose }: { email: TSentEmail | null; onClose: () => void }) {
  const { t } = useLingui();
  const shown = useLastNonNull(email);
  const isMobile = useIsMobile();
  return (
    <Dialog open={email !== null} onClose={onClose} fullWidth maxWidth="md" fullScreen={isMobile}>
      {shown && (
        <>
          <DialogTitle sx={{ overflowWrap: 'anywhere', pr: 3 }}>
            {shown.subject || t`(no subject)`}
          </DialogTitle>
          <DialogContent dividers>
            <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
              <Trans>Exactly what was sent. Passwords and reset links are hidden.</Trans>
            </Typography>
            <Detail key={shown.id} id={shown.id} />
          </DialogContent>
          <DialogActions sx={{ px: 3, py: 1.5 }}>
            <Button onClick={onClose}>
              <Trans>Close</Trans>
            </Button>
          </DialogActions>
        </>
      )}
    </Dialog>
  );
}
