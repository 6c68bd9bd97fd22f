import { useCallback, useState } from 'react';

/**
 * What a dialog is open for. The target outlives `open`, so the dialog keeps its content while it
 * fades out; `key` is new at each opening, so a dialog mounted with it starts afresh.
 */
export function useDialogTarget<T>() {
  const [target, setTarget] = useState<{ value: T; key: number } | null>(null);
  const [open, setOpen] = useState(false);
  const openFor = useCallback((value: T) => {
    setTarget((prev) => ({ value, key: (prev?.key ?? 0) + 1 }));
    setOpen(true);
  }, []);
  const close = useCallback(() => setOpen(false), []);
  return { target, open, openFor, close };
}
