import { Box, Button, Card, CardContent, Grid, Stack, TextField, Typography } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { type FormEvent, useMemo } from 'react';
import { addDays, formatDate, zonedNow } from '../../../../shared/dates';
import {
  CLASS_MESSAGES,
  MAX_CLASS_CAPACITY,
  SINGLE_CLASS_DEFAULT_CAPACITY,
  ZSingleClassInput,
} from '../../../../shared/schemas/classes';
import { useToast } from '../../../lib/toast';
import { errorMessage, trpc } from '../../../lib/trpc';
import { useInvalidateClasses } from '../common/useInvalidateClasses';
import { ButtonLink } from '../types/routerLinks';
import { useZodForm } from '../types/useZodForm';
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

/** Tomorrow in the browser's own timezone: the earliest date a single class may take. */
const tomorrow = () => addDays(zonedNow(Intl.DateTimeFormat().resolvedOptions().timeZone).date, 1);

/** /create-single-class: a one-off session on a date from tomorrow on. */
export default function CreateSingleClassForm() {
  const { toast } = useToast();
  const navigate = useNavigate();
  const invalidate = useInvalidateClasses();
  const minDate = useMemo(tomorrow, []);
  const form = useZodForm(INITIAL);
  const create = useMutation(trpc.classes.createSingle.mutationOptions());
  const { values, errors, set, text } = form;

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const input = form.check(ZSingleClassInput, values);
    if (!input) return;
    if (input.classDate < minDate) return form.fail('classDate', CLASS_MESSAGES.dateFromTomorrow);
    create.mutate(input, {
      onSuccess: (created) => {
        toast({
          title: 'Single class created',
          description: `${created.name} on ${formatDate(created.classDate)} is on the calendar.`,
        });
        void invalidate();
        void navigate({ to: '/', search: { section: 'schedule' } });
      },
      onError: (error) =>
        toast({
          title: 'Error',
          description: `Failed to create single class: ${errorMessage(error, 'Please try again')}`,
          variant: 'destructive',
        }),
    });
  };

  return (
    <Card sx={{ maxWidth: 820 }}>
      <CardContent component="form" noValidate onSubmit={submit} sx={{ p: { xs: 2, sm: 3 } }}>
        <Box sx={{ mb: 3 }}>
          <Typography variant="h6" component="h2">
            One-off session
          </Typography>
          <Typography variant="body2" color="text.secondary">
            A class that happens once, outside the weekly schedule.
          </Typography>
        </Box>
        <Grid container spacing={2}>
          <Grid size={half}>
            <ClassTypeSelect
              autoFocus
              value={values.classTypeId}
              onChange={(v) => set('classTypeId', v)}
              error={errors.classTypeId !== undefined}
              helperText={errors.classTypeId}
            />
          </Grid>
          <Grid size={half}>
            <TextField
              label="Date"
              type="date"
              required
              fullWidth
              slotProps={{ ...SHRINK, htmlInput: { min: minDate } }}
              {...text('classDate', `${formatDate(minDate)} or later`)}
            />
          </Grid>
          <Grid size={half}>
            <TextField
              label="Start Time"
              type="time"
              required
              fullWidth
              slotProps={SHRINK}
              {...text('startTime')}
            />
          </Grid>
          <Grid size={half}>
            <TextField
              label="End Time"
              type="time"
              required
              fullWidth
              slotProps={SHRINK}
              {...text('endTime')}
            />
          </Grid>
          <Grid size={half}>
            <TextField
              label="Location"
              required
              fullWidth
              placeholder="e.g. Studio A"
              {...text('location')}
            />
          </Grid>
          <Grid size={half}>
            <TextField
              label="Maximum Students"
              type="number"
              required
              fullWidth
              slotProps={{ htmlInput: { min: 1, max: MAX_CLASS_CAPACITY } }}
              {...text('maxStudents', `1 to ${MAX_CLASS_CAPACITY}`)}
            />
          </Grid>
          <Grid size={12}>
            <TextField label="Notes" fullWidth multiline minRows={3} {...text('notes', 'Optional')} />
          </Grid>
        </Grid>
        <Stack
          direction={{ xs: 'column-reverse', sm: 'row' }}
          spacing={1.5}
          sx={{ mt: 3, justifyContent: 'flex-end' }}
        >
          <ButtonLink to="/" search={{ section: 'schedule' }}>
            Cancel
          </ButtonLink>
          <Button type="submit" variant="contained" size="large" disabled={create.isPending}>
            {create.isPending ? 'Creating...' : 'Create Single Class'}
          </Button>
        </Stack>
      </CardContent>
    </Card>
  );
}
