import { useLingui } from '@lingui/react/macro';
import { Box, Button, Stack, TextField } from '@mui/material';
import { type FormEvent, useState } from 'react';
import type { TVerifyPaymentResult } from '../../../../shared/schemas/payment-emails';
import { useToast } from '../../../lib/toast';
import { MISSING_INFORMATION_TOAST } from './paymentEmailToasts';
import { useVerifyPayment } from './useSinglePayment';
import { type CheckedEmail, VerifyResultPanel } from './VerifyResultPanel';

const EMPTY: CheckedEmail = { emailContent: '', senderEmail: '', subject: '' };

interface Reading {
  checked: CheckedEmail;
  result: TVerifyPaymentResult;
  /** A new reading starts with nobody chosen. */
  key: number;
}

/**
 * Single mode: one pasted notification, its sender and subject; Check Payment reads it
 * (paymentEmails.verify) and the panel below records it once confirmed. Editing the text drops the
 * reading, so what is recorded is always what was checked.
 */
export function SinglePaymentForm({ onRecorded }: { onRecorded?: () => void }) {
  const { t } = useLingui();
  const { toast } = useToast();
  const [form, setForm] = useState(EMPTY);
  const [reading, setReading] = useState<Reading | null>(null);
  const verify = useVerifyPayment();
  const set = (key: keyof CheckedEmail, value: string) => {
    setForm((f) => ({ ...f, [key]: value }));
    setReading(null);
  };

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (verify.isPending) return;
    if (!form.emailContent.trim() || !form.senderEmail.trim()) {
      toast(MISSING_INFORMATION_TOAST);
      return;
    }
    const checked = { ...form };
    verify.mutate(checked, {
      onSuccess: (result) => setReading((r) => ({ checked, result, key: (r?.key ?? 0) + 1 })),
    });
  };

  const recorded = () => {
    setForm(EMPTY);
    setReading(null);
    onRecorded?.();
  };

  return (
    <Stack spacing={2.5}>
      <Box component="form" onSubmit={submit} noValidate>
        <Stack spacing={2}>
          <TextField
            label={t`Email content`}
            required
            multiline
            minRows={6}
            maxRows={16}
            value={form.emailContent}
            onChange={(e) => set('emailContent', e.target.value)}
            placeholder={t`Paste the whole notification: the bank's text, with the amount and the reference`}
            slotProps={{ inputLabel: { shrink: true } }}
          />
          <TextField
            size="small"
            type="email"
            label={t`Sender email`}
            required
            value={form.senderEmail}
            onChange={(e) => set('senderEmail', e.target.value)}
            helperText={t`The address the notification came from, e.g. notify@payments.interac.ca`}
          />
          <TextField
            size="small"
            label={t`Subject`}
            value={form.subject}
            onChange={(e) => set('subject', e.target.value)}
          />
          <Box>
            <Button type="submit" variant="contained" disabled={verify.isPending}>
              {verify.isPending ? t`Checking…` : t`Check Payment`}
            </Button>
          </Box>
        </Stack>
      </Box>
      {reading && (
        <VerifyResultPanel
          key={reading.key}
          result={reading.result}
          checked={reading.checked}
          onRecorded={recorded}
        />
      )}
    </Stack>
  );
}
