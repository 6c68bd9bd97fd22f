import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Dialog, DialogActions, DialogContent, DialogTitle, Stack, TextField } from '@mui/material';
import { type FormEvent, useId, useState } from 'react';
import { useToast } from '../../../lib/toast';
import { useIsMobile } from '../../../lib/useIsMobile';
import { MoneyField } from './MoneyField';
import { checkProcess, type FieldErrors, type ProcessForm } from './paymentForms';
import { useProcessPayment, validationFailed } from './usePaymentEntries';

/**
 * Process Payment (spec 03 §2.2): a payment found by the student's e-mail (or the payment e-mail
 * on file), the amount and an optional reference; the same reference twice is one payment.
 */
export function ProcessPaymentDialog({
  open,
  onClose,
  onProcessed,
}: {
  open: boolean;
  onClose: () => void;
  onProcessed?: () => void;
}) {
  const { t } = useLingui();
  const isMobile = useIsMobile();
  const titleId = useId();
  const { toast } = useToast();
  const [form, setForm] = useState<ProcessForm>({ studentEmail: '', amount: '', reference: '' });
  const [errors, setErrors] = useState<FieldErrors<string>>({});
  const mutation = useProcessPayment(() => {
    onClose();
    onProcessed?.();
  });
  const set = (key: keyof ProcessForm, value: string) => setForm((f) => ({ ...f, [key]: value }));

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (mutation.isPending) return;
    const checked = checkProcess(form);
    if (!checked.ok) {
      setErrors(checked.errors);
      toast(validationFailed());
      return;
    }
    setErrors({});
    mutation.mutate(checked.input);
  };

  return (
    <Dialog
      open={open}
      onClose={mutation.isPending ? undefined : onClose}
      fullWidth
      maxWidth="xs"
      fullScreen={isMobile}
      aria-labelledby={titleId}
    >
      <form onSubmit={submit} noValidate>
        <DialogTitle id={titleId}>
          <Trans>Process Payment</Trans>
        </DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            <TextField
              size="small"
              type="email"
              label={t`Student email`}
              required
              value={form.studentEmail}
              onChange={(e) => set('studentEmail', e.target.value)}
              error={Boolean(errors.studentEmail)}
              helperText={
                errors.studentEmail ?? t`The e-mail the student signs in with, or their payment e-mail`
              }
              disabled={mutation.isPending}
            />
            <MoneyField
              label={t`Amount`}
              required
              value={form.amount}
              onChange={(v) => set('amount', v)}
              error={errors.amount}
              disabled={mutation.isPending}
            />
            <TextField
              size="small"
              label={t`Reference`}
              helperText={t`Optional: the e-Transfer reference number, so it is never recorded twice`}
              value={form.reference}
              onChange={(e) => set('reference', e.target.value)}
              disabled={mutation.isPending}
            />
          </Stack>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={onClose} disabled={mutation.isPending}>
            <Trans>Cancel</Trans>
          </Button>
          <Button type="submit" variant="contained" disabled={mutation.isPending}>
            {mutation.isPending ? t`Processing...` : t`Process Payment`}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
