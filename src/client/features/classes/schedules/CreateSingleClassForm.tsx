import { Trans, useLingui } from '@lingui/react/macro';
import { Grid, TextField } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import type { FormEvent } from 'react';
import { addDays, formatDate } from '../../../../shared/dates';
import { CLASS_MESSAGES } from '../../../../shared/schemas/classes/fields';
import {
  SINGLE_CLASS_DEFAULT_CAPACITY,
  ZSingleClassInput,
} from '../../../../shared/schemas/classes/instances';
import { tr } from '../../../i18n/tr';
import { useStudioToday } from '../../../lib/studioClock';
import { useToast } from '../../../lib/toast';
import { errorMessage, trpc } from '../../../lib/trpc';
import { useZodForm } from '../../../lib/useZodForm';
import { ButtonLink } from '../../common/routerLinks';
import { FormPageActions, FormPageCard, FormPageHeading } from '../common/FormPage';
import { SessionFields } from '../common/SessionFields';
import { useInvalidateClasses } from '../common/useInvalidateClasses';
import { ClassTypeSelect } from './ClassTypeSelect';

const INITIAL = {
  classTypeId: '',
  classDate: '',
  startTime: '19:30',
  endTime: '20:30',
  location: '',
  maxStudents: String(SINGLE_CLASS_DEFAULT_CAPACITY),
  notes: '',
};

const SHRINK = { inputLabel: { shrink: true } } as const;
const half = { xs: 12, sm: 6 } as const;

/** /create-single-class: a one-off session on a date from tomorrow on. */
export default function CreateSingleClassForm() {
  const { t } = useLingui();
  const { toast } = useToast();
  const navigate = useNavigate();
  const invalidate = useInvalidateClasses();
  // Tomorrow in the studio: the earliest date a single class may take.
  const minDate = addDays(useStudioToday(), 1);
  const form = useZodForm(INITIAL);
  const create = useMutation(trpc.classes.createSingle.mutationOptions());
  const { values, text, select } = form;

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const input = form.check(ZSingleClassInput, values);
    if (!input) return;
    if (input.classDate < minDate) return form.fail('classDate', tr(CLASS_MESSAGES.dateFromTomorrow));
    create.mutate(input, {
      onSuccess: (created) => {
        const name = created.name;
        const date = formatDate(created.classDate);
        toast({
          title: t`Single class created`,
          description: t`${name} on ${date} is on the calendar.`,
        });
        void invalidate();
        void navigate({ to: '/', search: { section: 'schedule' } });
      },
      onError: (error) => {
        const reason = errorMessage(error, t`Please try again`);
        toast({
          title: t`Error`,
          description: t`Failed to create single class: ${reason}`,
          variant: 'destructive',
        });
      },
    });
  };

  const earliest = formatDate(minDate);
  return (
    <FormPageCard onSubmit={submit}>
      <FormPageHeading
        title={t`One-off session`}
        subtitle={t`A class that happens once, outside the weekly schedule.`}
      />
      <Grid container spacing={2}>
        <Grid size={half}>
          <ClassTypeSelect autoFocus {...select('classTypeId')} />
        </Grid>
        <Grid size={half}>
          <TextField
            label={t`Date`}
            type="date"
            required
            fullWidth
            slotProps={{ ...SHRINK, htmlInput: { min: minDate } }}
            {...text('classDate', t`${earliest} or later`)}
          />
        </Grid>
        <SessionFields text={text} />
        <Grid size={12}>
          <TextField label={t`Notes`} fullWidth multiline minRows={3} {...text('notes', t`Optional`)} />
        </Grid>
      </Grid>
      <FormPageActions
        cancel={
          <ButtonLink to="/" search={{ section: 'schedule' }}>
            <Trans>Cancel</Trans>
          </ButtonLink>
        }
        submitLabel={t`Create Single Class`}
        pendingLabel={t`Creating...`}
        pending={create.isPending}
      />
    </FormPageCard>
  );
}
