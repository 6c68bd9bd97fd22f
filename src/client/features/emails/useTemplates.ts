import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { errorMessage, trpc } from '../../lib/trpc';

/** Every template, by name (emailTemplates.list). */
export function useTemplates() {
  const { t } = useLingui();
  const query = useQuery(trpc.emailTemplates.list.queryOptions());
  return {
    query,
    templates: query.data ?? [],
    loading: query.isPending,
    error: query.isError ? errorMessage(query.error, t`Failed to load templates`) : null,
  };
}
