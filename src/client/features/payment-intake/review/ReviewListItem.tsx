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
  const headingId = useId();
  const [studentId, setStudentId] = useState<number | null>(null);
  const [confirming, setConfirming] = useState(false);
  const { resolve, dismiss } = useReviewActions(item);
  const busy = resolve.isPending || dismiss.isPending;
  const amount = formatMoney(item.amount);
  const payer = item.payerName ?? item.payerEmail ?? 'an unknown payer';

  return (
    <ListItem divider={divider} aria-labelledby={headingId} sx={{ display: 'block', px: 0, py: 2 }}>
      <Stack spacing={1.5}>
        <Typography id={headingId} component="h3" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
          {amount} from {payer}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
          {item.subject || '(no subject)'} · {item.from}
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
        <ReasonList reasons={splitReasons(item.reasons).others} label="Why it waits" />
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
            {resolve.isPending ? 'Recording…' : 'Record for Student'}
          </Button>
          <Button color="error" disabled={busy} onClick={() => setConfirming(true)}>
            Dismiss
          </Button>
        </Stack>
      </Stack>
      <ConfirmMoneyDialog
        open={confirming}
        titleId={`${headingId}-dismiss`}
        title="Dismiss this payment e-mail?"
        confirmLabel="Dismiss"
        pendingLabel="Dismissing…"
        pending={dismiss.isPending}
        onConfirm={() =>
          dismiss.mutate({ id: item.incomingEmailId }, { onSettled: () => setConfirming(false) })
        }
        onClose={() => setConfirming(false)}
      >
        <Typography variant="body2" sx={{ fontWeight: 600 }}>
          {amount} from {payer}
        </Typography>
        <Typography variant="body2" sx={{ mt: 1.5 }}>
          Nothing is recorded, and the e-mail leaves this list for good. Dismiss it only when it is not a
          payment to the studio (say, a notice the bank sent twice).
        </Typography>
      </ConfirmMoneyDialog>
    </ListItem>
  );
}
