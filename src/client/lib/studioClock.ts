import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { wallClockAt, zonedNow } from '../../shared/dates';
import { studioTimeZone } from './studioZone';
import { trpc } from './trpc';

const TICK_MS = 60_000;
const REFRESH_MS = 60 * 60_000;

export interface StudioNow {
  /** "YYYY-MM-DD" in the studio. */
  date: string;
  /** "HH:MM" in the studio. */
  time: string;
}

/**
 * The studio's date and time, ticking every minute. The offset comes from the server so the calendar,
 * "past" and "today" agree with the server's rules; until it arrives the browser's own rules stand in.
 */
export function useStudioNow(): StudioNow {
  const clock = useQuery({
    ...trpc.settings.clock.queryOptions(),
    staleTime: REFRESH_MS,
    refetchInterval: REFRESH_MS,
  });
  const offset = clock.data?.offsetMinutes;
  const read = () => (offset === undefined ? zonedNow(studioTimeZone()) : wallClockAt(offset));
  const [now, setNow] = useState(read);
  // biome-ignore lint/correctness/useExhaustiveDependencies: read depends only on offset
  useEffect(() => {
    setNow(read());
    const timer = setInterval(() => setNow(read()), TICK_MS);
    return () => clearInterval(timer);
  }, [offset]);
  return now;
}

/** Today's date in the studio. */
export const useStudioToday = (): string => useStudioNow().date;
