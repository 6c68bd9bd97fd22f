import { Trans, useLingui } from '@lingui/react/macro';
import ArrowForward from '@mui/icons-material/ArrowForward';
import { Alert, Box, Typography } from '@mui/material';
import { useId } from 'react';
import type { TIncomingPayment } from '../../../../shared/schemas/inbox';
import { ButtonLink } from '../../common/routerLinks';
import { FactList } from '../review/PaymentFacts';
import { PAYMENTS_RECORD_LINK } from '../review/paymentsRecordLink';
import { ReasonList } from '../review/ReasonList';
import { paymentFacts, paymentNextStep, paymentReasonsLabel, paymentStatus } from './paymentStatus';

/**
 * A payment notification's outcome above the message: what it says (institution, amount, payer,
 * reference), what happened in words with the reasons, and the way on — the review list for one that
 * waits, the Payment Ledger for one recorded. `onLeave` runs before the link takes the administrator away.
 */
export function IncomingPaymentPanel({
  payment,
  onLeave,
}: {
  payment: TIncomingPayment;
  onLeave?: () => void;
}) {
  const { t } = useLingui();
  const headingId = useId();
  const status = paymentStatus(payment);
  const next = paymentNextStep(payment);
  return (
    <Box
      component="section"
      aria-labelledby={headingId}
      sx={{ mt: 2, p: 1.5, border: 1, borderColor: 'divider', borderRadius: 1, display: 'grid', gap: 1.25 }}
    >
      <Typography id={headingId} component="h3" variant="subtitle1" sx={{ fontWeight: 600 }}>
        <Trans>Payment</Trans>
      </Typography>
      <FactList rows={paymentFacts(payment)} strong={t`Amount`} />
      <Alert
        severity={status.severity}
        // Shown as the message opens, not an event: a status, not an alert that interrupts.
        role="status"
        sx={{ overflowWrap: 'anywhere', '& .MuiAlert-message': { minWidth: 0 } }}
      >
        {status.text}
        {payment.reasons.length > 0 && (
          <Box sx={{ mt: 0.5 }}>
            <ReasonList reasons={payment.reasons} label={paymentReasonsLabel(payment)} />
          </Box>
        )}
      </Alert>
      {next === 'review' && (
        <Box>
          <ButtonLink
            {...PAYMENTS_RECORD_LINK}
            variant="outlined"
            endIcon={<ArrowForward />}
            onClick={onLeave}
          >
            <Trans>Open review list</Trans>
          </ButtonLink>
        </Box>
      )}
      {next === 'ledger' && (
        <Box>
          <ButtonLink to="/payment-ledger" variant="outlined" endIcon={<ArrowForward />} onClick={onLeave}>
            <Trans>View payment in the ledger</Trans>
          </ButtonLink>
        </Box>
      )}
    </Box>
  );
}
