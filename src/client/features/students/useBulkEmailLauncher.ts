import { useLingui } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { TStudentStatusFilter } from '../../../shared/schemas/students';
import { useToast } from '../../lib/toast';
import { errorMessage, trpc } from '../../lib/trpc';
import type { BulkRecipient } from './BulkEmailDialog';

/**
 * Opens Bulk Email for the ticked students, or, with none ticked, for every student the current
 * search and filter match (fetched whole with students.list, not just the page on screen).
 */
export function useBulkEmailLauncher() {
  const { t } = useLingui();
  const { toast } = useToast();
  const queryClient = useQueryClient();
  const [target, setTarget] = useState<{ key: number; recipients: BulkRecipient[] } | null>(null);
  const [open, setOpen] = useState(false);
  const [loading, setLoading] = useState(false);

  const show = (recipients: BulkRecipient[]) => {
    setTarget((prev) => ({ key: (prev?.key ?? 0) + 1, recipients }));
    setOpen(true);
  };

  const launch = async (
    selected: BulkRecipient[],
    matching: { search: string | undefined; status: TStudentStatusFilter },
  ) => {
    if (selected.length > 0) return show(selected);
    setLoading(true);
    try {
      const students = await queryClient.fetchQuery(trpc.students.list.queryOptions(matching));
      show(students.map((s) => ({ id: s.id, name: s.name, email: s.email })));
    } catch (error) {
      toast({
        title: t`Failed to load students`,
        description: errorMessage(error, t`Please try again`),
        variant: 'destructive',
      });
    } finally {
      setLoading(false);
    }
  };

  return { target, open, loading, launch, close: () => setOpen(false) };
}
