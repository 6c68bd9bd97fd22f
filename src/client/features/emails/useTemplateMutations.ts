import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { TEmailTemplate, TEmailTemplateInput } from '../../../shared/schemas/email';
import { useToast } from '../../lib/toast';
import { errorMessage, trpc } from '../../lib/trpc';

/** After a template changes: the lists and pickers read it again. */
export function useInvalidateTemplates(): () => Promise<void> {
  const queryClient = useQueryClient();
  return useCallback(() => queryClient.invalidateQueries(trpc.emailTemplates.pathFilter()), [queryClient]);
}

/**
 * Create, update and delete with the spec's toasts ("Template created" …, "Failed to create template"
 * with the server's message); `onDone` runs after a success.
 */
export function useTemplateMutations() {
  const { toast } = useToast();
  const invalidate = useInvalidateTemplates();
  const create = useMutation(trpc.emailTemplates.create.mutationOptions());
  const update = useMutation(trpc.emailTemplates.update.mutationOptions());
  const remove = useMutation(trpc.emailTemplates.delete.mutationOptions());

  const failed = (title: string) => (error: unknown) =>
    toast({ title, description: errorMessage(error, 'Please try again'), variant: 'destructive' });

  return {
    create: (input: TEmailTemplateInput, onDone: (t: TEmailTemplate) => void) =>
      create.mutate(input, {
        onSuccess: (t) => {
          toast({ title: 'Template created', description: `"${t.name}" is in the ${t.category} templates.` });
          void invalidate();
          onDone(t);
        },
        onError: failed('Failed to create template'),
      }),
    update: (id: number, input: TEmailTemplateInput, onDone: (t: TEmailTemplate) => void) =>
      update.mutate(
        { id, ...input },
        {
          onSuccess: (t) => {
            toast({ title: 'Template updated', description: `"${t.name}" has been saved.` });
            void invalidate();
            onDone(t);
          },
          onError: failed('Failed to update template'),
        },
      ),
    remove: (template: TEmailTemplate, onDone: () => void) =>
      remove.mutate(
        { id: template.id },
        {
          onSuccess: () => {
            toast({ title: 'Template deleted', description: `"${template.name}" has been deleted.` });
            void invalidate();
            onDone();
          },
          onError: failed('Failed to delete template'),
        },
      ),
    saving: create.isPending || update.isPending,
    deleting: remove.isPending,
  };
}

export type TemplateMutations = ReturnType<typeof useTemplateMutations>;
