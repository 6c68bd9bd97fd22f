import { plural } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { Alert } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { trpc } from '../../../lib/trpc';
import { TextLink } from '../../common/routerLinks';
import { PAYMENTS_RECORD_LINK } from './paymentsRecordLink';

/** Scanned payment e-mails waiting for a student, and the way to the review list; nothing when none wait. */
export function ReviewWaitingNotice() {
  const review = useQuery(trpc.paymentEmails.review.queryOptions());
  const count = review.data?.length ?? 0;
  if (count === 0) return null;
  return (
    <Alert severity="info" sx={{ overflowWrap: 'anywhere' }}>
      {plural(count, {
        one: '# payment e-mail waits for a student:',
        other: '# payment e-mails wait for a student:',
      })}{' '}
      <TextLink {...PAYMENTS_RECORD_LINK}>
        <Trans>open Payments → Record</Trans>
      </TextLink>
    </Alert>
  );
}
