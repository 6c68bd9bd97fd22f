import { Alert, Box, Card, CardContent, Chip, Skeleton, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useNavigate, useParams } from '@tanstack/react-router';
import type { FormEvent } from 'react';
import { CLASS_MESSAGES } from '../../../../shared/schemas/classes/fields';
import { type TClassSchedule, ZScheduleUpdateInput } from '../../../../shared/schemas/classes/schedules';
import { zId } from '../../../../shared/schemas/common';
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
          It may have been removed, or the link is wrong.
        </Typography>
        <ButtonLink to="/admin/classes" variant="contained">
          Back to Class Management
        </ButtonLink>
      </CardContent>
    </Card>
  );
}

function EditScheduleForm({ schedule }: { schedule: TClassSchedule }) {
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
          label={schedule.isActive ? 'Active' : 'Inactive'}
          color={schedule.isActive ? 'success' : 'default'}
          variant="outlined"
        />
      </Box>
      <ScheduleFormFields form={form} autoFocus />
      <OverCapacityAlert message={update.overCapacity} />
      <FormPageActions
        cancel={<ButtonLink to="/admin/classes">Cancel</ButtonLink>}
        submitLabel={update.submitLabel('Save Changes')}
        pendingLabel="Saving..."
        pending={update.isPending}
      />
    </FormPageCard>
  );
}

/** /edit-schedule/{id}: the full schedule form for one schedule. */
export default function EditSchedulePage() {
  const params = useParams({ from: '/edit-schedule/$id' });
  const id = zId.safeParse(params.id);
  const schedule = useQuery({
    ...trpc.classes.getSchedule.queryOptions({ id: id.success ? id.data : 0 }),
    enabled: id.success,
  });

  if (!id.success) return <NotFoundCard message={CLASS_MESSAGES.scheduleNotFound} />;
  if (schedule.isPending)
    return <Skeleton variant="rounded" height={420} sx={{ maxWidth: 820 }} aria-label="Loading schedule" />;
  if (schedule.isError) {
    const notFound = schedule.error.data?.code === 'NOT_FOUND';
    return notFound ? (
      <NotFoundCard message={CLASS_MESSAGES.scheduleNotFound} />
    ) : (
      <Alert severity="error">{errorMessage(schedule.error, 'Failed to load the schedule')}</Alert>
    );
  }
  return <EditScheduleForm key={schedule.data.id} schedule={schedule.data} />;
}
