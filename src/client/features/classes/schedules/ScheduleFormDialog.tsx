import { Trans, useLingui } from '@lingui/react/macro';
import { Box, Dialog, DialogContent, DialogTitle } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import type { FormEvent } from 'react';
import { ZScheduleCreateInput } from '../../../../shared/schemas/classes/schedules';
import { useToast } from '../../../lib/toast';
import { errorMessage, trpc } from '../../../lib/trpc';
import { useIsMobile } from '../../../lib/useIsMobile';
import { useZodForm } from '../../../lib/useZodForm';
import { FormDialogActions } from '../../common/FormDialogActions';
import { useInvalidateClasses } from '../common/useInvalidateClasses';
import { ScheduleFormFields } from './ScheduleFormFields';
import { dialogWording, SCHEDULE_DIALOG_VALUES, withoutDescription } from './scheduleValues';

function AddScheduleForm({ onClose }: { onClose: () => void }) {
  const { t } = useLingui();
  const { toast } = useToast();
  const invalidate = useInvalidateClasses();
  const form = useZodForm(SCHEDULE_DIALOG_VALUES);
  const create = useMutation(trpc.classes.createSchedule.mutationOptions());

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const input = form.check(ZScheduleCreateInput, withoutDescription(form.values), dialogWording());
    if (!input) return;
    create.mutate(input, {
      onSuccess: (created) => {
        const name = created.displayName;
        toast({
          title: t`Schedule created`,
          description: t`${name} has been added to the timetable.`,
        });
        void invalidate();
        onClose();
      },
      onError: (error) =>
        toast({
          title: t`Failed to create schedule`,
          description: errorMessage(error, t`Please try again`),
          variant: 'destructive',
        }),
    });
  };

  return (
    <form noValidate onSubmit={submit}>
      <DialogTitle>
        <Trans>Add Schedule</Trans>
      </DialogTitle>
      <DialogContent>
        <Box sx={{ pt: 1 }}>
          <ScheduleFormFields form={form} withDescription={false} autoFocus />
        </Box>
      </DialogContent>
      <FormDialogActions
        onCancel={onClose}
        submitLabel={t`Create Schedule`}
        pendingLabel={t`Saving...`}
        pending={create.isPending}
      />
    </form>
  );
}

/** The schedule form dialog (spec 02 §5 defaults and wording), opened by "Add Schedule". */
export function ScheduleFormDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const isMobile = useIsMobile();
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="sm" fullScreen={isMobile}>
      <AddScheduleForm onClose={onClose} />
    </Dialog>
  );
}
