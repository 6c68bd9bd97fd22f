import { Trans, useLingui } from '@lingui/react/macro';
import Search from '@mui/icons-material/Search';
import {
  Alert,
  InputAdornment,
  Paper,
  Skeleton,
  Stack,
  TextField,
  ToggleButton,
  ToggleButtonGroup,
  Typography,
} from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { errorMessage, trpc } from '../../../lib/trpc';
import { StudioTimeNote } from '../../common/StudioTimeNote';
import { byDayAndTime, filterSchedules, type ScheduleFilter } from './filterSchedules';
import { ScheduledClassRow } from './ScheduledClassRow';

/** Class Management's "Scheduled Classes": search by name or location, filter All / Active / Inactive. */
export function ScheduledClassesPanel() {
  const { t } = useLingui();
  const schedules = useQuery(trpc.classes.listSchedules.queryOptions());
  const [query, setQuery] = useState('');
  const [filter, setFilter] = useState<ScheduleFilter>('all');
  const shown = useMemo(
    () => filterSchedules(schedules.data ?? [], query, filter).sort(byDayAndTime),
    [schedules.data, query, filter],
  );

  return (
    <Stack spacing={2}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ alignItems: { sm: 'center' } }}>
        <TextField
          label={t`Search classes`}
          placeholder={t`Search by name or location`}
          size="small"
          value={query}
          onChange={(e) => setQuery(e.target.value)}
          sx={{ flexGrow: 1, maxWidth: { sm: 420 } }}
          slotProps={{
            input: {
              startAdornment: (
                <InputAdornment position="start">
                  <Search fontSize="small" />
                </InputAdornment>
              ),
            },
          }}
        />
        <ToggleButtonGroup
          exclusive
          size="small"
          value={filter}
          onChange={(_e, next: ScheduleFilter | null) => next && setFilter(next)}
          aria-label={t`Filter schedules by status`}
        >
          <ToggleButton value="all">
            <Trans>All</Trans>
          </ToggleButton>
          <ToggleButton value="active">
            <Trans>Active</Trans>
          </ToggleButton>
          <ToggleButton value="inactive">
            <Trans>Inactive</Trans>
          </ToggleButton>
        </ToggleButtonGroup>
      </Stack>
      <StudioTimeNote />
      {schedules.isError && (
        <Alert severity="error">{errorMessage(schedules.error, t`Failed to load schedules`)}</Alert>
      )}
      {schedules.isPending && <Skeleton variant="rounded" height={160} aria-label={t`Loading schedules`} />}
      {schedules.data && (
        <Paper
          variant="outlined"
          component="ul"
          aria-label={t`Scheduled classes`}
          sx={{ listStyle: 'none', m: 0, p: 0 }}
        >
          {shown.length === 0 ? (
            <Typography component="li" color="text.secondary" sx={{ p: 4, textAlign: 'center' }}>
              {schedules.data.length === 0 ? t`No class schedules found` : t`No schedules match your search`}
            </Typography>
          ) : (
            shown.map((s, i) => <ScheduledClassRow key={s.id} schedule={s} divider={i < shown.length - 1} />)
          )}
        </Paper>
      )}
    </Stack>
  );
}
