import { placeholdersIn } from '../../../shared/email-placeholders';
import type { TComposeEmailInput, TEmailPreviewInput, TEmailTemplate } from '../../../shared/schemas/email';
import { valuesFor } from './placeholderFields';

/** The compose form while it is typed: all text (the template id as its option value, '' for none). */
export type ComposeValues = {
  to: string;
  toName: string;
  subject: string;
  body: string;
  templateId: string;
};

export const EMPTY_COMPOSE: ComposeValues = { to: '', toName: '', subject: '', body: '', templateId: '' };

/** A template picked in the compose form: its subject and body replace what was there. */
export function withTemplate(values: ComposeValues, template: TEmailTemplate | null): ComposeValues {
  if (!template) return { ...values, templateId: '' };
  return { ...values, templateId: String(template.id), subject: template.subject, body: template.body };
}

/** The placeholders the draft uses (canonical names, in order of use). */
export const usedPlaceholders = (values: Pick<ComposeValues, 'subject' | 'body'>): string[] =>
  placeholdersIn(values.subject, values.body);

/** emails.send's input: checked with the shared schema before it goes. */
export function composeRequest(
  values: ComposeValues,
  valueNames: readonly string[],
  typed: Readonly<Record<string, string>>,
): TComposeEmailInput {
  return {
    to: values.to,
    toName: values.toName.trim() || undefined,
    subject: values.subject,
    body: values.body,
    templateId: values.templateId ? Number(values.templateId) : null,
    placeholderValues: valuesFor(valueNames, typed),
    format: 'text',
  };
}

/**
 * emails.preview's input for the draft as typed (not the template's: the form holds the text). The
 * server treats an address that is not valid yet as "no recipient".
 */
export function composePreviewRequest(
  values: ComposeValues,
  valueNames: readonly string[],
  typed: Readonly<Record<string, string>>,
): TEmailPreviewInput {
  return {
    to: values.to.trim() || undefined,
    toName: values.toName.trim() || undefined,
    subject: values.subject,
    body: values.body,
    placeholderValues: valuesFor(valueNames, typed),
    format: 'text',
  };
}

/** The dialog's comma-separated recipients as a list (blanks dropped; the schema checks each). */
export const recipientList = (text: string): string[] =>
  text
    .split(/[,;\n]/)
    .map((s) => s.trim())
    .filter((s) => s !== '');
