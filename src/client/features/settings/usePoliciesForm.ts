import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { POLICY_MESSAGES } from '../../../shared/schemas/policies';
import { tr } from '../../i18n/tr';
import { useToast } from '../../lib/toast';
import { trpc } from '../../lib/trpc';
import {
  checkPolicy,
  type PolicyErrors,
  type PolicyField,
  type PolicyValues,
  policyValuesOf,
} from './policyFormModel';
import { useDraft } from './useDraft';

export interface PoliciesForm {
  values: PolicyValues;
  errors: PolicyErrors;
  dirty: boolean;
  saving: boolean;
  set: <K extends PolicyField>(key: K, value: PolicyValues[K]) => void;
  /** Saves the nine fields; refuses (and returns false) while a field is invalid. */
  save: () => boolean;
}

export type PoliciesFormState =
  | { status: 'loading' }
  | { status: 'error'; retry: () => void }
  | ({ status: 'ready' } & PoliciesForm);

/** The Policies tab's form: the nine fields of spec 03 §3 Policy, saved with `savePolicies`. */
export function usePoliciesForm(): PoliciesFormState {
  const queryClient = useQueryClient();
  const { toast } = useToast();
  const query = useQuery(trpc.settings.policies.queryOptions());
  const saved = useMemo(() => (query.data ? policyValuesOf(query.data) : undefined), [query.data]);
  const draft = useDraft(saved);
  const mutation = useMutation(trpc.settings.savePolicies.mutationOptions());
  const values = draft.values;
  const checked = useMemo(() => (values ? checkPolicy(values) : null), [values]);

  if (query.isError) return { status: 'error', retry: () => void query.refetch() };
  if (!values || !checked) return { status: 'loading' };

  const save = () => {
    if (!checked.ok) return false;
    const sent = { ...values };
    mutation.mutate(checked.policy, {
      onSuccess: (policy) => {
        draft.commit(policyValuesOf(policy), sent);
        queryClient.setQueryData(trpc.settings.policies.queryKey(), policy);
        // The cut-off is also the cancellationDeadlineHours setting: the settings and booking rules follow.
        void queryClient.invalidateQueries({ queryKey: trpc.settings.pathKey() });
        void queryClient.invalidateQueries(trpc.bookings.policy.queryFilter());
        toast({ title: tr(POLICY_MESSAGES.updated) });
      },
      onError: () =>
        toast({
          title: tr(POLICY_MESSAGES.updateFailedTitle),
          description: tr(POLICY_MESSAGES.updateFailed),
          variant: 'destructive',
        }),
    });
    return true;
  };

  return {
    status: 'ready',
    values,
    errors: checked.ok ? {} : checked.errors,
    dirty: draft.dirty,
    saving: mutation.isPending,
    set: draft.set,
    save,
  };
}
