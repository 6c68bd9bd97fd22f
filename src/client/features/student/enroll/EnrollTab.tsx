import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Box, Button, LinearProgress, Skeleton, Stack, Typography } from '@mui/material';
import { useCallback, useState } from 'react';
import { monthLabel } from '../../../../shared/dates';
import type { TSessionStudent } from '../../../../shared/schemas/auth';
import type { TClassInstance } from '../../../../shared/schemas/classes/instances';
import { errorMessage } from '../../../lib/trpc';
import { useChoiceOrDefault } from '../../../lib/useChoiceOrDefault';
import { useIsMobile } from '../../../lib/useIsMobile';
import { monthWeeks, sameMonth, weekDays, weekTitle } from '../../calendar/calendarGrid';
import { PeriodToolbar } from '../../calendar/PeriodToolbar';
import { StudioTimeNote } from '../../common/StudioTimeNote';
import { useMyMemberships, useMyPasses } from '../studentQueries';
import { useMyWaitlist, useWaitlistActions } from '../waitlist/useWaitlist';
import { ClassDetailDialog } from './ClassDetailDialog';
import { DayClassesDialog } from './DayClassesDialog';
import { EmptyClasses } from './EmptyClasses';
import { canShift, classState, type EnrollView, hasStarted, shiftCursor, upcomingDates } from './enrollMath';
import { Legend } from './Legend';
import { MobileEnroll } from './MobileEnroll';
import { MonthGrid } from './MonthGrid';
import { UpcomingList } from './UpcomingList';
import { useBookingActions } from './useBookingActions';
import { useEnrollData } from './useEnrollData';
import { WeekGrid } from './WeekGrid';

const VIEWS: readonly EnrollView[] = ['month', 'week', 'list'];

function RetryAlert({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <Alert
      severity="error"
      action={
        <Button color="inherit" size="small" onClick={onRetry}>
          <Trans>Retry</Trans>
        </Button>
      }
    >
      {message}
    </Alert>
  );
}

/**
 * The student's Enroll in Classes tab (spec 01 §2): the classes of this month and the next two in a
 * Month, Week or List view (a dot calendar and a week list on phones), each marked booked or full for
 * this student; a class opens its details, where it is booked or cancelled.
 */
