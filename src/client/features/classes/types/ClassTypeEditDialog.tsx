import { Box, Button, Dialog, DialogActions, DialogContent, DialogTitle } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import type { FormEvent } from 'react';
import { type TClassType, ZClassTypeUpdateInput } from '../../../../shared/schemas/classes';
import { useToast } from '../../../lib/toast';
import { errorMessage, trpc } from '../../../lib/trpc';
import { useIsMobile } from '../../../lib/useIsMobile';
import { useInvalidateClasses } from '../common/useInvalidateClasses';
import { useLastNonNull } from '../schedules/useLastNonNull';
import { ClassTypeFields } from './ClassTypeFields';
import { classTypeValues } from './classTypeValues';
import { useZodForm } from './useZodForm';

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
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose}>Cancel</Button>
        <Button type="submit" variant="contained" disabled={update.isPending}>
          {update.isPending ? 'Saving...' : 'Save Changes'}
        </Button>
      </DialogActions>
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
  const shown = useLastNonNull(classType);
  const isMobile = useIsMobile();
  return (
    <Dialog open={classType !== null} onClose={onClose} fullWidth maxWidth="sm" fullScreen={isMobile}>
      {shown && <EditForm key={shown.id} classType={shown} onClose={onClose} />}
    </Dialog>
  );
}
