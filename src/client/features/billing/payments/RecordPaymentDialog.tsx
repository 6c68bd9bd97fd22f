import { Trans, useLingui } from '@lingui/react/macro';
import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { type FormEvent, useId, useState } from 'react';
import { formatMoney } from '../../../../shared/money';
import { studioToday } from '../../../lib/studioClock';
import { useToast } from '../../../lib/toast';
import { useIsMobile } from '../../../lib/useIsMobile';
import { MethodSelect } from '../../common/MethodSelect';
import { StudentPicker } from '../../students/StudentPicker';
import { MoneyField } from './MoneyField';
import { checkRecordPayment, type FieldErrors, type RecordPaymentForm, totalCents } from './paymentForms';
import { useRecordPayment, validationFailed } from './usePaymentEntries';

const EMPTY: RecordPaymentForm = {
  studentId: null,
  grossAmount: '',
  gstAmount: '0',
  paymentMethod: 'e_transfer',
  paymentEmail: '',
};

/**
 * Record Payment (spec 03 §2.2, the older form): student, gross amount, GST, payment method and an
 * optional payment e-mail, for this studio month. It records money received, nothing else: the spec's
 * status field (pending by default, which added a charge under "Payment Recorded") is gone, and an amount
 * the student owes is Add Charge, its own action (issue 28, design §9). Mount with a new key per opening.
 */
export function RecordPaymentDialog({
  open,
  onClose,
  onRecorded,
}: {
  open: boolean;
  onClose: () => void;
  onRecorded?: () => void;
}) {
  const { t } = useLingui();
  const isMobile = useIsMobile();
  const titleId = useId();
  const { toast } = useToast();
  const [form, setForm] = useState(EMPTY);
  const [errors, setErrors] = useState<FieldErrors<string>>({});
  const { dialog } = useRecordPayment(() => {
    onClose();
    onRecorded?.();
  });
  const set = <K extends keyof RecordPaymentForm>(key: K, value: RecordPaymentForm[K]) =>
    setForm((f) => ({ ...f, [key]: value }));
  const total = totalCents(form);
  const totalText = total === null ? '—' : formatMoney(total);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (dialog.isPending) return;
    const checked = checkRecordPayment(form, studioToday().slice(0, 7));
    if (!checked.ok) {
      setErrors(checked.errors);
      toast(validationFailed());
      return;
    }
    setErrors({});
    dialog.mutate(checked.input);
  };

  return (
    <Dialog
      open={open}
      onClose={dialog.isPending ? undefined : onClose}
      fullWidth
      maxWidth="sm"
      fullScreen={isMobile}
      aria-labelledby={titleId}
    >
      <form onSubmit={submit} noValidate>
        <DialogTitle id={titleId}>
          <Trans>Record Payment</Trans>
        </DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            <StudentPicker
              studentId={form.studentId}
              onChange={(id) => set('studentId', id)}
              required
              error={errors.studentId}
              disabled={dialog.isPending}
            />
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
              <MoneyField
                label={t`Gross amount`}
                required
                value={form.grossAmount}
                onChange={(v) => set('grossAmount', v)}
                error={errors.grossAmount}
                disabled={dialog.isPending}
              />
              <MoneyField
                label={t`GST amount`}
                value={form.gstAmount}
                onChange={(v) => set('gstAmount', v)}
                error={errors.gstAmount}
                disabled={dialog.isPending}
              />
            </Stack>
            <Typography aria-live="polite" sx={{ fontWeight: 600 }}>
              <Trans>Total: {totalText}</Trans>
            </Typography>
            <MethodSelect
              value={form.paymentMethod}
              onChange={(v) => set('paymentMethod', v)}
              disabled={dialog.isPending}
            />
            <Alert severity="info" variant="outlined">
              <Trans>
                Records money received: it lowers what the student owes. To add an amount the student owes,
                use Add Charge.
              </Trans>
            </Alert>
            <TextField
              size="small"
              type="email"
              label={t`Payment email`}
              helperText={errors.paymentEmail ?? t`Optional: the address the payment came from`}
              error={Boolean(errors.paymentEmail)}
              value={form.paymentEmail}
              onChange={(e) => set('paymentEmail', e.target.value)}
              disabled={dialog.isPending}
            />
          </Stack>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={onClose} disabled={dialog.isPending}>
            <Trans>Cancel</Trans>
          </Button>
          <Button type="submit" variant="contained" disabled={dialog.isPending}>
            {dialog.isPending ? t`Recording...` : t`Record Payment`}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
