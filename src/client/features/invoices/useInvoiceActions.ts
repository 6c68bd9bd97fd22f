import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useToast } from '../../lib/toast';
import { errorMessage, trpc } from '../../lib/trpc';

/** Every invoice mutation: "Success" with the server's words, "Error" with its message (spec 03 §8). */
export function useInvoiceActions(onDone?: () => void) {
  const { t } = useLingui();
  const { toast } = useToast();
  const queryClient = useQueryClient();
  const options = {
    onSuccess: (result: { message?: string }) => {
      toast({ title: t`Success`, description: result.message ?? t`Done` });
      onDone?.();
    },
    onError: (error: unknown) =>
      toast({
        title: t`Error`,
        description: errorMessage(error, t`Something went wrong`),
        variant: 'destructive',
      }),
    onSettled: () => {
      void queryClient.invalidateQueries(trpc.invoices.pathFilter());
      void queryClient.invalidateQueries(trpc.billing.pathFilter());
    },
  };
  return {
    send: useMutation(trpc.invoices.send.mutationOptions(options)),
    markPaid: useMutation(trpc.invoices.markPaid.mutationOptions(options)),
    reminder: useMutation(trpc.invoices.reminder.mutationOptions(options)),
    create: useMutation(
      trpc.invoices.create.mutationOptions({
        ...options,
        onSuccess: (invoice) => {
          const number = invoice.invoiceNumber;
          const student = invoice.studentName;
          options.onSuccess({ message: t`Invoice ${number} created for ${student}` });
        },
      }),
    ),
    bulk: useMutation(
      trpc.invoices.bulk.mutationOptions({
        ...options,
        onSuccess: (r) => {
          const failed = r.failed.length;
          const created = r.success.length;
          options.onSuccess({
            message: plural(created, {
              one: `# invoice created or updated, ${failed} failed`,
              other: `# invoices created or updated, ${failed} failed`,
            }),
          });
        },
      }),
    ),
  };
}
