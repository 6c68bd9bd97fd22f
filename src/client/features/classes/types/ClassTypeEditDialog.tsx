import { Trans, useLingui } from '@lingui/react/macro';
import { Box, DialogContent, DialogTitle } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import type { FormEvent } from 'react';
import { type TClassType, ZClassTypeUpdateInput } from '../../../../shared/schemas/classes/class-types';
import { useToast } from '../../../lib/toast';
import { errorMessage, trpc } from '../../../lib/trpc';
import { useZodForm } from '../../../lib/useZodForm';
import { FormDialogActions } from '../../common/FormDialogActions';
import { SubjectDialog } from '../../common/SubjectDialog';
import { useInvalidateClasses } from '../common/useInvalidateClasses';
import { ClassTypeFields } from './ClassTypeFields';
import { classTypeValues } from './classTypeValues';

function EditForm({ classType, onClose }: { classType: TClassType; onClose: () => void }) {
  const { t } = useLingui();
  const { toast } = useToast();
  const invalidate = useInvalidateClasses();
  const form = useZodForm(classTypeValues(classType));
  const update = useMutation(trpc.classes.updateType.mutationOptions());

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const input = form.check(ZClassTypeUpdateInput, { id: classType.id, ...form.values });
    if (!input) return;
    update.mutate(input, {
      onSuccess: (saved) => {
        const name = saved.name;
        toast({ title: t`Class type updated successfully`, description: t`${name} has been saved.` });
        void invalidate();
        onClose();
      },
      onError: (error) => {
        const reason = errorMessage(error, t`Please try again`);
        toast({
          title: t`Error`,
          description: t`Failed to update class type: ${reason}`,
          variant: 'destructive',
        });
      },
    });
  };

  return (
    <form noValidate onSubmit={submit}>
      <DialogTitle>
        <Trans>Edit Class Type</Trans>
      </DialogTitle>
      <DialogContent>
        <Box sx={{ pt: 1 }}>
          <ClassTypeFields form={form} autoFocus />
        </Box>
      </DialogContent>
      <FormDialogActions
        onCancel={onClose}
        submitLabel={t`Save Changes`}
        pendingLabel={t`Saving...`}
        pending={update.isPending}
      />
    </form>
  );
}

/** Class type edit: the create form's fields and rules, saved with classes.updateType. */
export function ClassTypeEditDialog({
  classType,
  onClose,
}: {
  classType: TClassType | null;
  onClose: () => void;
}) {
  return (
    <SubjectDialog subject={classType} onClose={onClose} fullScreenOnMobile>
      {(shown) => <EditForm classType={shown} onClose={onClose} />}
    </SubjectDialog>
  );
}
