import type { z } from 'zod';
import { tr } from '../i18n/tr';

export type FieldErrors = Partial<Record<string, string>>;

/** Where an issue names no field (a rule across fields), its message is kept under this key. */
export const FORM_ERROR = '_form';

/**
 * The first issue's message per top-level field, so a form shows the server's words, in the page's
 * language (the shared schemas' messages are catalogue texts). `reword` swaps a shared message for a
 * screen's own wording (the schedule dialog says "Class type is required" where the create page says
 * "Please select a class type").
 */
export function fieldErrors(error: z.ZodError, reword: Record<string, string> = {}): FieldErrors {
  const out: FieldErrors = {};
  for (const issue of error.issues) {
    const key = String(issue.path[0] ?? FORM_ERROR);
    out[key] ??= reword[issue.message] ?? tr(issue.message);
  }
  return out;
}
