import { Button, Stack } from '@mui/material';
import { useState } from 'react';
import { addDays } from '../../../../shared/dates';
import type { TClassInstance } from '../../../../shared/schemas/classes';
import { MobileMonth } from './MobileMonth';
import { MobileWeekList } from './MobileWeekList';
import type { InstancesByDate } from './useCalendarInstances';

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
  const [selected, setSelected] = useState(today);
  return (
    <Stack spacing={2}>
      <MobileMonth selected={selected} today={today} byDate={byDate} onSelect={setSelected} />
      {selected !== today && (
        <Button size="small" onClick={() => setSelected(today)} sx={{ alignSelf: 'center' }}>
          Today
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
