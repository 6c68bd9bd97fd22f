import { useLingui } from '@lingui/react/macro';
import AccessTime from '@mui/icons-material/AccessTime';
import CalendarToday from '@mui/icons-material/CalendarToday';
import Groups from '@mui/icons-material/Groups';
import Place from '@mui/icons-material/Place';
import Sell from '@mui/icons-material/Sell';
import { Box, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { formatTimeRange, weekdayName } from '../../../../shared/dates';
import { formatMoney } from '../../../../shared/money';
import type { TClassSchedule } from '../../../../shared/schemas/classes/schedules';
import { FALLBACK_CAPACITY } from '../common/capacity';

function Fact({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, color: 'text.secondary', minWidth: 0 }}>
      {icon}
      <Typography variant="body2" color="text.primary" noWrap>
        {children}
      </Typography>
    </Box>
  );
}

/** Day, time range (12-hour), location, price and capacity of a schedule. */
export function ScheduleFacts({ schedule: s }: { schedule: TClassSchedule }) {
  const { t } = useLingui();
  const capacity = s.maxStudents || FALLBACK_CAPACITY;
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, gap: 1 }}>
      <Fact icon={<CalendarToday fontSize="small" />}>{weekdayName(s.dayOfWeek)}</Fact>
      <Fact icon={<AccessTime fontSize="small" />}>{formatTimeRange(s.startTime, s.endTime)}</Fact>
      <Fact icon={<Place fontSize="small" />}>{s.location}</Fact>
      <Fact icon={<Sell fontSize="small" />}>{formatMoney(s.price)}</Fact>
      <Fact icon={<Groups fontSize="small" />}>{t`Capacity: ${capacity}`}</Fact>
    </Box>
  );
}
