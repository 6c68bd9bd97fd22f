import { Trans, useLingui } from '@lingui/react/macro';
import RemoveCircleOutlined from '@mui/icons-material/RemoveCircleOutlined';
import { Box, Button, IconButton, Paper, Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { trpc } from '../../../lib/trpc';
import { MOBILE_BREAKPOINT_PX } from '../../../lib/uiConstants';
import { CardRefundDialog } from '../../card-payments/CardRefundDialog';
import { EmptyText } from './EmptyText';
import { type PaymentRow, paymentRow } from './paymentRows';
import { QueryContent } from './QueryContent';
import { RemovePaymentDialog } from './RemovePaymentDialog';
import { useRefreshProfileMoney } from './useMoneyMutations';

const REMOVE_CLASS = 'remove-payment';

/**
 * The remove button shows on hover (or keyboard focus) with a mouse on a wide screen; on touch
 * screens and phones, where nothing hovers, it is always there.
 */
const revealRemoveOnHover = {
  [`@media (hover: hover) and (pointer: fine) and (min-width: ${MOBILE_BREAKPOINT_PX}px)`]: {
    [`& .${REMOVE_CLASS}`]: { opacity: 0, transition: 'opacity 120ms' },
    [`&:hover .${REMOVE_CLASS}, &:focus-within .${REMOVE_CLASS}`]: { opacity: 1 },
  },
};

function Detail({ label, value }: { label: string; value: string }) {
  const { t } = useLingui();
  return (
    <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
      {t`${label}: ${value}`}
    </Typography>
  );
}

function PaymentItem({
  row,
  onRemove,
  onRefundToCard,
}: {
  row: PaymentRow;
  onRemove: () => void;
  onRefundToCard: () => void;
}) {
  const { t } = useLingui();
  const amount = row.amount;
  return (
    <Paper variant="outlined" component="li" sx={{ p: 1.5, listStyle: 'none', ...revealRemoveOnHover }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        <Box
          sx={{
            display: 'flex',
            justifyContent: 'space-between',
            gap: 1,
            flexWrap: 'wrap',
            flexGrow: 1,
            minWidth: 0,
          }}
        >
          <Typography sx={{ fontWeight: 700 }}>{row.amount}</Typography>
          <Typography variant="body2" color="text.secondary">
            {row.date}
          </Typography>
        </Box>
        {!row.refund && (
          <IconButton
            className={REMOVE_CLASS}
            size="small"
            color="error"
            aria-label={t`Remove payment of ${amount}`}
            aria-haspopup="dialog"
            onClick={onRemove}
            sx={{ my: -0.5, mr: -0.5 }}
          >
            <RemoveCircleOutlined fontSize="small" />
          </IconButton>
        )}
      </Box>
      <Typography variant="body2">{row.method}</Typography>
      {row.reference && <Detail label={t`Reference`} value={row.reference} />}
      {row.emailFrom && <Detail label={t`Email from`} value={row.emailFrom} />}
      {row.emailSubject && <Detail label={t`Email subject`} value={row.emailSubject} />}
      {row.emailProcessedAt && <Detail label={t`Email processed`} value={row.emailProcessedAt} />}
      {row.notes && (
        <Typography variant="body2" sx={{ mt: 0.5, fontStyle: 'italic', overflowWrap: 'anywhere' }}>
          {row.notes}
        </Typography>
      )}
      {row.cardRefundable && (
        <Button size="small" onClick={onRefundToCard} aria-haspopup="dialog" sx={{ mt: 0.5, ml: -0.75 }}>
          <Trans>Refund to Card</Trans>
        </Button>
      )}
    </Paper>
  );
}

/** The student's payments, newest first, each with its remove button. */
export function PaymentsTab({ studentId }: { studentId: number }) {
  const { t } = useLingui();
  const payments = useQuery(trpc.billing.studentPayments.queryOptions({ studentId }));
  const [removing, setRemoving] = useState<PaymentRow | null>(null);
  const [refunding, setRefunding] = useState<PaymentRow | null>(null);
  const refresh = useRefreshProfileMoney(studentId);
  return (
    <>
      <QueryContent
        query={payments}
        loadingLabel={t`Loading payments`}
        errorFallback={t`Failed to load payments`}
      >
        {(data) => {
          if (data.length === 0) return <EmptyText>{t`No payment records found`}</EmptyText>;
          return (
            <Stack component="ul" aria-label={t`Payments`} spacing={1} sx={{ m: 0, p: 0 }}>
              {data.map((payment) => {
                const row = paymentRow(payment);
                return (
                  <PaymentItem
                    key={payment.id}
                    row={row}
                    onRemove={() => setRemoving(row)}
                    onRefundToCard={() => setRefunding(row)}
                  />
                );
              })}
            </Stack>
          );
        }}
      </QueryContent>
      <RemovePaymentDialog studentId={studentId} payment={removing} onClose={() => setRemoving(null)} />
      <CardRefundDialog
        payment={
          refunding && {
            id: refunding.id,
            amount: refunding.amount,
            date: refunding.date,
            reference: refunding.reference ?? '',
          }
        }
        onClose={() => setRefunding(null)}
        onDone={refresh}
      />
    </>
  );
}
