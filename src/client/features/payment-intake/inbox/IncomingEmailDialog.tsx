import { Trans, useLingui } from '@lingui/react/macro';
import Archive from '@mui/icons-material/Archive';
import Person from '@mui/icons-material/Person';
import Reply from '@mui/icons-material/Reply';
import {
  Alert,
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Skeleton,
} from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import type { TIncomingEmail } from '../../../../shared/schemas/inbox';
import { errorMessage, trpc } from '../../../lib/trpc';
import { useIsMobile } from '../../../lib/useIsMobile';
import { useLastNonNull } from '../../../lib/useLastNonNull';
import { EmailBodyTabs } from '../../emails/EmailBodyTabs';
import { IncomingEmailHeaders } from './IncomingEmailHeaders';
import { IncomingPaymentPanel } from './IncomingPaymentPanel';

function Detail({ id, onLeave }: { id: number; onLeave: () => void }) {
  const { t } = useLingui();
  const detail = useQuery({ ...trpc.inbox.detail.queryOptions({ id }), staleTime: 0 });
  if (detail.isPending) return <Skeleton variant="rounded" height={320} aria-label={t`Loading the email`} />;
  if (detail.isError) {
    return <Alert severity="error">{errorMessage(detail.error, t`The email could not be loaded`)}</Alert>;
  }
  return (
    <>
      <IncomingEmailHeaders email={detail.data} />
      {detail.data.payment && <IncomingPaymentPanel payment={detail.data.payment} onLeave={onLeave} />}
      <EmailBodyTabs html={detail.data.bodyHtml} text={detail.data.body} as="received" />
    </>
  );
}

/**
 * One received message: headers, attachments, what it came to as a payment (when it was one), its text
 * and its sanitised HTML; Reply, Archive and, when it came from a student, View Student. Full screen on
 * a phone.
 */
export function IncomingEmailDialog({
  email,
  onClose,
  onReply,
  onArchive,
  archiving,
  onViewStudent,
}: {
  email: TIncomingEmail | null;
  onClose: () => void;
  onReply: (email: TIncomingEmail) => void;
  onArchive: (email: TIncomingEmail) => void;
  archiving: boolean;
  onViewStudent: (studentId: number) => void;
}) {
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
            <Detail key={shown.id} id={shown.id} onLeave={onClose} />
          </DialogContent>
          <DialogActions sx={{ px: { xs: 2, sm: 3 }, py: 1.5, flexWrap: 'wrap', gap: 1, '& > *': { m: 0 } }}>
            {shown.studentId !== null && (
              <Button startIcon={<Person />} onClick={() => onViewStudent(shown.studentId!)}>
                <Trans>View Student</Trans>
              </Button>
            )}
            <Box sx={{ flexGrow: 1 }} />
            <Button onClick={onClose}>
              <Trans>Close</Trans>
            </Button>
            <Button
              variant="outlined"
              startIcon={<Archive />}
              disabled={archiving}
              onClick={() => onArchive(shown)}
            >
              {archiving ? t`Archiving…` : t`Archive`}
            </Button>
            <Button variant="contained" startIcon={<Reply />} onClick={() => onReply(shown)}>
              <Trans>Reply</Trans>
            </Button>
          </DialogActions>
        </>
      )}
    </Dialog>
  );
}
