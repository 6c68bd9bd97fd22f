import { Trans, useLingui } from '@lingui/react/macro';
import { Box, Button, ListItem, Stack, Typography } from '@mui/material';
import { useId, useState } from 'react';
import { formatMoney } from '../../../../shared/money';
import type { TReviewItem } from '../../../../shared/schemas/payment-emails';
import { formatStudioDate } from '../../../lib/studioClock';
import { ConfirmMoneyDialog } from '../../students/profile/ConfirmMoneyDialog';
import { PaymentFacts } from './PaymentFacts';
import { ReasonList } from './ReasonList';
import { splitReasons } from './reasons';
import { StudentChoice } from './StudentChoice';
import { useReviewActions } from './useReviewActions';

/**
 * A notification that waits for a student: what it says and why it waits; the administrator picks the
 * student (those who match first) and records it, or dismisses it after confirming.
 */
export function ReviewListItem({ item, divider }: { item: TReviewItem; divider: boolean }) {
  const { t } = useLingui();
  const headingId = useId();
  const [studentId, setStudentId] = useState<number | null>(null);
  const [confirming, setConfirming] = useState(false);
  const { resolve, dismiss } = useReviewActions(item);
  const busy = resolve.isPending || dismiss.isPending;
  const amount = formatMoney(item.amount);
  const payer = item.payerName ?? item.payerEmail;
  const heading = payer ? t`${amount} from ${payer}` : t`${amount} from an unknown payer`;
  const subject = item.subject || t`(no subject)`;
  const from = item.from;

  return (
    <ListItem divider={divider} aria-labelledby={headingId} sx={{ display: 'block', px: 0, py: 2 }}>
      <Stack spacing={1.5}>
        <Typography id={headingId} component="h3" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
          {heading}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
          {subject} · {from}
        </Typography>
        <PaymentFacts
          institution={item.institution}
          amount={item.amount}
          payerName={item.payerName}
          payerEmail={item.payerEmail}
          reference={item.reference}
          invoiceNumber={item.invoiceNumber}
          received={formatStudioDate(item.receivedAt, { withTime: true })}
        />
        <ReasonList reasons={splitReasons(item.reasons).others} label={t`Why it waits`} />
        <Box sx={{ maxWidth: 480 }}>
          <StudentChoice
            candidates={item.candidates}
            studentId={studentId}
            onChange={setStudentId}
            disabled={busy}
          />
        </Box>
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
          <Button
            variant="contained"
            disabled={studentId === null || busy}
            onClick={() => studentId !== null && resolve.mutate({ id: item.incomingEmailId, studentId })}
          >
            {resolve.isPending ? t`Recording…` : t`Record for Student`}
          </Button>
          <Button color="error" disabled={busy} onClick={() => setConfirming(true)}>
            <Trans>Dismiss</Trans>
          </Button>
        </Stack>
      </Stack>
      <ConfirmMoneyDialog
        open={confirming}
        titleId={`${headingId}-dismiss`}
        title={t`Dismiss this payment e-mail?`}
        confirmLabel={t`Dismiss`}
        pendingLabel={t`Dismissing…`}
        pending={dismiss.isPending}
        onConfirm={() =>
          dismiss.mutate({ id: item.incomingEmailId }, { onSettled: () => setConfirming(false) })
        }
        onClose={() => setConfirming(false)}
      >
        <Typography variant="body2" sx={{ fontWeight: 600 }}>
          {heading}
        </Typography>
        <Typography variant="body2" sx={{ mt: 1.5 }}>
          <Trans>
            Nothing is recorded, and the e-mail leaves this list for good. Dismiss it only when it is not a
            payment to the studio (say, a notice the bank sent twice).
          </Trans>
        </Typography>
      </ConfirmMoneyDialog>
    </ListItem>
  );
}
