import { useMutation } from '@tanstack/react-query';
import { useToast } from '../../../lib/toast';
import { trpc } from '../../../lib/trpc';
import {
  pastedRecordedToast,
  processingFailedToast,
  verifyFailedToast,
  verifyToast,
} from './paymentEmailToasts';
import { useRefreshAfterPayment } from './useRefreshAfterPayment';

/** Check Payment (paymentEmails.verify): reads only; a refusal is toasted, a reading is for the panel. */
export function useVerifyPayment() {
  const { toast } = useToast();
  return useMutation(
    trpc.paymentEmails.verify.mutationOptions({
      onSuccess: (result) => {
        const failure = verifyToast(result);
        if (failure) toast(failure);
      },
      onError: (error) => toast(verifyFailedToast(error)),
    }),
  );
}

/** Record Payment (paymentEmails.recordPasted): the administrator confirmed the reading and the student. */
export function useRecordPasted(onRecorded: () => void) {
  const { toast } = useToast();
  const refresh = useRefreshAfterPayment();
  return useMutation(
    trpc.paymentEmails.recordPasted.mutationOptions({
      onSuccess: (result) => {
        toast(pastedRecordedToast(result));
        onRecorded();
      },
      onError: (error) => toast(processingFailedToast(error)),
      onSettled: refresh,
    }),
  );
}
