import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import type { FormEvent } from 'react';
import { ZScheduleCreateInput } from '../../../../shared/schemas/classes/schedules';
import { useToast } from '../../../lib/toast';
import { errorMessage, trpc } from '../../../lib/trpc';
import { useZodForm } from '../../../lib/useZodForm';
import { FormPageActions, FormPageCard, FormPageHeading } from '../common/FormPage';
import { useInvalidateClasses } from '../common/useInvalidateClasses';
import { ScheduleFormFields } from './ScheduleFormFields';
import { SCHEDULE_PAGE_VALUES } from './scheduleValues';

/** /create-class-schedule: a class that repeats every week on one day. */
export default function CreateClassScheduleForm() {
  const { t } = useLingui();
  const { toast } = useToast();
  const navigate = useNavigate();
  const invalidate = useInvalidateClasses();
  const form = useZodForm(SCHEDULE_PAGE_VALUES);
  const create = useMutation(trpc.classes.createSchedule.mutationOptions());

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const input = form.check(ZScheduleCreateInput, form.values);
    if (!input) return;
    create.mutate(input, {
      onSuccess: (created) => {
        const name = created.displayName;
        toast({
          title: t`Schedule created`,
          description: t`${name} has been added to the timetable.`,
        });
        void invalidate();
        void navigate({ to: '/schedule' });
      },
      onError: (error) => {
        const reason = errorMessage(error, t`Please try again`);
        toast({
          title: t`Error`,
          description: t`Failed to create class schedule: ${reason}`,
          variant: 'destructive',
        });
      },
    });
  };

  return (
    <FormPageCard onSubmit={submit}>
      <FormPageHeading
        title={t`Recurring class`}
        subtitle={t`Classes are added to the calendar every week on the chosen day.`}
      />
      <ScheduleFormFields form={form} autoFocus />
      <FormPageActions
        cancel={
          <Button component={Link} to="/schedule">
            <Trans>Cancel</Trans>
          </Button>
        }
        submitLabel={t`Create Schedule`}
        pendingLabel={t`Creating...`}
        pending={create.isPending}
      />
    </FormPageCard>
  );
}
