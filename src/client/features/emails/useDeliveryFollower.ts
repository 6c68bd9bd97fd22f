import { skipToken, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useState } from 'react';
import { useToast } from '../../lib/toast';
import { trpc } from '../../lib/trpc';
import { deliveryToast } from './deliveryOutcome';
import { isPending } from './emailStatusLook';

/** How often, and for how long, the messages of a send are followed before the list takes over. */
export const FOLLOW_POLL_MS = 1_500;
export const FOLLOW_FOR_MS = 90_000;

interface Batch {
  ids: number[];
  /** The one recipient, for "accepted the message to …". */
  to?: string;
  startedAt: number;
  announced: boolean;
}

/**
 * Follows the messages of a send (emails.sentStatus) until each is sent or failed, then says so once:
 * "Email sent successfully" only when the mail server accepted them, "Failed to send email" with its
 * answer otherwise. Nothing is followed without a mail server (nothing would change).
 */
export function useDeliveryFollower() {
  const { toast } = useToast();
  const queryClient = useQueryClient();
  const [batch, setBatch] = useState<Batch | null>(null);

  const query = useQuery({
    ...trpc.emails.sentStatus.queryOptions(batch ? { ids: batch.ids } : skipToken),
    staleTime: 0,
    refetchInterval: (q) => {
      if (!batch || batch.announced || Date.now() - batch.startedAt > FOLLOW_FOR_MS) return false;
      const rows = q.state.data?.rows;
      return !rows || rows.some((r) => isPending(r.status)) ? FOLLOW_POLL_MS : false;
    },
  });

  const rows = query.data?.rows;
  useEffect(() => {
    if (!batch || batch.announced || !rows) return;
    const outcome = deliveryToast(rows, batch.to);
    if (!outcome) return;
    toast(outcome);
    setBatch((b) => (b ? { ...b, announced: true } : b));
    void queryClient.invalidateQueries(trpc.emails.sent.pathFilter());
    void queryClient.invalidateQueries(trpc.settings.mailStatus.pathFilter());
  }, [batch, rows, toast, queryClient]);

  const follow = useCallback((ids: number[], to?: string) => {
    setBatch(ids.length > 0 ? { ids, to, startedAt: Date.now(), announced: false } : null);
  }, []);

  return { follow, rows: batch ? rows : undefined, following: batch !== null && !batch.announced };
}
