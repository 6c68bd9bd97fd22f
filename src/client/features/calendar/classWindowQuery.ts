import type { TClassWindow, TWindowInput } from '../../../shared/schemas/classes/instances';
import { restGet } from '../../lib/restGet';
import { trpc } from '../../lib/trpc';

/** The calendar window's tagged GET (decision 022): the same answer as classes.listInstances. */
export const CLASS_WINDOW_PATH = '/api/class-window';

/**
 * The classes of a calendar window, under classes.listInstances' query key (so every invalidation of
 * the classes refreshes it) but read through the window's tagged GET: the server sends a body it
 * serialized and compressed once for everyone who asks for the same window, and a window that has
 * not changed since this browser last read it comes back as a 304 without a body.
 */
export function classWindowQuery(window: { startDate: string; endDate: string }) {
  return {
    ...trpc.classes.listInstances.queryOptions(window satisfies TWindowInput),
    queryFn: ({ signal }: { signal?: AbortSignal }) =>
      restGet<TClassWindow>(`${CLASS_WINDOW_PATH}?${new URLSearchParams(window)}`, signal),
  };
}
