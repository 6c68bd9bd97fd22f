/** Unsaved form values over the saved ones: what changed, and how a new saved version is taken in. */

type Fields = Record<string, unknown>;

/** Whether any field differs from the saved version. */
export function isDirty<T extends Fields>(values: T, base: T): boolean {
  return Object.keys(base).some((k) => values[k] !== base[k]);
}

/**
 * The form after a new saved version arrives (a refetch, or the answer to a save): a field the user has
 * not changed takes the new value; a changed one keeps the user's text. `sent` is what a save sent: a
 * field still holding the sent text counts as unchanged, so the server's normalised value replaces it.
 */
export function rebase<T extends Fields>(values: T, oldBase: T, newBase: T, sent?: Partial<T>): T {
  const next = { ...newBase };
  for (const key of Object.keys(values) as (keyof T)[]) {
    const untouched =
      values[key] === oldBase[key] || (sent !== undefined && key in sent && values[key] === sent[key]);
    if (!untouched) next[key] = values[key];
  }
  return next;
}
