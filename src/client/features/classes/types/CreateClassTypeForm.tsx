import { Trans, useLingui } from '@lingui/react/macro';
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
  const { t } = useLingui();
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
        const name = created.name;
        toast({ title: t`Class type created`, description: t`${name} is ready to be scheduled.` });
        void invalidate();
        void navigate({ to: '/admin/classes' });
      },
      onError: (error) => {
        const reason = errorMessage(error, t`Please try again`);
        toast({
          title: t`Error`,
          description: t`Failed to create class type: ${reason}`,
          variant: 'destructive',
        });
      },
    });
  };

  return (
    <FormPageCard maxWidth={720} onSubmit={submit}>
      <FormPageHeading
        title={t`Class details`}
        subtitle={t`A class type is what you schedule: its name, length and price per class.`}
      />
      <ClassTypeFields form={form} autoFocus />
      <FormPageActions
        cancel={
          <Button component={Link} to="/admin/classes">
            <Trans>Cancel</Trans>
          </Button>
        }
        submitLabel={t`Create Class Type`}
        pendingLabel={t`Creating...`}
        pending={create.isPending}
      />
    </FormPageCard>
  );
}