export function EnrollTab({ student }: { student: TSessionStudent }) {
  const { t } = useLingui();
  const isMobile = useIsMobile();
  const data = useEnrollData(student.id);
  const { now, today, window, byDate, booked, instances, bookings, policy, outstanding } = data;
  const [view, setView] = useState<EnrollView>('month');
  const [cursor, setCursor] = useChoiceOrDefault(today);
  const [dayList, setDayList] = useState<string | null>(null);
  const [selected, setSelected] = useState<TClassInstance | null>(null);
  const actions = useBookingActions(student.id, () => setSelected(null));
  const waitlist = useMyWaitlist();
  const passes = useMyPasses();
  const memberships = useMyMemberships();
  const waitlistActions = useWaitlistActions();

  const stateOf = useCallback(
    (instance: TClassInstance) =>
      classState(instance, booked.get(instance.id), now, policy.data?.lastBookableDate),
    [booked, now, policy.data?.lastBookableDate],
  );
  const openClass = useCallback((instance: TClassInstance) => {
    setDayList(null);
    setSelected(instance);
  }, []);

  // The open class follows the latest data (seats taken, booked) while its dialog is up.
  const current = selected
    ? ((byDate.get(selected.classDate.slice(0, 10)) ?? []).find((i) => i.id === selected.id) ?? selected)
    : null;
  const loading = instances.isPending;
  const navView = view === 'week' ? 'week' : 'month';
  const visibleDates = view === 'week' ? weekDays(cursor) : monthWeeks(cursor).flat();
  const periodHasClasses = visibleDates.some(
    (d) => (view === 'week' || sameMonth(d, cursor)) && byDate.has(d),
  );
  const upcoming = upcomingDates(byDate, today);

  return (
    <Box component="section" aria-labelledby="enroll-heading">
      <Box
        sx={{
          display: 'flex',
          alignItems: { xs: 'flex-start', sm: 'flex-end' },
          justifyContent: 'space-between',
          flexDirection: { xs: 'column', sm: 'row' },
          gap: 1.5,
          mb: 2,
        }}
      >
        <Box>
          <Typography id="enroll-heading" variant="h5" component="h2" sx={{ fontWeight: 700 }}>
            <Trans>Class Calendar</Trans>
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {isMobile
              ? t`Tap a class to see its details and book your spot.`
              : t`Click a class to see its details and book your spot.`}
          </Typography>
          <StudioTimeNote />
        </Box>
        <Legend />
      </Box>

      <Stack spacing={1.5} sx={{ mb: 1 }}>
        {instances.isError && (
          <RetryAlert
            message={errorMessage(instances.error, t`Failed to load classes`)}
            onRetry={() => void instances.refetch()}
          />
        )}
        {bookings.isError && (
          <RetryAlert
            message={errorMessage(bookings.error, t`Failed to load your bookings`)}
            onRetry={() => void bookings.refetch()}
          />
        )}
      </Stack>
      <Box sx={{ height: 4, mb: 1 }}>
        {(instances.isFetching || bookings.isFetching) && (
          <LinearProgress aria-label={t`Loading classes`} sx={{ borderRadius: 2 }} />
        )}
      </Box>

      {isMobile ? (
        <MobileEnroll
          today={today}
          window={window}
          byDate={byDate}
          stateOf={stateOf}
          onOpen={openClass}
          onShowDay={setDayList}
          loading={loading}
        />
      ) : (
        <>
          <PeriodToolbar
            title={
              view === 'list' ? t`Upcoming Classes` : view === 'week' ? weekTitle(cursor) : monthLabel(cursor)
            }
            views={VIEWS}
            view={view}
            onView={setView}
            nav={
              view === 'list'
                ? undefined
                : {
                    previousLabel: navView === 'week' ? t`Previous week` : t`Previous month`,
                    nextLabel: navView === 'week' ? t`Next week` : t`Next month`,
                    onPrevious: () => setCursor((c) => shiftCursor(navView, c, -1)),
                    onNext: () => setCursor((c) => shiftCursor(navView, c, 1)),
                    onToday: () => setCursor(today),
                    canPrevious: canShift(navView, cursor, -1, window),
                    canNext: canShift(navView, cursor, 1, window),
                  }
            }
          />
          {loading ? (
            <Skeleton variant="rounded" height={view === 'list' ? 320 : 560} aria-hidden />
          ) : (
            <>
              {view === 'month' && (
                <MonthGrid
                  cursor={cursor}
                  today={today}
                  byDate={byDate}
                  stateOf={stateOf}
                  onOpen={openClass}
                  onShowDay={setDayList}
                />
              )}
              {view === 'week' && (
                <WeekGrid
                  cursor={cursor}
                  today={today}
                  byDate={byDate}
                  stateOf={stateOf}
                  onOpen={openClass}
                />
              )}
              {view !== 'list' && !periodHasClasses && !instances.isError && (
                <Box sx={{ mt: 2 }}>
                  <EmptyClasses
                    text={
                      navView === 'week'
                        ? t`No classes scheduled for this week`
                        : t`No classes scheduled for this month`
                    }
                    detail={t`Try another period, or check back soon.`}
                  />
                </Box>
              )}
              {view === 'list' && !instances.isError && (
                <UpcomingList
                  dates={upcoming}
                  today={today}
                  byDate={byDate}
                  stateOf={stateOf}
                  onOpen={openClass}
                />
              )}
            </>
          )}
        </>
      )}

      {dayList && (
        <DayClassesDialog
          date={dayList}
          classes={byDate.get(dayList) ?? []}
          stateOf={stateOf}
          onOpen={openClass}
          onClose={() => setDayList(null)}
        />
      )}
      {current && (
        <ClassDetailDialog
          key={current.id}
          instance={current}
          state={stateOf(current)}
          started={hasStarted(current, now)}
          booking={booked.get(current.id)}
          policy={policy.data}
          availableCredit={outstanding.data?.availableCredit}
          passes={passes.data ?? []}
          memberships={memberships.data ?? []}
          today={today}
          pending={actions.pending}
          onBook={() => actions.book(current)}
          onCancel={actions.cancel}
          onClose={() => setSelected(null)}
          waitlist={{
            entry: waitlist.byClass.get(current.id),
            pending: waitlistActions.pending,
            onJoin: () => waitlistActions.join(current.id, current),
            onLeave: waitlistActions.leave,
          }}
        />
      )}
    </Box>
  );
}
