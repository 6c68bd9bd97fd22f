import { Trans, useLingui } from '@lingui/react/macro';
import EventBusy from '@mui/icons-material/EventBusy';
import { Alert, DialogContent, DialogTitle, Stack, Typography } from '@mui/material';
import { formatDate } from '../../../../shared/dates';
import type { TClassSchedule } from '../../../../shared/schemas/classes/schedules';
import { FormDialogActions } from '../../common/FormDialogActions';
import { SubjectDialog } from '../../common/SubjectDialog';
import { CancellationReasonField } from '../common/CancellationReasonField';
import { useCancelClass } from '../common/useCancelClass';
import type { ScheduleDialogProps } from './scheduleDialogs';

function CancelForm({ schedule, onClose }: { schedule: TClassSchedule; onClose: () => void }) {
  // Students are always told and credited when a schedule's next class is cancelled (spec 02 §7).
  const { t } = useLingui();
  const cancel = useCancelClass({ classScheduleId: schedule.id }, onClose);
  const name = schedule.displayName;
  const date = schedule.nextClassDate ? formatDate(schedule.nextClassDate) : null;
  return (
    <form noValidate onSubmit={cancel.onSubmit}>
      <DialogTitle>
        <Trans>Cancel Next Class</Trans>
      </DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 0.5 }}>
          <Typography>
            {date ? (
              <Trans>
                <strong>{name}</strong> on {date}
              </Trans>
            ) : (
              <Trans>
                <strong>{name}</strong> (next upcoming class)
              </Trans>
            )}
          </Typography>
          <Alert severity="warning" icon={<EventBusy />}>
            <Trans>Confirmed students are e-mailed and receive a class credit.</Trans>
          </Alert>
          <CancellationReasonField
            value={cancel.form.reason}
            onChange={(reason) => cancel.setForm({ ...cancel.form, reason })}
            disabled={cancel.isPending}
            autoFocus
          />
        </Stack>
      </DialogContent>
      <FormDialogActions
        onCancel={onClose}
        cancelLabel={t`Keep Class`}
        submitLabel={t`Cancel Next Class`}
        pendingLabel={t`Cancelling...`}
        pending={cancel.isPending}
        disabled={!cancel.canSubmit}
        color="error"
      />
    </form>
  );
}

/** Cancels a schedule's first upcoming class; the reason is required (the button waits for it). */
export function CancelNextClassDialog({ schedule, onClose }: ScheduleDialogProps) {
  return (
    <SubjectDialog subject={schedule} onClose={onClose}>
      {(shown) => <CancelForm schedule={shown} onClose={onClose} />}
    </SubjectDialog>
  );
}
