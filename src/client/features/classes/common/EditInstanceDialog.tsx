import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Box, Dialog, DialogContent, DialogTitle, TextField } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { TRPCClientError } from '@trpc/client';
import { type FormEvent, useEffect, useState } from 'react';
import { toHhMm } from '../../../../shared/dates';
import { CLASS_MESSAGES } from '../../../../shared/schemas/classes/fields';
import { type TClassInstance, ZInstanceUpdateInput } from '../../../../shared/schemas/classes/instances';
import { tr } from '../../../i18n/tr';
import { type FieldErrors, FORM_ERROR, fieldErrors } from '../../../lib/fieldErrors';
import { useToast } from '../../../lib/toast';
import { errorMessage, trpc } from '../../../lib/trpc';
import { FormDialogActions } from '../../common/FormDialogActions';
import { CapacityField } from './CapacityField';
import { instanceSavedText } from './instanceSaved';
import { useInvalidateClasses } from './useInvalidateClasses';

const isConflict = (err: unknown) => err instanceof TRPCClientError && err.data?.code === 'CONFLICT';

type EditableInstance = Pick<
  TClassInstance,
  'id' | 'customName' | 'location' | 'maxStudents' | 'startTime' | 'endTime' | 'classDate' | 'enrollmentCount'
>;

interface FormState {
  customName: string;
  location: string;
  maxStudents: string;
  startTime: string;
  endTime: string;
  classDate: string;
}

const fromInstance = (i: EditableInstance): FormState => ({
  customName: i.customName ?? '',
  location: i.location ?? '',
  maxStudents: String(i.maxStudents),
  startTime: toHhMm(i.startTime),
  endTime: toHhMm(i.endTime),
  classDate: i.classDate.slice(0, 10),
});

const shrink = { inputLabel: { shrink: true } } as const;

/**
 * Edit Class Instance: this date's name, place, capacity and times, without touching the schedule. A
 * capacity below the students booked is saved only after the dialog has named who would be over and
 * the administrator has confirmed (the server refuses it otherwise, issue 28).
 */
export function EditInstanceDialog({
  open,
  onClose,
  instance,
  onSaved,
}: {
  open: boolean;
  onClose: () => void;
  instance: EditableInstance;
  onSaved?: (updated: TClassInstance) => void;
}) {
  const { t } = useLingui();
  const { toast } = useToast();
  const invalidate = useInvalidateClasses();
  const [form, setForm] = useState<FormState>(() => fromInstance(instance));
  const [errors, setErrors] = useState<FieldErrors>({});
  const update = useMutation(trpc.classes.updateInstance.mutationOptions());
  /** The over-capacity warning shown, once the administrator has been told who is over. */
  const [overCapacity, setOverCapacity] = useState<string | null>(null);

  // Reopening shows the class as it is now.
  useEffect(() => {
    if (open) {
      setForm(fromInstance(instance));
      setErrors({});
      setOverCapacity(null);
    }
  }, [open, instance]);

  const field = (key: keyof FormState) => ({
    value: form[key],
    onChange: (e: { target: { value: string } }) => {
      setForm((f) => ({ ...f, [key]: e.target.value }));
      if (key === 'maxStudents') setOverCapacity(null);
    },
    error: Boolean(errors[key]),
    helperText: errors[key] && tr(errors[key]),
    disabled: update.isPending,
    fullWidth: true,
  });

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (update.isPending) return;
    const parsed = ZInstanceUpdateInput.safeParse({
      id: instance.id,
      ...form,
      maxStudents: form.maxStudents.trim() === '' ? undefined : form.maxStudents,
    });
    if (!parsed.success) {
      setErrors(fieldErrors(parsed.error));
      return;
    }
    setErrors({});
    const lowered = parsed.data.maxStudents !== undefined && parsed.data.maxStudents < instance.maxStudents;
    update.mutate(
      { ...parsed.data, confirmOverCapacity: overCapacity !== null },
      {
        onSuccess: (updated) => {
          toast({ title: t`Class Updated`, description: instanceSavedText(updated) });
          void invalidate();
          onSaved?.(updated);
          onClose();
        },
        onError: (err) => {
          // The server names who a lower capacity leaves over (the one rule); saving again confirms it.
          const refusal = errorMessage(err, '');
          if (
            lowered &&
            !overCapacity &&
            isConflict(err) &&
            refusal !== CLASS_MESSAGES.dateTaken &&
            refusal !== tr(CLASS_MESSAGES.dateTaken)
          ) {
            setOverCapacity(refusal);
            return;
          }
          toast({
            title: t`Error`,
            description: errorMessage(err, t`Failed to update class instance`),
            variant: 'destructive',
          });
        },
      },
    );
  };

  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="sm">
      <form onSubmit={submit} noValidate>
        <DialogTitle>
          <Trans>Edit Class Instance</Trans>
        </DialogTitle>
        <DialogContent>
          <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, gap: 2, pt: 1 }}>
            <Box sx={{ gridColumn: '1 / -1' }}>
              <TextField
                label={t`Custom Class Name`}
                placeholder={t`Leave blank to use the class name`}
                {...field('customName')}
              />
            </Box>
            <Box sx={{ gridColumn: '1 / -1' }}>
              <TextField label={t`Location`} required {...field('location')} />
            </Box>
            <TextField
              label={t`Class Date`}
              type="date"
              required
              slotProps={shrink}
              {...field('classDate')}
            />
            <CapacityField {...field('maxStudents')} />
            <TextField
              label={t`Start Time`}
              type="time"
              required
              slotProps={shrink}
              {...field('startTime')}
            />
            <TextField label={t`End Time`} type="time" required slotProps={shrink} {...field('endTime')} />
          </Box>
          {overCapacity && (
            <Alert severity="warning" role="alert" sx={{ mt: 2 }}>
              {overCapacity}
            </Alert>
          )}
          {errors[FORM_ERROR] && (
            <Alert severity="error" sx={{ mt: 2 }}>
              {tr(errors[FORM_ERROR])}
            </Alert>
          )}
        </DialogContent>
        <FormDialogActions
          onCancel={onClose}
          submitLabel={overCapacity ? t`Confirm and Save` : t`Save Changes`}
          pendingLabel={t`Saving...`}
          pending={update.isPending}
        />
      </form>
    </Dialog>
  );
}
