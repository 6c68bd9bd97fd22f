import { Trans, useLingui } from '@lingui/react/macro';
import { Box, Card, CardContent, Stack, ToggleButton, ToggleButtonGroup, Typography } from '@mui/material';
import { useId, useState } from 'react';
import { BulkPaymentForm } from './BulkPaymentForm';
import { SinglePaymentForm } from './SinglePaymentForm';

type Mode = 'single' | 'bulk';

/**
 * The Email Payment Processor (spec 03 §2.2, §5): pasted payment notifications, one (Single) or a JSON
 * array (Bulk). Pasted text has no signature to check, so it is shown before it is recorded, and
 * recorded as unverified (decision 009). Inside a dialog `titled` is false: the dialog's title heads it.
 */
export function EmailPaymentProcessor({
  titled = true,
  onRecorded,
}: {
  titled?: boolean;
  onRecorded?: () => void;
}) {
  const { t } = useLingui();
  const titleId = useId();
  const [mode, setMode] = useState<Mode>('single');
  const body = (
    <Stack spacing={2.5}>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={mode}
        onChange={(_e, next: Mode | null) => next && setMode(next)}
        aria-label={t`Mode`}
        sx={{ alignSelf: { xs: 'stretch', sm: 'flex-start' } }}
      >
        <ToggleButton value="single" sx={{ px: 2, flex: { xs: 1, sm: 'none' } }}>
          <Trans>Single</Trans>
        </ToggleButton>
        <ToggleButton value="bulk" sx={{ px: 2, flex: { xs: 1, sm: 'none' } }}>
          <Trans>Bulk</Trans>
        </ToggleButton>
      </ToggleButtonGroup>
      {/* Both stay mounted so switching modes keeps what was pasted. */}
      <Box hidden={mode !== 'single'}>
        <SinglePaymentForm onRecorded={onRecorded} />
      </Box>
      <Box hidden={mode !== 'bulk'}>
        <BulkPaymentForm />
      </Box>
    </Stack>
  );
  if (!titled) {
    return (
      <Box component="section" aria-label={t`Email Payment Processor`} sx={{ minWidth: 0 }}>
        {body}
      </Box>
    );
  }
  return (
    <Card component="section" aria-labelledby={titleId} sx={{ minWidth: 0 }}>
      <CardContent>
        <Typography id={titleId} variant="h6" component="h2" gutterBottom>
          <Trans>Email Payment Processor</Trans>
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          <Trans>
            Paste a payment notification (Interac e-Transfer, PayPal, Stripe, Square or a bank transfer) to
            check it and record it for the student.
          </Trans>
        </Typography>
        {body}
      </CardContent>
    </Card>
  );
}
