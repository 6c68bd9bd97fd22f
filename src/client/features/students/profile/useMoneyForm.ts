import { useState } from 'react';
import type { FormProblem } from './moneyAmount';

/**
 * The state every money dialog keeps: its form, the problem shown, and a submit that checks first.
 * `send` runs only when `problemOf` finds nothing.
 */
export function useMoneyForm<Form, Field extends string>(
  initial: () => Form,
  problemOf: (form: Form) => FormProblem<Field> | null,
) {
  const [form, setForm] = useState<Form>(initial);
  const [problem, setProblem] = useState<FormProblem<Field> | null>(null);
  const change = (patch: Partial<Form>) => {
    setForm((current) => ({ ...current, ...patch }));
    setProblem(null);
  };
  const submitWith = (send: (form: Form) => void) => () => {
    const found = problemOf(form);
    setProblem(found);
    if (!found) send(form);
  };
  return { form, problem, change, submitWith };
}
