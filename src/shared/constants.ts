/**
 * Numbers from the spec's "Business constants and limits" sections (01 §9, 02 §9, 03 §9) that the
 * server and client share. Presentation-only numbers (timings, sizes) live in the client's
 * `lib/uiConstants.ts`, the admin sections in `features/admin/adminSections.ts`.
 */
export const DEFAULT_CLASS_PRICE = '20.00';
export const DEFAULT_CLASS_PRICE_CENTS = 2000;
export const MIN_PASSWORD_LENGTH = 6;
export const GENERATED_PASSWORD_LENGTH = 12;
export const GENERATED_PASSWORD_ALPHABET =
  'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789!@#$%^&*';
export const PASSWORD_RESET_TTL_MS = 60 * 60 * 1000;
/** How long an imported student's login invitation link works (issue 32). */
export const LOGIN_INVITATION_TTL_MS = 14 * 24 * 60 * 60 * 1000;

export const STUDENT_STATUSES = ['active', 'inactive', 'pending'] as const;
export const BOOKING_STATUSES = ['pending', 'confirmed', 'cancelled'] as const;
export const PAYMENT_METHODS = [
  'cash',
  'e_transfer',
  'credit',
  'debit',
  'card',
  'cheque',
  'bank_transfer',
  'paypal',
  'stripe',
  'square',
  'other',
] as const;
export const PAYMENT_STATUSES = ['pending', 'paid', 'overdue', 'refunded', 'failed', 'cancelled'] as const;
export const INVOICE_STATUSES = ['pending', 'sent', 'paid', 'overdue', 'cancelled'] as const;
export const REMINDER_TYPES = ['first_reminder', 'second_reminder', 'final_notice'] as const;
export const TEMPLATE_CATEGORIES = ['welcome', 'payment', 'class', 'reminder', 'general'] as const;
