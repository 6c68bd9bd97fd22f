import { useLingui } from '@lingui/react/macro';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import type { TEmailPreview, TEmailPreviewInput } from '../../../shared/schemas/email';
import { errorMessage, trpc } from '../../lib/trpc';
import { useDebouncedValue } from '../../lib/useDebouncedValue';

export const PREVIEW_DEBOUNCE_MS = 400;

/**
 * The server's rendering of a draft for its recipient (emails.preview, which sends nothing), asked
 * again once the draft has stopped changing. Only the answer to the latest draft is kept; the last
 * good one stays on screen while the next is rendered.
 */
export function useEmailPreview(input: TEmailPreviewInput | null) {
  const { t } = useLingui();
  const key = input ? JSON.stringify(input) : '';
  const settled = useDebouncedValue(key, PREVIEW_DEBOUNCE_MS);
  const { mutate, isPending } = useMutation(trpc.emails.preview.mutationOptions());
  const [preview, setPreview] = useState<{ key: string; data: TEmailPreview } | null>(null);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    if (!settled) return;
    mutate(JSON.parse(settled) as TEmailPreviewInput, {
      onSuccess: (data) => {
        setPreview({ key: settled, data });
        setError(null);
      },
      onError: (e) => setError(errorMessage(e, t`The preview could not be made`)),
    });
  }, [settled, mutate, t]);

  return {
    /** The latest rendering (perhaps of a slightly older draft), or null before the first. */
    data: input ? (preview?.data ?? null) : null,
    /** True while the draft on screen is newer than the rendering shown. */
    updating: Boolean(input) && (isPending || key !== settled),
    error,
  };
}
