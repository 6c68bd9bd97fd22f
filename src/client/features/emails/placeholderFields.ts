import { t } from '@lingui/core/macro';
import {
  canonicalPlaceholder,
  isRefusedPlaceholder,
  PLACEHOLDERS,
  type PlaceholderInfo,
} from '../../../shared/email-placeholders';
import { tr } from '../../i18n/tr';

/** Always filled by the server: the business name from Settings and the recipient's address. */
const ALWAYS_FILLED = new Set(['businessName', 'email']);

const INFO = new Map<string, PlaceholderInfo>(PLACEHOLDERS.map((p) => [p.key, p]));

export const placeholderToken = (name: string): string => `{{${name}}}`;

/**
 * The placeholders a sender types a value for, in the order the message uses them (`used` holds
 * canonical names, as `placeholdersIn` gives them):
 * - class, date and money fields, which only the sender knows (decision 004);
 * - names the app does not know (a custom `{{roomNumber}}`): only a typed value fills them;
 * - recipient fields the preview reports as having no value (the recipient is not a student);
 * - any field that already has a typed value, so a field does not vanish while it is being filled.
 * Never the business name or address (always filled) nor `{{password}}` (refused).
 */
export function valueFieldNames(
  used: readonly string[],
  missing: readonly string[],
  typed: Readonly<Record<string, string>>,
): string[] {
  return used.filter((name) => {
    if (isRefusedPlaceholder(name) || ALWAYS_FILLED.has(name)) return false;
    const info = INFO.get(name);
    if (!info || info.source === 'sender') return true;
    return missing.includes(name) || (typed[name] ?? '').trim() !== '';
  });
}

/** "Class Name" for className; a custom name as written. */
export const placeholderLabel = (name: string): string => {
  const label = INFO.get(name)?.label;
  return label ? tr(label) : name;
};

/** What a value field says under it. */
export function placeholderHint(name: string): string {
  const info = INFO.get(name);
  if (!info) return t`A placeholder of your own: the value you type is used`;
  const description = tr(info.description);
  if (info.source === 'sender') return description;
  return t`${description}: used when the recipient is not a student on file`;
}

/** The typed values worth sending: only for the names listed, trimmed, blanks left out. */
export function valuesFor(
  names: readonly string[],
  typed: Readonly<Record<string, string>>,
): Record<string, string> {
  const out: Record<string, string> = {};
  for (const name of names) {
    const value = (typed[name] ?? '').trim();
    if (value !== '') out[canonicalPlaceholder(name) ?? name] = value;
  }
  return out;
}
