import { Box, Button, Card, CardContent, Stack, Typography } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import type { FormEvent } from 'react';
import { ZScheduleCreateInput } from '../../../../shared/schemas/classes';
import { useToast } from '../../../lib/toast';
import { errorMessage, trpc } from '../../../lib/trpc';
import { useInvalidateClasses } from '../common/useInvalidateClasses';
import { useZodForm } from '../types/useZodForm';
import { ScheduleFormFields } from './ScheduleFormFields';
import { SCHEDULE_PAGE_VALUES } from './scheduleValues';

/** /create-class-schedule: a class that repeats every week on one day. */
export default function CreateClassScheduleForm() {
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
        toast({
          title: 'Schedule created',
          description: `${created.displayName} has been added to the timetable.`,
        });
        void invalidate();
        void navigate({ to: '/schedule' });
      },
      onError: (error) =>
        toast({
          title: 'Error',
          description: `Failed to create class schedule: ${errorMessage(error, 'Please try again')}`,
          variant: 'destructive',
        }),
    });
  };

  return (
    <Card sx={{ maxWidth: 820 }}>
      <CardContent component="form" noValidate onSubmit={submit} sx={{ p: { xs: 2, sm: 3 } }}>
        <Box sx={{ mb: 3 }}>
          <Typography variant="h6" component="h2">
            Recurring class
          </Typography>
          <Typography variant="body2" color="text.secondary">
            Classes are added to the calendar every week on the chosen day.
          </Typography>
        </Box>
        <ScheduleFormFields form={form} autoFocus />
        <Stack
          direction={{ xs: 'column-reverse', sm: 'row' }}
          spacing={1.5}
          sx={{ mt: 3, justifyContent: 'flex-end' }}
        >
          <Button component={Link} to="/schedule">
            Cancel
          </Button>
          <Button type="submit" variant="contained" size="large" disabled={create.isPending}>
            {create.isPending ? 'Creating...' : 'Create Schedule'}
          </Button>
        </Stack>
      </CardContent>
    </Card>
  );
}
