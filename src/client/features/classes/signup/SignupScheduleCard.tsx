import { Trans, useLingui } from '@lingui/react/macro';
import AccessTime from '@mui/icons-material/AccessTime';
import CalendarToday from '@mui/icons-material/CalendarToday';
import Place from '@mui/icons-material/Place';
import { Box, Card, CardActions, CardContent, Chip, Divider, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { formatDate, formatTimeRange, weekdayName } from '../../../../shared/dates';
import { isClassFull } from '../../../../shared/schemas/classes/instances';
import type { TClassSchedule } from '../../../../shared/schemas/classes/schedules';
import { FALLBACK_CAPACITY } from '../common/capacity';

function Line({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, color: 'text.secondary' }}>
      {icon}
      <Typography variant="body2" color="text.primary">
        {children}
      </Typography>
    </Box>
  );
}

/** One active schedule of the class: when, where, "N / max" (Full when full), next class; optional actions. */
export function SignupScheduleCard({
  schedule: s,
  actions,
}: {
  schedule: TClassSchedule;
  actions?: ReactNode;
}) {
  const max = s.maxStudents || FALLBACK_CAPACITY;
  const { t } = useLingui();
  const full = isClassFull({ enrollmentCount: s.enrollmentCount, maxStudents: max });
  const enrolled = s.enrollmentCount;
  const day = weekdayName(s.dayOfWeek);
  const next = s.nextClassDate ? formatDate(s.nextClassDate) : t`None scheduled`;
  return (
    <Card
      component="article"
      aria-label={`${s.displayName}, ${day}`}
      sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}
    >
      <CardContent sx={{ flexGrow: 1 }}>
        <Stack
          direction="row"
          spacing={1}
          sx={{ justifyContent: 'space-between', alignItems: 'flex-start', mb: 1.5 }}
        >
          <Typography variant="h6" component="h3" sx={{ fontWeight: 600, lineHeight: 1.3 }}>
            {s.displayName}
          </Typography>
          <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center', flexShrink: 0 }}>
            <Typography variant="body2" sx={{ fontWeight: 600, whiteSpace: 'nowrap' }}>
              <Trans>
                {enrolled} / {max}
                <Box component="span" sx={{ color: 'text.secondary', fontWeight: 400 }}>
                  {' '}
                  enrolled
                </Box>
              </Trans>
            </Typography>
            {full && <Chip size="small" color="error" label={t`Full`} />}
          </Stack>
        </Stack>
        <Stack spacing={0.75}>
          <Line icon={<CalendarToday fontSize="small" />}>{day}</Line>
          <Line icon={<AccessTime fontSize="small" />}>{formatTimeRange(s.startTime, s.endTime)}</Line>
          <Line icon={<Place fontSize="small" />}>{s.location}</Line>
        </Stack>
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1.5 }}>
          <Trans>
            Next class:{' '}
            <Box component="span" sx={{ color: 'text.primary', fontWeight: 600 }}>
              {next}
            </Box>
          </Trans>
        </Typography>
      </CardContent>
      {actions && (
        <>
          <Divider />
          <CardActions disableSpacing sx={{ flexWrap: 'wrap', gap: 0.5, px: 2, py: 1.5 }}>
            {actions}
          </CardActions>
        </>
      )}
    </Card>
  );
}
