import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useMutation } from '@tanstack/react-query';
import { LOCALES } from '../../../shared/i18n/locales';
import { useToast } from '../../lib/toast';
import { errorMessage, trpc } from '../../lib/trpc';
import { useInvalidateTemplates } from './useTemplateMutations';

/**
 * "Add Default Templates": the six defaults (welcome, class cancellation and payment reminder, in English
 * and in French) when the studio has none (emailTemplates.addDefaults). The toast counts what was
 * created ("6 templates created: …") and names them one language after the other.
 */
export function useAddDefaultTemplates() {
  const { t } = useLingui();
  const { toast } = useToast();
  const invalidate = useInvalidateTemplates();
  const mutation = useMutation(trpc.emailTemplates.addDefaults.mutationOptions());
  const add = () =>
    mutation.mutate(undefined, {
      onSuccess: (result) => {
        const created = result.created;
        const names = [...result.templates]
          .sort((a, b) => LOCALES.indexOf(a.language) - LOCALES.indexOf(b.language))
          .map((template) => template.name)
          .join(', ');
        toast(
          created > 0
            ? {
                title: t`Default templates added`,
                // The English says "templates" even for one (the spec's words); French may differ.
                description: plural(created, {
                  one: `# templates created: ${names}.`,
                  other: `# templates created: ${names}.`,
                }),
              }
            : { title: t`No templates added`, description: t`The studio already has templates.` },
        );
        void invalidate();
      },
      onError: (error) =>
        toast({
          title: t`Failed to add default templates`,
          description: errorMessage(error, t`Please try again`),
          variant: 'destructive',
        }),
    });
  return { add, isPending: mutation.isPending };
}
