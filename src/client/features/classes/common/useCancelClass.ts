import { plural, t } from '@lingui/core/macro';
import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import {
  type TCancellationResult,
  ZClassCancellationInput,
  ZInstanceCancelInput,
} from '../../../../shared/schemas/classes/cancellations';
import { CLASS_MESSAGES } from '../../../../shared/schemas/classes/fields';
import { tr } from '../../../i18n/tr';
import { useToast } from '../../../lib/toast';
import { errorMessage, trpc } from '../../../lib/trpc';
import { useInvalidateClasses } from './useInvalidateClasses';

export interface CancellationForm {
  reason: string;
  notifyStudents: boolean;
  issueCredits: boolean;
}

/** Cancel one instance, or a schedule's class (on a date, else its first upcoming one). */
export type CancelTarget = { classInstanceId: number } | { classScheduleId: number; cancelledDate?: string };

const INITIAL: CancellationForm = { reason: '', notifyStudents: true, issueCredits: true };

/** "Class Cancelled" toast text naming what happened to notifications and credits. */
export function cancellationSummary(result: TCancellationResult, form: CancellationForm): string {
  const emails = result.notificationsQueued;
  const credits = result.creditsIssued;
  if (form.notifyStudents && form.issueCredits) {
    return t`${plural(emails, { one: '# e-mail', other: '# e-mails' })} queued to the students, ${plural(credits, { one: '# credit', other: '# credits' })} issued.`;
  }
  if (form.notifyStudents) {
    return plural(emails, {
      one: '# e-mail queued to the students, no credits issued.',
      other: '# e-mails queued to the students, no credits issued.',
    });
  }
  if (form.issueCredits) {
    return plural(credits, {
      one: 'Students were not notified, # credit issued.',
      other: 'Students were not notified, # credits issued.',
    });
  }
  return t`Students were not notified, no credits issued.`;
}

/** State, validation, mutation, toasts and cache refresh of a class cancellation. */
export function useCancelClass(target: CancelTarget, onDone?: (result: TCancellationResult) => void) {
  const { toast } = useToast();
  const invalidate = useInvalidateClasses();
  const [form, setForm] = useState<CancellationForm>(INITIAL);
  const byInstance = useMutation(trpc.classes.cancelInstance.mutationOptions());
  const bySchedule = useMutation(trpc.classes.cancelScheduleClass.mutationOptions());
  const isPending = byInstance.isPending || bySchedule.isPending;

  const onSuccess = (result: TCancellationResult) => {
    toast({ title: t`Class Cancelled`, description: cancellationSummary(result, form) });
    void invalidate();
    setForm(INITIAL);
    onDone?.(result);
  };

  const submit = () => {
    if (!form.reason.trim()) {
      toast({
        title: t`Reason Required`,
        description: tr(CLASS_MESSAGES.reasonRequired),
        variant: 'destructive',
      });
      return;
    }
    if ('classInstanceId' in target) {
      const parsed = ZInstanceCancelInput.safeParse({ ...form, classInstanceId: target.classInstanceId });
      if (!parsed.success) {
        toast({ title: t`Error`, description: tr(parsed.error.issues[0]!.message), variant: 'destructive' });
        return;
      }
      byInstance.mutate(parsed.data, {
        onSuccess,
        onError: (err) =>
          toast({
            title: t`Error`,
            description: errorMessage(err, t`Failed to cancel class. Please try again.`),
            variant: 'destructive',
          }),
      });
      return;
    }
    const parsed = ZClassCancellationInput.safeParse({ ...form, ...target });
    if (!parsed.success) {
      toast({ title: t`Error`, description: tr(parsed.error.issues[0]!.message), variant: 'destructive' });
      return;
    }
    bySchedule.mutate(parsed.data, {
      onSuccess,
      onError: (err) =>
        toast({
          title: t`Cancellation Failed`,
          description: errorMessage(err, t`Failed to cancel class`),
          variant: 'destructive',
        }),
    });
  };

  /** The cancel form's submit handler. */
  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    submit();
  };

  const reset = () => setForm(INITIAL);
  const canSubmit = form.reason.trim().length > 0 && !isPending;
  return { form, setForm, onSubmit, reset, isPending, canSubmit };
}
