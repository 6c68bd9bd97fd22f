import { Trans } from '@lingui/react/macro';
import { Button, Dialog, DialogActions, DialogContent, DialogTitle } from '@mui/material';
import { useState } from 'react';
import type { TIncomingEmail } from '../../../../shared/schemas/inbox';
import { useIsMobile } from '../../../lib/useIsMobile';
import { useLastNonNull } from '../../../lib/useLastNonNull';
import { ComposeTab } from '../../emails/ComposeTab';
import { EMPTY_COMPOSE } from '../../emails/composeModel';
import { useComposeState } from '../../emails/useComposeState';
import type { useDeliveryFollower } from '../../emails/useDeliveryFollower';
import { useTemplates } from '../../emails/useTemplates';
import { replySubject, senderName } from './incomingFormat';

type Follower = ReturnType<typeof useDeliveryFollower>;

/** The Email Center's compose form, its draft starting as a reply to `email`. */
function ReplyCompose({ email, follower }: { email: TIncomingEmail; follower: Follower }) {
  const compose = useComposeState();
  const { templates, loading } = useTemplates();
  // The draft is filled once, on the first render (a render-time update, so no empty form flashes).
  const [filled, setFilled] = useState(false);
  if (!filled) {
    setFilled(true);
    compose.form.reset({
      ...EMPTY_COMPOSE,
      to: email.from,
      toName: email.fromName?.trim() ?? '',
      subject: replySubject(email.subject),
    });
  }
  return (
    <ComposeTab compose={compose} templates={templates} templatesLoading={loading} follower={follower} />
  );
}

/**
 * Reply: the compose form of the Email Center (templates, placeholders, live preview, true delivery
 * status) addressed to the sender with "Re: " and the subject. `follower` belongs to the section, so
 * the delivery outcome is still announced after this dialog closes.
 */
export function ReplyDialog({
  email,
  onClose,
  follower,
}: {
  email: TIncomingEmail | null;
  onClose: () => void;
  follower: Follower;
}) {
  const shown = useLastNonNull(email);
  const isMobile = useIsMobile();
  const sender = shown ? senderName(shown) : '';
  return (
    <Dialog open={email !== null} onClose={onClose} fullWidth maxWidth="lg" fullScreen={isMobile}>
      {shown && (
        <>
          <DialogTitle sx={{ overflowWrap: 'anywhere', pr: 3 }}>
            <Trans>Reply to {sender}</Trans>
          </DialogTitle>
          <DialogContent dividers sx={{ bgcolor: 'background.default', p: { xs: 1.5, sm: 2.5 } }}>
            <ReplyCompose key={shown.id} email={shown} follower={follower} />
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
