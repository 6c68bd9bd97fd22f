import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Box, Card, CardContent, Chip, Skeleton, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useNavigate, useParams } from '@tanstack/react-router';
import type { FormEvent } from 'react';
import { CLASS_MESSAGES } from '../../../../shared/schemas/classes/fields';
import { type TClassSchedule, ZScheduleUpdateInput } from '../../../../shared/schemas/classes/schedules';
import { zId } from '../../../../shared/schemas/common';
import { tr } from '../../../i18n/tr';
import { errorMessage, trpc } from '../../../lib/trpc';
import { useZodForm } from '../../../lib/useZodForm';
import { ButtonLink } from '../../common/routerLinks';
import { FormPageActions, FormPageCard } from '../common/FormPage';
import { OverCapacityAlert } from './OverCapacityAlert';
import { ScheduleFormFields } from './ScheduleFormFields';
import { scheduleValues } from './scheduleValues';
import { useScheduleUpdate } from './useScheduleUpdate';

function NotFoundCard({ message }: { message: string }) {
  return (
    <Card sx={{ maxWidth: 820, textAlign: 'center' }}>
      <CardContent sx={{ py: 6 }}>
        <Typography variant="h6" component="p" gutterBottom>
          {message}
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 3 }}>
          <Trans>It may have been removed, or the link is wrong.</Trans>
        </Typography>
        <ButtonLink to="/admin/classes" variant="contained">
          <Trans>Back to Class Management</Trans>
        </ButtonLink>
      </CardContent>
    </Card>
  );
}

function EditScheduleForm({ schedule }: { schedule: TClassSchedule }) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const form = useZodForm(scheduleValues(schedule));
  const update = useScheduleUpdate(() => void navigate({ to: '/admin/classes' }));

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const input = form.check(ZScheduleUpdateInput, { id: schedule.id, ...form.values });
    if (input) update.save(input);
  };

  return (
    <FormPageCard onSubmit={submit}>
      <Box sx={{ mb: 3, display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        <Typography variant="h6" component="h2">
          {schedule.displayName}
        </Typography>
        <Chip
          size="small"
          label={schedule.isActive ? t`Active` : t`Inactive`}
          color={schedule.isActive ? 'success' : 'default'}
          variant="outlined"
        />
      </Box>
      <ScheduleFormFields form={form} autoFocus />
      <OverCapacityAlert message={update.overCapacity} />
      <FormPageActions
        cancel={
          <ButtonLink to="/admin/classes">
            <Trans>Cancel</Trans>
          </ButtonLink>
        }
        submitLabel={update.submitLabel(t`Save Changes`)}
        pendingLabel={t`Saving...`}
        pending={update.isPending}
      />
    </FormPageCard>
  );
}

/** /edit-schedule/{id}: the full schedule form for one schedule. */
export default function EditSchedulePage() {
  const { t } = useLingui();
  const params = useParams({ from: '/edit-schedule/$id' });
  const id = zId.safeParse(params.id);
  const schedule = useQuery({
    ...trpc.classes.getSchedule.queryOptions({ id: id.success ? id.data : 0 }),
    enabled: id.success,
  });

  if (!id.success) return <NotFoundCard message={tr(CLASS_MESSAGES.scheduleNotFound)} />;
  if (schedule.isPending)
    return (
      <Skeleton variant="rounded" height={420} sx={{ maxWidth: 820 }} aria-label={t`Loading schedule`} />
    );
  if (schedule.isError) {
    const notFound = schedule.error.data?.code === 'NOT_FOUND';
    return notFound ? (
      <NotFoundCard message={tr(CLASS_MESSAGES.scheduleNotFound)} />
    ) : (
      <Alert severity="error">{errorMessage(schedule.error, t`Failed to load the schedule`)}</Alert>
    );
  }
  return <EditScheduleForm key={schedule.data.id} schedule={schedule.data} />;
}
