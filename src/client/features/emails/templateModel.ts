import { type Locale, SOURCE_LOCALE } from '../../../shared/i18n/locales';
import type { TEmailTemplate, TEmailTemplateInput, TTemplateSendInput } from '../../../shared/schemas/email';
import { EMAIL_MESSAGES } from '../../../shared/schemas/email';
import { recipientList } from './composeModel';
import { valuesFor } from './placeholderFields';

/**
 * The template form while it is typed; category '' until one is chosen (spec: "Category is required").
 * `language` is the one the template is written in (issue 33).
 */
export type TemplateValues = {
  name: string;
  category: string;
  subject: string;
  body: string;
  description: string;
  isActive: boolean;
  language: Locale;
};

export const EMPTY_TEMPLATE: TemplateValues = {
  name: '',
  category: '',
  subject: '',
  body: '',
  description: '',
  isActive: true,
  language: SOURCE_LOCALE,
};

/** A new template's form: written in the language the page is shown in, until the sender picks another. */
export const newTemplate = (language: Locale): TemplateValues => ({ ...EMPTY_TEMPLATE, language });

export const templateValues = (t: TEmailTemplate): TemplateValues => ({
  name: t.name,
  category: t.category,
  subject: t.subject,
  body: t.body,
  description: t.description ?? '',
  isActive: t.isActive,
  language: t.language,
});

/**
 * emailTemplates.create / update's fields, checked with the shared schema. The placeholders are left
 * to the server, which lists the ones the subject and body use.
 */
export const templateInput = (v: TemplateValues): TEmailTemplateInput => ({
  name: v.name,
  category: v.category as TEmailTemplateInput['category'],
  subject: v.subject,
  body: v.body,
  description: v.description,
  isActive: v.isActive,
  language: v.language,
});

/** emailTemplates.send's input from the dialog: the comma-separated recipients and the typed values. */
export function templateSendRequest(
  id: number,
  recipients: string,
  valueNames: readonly string[],
  typed: Readonly<Record<string, string>>,
): TTemplateSendInput {
  return { id, recipients: recipientList(recipients), placeholderValues: valuesFor(valueNames, typed) };
}

/** The send dialog says the spec's form wording where the API says "No recipients specified". */
export const SEND_REWORD: Record<string, string> = {
  [EMAIL_MESSAGES.noRecipients]: EMAIL_MESSAGES.enterRecipients,
};
