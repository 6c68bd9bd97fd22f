import { Button } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import type { FormEvent } from 'react';
import { ZClassTypeCreateInput } from '../../../../shared/schemas/classes/class-types';
import { useToast } from '../../../lib/toast';
import { errorMessage, trpc } from '../../../lib/trpc';
import { useZodForm } from '../../../lib/useZodForm';
import { FormPageActions, FormPageCard, FormPageHeading } from '../common/FormPage';
import { useInvalidateClasses } from '../common/useInvalidateClasses';
import { ClassTypeFields } from './ClassTypeFields';
import { CLASS_TYPE_DEFAULTS } from './classTypeValues';

/** /create-class-type: a new kind of class students can be scheduled into. */
export default function CreateClassTypeForm() {
  const { toast } = useToast();
  const navigate = useNavigate();
  const invalidate = useInvalidateClasses();
  const form = useZodForm(CLASS_TYPE_DEFAULTS);
  const create = useMutation(trpc.classes.createType.mutationOptions());

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const input = form.check(ZClassTypeCreateInput, form.values);
    if (!input) return;
    create.mutate(input, {
      onSuccess: (created) => {
        toast({ title: 'Class type created', description: `${created.name} is ready to be scheduled.` });
        void invalidate();
        void navigate({ to: '/admin/classes' });
      },
      onError: (error) =>
        toast({
          title: 'Error',
          description: `Failed to create class type: ${errorMessage(error, 'Please try again')}`,
          variant: 'destructive',
        }),
    });
  };

  return (
    <FormPageCard maxWidth={720} onSubmit={submit}>
      <FormPageHeading
        title="Class details"
        subtitle="A class type is what you schedule: its name, length and price per class."
      />
      <ClassTypeFields form={form} autoFocus />
      <FormPageActions
        cancel={
          <Button component={Link} to="/admin/classes">
            Cancel
          </Button>
        }
        submitLabel="Create Class Type"
        pendingLabel="Creating..."
        pending={create.isPending}
      />
    </FormPageCard>
  );
}
