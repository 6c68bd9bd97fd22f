import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Box, Button, LinearProgress } from '@mui/material';
import { useState } from 'react';
import type { TClassInstance } from '../../../../shared/schemas/classes/instances';
import { errorMessage } from '../../../lib/trpc';
import { useChoiceOrDefault } from '../../../lib/useChoiceOrDefault';
import { useIsMobile } from '../../../lib/useIsMobile';
import { PeriodToolbar } from '../../calendar/PeriodToolbar';
import { StudioTimeNote } from '../../common/StudioTimeNote';
import { ClassDetailsDialog } from './ClassDetailsDialog';
import { type CalendarView, shiftCursor, viewTitle } from './calendarMath';
import type { CalendarViewProps } from './calendarViewProps';
import { DayView } from './DayView';
import { ListView } from './ListView';
import { MobileCalendar } from './MobileCalendar';
import { MonthView } from './MonthView';
import { useCalendarInstances } from './useCalendarInstances';
import { WeekView } from './WeekView';

const VIEWS: readonly CalendarView[] = ['month', 'week', 'day', 'list'];

/**
 * The admin class calendar (spec 02 "Admin class calendar"): Month, Week, Day and List views on
 * desktop, the compact month and week list on phones. Classes come from the current month to the end
 * of the month three months ahead; cancelled ones are hidden. Clicking a class opens its details.
 */
export function AdminCalendar() {
  const { t } = useLingui();
  const isMobile = useIsMobile();
  const { today, byDate, query } = useCalendarInstances();
  const [view, setView] = useState<CalendarView>('month');
  const [cursor, setCursor] = useChoiceOrDefault(today);
  const [selected, setSelected] = useState<TClassInstance | null>(null);
  const loading = query.isPending;
  const viewProps: CalendarViewProps = { cursor, today, byDate, onOpen: setSelected, loading };

  const showDay = (date: string) => {
    setCursor(date);
    setView('day');
  };

  return (
    <Box>
      {query.isError && (
        <Alert
          severity="error"
          sx={{ mb: 2 }}
          action={
            <Button color="inherit" size="small" onClick={() => void query.refetch()}>
              <Trans>Retry</Trans>
            </Button>
          }
        >
          {errorMessage(query.error, t`Failed to load classes`)}
        </Alert>
      )}
      <Box sx={{ height: 4, mb: 1 }}>
        {query.isFetching && <LinearProgress aria-label={t`Loading classes`} sx={{ borderRadius: 2 }} />}
      </Box>
      <StudioTimeNote sx={{ mb: 1 }} />
      {isMobile ? (
        <MobileCalendar today={today} byDate={byDate} onOpen={setSelected} loading={loading} />
      ) : (
        <>
          <PeriodToolbar
            title={viewTitle(view, cursor)}
            views={VIEWS}
            view={view}
            onView={setView}
            nav={{
              previousLabel: t`Previous`,
              nextLabel: t`Next`,
              onPrevious: () => setCursor((c) => shiftCursor(view, c, -1)),
              onNext: () => setCursor((c) => shiftCursor(view, c, 1)),
              onToday: () => setCursor(today),
            }}
          />
          {view === 'month' && <MonthView {...viewProps} onShowDay={showDay} />}
          {view === 'week' && <WeekView {...viewProps} onShowDay={showDay} />}
          {view === 'day' && <DayView {...viewProps} />}
          {view === 'list' && <ListView {...viewProps} />}
        </>
      )}
      {selected && <ClassDetailsDialog instance={selected} onClose={() => setSelected(null)} />}
    </Box>
  );
}
