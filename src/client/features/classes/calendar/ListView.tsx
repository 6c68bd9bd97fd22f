import { useLingui } from '@lingui/react/macro';
import { Box, Stack, Typography } from '@mui/material';
import { ClassCard } from './ClassCard';
import { dayTitle, sameMonth } from './calendarMath';
import type { CalendarViewProps } from './calendarViewProps';
import { EmptyPeriod } from './EmptyPeriod';

/** The month's upcoming classes (today or later), grouped by date. */
export function ListView({ cursor, today, byDate, onOpen, loading }: CalendarViewProps) {
  const { t } = useLingui();
  const dates = [...byDate.keys()].filter((d) => sameMonth(d, cursor) && d >= today).sort();
  if (dates.length === 0)
    return loading ? null : <EmptyPeriod text={t`No classes scheduled for this month`} />;
  return (
    <Stack spacing={3}>
      {dates.map((date) => {
        const title = dayTitle(date);
        return (
          <Box key={date} component="section" aria-label={title}>
            <Typography
              variant="subtitle2"
              component="h4"
              sx={{ mb: 1, color: date === today ? 'primary.main' : 'text.secondary', fontWeight: 700 }}
            >
              {date === today ? t`Today · ${title}` : title}
            </Typography>
            <Stack spacing={1.5}>
              {(byDate.get(date) ?? []).map((instance) => (
                <ClassCard key={instance.id} instance={instance} onOpen={onOpen} />
              ))}
            </Stack>
          </Box>
        );
      })}
    </Stack>
  );
}
