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
      {count} payment e-mail{count === 1 ? '' : 's'} wait{count === 1 ? 's' : ''} for a student:{' '}
      <TextLink {...PAYMENTS_RECORD_LINK}>open Payments → Record</TextLink>
    </Alert>
  );
}
