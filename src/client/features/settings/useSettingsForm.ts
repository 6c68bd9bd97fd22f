import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo, useState } from 'react';
import { SETTINGS_MESSAGES, type SettingKey } from '../../../shared/schemas/settings';
import { tr } from '../../i18n/tr';
import { useToast } from '../../lib/toast';
import { errorMessage, trpc } from '../../lib/trpc';
import {
  changedSettings,
  fieldOfServerError,
  type SettingsErrors,
  type SettingsTabId,
  type SettingsValues,
  settingErrors,
  tabsWithErrors,
  valuesFromSettings,
} from './settingsFormModel';
import { useDraft } from './useDraft';

export interface SettingsForm {
  values: SettingsValues;
  errors: SettingsErrors;
  /** The tabs with a field in error, in screen order. */
  invalidTabs: SettingsTabId[];
  dirty: boolean;
  saving: boolean;
  set: (key: SettingKey, value: string) => void;
  setMany: (patch: Partial<SettingsValues>) => void;
  /** Saves every changed key in one `saveBulk`; refuses (and returns false) while a field is invalid. */
  save: () => boolean;
}

export type SettingsFormState =
  | { status: 'loading' }
  | { status: 'error'; retry: () => void }
  | ({ status: 'ready' } & SettingsForm);

/** The Business, Financial and Integration tabs' form: one draft of every key, one save. */
export function useSettingsForm(): SettingsFormState {
  const queryClient = useQueryClient();
  const { toast } = useToast();
  const query = useQuery(trpc.settings.list.queryOptions());
  const saved = useMemo(() => (query.data ? valuesFromSettings(query.data) : undefined), [query.data]);
  const draft = useDraft(saved);
  const [serverErrors, setServerErrors] = useState<SettingsErrors>({});
  const mutation = useMutation(trpc.settings.saveBulk.mutationOptions());

  const values = draft.values;
  const errors = useMemo<SettingsErrors>(
    () => (values ? { ...serverErrors, ...settingErrors(values) } : {}),
    [values, serverErrors],
  );

  const { set: setDraft, setMany: setManyDraft } = draft;
  const set = useCallback(
    (key: SettingKey, value: string) => {
      setServerErrors(({ [key]: _gone, ...rest }) => rest);
      setDraft(key, value);
    },
    [setDraft],
  );
  const setMany = useCallback(
    (patch: Partial<SettingsValues>) => {
      setServerErrors((e) => Object.fromEntries(Object.entries(e).filter(([k]) => !(k in patch))));
      setManyDraft(patch);
    },
    [setManyDraft],
  );

  if (query.isError) return { status: 'error', retry: () => void query.refetch() };
  if (!values || !draft.base) return { status: 'loading' };
  const base = draft.base;

  const save = () => {
    if (Object.keys(errors).length > 0) return false;
    const changes = changedSettings(values, base);
    if (changes.length === 0) return true;
    const sent = Object.fromEntries(changes.map((c) => [c.key, c.value])) as Partial<SettingsValues>;
    mutation.mutate(
      { settings: changes },
      {
        onSuccess: (saved) => {
          draft.commit(valuesFromSettings(saved), sent);
          queryClient.setQueryData(trpc.settings.list.queryKey(), saved);
          void queryClient.invalidateQueries({ queryKey: trpc.settings.pathKey() });
          void queryClient.invalidateQueries(trpc.bookings.policy.queryFilter());
          toast({ title: tr(SETTINGS_MESSAGES.updated) });
        },
        onError: (error) => {
          const field = fieldOfServerError(errorMessage(error, ''));
          if (field) setServerErrors({ [field.key]: field.message });
          toast({
            title: tr(SETTINGS_MESSAGES.updateFailedTitle),
            description: tr(SETTINGS_MESSAGES.updateFailed),
            variant: 'destructive',
          });
        },
      },
    );
    return true;
  };

  return {
    status: 'ready',
    values,
    errors,
    invalidTabs: tabsWithErrors(errors),
    dirty: draft.dirty,
    saving: mutation.isPending,
    set,
    setMany,
    save,
  };
}
