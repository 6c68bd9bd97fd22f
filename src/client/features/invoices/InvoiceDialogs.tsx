import { Trans, useLingui } from '@lingui/react/macro';
import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormControlLabel,
  Radio,
  RadioGroup,
  Stack,
  TextField,
} from '@mui/material';
import { type FormEvent, type ReactNode, useId, useState } from 'react';
import { REMINDER_TYPES } from '../../../shared/constants';
import { billingPeriodTooLate, INVOICE_MESSAGES } from '../../../shared/schemas/invoices';
import { tr } from '../../i18n/tr';
import { useStudioToday } from '../../lib/studioClock';
import { useChoiceOrDefault } from '../../lib/useChoiceOrDefault';
import { useIsMobile } from '../../lib/useIsMobile';
import { StudentPicker } from '../students/StudentPicker';
import { useInvoiceActions } from './useInvoiceActions';

/** The billing period field: this studio month until the user picks another. */
const usePeriod = () => useChoiceOrDefault(useStudioToday().slice(0, 7));

/** Why a period cannot be billed, in the server's words: missing, or later than next month. */
const periodProblem = (period: string, today: string): string | undefined => {
  if (!period) return INVOICE_MESSAGES.periodRequired;
  const late = billingPeriodTooLate(period, today);
  return late ? tr(late) : undefined;
};

export function FormDialog({
  title,
  open,
  onClose,
  onSubmit,
  busy,
  submitLabel,
  children,
}: {
  title: string;
  open: boolean;
  onClose: () => void;
  onSubmit: () => void;
  busy: boolean;
  submitLabel: string;
  children: ReactNode;
}) {
  const { t } = useLingui();
  const isMobile = useIsMobile();
  const titleId = useId();
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!busy) onSubmit();
  };
  return (
    <Dialog
      open={open}
      onClose={busy ? undefined : onClose}
      fullWidth
      maxWidth="xs"
      fullScreen={isMobile}
      aria-labelledby={titleId}
    >
      <form onSubmit={submit} noValidate>
        <DialogTitle id={titleId}>{title}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            {children}
          </Stack>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={onClose} disabled={busy}>
            <Trans>Cancel</Trans>
          </Button>
          <Button type="submit" variant="contained" disabled={busy}>
            {busy ? t`Working...` : submitLabel}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}

function PeriodField({
  value,
  onChange,
  error,
}: {
  value: string;
  onChange: (v: string) => void;
  error?: string;
}) {
  const { t } = useLingui();
  return (
    <TextField
      size="small"
      type="month"
      label={t`Billing period`}
      required
      value={value}
      onChange={(e) => onChange(e.target.value)}
      error={Boolean(error)}
      helperText={error === undefined ? undefined : tr(error)}
      slotProps={{ inputLabel: { shrink: true } }}
    />
  );
}

/** New Invoice: one student's bill for a month ("Student is required", "Billing period is required"). */
export function NewInvoiceDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useLingui();
  const [studentId, setStudentId] = useState<number | null>(null);
  const [period, setPeriod] = usePeriod();
  const today = useStudioToday();
  const [errors, setErrors] = useState<{ studentId?: string; period?: string }>({});
  const { create } = useInvoiceActions(onClose);
  return (
    <FormDialog
      title={t`New Invoice`}
      open={open}
      onClose={onClose}
      busy={create.isPending}
      submitLabel={t`Create Invoice`}
      onSubmit={() => {
        const next = {
          studentId: studentId === null ? INVOICE_MESSAGES.studentRequired : undefined,
          period: periodProblem(period, today),
        };
        setErrors(next);
        if (!next.studentId && !next.period) create.mutate({ studentId: studentId!, billingPeriod: period });
      }}
    >
      <StudentPicker
        studentId={studentId}
        onChange={setStudentId}
        required
        error={errors.studentId === undefined ? undefined : tr(errors.studentId)}
      />
      <PeriodField value={period} onChange={setPeriod} error={errors.period} />
    </FormDialog>
  );
}

/** Bulk Invoice: every student's bill for a month. */
export function BulkInvoiceDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useLingui();
  const [period, setPeriod] = usePeriod();
  const today = useStudioToday();
  const [error, setError] = useState<string>();
  const { bulk } = useInvoiceActions(onClose);
  return (
    <FormDialog
      title={t`Bulk Invoice`}
      open={open}
      onClose={onClose}
      busy={bulk.isPending}
      submitLabel={t`Create Invoices`}
      onSubmit={() => {
        const problem = periodProblem(period, today);
        setError(problem);
        if (!problem) bulk.mutate({ billingPeriod: period });
      }}
    >
      <PeriodField value={period} onChange={setPeriod} error={error} />
    </FormDialog>
  );
}

/** Send Payment Reminder: the three reminder types, each its own e-mail. */
export function ReminderDialog({
  invoiceId,
  open,
  onClose,
}: {
  invoiceId: number;
  open: boolean;
  onClose: () => void;
}) {
  const { t } = useLingui();
  const [type, setType] = useState<(typeof REMINDER_TYPES)[number]>('first_reminder');
  const labels: Record<(typeof REMINDER_TYPES)[number], string> = {
    first_reminder: t`First reminder`,
    second_reminder: t`Second reminder`,
    final_notice: t`Final notice`,
  };
  const { reminder } = useInvoiceActions(onClose);
  return (
    <FormDialog
      title={t`Send Payment Reminder`}
      open={open}
      onClose={onClose}
      busy={reminder.isPending}
      submitLabel={t`Send Reminder`}
      onSubmit={() => reminder.mutate({ id: invoiceId, reminderType: type })}
    >
      <RadioGroup
        aria-label={t`Reminder type`}
        value={type}
        onChange={(e) => setType(e.target.value as typeof type)}
      >
        {REMINDER_TYPES.map((reminderType) => (
          <FormControlLabel
            key={reminderType}
            value={reminderType}
            control={<Radio />}
            label={labels[reminderType]}
          />
        ))}
      </RadioGroup>
    </FormDialog>
  );
}
