import { STUDENT_MESSAGES } from '../../../../shared/schemas/students';

export const EMAIL_FIELDS_REQUIRED = 'Please enter both subject and message';

/** The send form's check (spec 02 §5): both fields, not just spaces. */
export const emailFormProblem = (subject: string, message: string): string | null =>
  subject.trim() === '' || message.trim() === '' ? EMAIL_FIELDS_REQUIRED : null;

/** The add-note form's check: "Please enter a note". */
export const noteFormProblem = (content: string): string | null =>
  content.trim() === '' ? STUDENT_MESSAGES.noteRequired : null;
