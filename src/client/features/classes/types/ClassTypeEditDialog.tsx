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
        toast({ title: 'Class type updated successfully', description: `${saved.name} has been saved.` });
        void invalidate();
        onClose();
      },
      onError: (error) =>
        toast({
          title: 'Error',
          description: `Failed to update class type: ${errorMessage(error, 'Please try again')}`,
          variant: 'destructive',
        }),
    });
  };

  return (
    <form noValidate onSubmit={submit}>
      <DialogTitle>Edit Class Type</DialogTitle>
      <DialogContent>
        <Box sx={{ pt: 1 }}>
          <ClassTypeFields form={form} autoFocus />
        </Box>
      </DialogContent>
      <FormDialogActions
        onCancel={onClose}
        submitLabel="Save Changes"
        pendingLabel="Saving..."
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
