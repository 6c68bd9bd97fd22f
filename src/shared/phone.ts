import { en } from './i18n/msg';

/**
 * What a phone field takes (issue 28: "not a phone ☎️ 🙂" was saved): digits with the usual separators
 * (spaces, dots, dashes, brackets, a leading +), 7 to 15 digits as ITU E.164 allows, and an optional
 * extension ("x12", "ext. 12").
 */
export const PHONE_MESSAGE = en('Phone must be a phone number, like 604-555-0123');

const SHAPE = /^\+?[\d\s().-]+?(?:\s*(?:x|ext\.?|extension)\s*\d{1,6})?$/i;
const EXTENSION = /\s*(?:x|ext\.?|extension)\s*\d{1,6}$/i;

export function isPhoneNumber(text: string): boolean {
  const value = text.trim();
  if (!SHAPE.test(value)) return false;
  const digits = value.replace(EXTENSION, '').replace(/\D/g, '').length;
  return digits >= 7 && digits <= 15;
}
