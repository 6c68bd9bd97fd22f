import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useToast } from '../../lib/toast';
import { errorMessage, trpc } from '../../lib/trpc';

/** Every invoice mutation: "Success" with the server's words, "Error" with its message (spec 03 §8). */
export function useInvoiceActions(onDone?: () => void) {
  const { toast } = useToast();
  const queryClient = useQueryClient();
  const options = {
    onSuccess: (result: { message?: string }) => {
      toast({ title: 'Success', description: result.message ?? 'Done' });
      onDone?.();
    },
    onError: (error: unknown) =>
      toast({
        title: 'Error',
        description: errorMessage(error, 'Something went wrong'),
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
        onSuccess: (invoice) =>
          options.onSuccess({
            message: `Invoice ${invoice.invoiceNumber} created for ${invoice.studentName}`,
          }),
      }),
    ),
    bulk: useMutation(
      trpc.invoices.bulk.mutationOptions({
        ...options,
        onSuccess: (r) =>
          options.onSuccess({
            message: `${r.success.length} invoice${r.success.length === 1 ? '' : 's'} created or updated, ${r.failed.length} failed`,
          }),
      }),
    ),
  };
}
