import { t } from '@lingui/core/macro';
import { STUDENT_MESSAGES } from '../../../../shared/schemas/students';
import { tr } from '../../../i18n/tr';

/** The send form's check (spec 02 §5): both fields, not just spaces. */
export const emailFormProblem = (subject: string, message: string): string | null =>
  subject.trim() === '' || message.trim() === '' ? t`Please enter both subject and message` : null;

/** The add-note form's check: "Please enter a note". */
export const noteFormProblem = (content: string): string | null =>
  content.trim() === '' ? tr(STUDENT_MESSAGES.noteRequired) : null;
