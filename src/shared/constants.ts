/** Numbers from the spec's "Business constants and limits" sections (01 §9, 02 §9, 03 §9). */
export const DEFAULT_CLASS_PRICE = '20.00';
export const DEFAULT_CLASS_PRICE_CENTS = 2000;
export const MIN_PASSWORD_LENGTH = 6;
export const CANCEL_CUTOFF_HOURS = 24;
export const INVOICE_DUE_DAYS = 10;
export const OWED_TAX_DIVISOR = 1.05;
export const BOOKINGS_REFRESH_MS = 30_000;
export const DATA_STALE_MS = 30_000;
export const MOBILE_BREAKPOINT_PX = 768;
export const MONTH_CELL_NAME_CHARS = 8;
export const WEEK_CELL_NAME_CHARS = 12;
export const COPY_CONFIRMATION_MS = 2_000;
export const TOAST_DURATION_MS = 5_000;
export const TOAST_LIMIT = 1;
export const SIDEBAR_COLLAPSED_PX = 64;
export const SIDEBAR_EXPANDED_PX = 192;
export const DEFAULT_TIMEZONE = 'America/Vancouver';
export const GENERATED_PASSWORD_LENGTH = 12;
export const GENERATED_PASSWORD_ALPHABET =
  'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789!@#$%^&*';
export const PASSWORD_RESET_TTL_MS = 60 * 60 * 1000;

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

/** The admin shell's twelve sections, in navigation order (spec 02 §2, 03 §2). */
export const ADMIN_SECTIONS = [
  { id: 'dashboard', label: 'Dashboard' },
  { id: 'students', label: 'Students' },
  { id: 'schedule', label: 'Schedule' },
  { id: 'bookings', label: 'Bookings' },
  { id: 'payments', label: 'Payments' },
  { id: 'billing', label: 'Billing' },
  { id: 'refunds', label: 'Refunds' },
  { id: 'email', label: 'Email' },
  { id: 'incoming-emails', label: 'Incoming' },
  { id: 'reports', label: 'Reports' },
  { id: 'settings', label: 'Settings' },
  { id: 'login-info', label: 'Login Info' },
] as const;
export type AdminSectionId = (typeof ADMIN_SECTIONS)[number]['id'];
export const ADMIN_SECTION_IDS = ADMIN_SECTIONS.map((s) => s.id) as [AdminSectionId, ...AdminSectionId[]];
