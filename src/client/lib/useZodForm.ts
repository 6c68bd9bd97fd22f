import { type ChangeEvent, useCallback, useState } from 'react';
import type { z } from 'zod';
import { type FieldErrors, fieldErrors } from './fieldErrors';

type TextKeys<V> = { [K in keyof V]: V[K] extends string ? K : never }[keyof V];

/**
 * Form state validated by the shared zod schemas, so the client shows the server's exact words. Values
 * stay strings while typed (a number input may be blank); the schema coerces them on submit.
 */
export function useZodForm<V extends Record<string, string | boolean>>(initial: V) {
  const [values, setValues] = useState<V>(initial);
  const [errors, setErrors] = useState<FieldErrors>({});

  const set = useCallback(<K extends keyof V>(key: K, value: V[K]) => {
    setValues((v) => ({ ...v, [key]: value }));
    setErrors((e) => (e[key as string] === undefined ? e : { ...e, [key as string]: undefined }));
  }, []);

  /** Props for a TextField bound to a string value: value, onChange, error and helper text. */
  const text = (key: TextKeys<V>, helper?: string) => ({
    name: String(key),
    value: values[key] as string,
    onChange: (e: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
      set(key, e.target.value as V[typeof key]),
    error: errors[key as string] !== undefined,
    helperText: errors[key as string] ?? helper,
  });

  /** Props for a select that reports its value as a string (ClassTypeSelect, DayOfWeekSelect). */
  const select = (key: TextKeys<V>) => ({
    value: values[key] as string,
    onChange: (value: string) => set(key, value as V[typeof key]),
    error: errors[key as string] !== undefined,
    helperText: errors[key as string],
  });

  /** Parses `input` with `schema`; on failure shows each field's first message and returns null. */
  const check = <S extends z.ZodType>(schema: S, input: unknown, reword?: Record<string, string>) => {
    const result = schema.safeParse(input);
    if (result.success) {
      setErrors({});
      return result.data as z.output<S>;
    }
    setErrors(fieldErrors(result.error, reword));
    return null;
  };

  /** Shows a message under one field (a rule the schema cannot know, such as "tomorrow or later"). */
  const fail = (key: keyof V, message: string) => setErrors({ [key as string]: message });

  const reset = (next: V = initial) => {
    setValues(next);
    setErrors({});
  };

  return { values, set, text, select, check, fail, errors, reset };
}

export type ZodForm<V extends Record<string, string | boolean>> = ReturnType<typeof useZodForm<V>>;
