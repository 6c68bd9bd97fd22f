import { Trans, useLingui } from '@lingui/react/macro';
import {
  Alert,
  Dialog,
  DialogContent,
  DialogTitle,
  FormControlLabel,
  MenuItem,
  Stack,
  Switch,
  TextField,
} from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useMemo, useState } from 'react';
import { useStudioToday } from '../../lib/studioClock';
import { errorMessage, trpc } from '../../lib/trpc';
import { useIsMobile } from '../../lib/useIsMobile';
import { FormDialogActions } from '../common/FormDialogActions';
import { cancelClassErrors, cancelClassRequest, dayMismatchNote, scheduleChoices } from './cancelClassModel';
import { useCancelScheduleClass } from './useCancelScheduleClass';

function CancelClassForm({ onClose }: { onClose: () => void }) {
  const { t } = useLingui();
  const today = useStudioToday();
  const schedules = useQuery(trpc.classes.listSchedules.queryOptions());
  const [scheduleId, setScheduleId] = useState<number | null>(null);
  // Null until the date is changed: today follows the studio clock once it has loaded.
  const [date, setDate] = useState<string | null>(null);
  const [reason, setReason] = useState('');
  const [notifyStudents, setNotifyStudents] = useState(true);
  const [reasonTouched, setReasonTouched] = useState(false);
  const { cancel, isPending } = useCancelScheduleClass(onClose);

  const form = { scheduleId, date: date ?? today, reason, notifyStudents };
  const errors = cancelClassErrors(form);
  const request = cancelClassRequest(form);
  const choices = useMemo(() => scheduleChoices(schedules.data ?? []), [schedules.data]);
  const note = dayMismatchNote(
    schedules.data?.find((s) => s.id === scheduleId),
    form.date,
  );

  const submit = (e: FormEvent) => {
    e.preventDefault();
    setReasonTouched(true);
    if (request && !isPending) cancel(request);
  };

  const classHelper = schedules.isPending
    ? t`Loading classes...`
    : schedules.data && choices.length === 0
      ? t`No classes to cancel`
      : undefined;

  return (
    <form noValidate onSubmit={submit}>
      <DialogTitle>
        <Trans>Cancel Class</Trans>
      </DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          {schedules.isError && (
            <Alert severity="error">{errorMessage(schedules.error, t`Failed to load classes`)}</Alert>
          )}
          <TextField
            select
            label={t`Class`}
            required
            fullWidth
            value={scheduleId ?? ''}
            onChange={(e) => setScheduleId(Number(e.target.value))}
            disabled={isPending || choices.length === 0}
            helperText={classHelper}
          >
            {choices.map((c) => (
              <MenuItem key={c.id} value={c.id} sx={{ whiteSpace: 'normal' }}>
                {c.label}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            type="date"
            label={t`Date`}
            required
            fullWidth
            value={form.date}
            onChange={(e) => setDate(e.target.value)}
            disabled={isPending}
            error={Boolean(errors.date)}
            helperText={errors.date ?? note ?? undefined}
            slotProps={{ inputLabel: { shrink: true } }}
          />
          <TextField
            label={t`Reason`}
            placeholder={t`e.g. Instructor unavailable`}
            required
            fullWidth
            multiline
            minRows={2}
            value={reason}
            onChange={(e) => setReason(e.target.value)}
            onBlur={() => setReasonTouched(true)}
            disabled={isPending}
            error={reasonTouched && Boolean(errors.reason)}
            helperText={reasonTouched ? errors.reason : undefined}
          />
          <FormControlLabel
            control={
              <Switch
                checked={notifyStudents}
                onChange={(e) => setNotifyStudents(e.target.checked)}
                disabled={isPending}
              />
            }
            label={t`Notify students`}
          />
        </Stack>
      </DialogContent>
      <FormDialogActions
        onCancel={onClose}
        cancelLabel={t`Keep Class`}
        submitLabel={t`Cancel Class`}
        pendingLabel={t`Cancelling...`}
        pending={isPending}
        disabled={!request || isPending}
        color="error"
      />
    </form>
  );
}

/**
 * Cancels one class of a schedule on a date (today in the studio by default). Booked students get a
 * credit, and an e-mail unless "Notify students" is off.
 */
export function CancelClassDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const isMobile = useIsMobile();
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="sm" fullScreen={isMobile}>
      <CancelClassForm onClose={onClose} />
    </Dialog>
  );
}
