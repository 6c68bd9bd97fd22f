import { t } from '@lingui/core/macro';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { TEmailTemplate, TEmailTemplateInput, TTemplateCategory } from '../../../shared/schemas/email';
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
/** "Template created"'s description: the template's name and the category it is filed under. */
function createdIn(name: string, category: TTemplateCategory): string {
  switch (category) {
    case 'welcome':
      return t`"${name}" is in the welcome templates.`;
    case 'payment':
      return t`"${name}" is in the payment templates.`;
    case 'class':
      return t`"${name}" is in the class templates.`;
    case 'reminder':
      return t`"${name}" is in the reminder templates.`;
    case 'general':
      return t`"${name}" is in the general templates.`;
  }
}

export function useTemplateMutations() {
  const { toast } = useToast();
  const invalidate = useInvalidateTemplates();
  const create = useMutation(trpc.emailTemplates.create.mutationOptions());
  const update = useMutation(trpc.emailTemplates.update.mutationOptions());
  const remove = useMutation(trpc.emailTemplates.delete.mutationOptions());

  const failed = (title: string) => (error: unknown) =>
    toast({ title, description: errorMessage(error, t`Please try again`), variant: 'destructive' });

  return {
    create: (input: TEmailTemplateInput, onDone: (t: TEmailTemplate) => void) =>
      create.mutate(input, {
        onSuccess: (template) => {
          toast({ title: t`Template created`, description: createdIn(template.name, template.category) });
          void invalidate();
          onDone(template);
        },
        onError: failed(t`Failed to create template`),
      }),
    update: (id: number, input: TEmailTemplateInput, onDone: (t: TEmailTemplate) => void) =>
      update.mutate(
        { id, ...input },
        {
          onSuccess: (template) => {
            const name = template.name;
            toast({ title: t`Template updated`, description: t`"${name}" has been saved.` });
            void invalidate();
            onDone(template);
          },
          onError: failed(t`Failed to update template`),
        },
      ),
    remove: (template: TEmailTemplate, onDone: () => void) =>
      remove.mutate(
        { id: template.id },
        {
          onSuccess: () => {
            const name = template.name;
            toast({ title: t`Template deleted`, description: t`"${name}" has been deleted.` });
            void invalidate();
            onDone();
          },
          onError: failed(t`Failed to delete template`),
        },
      ),
    saving: create.isPending || update.isPending,
    deleting: remove.isPending,
  };
}

export type TemplateMutations = ReturnType<typeof useTemplateMutations>;
