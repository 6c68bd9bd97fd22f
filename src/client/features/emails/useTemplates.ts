import { useQuery } from '@tanstack/react-query';
import { errorMessage, trpc } from '../../lib/trpc';

/** Every template, by name (emailTemplates.list). */
export function useTemplates() {
  const query = useQuery(trpc.emailTemplates.list.queryOptions());
  return {
    query,
    templates: query.data ?? [],
    loading: query.isPending,
    error: query.isError ? errorMessage(query.error, 'Failed to load templates') : null,
  };
}
