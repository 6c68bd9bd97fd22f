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
import { useStudioToday } from '../../lib/studioClock';
import { useChoiceOrDefault } from '../../lib/useChoiceOrDefault';
import { useIsMobile } from '../../lib/useIsMobile';
import { StudentPicker } from '../students/StudentPicker';
import { useInvoiceActions } from './useInvoiceActions';

/** The billing period field: this studio month until the user picks another. */
const usePeriod = () => useChoiceOrDefault(useStudioToday().slice(0, 7));

/** Why a period cannot be billed, in the server's words: missing, or later than next month. */
const periodProblem = (period: string, today: string): string | undefined =>
  period ? (billingPeriodTooLate(period, today) ?? undefined) : INVOICE_MESSAGES.periodRequired;

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
            Cancel
          </Button>
          <Button type="submit" variant="contained" disabled={busy}>
            {busy ? 'Working...' : submitLabel}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}

const PeriodField = ({
  value,
  onChange,
  error,
}: {
  value: string;
  onChange: (v: string) => void;
  error?: string;
}) => (
  <TextField
    size="small"
    type="month"
    label="Billing period"
    required
    value={value}
    onChange={(e) => onChange(e.target.value)}
    error={Boolean(error)}
    helperText={error}
    slotProps={{ inputLabel: { shrink: true } }}
  />
);

/** New Invoice: one student's bill for a month ("Student is required", "Billing period is required"). */
export function NewInvoiceDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const [studentId, setStudentId] = useState<number | null>(null);
  const [period, setPeriod] = usePeriod();
  const today = useStudioToday();
  const [errors, setErrors] = useState<{ studentId?: string; period?: string }>({});
  const { create } = useInvoiceActions(onClose);
  return (
    <FormDialog
      title="New Invoice"
      open={open}
      onClose={onClose}
      busy={create.isPending}
      submitLabel="Create Invoice"
      onSubmit={() => {
        const next = {
          studentId: studentId === null ? INVOICE_MESSAGES.studentRequired : undefined,
          period: periodProblem(period, today),
        };
        setErrors(next);
        if (!next.studentId && !next.period) create.mutate({ studentId: studentId!, billingPeriod: period });
      }}
    >
      <StudentPicker studentId={studentId} onChange={setStudentId} required error={errors.studentId} />
      <PeriodField value={period} onChange={setPeriod} error={errors.period} />
    </FormDialog>
  );
}

/** Bulk Invoice: every student's bill for a month. */
export function BulkInvoiceDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const [period, setPeriod] = usePeriod();
  const today = useStudioToday();
  const [error, setError] = useState<string>();
  const { bulk } = useInvoiceActions(onClose);
  return (
    <FormDialog
      title="Bulk Invoice"
      open={open}
      onClose={onClose}
      busy={bulk.isPending}
      submitLabel="Create Invoices"
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

const REMINDER_LABELS: Record<(typeof REMINDER_TYPES)[number], string> = {
  first_reminder: 'First reminder',
  second_reminder: 'Second reminder',
  final_notice: 'Final notice',
};

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
  const [type, setType] = useState<(typeof REMINDER_TYPES)[number]>('first_reminder');
  const { reminder } = useInvoiceActions(onClose);
  return (
    <FormDialog
      title="Send Payment Reminder"
      open={open}
      onClose={onClose}
      busy={reminder.isPending}
      submitLabel="Send Reminder"
      onSubmit={() => reminder.mutate({ id: invoiceId, reminderType: type })}
    >
      <RadioGroup
        aria-label="Reminder type"
        value={type}
        onChange={(e) => setType(e.target.value as typeof type)}
      >
        {REMINDER_TYPES.map((t) => (
          <FormControlLabel key={t} value={t} control={<Radio />} label={REMINDER_LABELS[t]} />
        ))}
      </RadioGroup>
    </FormDialog>
  );
}
