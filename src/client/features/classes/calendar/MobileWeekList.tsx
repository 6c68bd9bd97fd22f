import { useLingui } from '@lingui/react/macro';
import { Box, ButtonBase, Paper, Stack, Typography } from '@mui/material';
import { formatTimeRange } from '../../../../shared/dates';
import type { TClassInstance } from '../../../../shared/schemas/classes/instances';
import type { InstancesByDate } from '../../calendar/groupInstancesByDate';
import { WeekStepper } from '../../calendar/WeekStepper';
import { capacityColor } from '../common/capacity';
import { dayTitle, weekDays, weekTitle } from './calendarMath';
import { EmptyPeriod } from './EmptyPeriod';

/** Where a class lacks a capacity, the week list shows 15 (spec 02 §9). */
export const WEEK_LIST_CAPACITY_FALLBACK = 15;

/** The selected week's classes, day by day, with Previous / Next week buttons. */
export function MobileWeekList({
  selected,
  today,
  byDate,
  onPrevious,
  onNext,
  onOpen,
  loading,
}: {
  selected: string;
  today: string;
  byDate: InstancesByDate;
  onPrevious: () => void;
  onNext: () => void;
  onOpen: (instance: TClassInstance) => void;
  loading?: boolean;
}) {
  const { t } = useLingui();
  const days = weekDays(selected).filter((d) => byDate.has(d));
  return (
    <Box>
      <WeekStepper title={weekTitle(selected)} onPrevious={onPrevious} onNext={onNext} />
      {days.length === 0 ? (
        !loading && <EmptyPeriod text={t`No classes scheduled for this week`} />
      ) : (
        <Stack spacing={2}>
          {days.map((date) => {
            const title = dayTitle(date);
            return (
              <Box key={date} component="section" aria-label={title}>
                <Typography
                  variant="caption"
                  component="h4"
                  sx={{
                    display: 'block',
                    mb: 0.75,
                    fontWeight: 700,
                    textTransform: 'uppercase',
                    letterSpacing: 0.5,
                    color:
                      date === selected ? 'primary.main' : date === today ? 'primary.dark' : 'text.secondary',
                  }}
                >
                  {date === today ? t`Today · ${title}` : title}
                </Typography>
                <Stack spacing={1}>
                  {(byDate.get(date) ?? []).map((instance) => {
                    const max = instance.maxStudents || WEEK_LIST_CAPACITY_FALLBACK;
                    return (
                      <Paper key={instance.id} variant="outlined" data-testid="calendar-class">
                        <ButtonBase
                          onClick={() => onOpen(instance)}
                          sx={{
                            width: '100%',
                            p: 1.5,
                            justifyContent: 'space-between',
                            textAlign: 'left',
                            gap: 1,
                            borderLeft: 4,
                            borderColor: `${capacityColor(instance.enrollmentCount, max)}.main`,
                            borderRadius: 'inherit',
                          }}
                        >
                          <Box sx={{ minWidth: 0 }}>
                            <Typography sx={{ fontWeight: 600 }} noWrap>
                              {instance.name}
                            </Typography>
                            <Typography variant="body2" color="text.secondary">
                              {formatTimeRange(instance.startTime, instance.endTime)}
                            </Typography>
                            {instance.location && (
                              <Typography variant="caption" color="text.secondary" noWrap component="div">
                                {instance.location}
                              </Typography>
                            )}
                          </Box>
                          <Typography variant="body2" sx={{ fontWeight: 600, whiteSpace: 'nowrap' }}>
                            {instance.enrollmentCount} / {max}
                          </Typography>
                        </ButtonBase>
                      </Paper>
                    );
                  })}
                </Stack>
              </Box>
            );
          })}
        </Stack>
      )}
    </Box>
  );
}
