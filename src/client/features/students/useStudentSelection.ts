import { useCallback, useMemo, useState } from 'react';
import type { BulkRecipient } from './BulkEmailDialog';

/** The students ticked for Bulk Email; kept across pages, searches and filters until cleared. */
export function useStudentSelection() {
  const [selected, setSelected] = useState<ReadonlyMap<number, BulkRecipient>>(new Map());

  const setMany = useCallback((students: readonly (BulkRecipient & { id: number })[], on: boolean) => {
    setSelected((prev) => {
      const next = new Map(prev);
      for (const s of students) {
        if (on) next.set(s.id, { id: s.id, name: s.name, email: s.email });
        else next.delete(s.id);
      }
      return next;
    });
  }, []);

  const remove = useCallback((id: number) => {
    setSelected((prev) => {
      if (!prev.has(id)) return prev;
      const next = new Map(prev);
      next.delete(id);
      return next;
    });
  }, []);

  const clear = useCallback(() => setSelected(new Map()), []);
  const recipients = useMemo(() => [...selected.values()], [selected]);

  return {
    has: (id: number) => selected.has(id),
    count: selected.size,
    recipients,
    setMany,
    remove,
    clear,
  };
}

export type StudentSelection = ReturnType<typeof useStudentSelection>;
