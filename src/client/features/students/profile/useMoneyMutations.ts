import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useToast } from '../../../lib/toast';
import { errorMessage, trpc } from '../../../lib/trpc';
import {
  chargeAddedToast,
  chargeFailedFallback,
  chargeFailedToast,
  creditDeletedToast,
  deleteCreditFailedToast,
  deleteCreditFallback,
  paymentRegisteredToast,
  paymentRemovedToast,
  REFUND_FAILED_TOAST,
  refundProcessedToast,
  registerPaymentFailedToast,
  registerPaymentFallback,
  removePaymentFailedToast,
  removePaymentFallback,
} from './moneyToasts';
import { profileMoneyFilters } from './profileQueries';

/**
 * Refreshes the profile's money figures after an action, whatever its outcome (a 409 means what is
 * shown is out of date too). The toasts and this refresh hang on the mutation itself, so they happen
 * even when the dialog that started it has closed.
 */
export function useRefreshProfileMoney(studentId: number) {
  const queryClient = useQueryClient();
  return () => {
    const [outstanding, credits, summary, payments] = profileMoneyFilters(studentId);
    void queryClient.invalidateQueries(outstanding);
    void queryClient.invalidateQueries(credits);
    void queryClient.invalidateQueries(summary);
    void queryClient.invalidateQueries(payments);
  };
}

/** Register Payment: "Payment Registered" / "Error Registering Payment". */
export function useRegisterPayment(studentId: number) {
  const { toast } = useToast();
  const refresh = useRefreshProfileMoney(studentId);
  return useMutation(
    trpc.billing.recordPayment.mutationOptions({
      onSuccess: (result) => toast(paymentRegisteredToast(result)),
      onError: (error) => toast(registerPaymentFailedToast(errorMessage(error, registerPaymentFallback()))),
      onSettled: refresh,
    }),
  );
}

/** Add Charge: "Charge Added" / "Charge Failed". Every money figure is refreshed: it may be open from the dashboard. */
export function useAddCharge(studentId: number | null) {
  const { toast } = useToast();
  const queryClient = useQueryClient();
  return useMutation(
    trpc.billing.recordPayment.mutationOptions({
      onSuccess: (result) => toast(chargeAddedToast(result)),
      onError: (error) => toast(chargeFailedToast(errorMessage(error, chargeFailedFallback()))),
      onSettled: () => {
        if (studentId !== null) void queryClient.invalidateQueries(trpc.billing.pathFilter());
      },
    }),
  );
}

/** Refund (as account credit): "Refund Processed" / "Refund Failed". */
export function useRefund(studentId: number) {
  const { toast } = useToast();
  const refresh = useRefreshProfileMoney(studentId);
  return useMutation(
    trpc.billing.refund.mutationOptions({
      onSuccess: (result) => toast(refundProcessedToast(result)),
      onError: () => toast(REFUND_FAILED_TOAST),
      onSettled: refresh,
    }),
  );
}

/** Remove Payment (a reversal in the ledger): "Payment Removed" / "Error Removing Payment". */
export function useRemovePayment(studentId: number, amount: string) {
  const { toast } = useToast();
  const refresh = useRefreshProfileMoney(studentId);
  return useMutation(
    trpc.billing.removePayment.mutationOptions({
      onSuccess: () => toast(paymentRemovedToast(amount)),
      onError: (error) => toast(removePaymentFailedToast(errorMessage(error, removePaymentFallback()))),
      onSettled: refresh,
    }),
  );
}

/** Delete Credit (an available one only): "Credit Deleted" / "Error Deleting Credit". */
export function useDeleteCredit(studentId: number, amount: string) {
  const { toast } = useToast();
  const refresh = useRefreshProfileMoney(studentId);
  return useMutation(
    trpc.billing.deleteCredit.mutationOptions({
      onSuccess: () => toast(creditDeletedToast(amount)),
      onError: (error) => toast(deleteCreditFailedToast(errorMessage(error, deleteCreditFallback()))),
      onSettled: refresh,
    }),
  );
}
