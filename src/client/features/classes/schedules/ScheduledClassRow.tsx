import { useLingui } from '@lingui/react/macro';
import ChevronRight from '@mui/icons-material/ChevronRight';
import { Box, Chip, Stack, Typography } from '@mui/material';
import { formatTimeRange, weekdayName } from '../../../../shared/dates';
import type { TClassSchedule } from '../../../../shared/schemas/classes/schedules';
import { TextLink } from '../../common/routerLinks';
import { FALLBACK_CAPACITY } from '../common/capacity';

/** One schedule in Class Management's list; its name opens /edit-schedule/{id}. */
export function ScheduledClassRow({ schedule: s, divider }: { schedule: TClassSchedule; divider: boolean }) {
  const { t } = useLingui();
  const capacity = s.maxStudents || FALLBACK_CAPACITY;
  return (
    <Box
      component="li"
      sx={{
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        gap: 1.5,
        px: 2,
        py: 1.5,
        borderBottom: divider ? 1 : 0,
        borderColor: 'divider',
      }}
    >
      <Box sx={{ flex: '1 1 260px', minWidth: 0 }}>
        <TextLink
          to="/edit-schedule/$id"
          params={{ id: String(s.id) }}
          underline="hover"
          sx={{ fontWeight: 600 }}
        >
          {s.displayName}
        </TextLink>
        <Typography variant="body2" color="text.secondary">
          {weekdayName(s.dayOfWeek)} · {formatTimeRange(s.startTime, s.endTime)} · {s.location}
        </Typography>
      </Box>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <Typography variant="body2" color="text.secondary">
          {t`Capacity: ${capacity}`}
        </Typography>
        <Chip
          size="small"
          label={s.isActive ? t`Active` : t`Inactive`}
          color={s.isActive ? 'success' : 'default'}
          variant={s.isActive ? 'outlined' : 'filled'}
        />
        <ChevronRight color="action" aria-hidden />
      </Stack>
    </Box>
  );
}
