import { Trans, useLingui } from '@lingui/react/macro';
import { Card, CardContent, CircularProgress, List, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { trpc } from '../../../lib/trpc';
import { LoadErrorAlert } from '../../common/paged/LoadErrorAlert';
import { ReviewListItem } from './ReviewListItem';

/**
 * Payment E-mails to Review (issue 13 §2): authentic notifications whose payer matched no student or
 * several (paymentEmails.review). The app never guesses: the administrator picks, or dismisses.
 */
export function PaymentEmailReviewCard() {
  const { t } = useLingui();
  const titleId = useId();
  const review = useQuery(trpc.paymentEmails.review.queryOptions());
  const items = review.data ?? [];
  return (
    <Card component="section" aria-labelledby={titleId} sx={{ minWidth: 0 }}>
      <CardContent>
        <Typography id={titleId} variant="h6" component="h2" gutterBottom>
          <Trans>Payment E-mails to Review</Trans>
        </Typography>
        {review.isPending && <CircularProgress aria-label={t`Loading payment e-mails to review`} size={24} />}
        {review.isError && (
          <LoadErrorAlert
            error={review.error}
            fallback={t`Failed to load the payment e-mails to review`}
            onRetry={() => void review.refetch()}
          />
        )}
        {review.data && items.length === 0 && (
          <Typography color="text.secondary">
            <Trans>No payment e-mails are waiting for you.</Trans>
          </Typography>
        )}
        {items.length > 0 && (
          <List aria-label={t`Payment e-mails to review`} disablePadding>
            {items.map((item, i) => (
              <ReviewListItem key={item.incomingEmailId} item={item} divider={i < items.length - 1} />
            ))}
          </List>
        )}
      </CardContent>
    </Card>
  );
}
