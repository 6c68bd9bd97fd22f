import { type Dispatch, type SetStateAction, useState } from 'react';

/**
 * State that is the user's choice once they make one, and until then `fallback` as it is now: a
 * calendar left on "today" or a form left on "this month" moves on when the studio's day does. Choosing
 * the fallback itself (the Today button) goes back to following it.
 */
export function useChoiceOrDefault<T>(fallback: T): [T, Dispatch<SetStateAction<T>>] {
  const [choice, setChoice] = useState<{ value: T } | null>(null);
  const value = choice ? choice.value : fallback;
  const choose: Dispatch<SetStateAction<T>> = (next) =>
    setChoice((held) => {
      const base = held ? held.value : fallback;
      const chosen = typeof next === 'function' ? (next as (previous: T) => T)(base) : next;
      return Object.is(chosen, fallback) ? null : { value: chosen };
    });
  return [value, choose];
}
