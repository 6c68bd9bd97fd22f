import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { hasStudioClock, setStudioClock } from './studioClock';
import { trpc } from './trpc';

const REFRESH_MS = 60 * 60_000;

export interface StudioClockLoad {
  /** The clock is known: date-dependent screens may render. */
  ready: boolean;
  /** The server could not be asked and no answer is held. */
  failed: boolean;
  retry: () => void;
}

/**
 * Asks the server for its clock, hourly and whenever the window regains focus (a laptop may have slept
 * through a change or crossed zones), and keeps the studio clock on the latest answer.
 */
export function useLoadStudioClock(): StudioClockLoad {
  const answer = useQuery({
    ...trpc.settings.clock.queryOptions(),
    staleTime: REFRESH_MS,
    refetchInterval: REFRESH_MS,
    refetchOnWindowFocus: 'always',
    // Nothing dated can show without it, so a dropped request is worth a few more tries.
    retry: 3,
  });
  const { data, dataUpdatedAt } = answer;
  // The first answer is taken while rendering, so the page it unblocks renders on it.
  if (data && !hasStudioClock()) setStudioClock(data, dataUpdatedAt);
  useEffect(() => {
    if (data) setStudioClock(data, dataUpdatedAt);
  }, [data, dataUpdatedAt]);
  const ready = hasStudioClock();
  return { ready, failed: !ready && answer.isError, retry: () => void answer.refetch() };
}
