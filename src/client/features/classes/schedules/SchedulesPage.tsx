import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import Add from '@mui/icons-material/Add';
import EventRepeat from '@mui/icons-material/EventRepeat';
import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  CircularProgress,
  Grid,
  Stack,
  Typography,
} from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { errorMessage, trpc } from '../../../lib/trpc';
import { ButtonLink } from '../../common/routerLinks';
import { byDayAndTime } from './filterSchedules';
import { ScheduleCard } from './ScheduleCard';
import { ScheduleDialogs } from './ScheduleDialogs';
import { ScheduleFormDialog } from './ScheduleFormDialog';
import type { ScheduleDialogState } from './scheduleDialogs';
import { useScheduleToggle } from './useScheduleToggle';

function EmptyState() {
  return (
    <Card sx={{ textAlign: 'center' }}>
      <CardContent sx={{ py: 6 }}>
        <EventRepeat color="primary" sx={{ fontSize: 48, mb: 1 }} />
        <Typography variant="h6" component="p" gutterBottom>
          <Trans>No class schedules found</Trans>
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 3 }}>
          <Trans>Set up a weekly class and it will appear on the calendar every week.</Trans>
        </Typography>
        <ButtonLink to="/create-class-schedule" variant="contained" startIcon={<Add />}>
          <Trans>Create First Schedule</Trans>
        </ButtonLink>
      </CardContent>
    </Card>
  );
}

/** /schedule: every weekly schedule as a card, with Add Schedule and the per-schedule dialogs. */
export default function SchedulesPage() {
  const { t } = useLingui();
  const schedules = useQuery(trpc.classes.listSchedules.queryOptions());
  const [adding, setAdding] = useState(false);
  const [dialog, setDialog] = useState<ScheduleDialogState | null>(null);
  const { toggle, pendingId } = useScheduleToggle();
  const list = useMemo(() => [...(schedules.data ?? [])].sort(byDayAndTime), [schedules.data]);
  const count = list.length;
  const active = list.filter((s) => s.isActive).length;

  return (
    <Stack spacing={3}>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={1.5}
        sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' } }}
      >
        <Typography color="text.secondary">
          {schedules.data
            ? plural(count, {
                one: `# weekly schedule, ${active} active`,
                other: `# weekly schedules, ${active} active`,
              })
            : t`Your weekly timetable`}
        </Typography>
        <Button variant="contained" startIcon={<Add />} onClick={() => setAdding(true)}>
          <Trans>Add Schedule</Trans>
        </Button>
      </Stack>
      {schedules.isPending && (
        <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'center', gap: 2, py: 8 }}>
          <CircularProgress size={24} aria-hidden />
          <Typography color="text.secondary">
            <Trans>Loading schedules...</Trans>
          </Typography>
        </Box>
      )}
      {schedules.isError && (
        <Alert severity="error">{errorMessage(schedules.error, t`Failed to load schedules`)}</Alert>
      )}
      {schedules.data && list.length === 0 && <EmptyState />}
      {list.length > 0 && (
        <Grid container spacing={2}>
          {list.map((s) => (
            <Grid key={s.id} size={{ xs: 12, md: 6 }}>
              <ScheduleCard
                schedule={s}
                onOpen={(kind, schedule) => setDialog({ kind, schedule })}
                onToggle={(isActive) => toggle(s, isActive)}
                toggling={pendingId === s.id}
              />
            </Grid>
          ))}
        </Grid>
      )}
      <ScheduleFormDialog open={adding} onClose={() => setAdding(false)} />
      <ScheduleDialogs state={dialog} onClose={() => setDialog(null)} />
    </Stack>
  );
}
