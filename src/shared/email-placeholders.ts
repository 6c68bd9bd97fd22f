/**
 * `{{placeholder}}` substitution for administrator e-mails (spec 03 §3, §9; spec 02 bulk e-mail
 * `{{student_name}}`). Pure: the server renders what it queues with it and the client's preview shows
 * the same thing. Rules (docs/decisions/004-email-placeholders.md):
 * - A name is matched whatever its case and underscores: `{{student_name}}`, `{{studentName}}` and
 *   `{{StudentName}}` are one placeholder.
 * - A value is inserted as written into a text body and HTML-escaped into an HTML body.
 * - A placeholder without a value (unknown, or known with no value for this recipient) is left as
 *   written and reported; the server refuses to send while any is left.
 * - `{{password}}` (and the system's `{{secret}}`) are refused: passwords are never e-mailed.
 */

import { type Described, en, englishOf, msg } from './i18n/msg';

export interface PlaceholderInfo {
  /** The canonical name, written `{{key}}`. */
  key: string;
  /** What the e-mail centre's list shows (spec 03 §9). */
  label: string;
  /** Where the value comes from when the sender does not give one. */
  source: 'recipient' | 'studio' | 'student' | 'sender';
  description: string | Described;
}

/** Every placeholder the app fills, in the order the e-mail centre lists them. */
export const PLACEHOLDERS: readonly PlaceholderInfo[] = [
  {
    key: 'firstName',
    label: en('First Name'),
    source: 'recipient',
    description: en("The recipient's first name"),
  },
  {
    key: 'lastName',
    label: en('Last Name'),
    source: 'recipient',
    description: en("The recipient's last name"),
  },
  {
    key: 'fullName',
    label: en('Full Name'),
    source: 'recipient',
    description: en("The recipient's full name"),
  },
  {
    key: 'studentName',
    label: en('Student Name'),
    source: 'recipient',
    description: msg('The name the student goes by (also written {token})', { token: '{{student_name}}' }),
  },
  {
    key: 'email',
    label: en('Email'),
    source: 'recipient',
    description: en("The recipient's e-mail address"),
  },
  { key: 'phone', label: en('Phone'), source: 'recipient', description: en("The student's phone number") },
  {
    key: 'className',
    label: en('Class Name'),
    source: 'sender',
    description: en('The class, as you type it'),
  },
  { key: 'classDate', label: en('Class Date'), source: 'sender', description: en('The class date') },
  { key: 'classTime', label: en('Class Time'), source: 'sender', description: en('The class time') },
  { key: 'date', label: en('Date'), source: 'sender', description: en('A date you give') },
  { key: 'location', label: en('Location'), source: 'sender', description: en('Where the class is') },
  { key: 'instructor', label: en('Instructor'), source: 'sender', description: en('Who teaches the class') },
  { key: 'amount', label: en('Amount'), source: 'sender', description: en('An amount, e.g. $20.00') },
  { key: 'dueDate', label: en('Due Date'), source: 'sender', description: en('When a payment is due') },
  {
    key: 'month',
    label: en('Month'),
    source: 'sender',
    description: en('A billing month, e.g. August 2025'),
  },
  {
    key: 'credits',
    label: en('Credits'),
    source: 'student',
    description: en("The student's available class credit"),
  },
  {
    key: 'businessName',
    label: en('Business Name'),
    source: 'studio',
    description: en('The business name from Settings'),
  },
];

/** The spec's Password placeholder and the system's sealed-secret marker: never filled, always refused. */
export const REFUSED_PLACEHOLDERS = ['password', 'temporaryPassword', 'secret'] as const;
/** Why a text with {{password}} is refused, to translate: {token} is `{{password}}`, whose braces ICU would read. */
export const REFUSED_PLACEHOLDER_NOTICE: Described = msg(
  'Passwords are never sent by e-mail: remove {token}. A new student receives a temporary password in the welcome e-mail, and a forgotten one is replaced with "Forgot password".',
  { token: '{{password}}' },
);
/** The same in English, as the spec writes it. */
export const REFUSED_PLACEHOLDER_MESSAGE = englishOf(REFUSED_PLACEHOLDER_NOTICE);

/** `{{ name }}`: a letter, then letters, digits or underscores (at most 50), spaces inside the braces allowed. */
export const PLACEHOLDER_PATTERN = /\{\{\s*([A-Za-z][A-Za-z0-9_]{0,49})\s*\}\}/g;
export const PLACEHOLDER_NAME_PATTERN = /^[A-Za-z][A-Za-z0-9_]{0,49}$/;

