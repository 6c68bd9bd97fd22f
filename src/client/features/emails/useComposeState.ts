import { useCallback, useState } from 'react';
import type { TEmailTemplate } from '../../../shared/schemas/email';
import { useZodForm } from '../../lib/useZodForm';
import { EMPTY_COMPOSE, withTemplate } from './composeModel';

/**
 * The compose draft, kept by the Email Center so it survives switching tabs: the form (validated with
 * the shared schema) and the values typed for placeholders.
 */
export function useComposeState() {
  const form = useZodForm(EMPTY_COMPOSE);
  const [typed, setTyped] = useState<Record<string, string>>({});
  const { values, reset } = form;

  const setValue = useCallback(
    (name: string, value: string) => setTyped((t) => ({ ...t, [name]: value })),
    [],
  );

  /** A template picked here or in the library: its subject and body replace the draft's. */
  const applyTemplate = (template: TEmailTemplate | null) => reset(withTemplate(values, template));

  const clear = () => {
    reset(EMPTY_COMPOSE);
    setTyped({});
  };

  return { form, typed, setValue, applyTemplate, clear };
}

export type ComposeState = ReturnType<typeof useComposeState>;
