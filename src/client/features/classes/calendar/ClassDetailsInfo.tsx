import { useLingui } from '@lingui/react/macro';
import AttachMoney from '@mui/icons-material/AttachMoney';
import CalendarMonth from '@mui/icons-material/CalendarMonth';
import Place from '@mui/icons-material/Place';
import Schedule from '@mui/icons-material/Schedule';
import Timer from '@mui/icons-material/Timer';
import { Box, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { formatDate, formatTimeRange } from '../../../../shared/dates';
import type { TClassInstance } from '../../../../shared/schemas/classes/instances';
import { priceLabel } from './ClassCard';

function InfoItem({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    <Box sx={{ display: 'flex', gap: 1.5, alignItems: 'flex-start', minWidth: 0 }}>
      <Box sx={{ color: 'primary.main', mt: 0.25, display: 'flex' }} aria-hidden>
        {icon}
      </Box>
      <Box sx={{ minWidth: 0 }}>
        <Typography variant="caption" color="text.secondary" component="div">
          {label}
        </Typography>
        <Typography variant="body2" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
          {children}
        </Typography>
      </Box>
    </Box>
  );
}

/** Date, time range, real duration, location and price of a class. */
export function ClassDetailsInfo({ instance }: { instance: TClassInstance }) {
  const { t } = useLingui();
  const duration = instance.duration;
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 2 }}>
      <InfoItem icon={<CalendarMonth fontSize="small" />} label={t`Date`}>
        {formatDate(instance.classDate)}
      </InfoItem>
      <InfoItem icon={<Schedule fontSize="small" />} label={t`Time`}>
        {formatTimeRange(instance.startTime, instance.endTime)}
      </InfoItem>
      <InfoItem icon={<Timer fontSize="small" />} label={t`Duration`}>
        {t`${duration} min`}
      </InfoItem>
      <InfoItem icon={<Place fontSize="small" />} label={t`Location`}>
        {instance.location || t`No location set`}
      </InfoItem>
      <InfoItem icon={<AttachMoney fontSize="small" />} label={t`Price per class`}>
        {priceLabel(instance.price)}
      </InfoItem>
    </Box>
  );
}