/** One spelling for every way of writing a name: lower case, no underscores. */
export const normalizePlaceholder = (name: string): string => name.toLowerCase().replace(/_/g, '');

const CANONICAL = new Map(PLACEHOLDERS.map((p) => [normalizePlaceholder(p.key), p.key]));
const REFUSED = new Set<string>(REFUSED_PLACEHOLDERS.map(normalizePlaceholder));

/** The canonical key of a known placeholder (`student_name` → `studentName`), else undefined. */
export const canonicalPlaceholder = (name: string): string | undefined =>
  CANONICAL.get(normalizePlaceholder(name));

export const isRefusedPlaceholder = (name: string): boolean => REFUSED.has(normalizePlaceholder(name));

/** Values by any spelling of their name; null, undefined and blank mean "no value". */
export type PlaceholderValues = Readonly<Record<string, string | null | undefined>>;

export interface FillResult {
  text: string;
  /** Names that were filled, canonical where known, in order of first use. */
  used: string[];
  /** Names the app does not know and no value was given for (left as written). */
  unknown: string[];
  /** Known names with no value (left as written). */
  missing: string[];
  /** `{{password}}` and the like (left as written). */
  refused: string[];
}

export function escapeHtml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

function valueLookup(values: PlaceholderValues): Map<string, string> {
  const map = new Map<string, string>();
  for (const [name, value] of Object.entries(values)) {
    if (value === null || value === undefined || value.trim() === '') continue;
    map.set(normalizePlaceholder(name), value);
  }
  return map;
}

/**
 * Sources of values merged in order: a later source wins for a name (in any spelling), but a null or
 * blank value never hides an earlier one.
 */
export function mergePlaceholderValues(...sources: PlaceholderValues[]): Record<string, string> {
  const merged = new Map<string, [string, string]>();
  for (const source of sources) {
    for (const [name, value] of Object.entries(source)) {
      if (value === null || value === undefined || value.trim() === '') continue;
      merged.set(normalizePlaceholder(name), [name, value]);
    }
  }
  return Object.fromEntries(merged.values());
}

const pushOnce = (list: string[], name: string) => {
  if (!list.includes(name)) list.push(name);
};

/**
 * Fills every placeholder of `template` that has a value. With `html`, values are escaped (and their
 * line breaks become `<br>`), so the template must already be HTML; otherwise they go in as written.
 */
export function fillPlaceholders(
  template: string,
  values: PlaceholderValues,
  { html = false }: { html?: boolean } = {},
): FillResult {
  const lookup = valueLookup(values);
  const result: FillResult = { text: '', used: [], unknown: [], missing: [], refused: [] };
  result.text = template.replace(PLACEHOLDER_PATTERN, (token, name: string) => {
    const key = normalizePlaceholder(name);
    const canonical = CANONICAL.get(key);
    if (REFUSED.has(key)) {
      pushOnce(result.refused, name);
      return token;
    }
    const value = lookup.get(key);
    if (value === undefined) {
      pushOnce(canonical ? result.missing : result.unknown, canonical ?? name);
      return token;
    }
    pushOnce(result.used, canonical ?? name);
    return html ? escapeHtml(value).replace(/\r?\n/g, '<br>') : value;
  });
  return result;
}

/** The placeholders a text uses, canonical where known, in order of first use. */
export function placeholdersIn(...texts: string[]): string[] {
  const names: string[] = [];
  for (const text of texts) {
    for (const match of text.matchAll(PLACEHOLDER_PATTERN)) {
      const name = match[1]!;
      pushOnce(names, canonicalPlaceholder(name) ?? name);
    }
  }
  return names;
}

/** The refused placeholders a text uses (empty when it may be sent). */
export const refusedPlaceholdersIn = (...texts: string[]): string[] =>
  placeholdersIn(...texts).filter(isRefusedPlaceholder);

/**
 * A plain-text body as HTML: escaped, blank lines between paragraphs, single line breaks as `<br>`.
 * Placeholders survive (escaping leaves braces alone), so fill them afterwards with `{ html: true }`.
 */
export function textToHtml(text: string): string {
  const paragraphs = text
    .replace(/\r\n?/g, '\n')
    .split(/\n[ \t]*\n+/)
    .map((p) => p.trim())
    .filter((p) => p !== '');
  return paragraphs.map((p) => `<p>${escapeHtml(p).replace(/\n/g, '<br>')}</p>`).join('\n');
}

/** A name split for {{firstName}} / {{lastName}}: the first word, and the rest. */
export function splitName(name: string): { firstName: string; lastName: string } {
  const words = name.trim().split(/\s+/).filter(Boolean);
  return { firstName: words[0] ?? '', lastName: words.slice(1).join(' ') };
}
