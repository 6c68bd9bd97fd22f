import { useMutation } from '@tanstack/react-query';
import { useToast } from '../../lib/toast';
import { errorMessage, trpc } from '../../lib/trpc';
import { useInvalidateTemplates } from './useTemplateMutations';

/** "Add Default Templates": the three defaults when the studio has none (emailTemplates.addDefaults). */
export function useAddDefaultTemplates() {
  const { toast } = useToast();
  const invalidate = useInvalidateTemplates();
  const mutation = useMutation(trpc.emailTemplates.addDefaults.mutationOptions());
  const add = () =>
    mutation.mutate(undefined, {
      onSuccess: (result) => {
        toast(
          result.created > 0
            ? {
                title: 'Default templates added',
                description: `${result.created} templates created: ${result.templates.map((t) => t.name).join(', ')}.`,
              }
            : { title: 'No templates added', description: 'The studio already has templates.' },
        );
        void invalidate();
      },
      onError: (error) =>
        toast({
          title: 'Failed to add default templates',
          description: errorMessage(error, 'Please try again'),
          variant: 'destructive',
        }),
    });
  return { add, isPending: mutation.isPending };
}
