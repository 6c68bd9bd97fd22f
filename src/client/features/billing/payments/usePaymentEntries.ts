import { t } from '@lingui/core/macro';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useToast } from '../../../lib/toast';
import { errorMessage, trpc } from '../../../lib/trpc';
import { paymentToast } from '../../students/profile/moneyToasts';

/** After any payment: every money figure (cards, lists, profiles, the ledger) is out of date. */
function useRefreshMoney() {
  const queryClient = useQueryClient();
  return () => void queryClient.invalidateQueries(trpc.billing.pathFilter());
}

/** Record Payment (the older dialog) and the Record tab's form: "Payment Recorded" / "Error Recording Payment". */
export function useRecordPayment(onDone: () => void) {
  const { toast } = useToast();
  const refresh = useRefreshMoney();
  const failed = (error: unknown) =>
    toast({
      title: t`Error Recording Payment`,
      description: errorMessage(error, t`Failed to record payment`),
      variant: 'destructive',
    });
  const done = (result: { created: boolean; message: string; confirmationQueued: boolean }) => {
    toast(paymentToast(t`Payment Recorded`, result));
    onDone();
  };
  const dialog = useMutation(
    trpc.billing.postPayment.mutationOptions({ onSuccess: done, onError: failed, onSettled: refresh }),
  );
  const transaction = useMutation(
    trpc.billing.recordTransaction.mutationOptions({ onSuccess: done, onError: failed, onSettled: refresh }),
  );
  return { dialog, transaction };
}

/** Process Payment: "Payment processed successfully" / "Payment processing failed". */
export function useProcessPayment(onDone: () => void) {
  const { toast } = useToast();
  const refresh = useRefreshMoney();
  return useMutation(
    trpc.billing.processPayment.mutationOptions({
      onSuccess: (result) => {
        toast(paymentToast(t`Payment processed successfully`, result));
        onDone();
      },
      onError: (error) =>
        toast({
          title: t`Payment processing failed`,
          description: errorMessage(error, t`Please check the student email and try again`),
          variant: 'destructive',
        }),
      onSettled: refresh,
    }),
  );
}

/** The toast when a form's fields are refused, in the page's language. */
export const validationFailed = () =>
  ({
    title: t`Validation failed`,
    description: t`Please correct the highlighted fields.`,
    variant: 'destructive',
  }) as const;
