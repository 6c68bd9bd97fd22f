import { useCallback, useState } from 'react';
import { isDirty, rebase } from './draft';

type Fields = Record<string, unknown>;

export interface Draft<T extends Fields> {
  /** Null until the saved version has loaded. */
  values: T | null;
  base: T | null;
  dirty: boolean;
  set: <K extends keyof T>(key: K, value: T[K]) => void;
  setMany: (patch: Partial<T>) => void;
  /** Takes in what a save returned; fields still holding what was sent take the saved value. */
  commit: (saved: T, sent: Partial<T>) => void;
}

/**
 * The unsaved values of a form over its saved version. When the saved version changes (a refetch after
 * another form saved), untouched fields follow it and edited ones are kept.
 */
export function useDraft<T extends Fields>(saved: T | undefined): Draft<T> {
  const [state, setState] = useState<{ base: T; values: T } | null>(null);
  const [seen, setSeen] = useState<T | undefined>(undefined);
  if (saved !== undefined && saved !== seen) {
    // Adjusting state while rendering: React re-renders at once, without showing the stale values.
    setSeen(saved);
    setState((s) =>
      s ? { base: saved, values: rebase(s.values, s.base, saved) } : { base: saved, values: saved },
    );
  }
  const set = useCallback(<K extends keyof T>(key: K, value: T[K]) => {
    setState((s) => (s ? { ...s, values: { ...s.values, [key]: value } } : s));
  }, []);
  const setMany = useCallback((patch: Partial<T>) => {
    setState((s) => (s ? { ...s, values: { ...s.values, ...patch } } : s));
  }, []);
  const commit = useCallback((next: T, sent: Partial<T>) => {
    setState((s) =>
      s ? { base: next, values: rebase(s.values, s.base, next, sent) } : { base: next, values: next },
    );
  }, []);
  return {
    values: state?.values ?? null,
    base: state?.base ?? null,
    dirty: state ? isDirty(state.values, state.base) : false,
    set,
    setMany,
    commit,
  };
}
