import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, AlertTitle, CircularProgress } from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { trpc } from '../../lib/trpc';

const SETTLED = new Set(['paid', 'expired', 'failed']);
const POLL_MS = 2000;

/**
 * Back from Stripe: what the server knows of the payment, asked again every two seconds until the
 * webhook has recorded it (or the session ended). "Payment received" only once it is on the ledger.
 */
export function CardPaymentReturn({ checkoutId, left }: { checkoutId: number; left: boolean }) {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const state = useQuery({
    ...trpc.cardPayments.checkoutState.queryOptions({ id: checkoutId, left }),
    refetchInterval: (q) => (q.state.data && SETTLED.has(q.state.data.status) ? false : POLL_MS),
  });
  const paid = state.data?.status === 'paid';
  useEffect(() => {
    if (!paid) return;
    for (const key of [trpc.billing, trpc.invoices, trpc.products, trpc.memberships, trpc.students]) {
      void queryClient.invalidateQueries({ queryKey: key.pathKey() });
    }
  }, [paid, queryClient]);
  if (state.isPending) return null;
  if (state.isError) {
    return (
      <Alert severity="error">
        <Trans>We could not find this card payment.</Trans>
      </Alert>
    );
  }
  const s = state.data;
  const reference = s.reference;
  const amount = s.amount;
  const description = s.description;
  if (s.status === 'paid') {
    return (
      <Alert severity="success" role="status">
        <AlertTitle>
          <Trans>Payment Received</Trans>
        </AlertTitle>
        {s.message}
        {reference ? ` ${t`Reference: ${reference}.`}` : ''}
      </Alert>
    );
  }
  if (s.left) {
    return (
      <Alert severity="info" role="status">
        <AlertTitle>
          <Trans>Card Payment Not Finished</Trans>
        </AlertTitle>
        {s.message}
      </Alert>
    );
  }
  if (s.status === 'expired' || s.status === 'failed') {
    return (
      <Alert severity="warning" role="status">
        <AlertTitle>{s.status === 'expired' ? t`Card Payment Expired` : t`Card Payment Failed`}</AlertTitle>
        {s.message}
      </Alert>
    );
  }
  return (
    <Alert severity="info" role="status" icon={<CircularProgress size={20} aria-hidden />}>
      <AlertTitle>
        <Trans>Payment Processing</Trans>
      </AlertTitle>
      {t`${amount} for ${description}.`} {s.message}
    </Alert>
  );
}
