import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Stack } from '@mui/material';
import { addDays, addMonths } from '../../../../shared/dates';
import type { TClassInstance } from '../../../../shared/schemas/classes/instances';
import { useChoiceOrDefault } from '../../../lib/useChoiceOrDefault';
import { DotMonth } from '../../calendar/DotMonth';
import type { InstancesByDate } from '../../calendar/groupInstancesByDate';
import { capacityColor } from '../common/capacity';
import { MobileWeekList } from './MobileWeekList';

/** Under 768 px: the compact month above the selected week's class list. */
export function MobileCalendar({
  today,
  byDate,
  onOpen,
  loading,
}: {
  today: string;
  byDate: InstancesByDate;
  onOpen: (instance: TClassInstance) => void;
  loading?: boolean;
}) {
  const { t } = useLingui();
  const [selected, setSelected] = useChoiceOrDefault(today);
  return (
    <Stack spacing={2}>
      <DotMonth
        selected={selected}
        today={today}
        byDate={byDate}
        dotColor={(c) => `${capacityColor(c.enrollmentCount, c.maxStudents)}.main`}
        onSelect={setSelected}
        nav={{
          previousLabel: t`Earlier month`,
          nextLabel: t`Later month`,
          onPrevious: () => setSelected((d) => addMonths(d, -1)),
          onNext: () => setSelected((d) => addMonths(d, 1)),
        }}
      />
      {selected !== today && (
        <Button size="small" onClick={() => setSelected(today)} sx={{ alignSelf: 'center' }}>
          <Trans>Today</Trans>
        </Button>
      )}
      <MobileWeekList
        selected={selected}
        today={today}
        byDate={byDate}
        onPrevious={() => setSelected((d) => addDays(d, -7))}
        onNext={() => setSelected((d) => addDays(d, 7))}
        onOpen={onOpen}
        loading={loading}
      />
    </Stack>
  );
}
