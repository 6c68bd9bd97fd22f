/**
 * The settings registry: every key of spec 03 §3 and the student-side keys of spec 01 §3, declared
 * once. Each key has its zod rule (text in, typed value out, the spec's message on failure), its
 * spec 03 §9 default, its screen tab, and whether a student may read it. Settings are stored as
 * key/value text rows; nothing else in the app parses setting text or keeps a default of its own.
 */
import { z } from 'zod';
import { LOCALES } from '../i18n/locales';
import { type Described, en, msg } from '../i18n/msg';
import { isPhoneNumber } from '../phone';
import { DEFAULT_CANCELLATION_DEADLINE_HOURS, DEFAULT_TIMEZONE } from '../setting-defaults';

// ---------- the value kinds ----------

// Each rule takes its messages written out whole ("Business name must be at most 120 characters"), so the
// catalogues hold them: a message put together at run time could not be translated.

const text = (max: number, tooLong: string) => z.string().trim().max(max, tooLong);

const requiredText = (max: number, tooLong: string, message: string) =>
  z.string().trim().min(1, message).max(max, tooLong);

const emailOrEmpty = (invalid: string) =>
  z
    .string()
    .trim()
    .toLowerCase()
    .refine((v) => v === '' || z.email().safeParse(v).success, invalid);

const flag = (notFlag: string) =>
  z
    .string()
    .trim()
    .toLowerCase()
    .refine((v) => ['true', 'false', '1', '0'].includes(v), notFlag)
    .transform((v) => v === 'true' || v === '1');

/** A whole number within the spec's bounds (spec 03 §5), with its own message for each side. */
const wholeNumber = (min: number, max: number, notWhole: string, tooSmall: string, tooLarge = tooSmall) =>
  z
    .string()
    .trim()
    .regex(/^-?\d+$/, notWhole)
    .transform(Number)
    .pipe(z.number().min(min, tooSmall).max(max, tooLarge));

const oneOf = <const T extends readonly [string, ...string[]]>(values: T, message: string) =>
  z
    .string()
    .trim()
    .refine((v): v is T[number] => (values as readonly string[]).includes(v), { message })
    .transform((v) => v as T[number]);

/** A tax rate as a fraction, 0 to 1 (spec 03 §5: "rates 0 to 1 (read-only)"). */
const rate = (message: string) =>
  z
    .string()
    .trim()
    .regex(/^(0(\.\d{1,6})?|1(\.0{1,6})?|\.\d{1,6})$/, message)
    .transform(Number);

const isTimeZone = (zone: string) => {
  try {
    new Intl.DateTimeFormat('en-CA', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
};

// ---------- the choices (spec 03 §9) ----------

export const TIMEZONES = [
  { value: 'America/Toronto', label: en('Toronto (Eastern)') },
  { value: 'America/Vancouver', label: en('Vancouver (British Columbia)') },
  { value: 'America/New_York', label: en('New York (Eastern)') },
  { value: 'America/Los_Angeles', label: en('Los Angeles (Pacific)') },
  { value: 'Europe/London', label: en('London') },
  { value: 'Europe/Paris', label: en('Paris') },
] as const;
export const CURRENCIES = ['CAD', 'USD', 'EUR', 'GBP'] as const;
export const EMAIL_PROVIDERS = ['gmail', 'sendgrid', 'mailgun'] as const;
export type TEmailProvider = (typeof EMAIL_PROVIDERS)[number];
export const BILLING_CYCLES = ['monthly', 'weekly', 'per_class'] as const;
export const INVOICE_TIMINGS = [
  'start_of_month',
  'end_of_month',
  '5min_after_booking',
  '1hr_after_booking',
] as const;
export const INVOICE_TEMPLATES = ['standard', 'detailed', 'minimal'] as const;
export const CLASS_REMINDER_DAYS = [0, 1, 2, 3, 7] as const;
export const BOOKING_PAYMENT_MODES = ['invoice', 'prepayment'] as const;

export const SETTINGS_MESSAGES = {
  countryRequired: en('Country is required'),
  regionRequired: en('State/Province is required'),
  businessNameRequired: en('Business name is required'),
  currency: en('Currency code must be 3 characters'),
  timezoneRequired: en('Timezone is required'),
  timezoneUnknown: en('Timezone is not a known time zone'),
  classReminderDays: en('Class reminder days must be 0, 1, 2, 3 or 7'),
  unknownKey: (key: string): Described => msg('Unknown setting: {key}', { key }),
  regionNotInCountry: (region: string, country: string): Described =>
    msg('{region} is not a state or province of {country}', { region, country }),
  updateFailedTitle: en('Error'),
  updateFailed: en('Failed to update settings. Please try again.'),
  updated: en('Settings Updated'),
} as const;

// ---------- the registry ----------

export type SettingTab = 'business' | 'financial' | 'integration' | 'tax-legacy';

interface Def<S extends z.ZodType<unknown, string>> {
  schema: S;
  default: string;
  tab: SettingTab;
  /** Whether a student may read it (how to pay, who the studio is); everything else is admin only. */
  student: boolean;
}
const def = <S extends z.ZodType<unknown, string>>(
  schema: S,
  defaultValue: string,
  tab: SettingTab,
  student = false,
): Def<S> => ({ schema, default: defaultValue, tab, student });

export const SETTINGS = {
  // Business (spec 03 §2.9)
  businessName: def(
    requiredText(
      120,
      en('Business name must be at most 120 characters'),
      SETTINGS_MESSAGES.businessNameRequired,
    ),
    'Studio',
    'business',
    true,
  ),
  businessEmail: def(emailOrEmpty(en('Business email: Invalid email address')), '', 'business', true),
  businessPhone: def(
    text(40, en('Business phone must be at most 40 characters')).refine(
      (v) => v === '' || isPhoneNumber(v),
      en('Business phone: Phone must be a phone number, like 604-555-0123'),
    ),
    '',
    'business',
    true,
  ),
  businessAddress: def(
    text(300, en('Business address must be at most 300 characters')),
    '',
    'business',
    true,
  ),
  timezone: def(
    z
      .string()
      .trim()
      .min(1, SETTINGS_MESSAGES.timezoneRequired)
      .refine(isTimeZone, SETTINGS_MESSAGES.timezoneUnknown),
    DEFAULT_TIMEZONE,
    'business',
  ),

  // The studio's language (issue 33): screens and e-mails for anyone who has not chosen their own.
  language: def(oneOf(LOCALES, en('Language must be one of en-CA, fr-CA')), 'en-CA', 'business', true),

  // Tax (spec 03 §3, §4): the key set the app writes; see docs/decisions/003.
  country: def(
    requiredText(60, en('Country must be at most 60 characters'), SETTINGS_MESSAGES.countryRequired),
    'Canada',
    'financial',
  ),
  region: def(
    requiredText(60, en('State/Province must be at most 60 characters'), SETTINGS_MESSAGES.regionRequired),
    'British Columbia',
    'financial',
  ),
  gstRate: def(rate(en('GST rate must be a number between 0 and 1')), '0.05', 'financial'),
  pstRate: def(rate(en('PST rate must be a number between 0 and 1')), '0.07', 'financial'),
  hstRate: def(rate(en('HST rate must be a number between 0 and 1')), '0', 'financial'),
  salesTaxRate: def(rate(en('Sales tax rate must be a number between 0 and 1')), '0', 'financial'),
  enableGst: def(flag(en('Enable GST must be true or false')), 'true', 'financial'),
  enablePst: def(flag(en('Enable PST must be true or false')), 'true', 'financial'),
  enableHst: def(flag(en('Enable HST must be true or false')), 'false', 'financial'),
  enableSalesTax: def(flag(en('Enable sales tax must be true or false')), 'false', 'financial'),
  taxInclusive: def(flag(en('Prices include tax must be true or false')), 'true', 'financial'),
  // The older tax key set (spec 03 §3), read when the studio has never saved the new one and kept in step.
  custom_taxes: def(text(2000, en('Custom taxes must be at most 2000 characters')), '', 'tax-legacy'),
  tax_country: def(text(60, en('Tax country must be at most 60 characters')), 'Canada', 'tax-legacy'),
  tax_region: def(text(60, en('Tax region must be at most 60 characters')), 'British Columbia', 'tax-legacy'),
  include_tax_in_prices: def(
    text(10, en('Include tax in prices must be at most 10 characters')),
    'true',
    'tax-legacy',
  ),

  // Financial
  currency: def(
    z
      .string()
      .trim()
      .toUpperCase()
      .regex(/^[A-Z]{3}$/, SETTINGS_MESSAGES.currency),
    'CAD',
    'financial',
    true,
  ),
  billingCycle: def(
    oneOf(BILLING_CYCLES, en('Billing cycle must be one of monthly, weekly, per_class')),
    'monthly',
    'financial',
  ),
  invoiceTiming: def(
    oneOf(
      INVOICE_TIMINGS,
      en('Invoice timing must be one of start_of_month, end_of_month, 5min_after_booking, 1hr_after_booking'),
    ),
    'start_of_month',
    'financial',
  ),
  invoiceTemplate: def(
    oneOf(INVOICE_TEMPLATES, en('Invoice template must be one of standard, detailed, minimal')),
    'standard',
    'financial',
  ),
  autoInvoicing: def(flag(en('Automatic invoicing must be true or false')), 'true', 'financial'),
  reminderDays: def(
    wholeNumber(
      1,
      30,
      en('Reminder days must be a whole number'),
      en('Reminder days must be between 1 and 30'),
    ),
    '7',
    'financial',
  ),
  lateFeePercentage: def(
    wholeNumber(
      0,
      100,
      en('Late fee percentage must be a whole number'),
      en('Late fee percentage must be between 0 and 100'),
    ),
    '5',
    'financial',
  ),
  paymentDueDays: def(
    wholeNumber(
      1,
      90,
      en('Payment due days must be a whole number'),
      en('Payment due days must be between 1 and 90'),
    ),
    '10',
    'financial',
    true,
  ),
  overdueReminderDays: def(
    wholeNumber(
      1,
      30,
      en('Overdue reminder days must be a whole number'),
      en('Overdue reminder days must be between 1 and 30'),
    ),
    '3',
    'financial',
  ),
  autoSuspendOverdueDays: def(
    wholeNumber(
      7,
      365,
      en('Auto-suspend days must be a whole number'),
      en('Auto-suspend days must be between 7 and 365'),
    ),
    '30',
    'financial',
  ),
  includeTaxBreakdown: def(flag(en('Include tax breakdown must be true or false')), 'true', 'financial'),
  sendPaymentConfirmations: def(
    flag(en('Send payment confirmations must be true or false')),
    'true',
    'financial',
  ),
  bookingRequiresCredit: def(
    flag(en('Booking requires credit must be true or false')),
    'false',
    'financial',
    true,
  ),
  allowBookingWithoutPayment: def(
    flag(en('Allow booking without payment must be true or false')),
    'true',
    'financial',
    true,
  ),
  advanceBookingDays: def(
    wholeNumber(
      1,
      365,
      en('Advance booking days must be a whole number'),
      en('Advance booking days must be between 1 and 365'),
    ),
    '30',
    'financial',
    true,
  ),
  cancellationDeadlineHours: def(
    wholeNumber(
      1,
      168,
      en('Cancellation deadline must be a whole number'),
      en('Must be at least 1 hour'),
      en('Cannot exceed 1 week'),
    ),
    String(DEFAULT_CANCELLATION_DEADLINE_HOURS),
    'financial',
    true,
  ),
  /** Hours before a class when its waitlist closes: no promotion after that (issue 14 §1). */
  waitlistCloseHours: def(
    wholeNumber(
      0,
      72,
      en('Waitlist close hours must be a whole number'),
      en('Waitlist close hours must be between 0 and 72'),
    ),
    '2',
    'financial',
    true,
  ),
  /** Whether an administrator's late cancel that keeps the charge, or a no-show, uses a pass's class (decision 038). */
  lateCancelUsesPassClass: def(
    flag(en('Late cancels and no-shows use a pass class must be true or false')),
    'true',
    'financial',
    true,
  ),
  emailPaymentReminders: def(flag(en('Email payment reminders must be true or false')), 'true', 'financial'),
  emailClassReminders: def(flag(en('Email class reminders must be true or false')), 'true', 'financial'),
  classReminderDays: def(
    z
      .string()
      .trim()
      .refine((v) => (CLASS_REMINDER_DAYS as readonly number[]).map(String).includes(v), {
        message: SETTINGS_MESSAGES.classReminderDays,
      })
      .transform(Number),
    '1',
    'financial',
  ),

  // Integration: e-mail provider and payment methods (spec 03 §2.9; spec 01 §3)
  emailProvider: def(
    oneOf(EMAIL_PROVIDERS, en('Email provider must be one of gmail, sendgrid, mailgun')),
    'gmail',
    'integration',
  ),
  payment_method: def(
    oneOf(BOOKING_PAYMENT_MODES, en('Booking payment mode must be one of invoice, prepayment')),
    'invoice',
    'integration',
    true,
  ),
  require_payment_before_booking: def(
    flag(en('Require payment before booking must be true or false')),
    'false',
    'integration',
    true,
  ),
  eTransferEnabled: def(flag(en('e-Transfer must be true or false')), 'true', 'integration', true),
  eTransferEmail: def(emailOrEmpty(en('e-Transfer email: Invalid email address')), '', 'integration', true),
  cashEnabled: def(flag(en('Cash must be true or false')), 'true', 'integration', true),
  paypalEnabled: def(flag(en('PayPal must be true or false')), 'false', 'integration', true),
  paypalEmail: def(emailOrEmpty(en('PayPal email: Invalid email address')), '', 'integration', true),
  bankTransferEnabled: def(flag(en('Bank transfer must be true or false')), 'false', 'integration', true),
  bankName: def(text(100, en('Bank name must be at most 100 characters')), '', 'integration', true),
  bankAccount: def(text(40, en('Account number must be at most 40 characters')), '', 'integration', true),
  bankTransit: def(text(40, en('Transit number must be at most 40 characters')), '', 'integration', true),
  stripeEnabled: def(flag(en('Stripe must be true or false')), 'false', 'integration', true),
  squareEnabled: def(flag(en('Square must be true or false')), 'false', 'integration', true),
} as const;

export type SettingKey = keyof typeof SETTINGS;
export const SETTING_KEYS = Object.keys(SETTINGS) as SettingKey[];
export const STUDENT_SETTING_KEYS = SETTING_KEYS.filter((k) => SETTINGS[k].student);
export const isSettingKey = (key: string): key is SettingKey => Object.hasOwn(SETTINGS, key);

/** The typed settings object: every key parsed to its value. */
export type StudioSettings = { [K in SettingKey]: z.output<(typeof SETTINGS)[K]['schema']> };

/** Every key at its spec §9 default, typed: what a studio that has saved nothing gets. */
export const DEFAULT_SETTINGS: StudioSettings = parseSettingsDefaults();

export const SETTING_DEFAULTS = Object.fromEntries(
  SETTING_KEYS.map((k) => [k, SETTINGS[k].default]),
) as Record<SettingKey, string>;

/** A typed value back as the text it is stored as: "true", "30", "0.05", "Studio". */
export const settingText = (value: unknown): string => String(value);

/** One key's value checked and normalised (trimmed, lower-cased e-mail, "true"…), or the spec's message. */
export function checkSetting(
  key: SettingKey,
  value: string,
): { ok: true; text: string } | { ok: false; message: string } {
  const result = SETTINGS[key].schema.safeParse(value);
  if (!result.success) return { ok: false, message: result.error.issues[0]?.message ?? en('Invalid value') };
  return { ok: true, text: settingText(result.data) };
}

/**
 * The typed settings from stored rows: a key not stored, or stored with a value its rule refuses
 * (written by hand or by an older version), reads as its default.
 */
export function parseSettings(stored: ReadonlyMap<string, string>): StudioSettings {
  const out: Record<string, unknown> = {};
  for (const key of SETTING_KEYS) {
    const value = stored.get(key);
    out[key] = value === undefined ? DEFAULT_SETTINGS[key] : parseStored(key, value);
  }
  return out as StudioSettings;
}

/** Settings are read on most requests and rarely change: each (key, text) is parsed once. */
const parsedCache = new Map<string, unknown>();
const PARSED_CACHE_LIMIT = 2_000;

function parseStored(key: SettingKey, value: string): unknown {
  const cacheKey = `${key}\u0000${value}`;
  if (parsedCache.has(cacheKey)) return parsedCache.get(cacheKey);
  const parsed = SETTINGS[key].schema.safeParse(value);
  const typed = parsed.success ? parsed.data : DEFAULT_SETTINGS[key];
  if (parsedCache.size >= PARSED_CACHE_LIMIT) parsedCache.clear();
  parsedCache.set(cacheKey, typed);
  return typed;
}

function parseSettingsDefaults(): StudioSettings {
  return Object.fromEntries(
    SETTING_KEYS.map((k) => [k, SETTINGS[k].schema.parse(SETTINGS[k].default)]),
  ) as StudioSettings;
}

// ---------- contracts ----------

export const ZSetting = z.object({ key: z.string(), value: z.string() });
export type TSetting = z.infer<typeof ZSetting>;

/** POST /api/settings/bulk: the list of key/value text pairs, checked as a whole. */
export const ZSettingsBulkInput = z.object({
  settings: z
    .array(
      z.object({
        key: z.string().min(1).max(64),
        value: z.union([z.string(), z.number(), z.boolean()]).transform(String),
      }),
    )
    .min(1, en('No settings to save'))
    .max(200, en('Too many settings at once')),
});
export type TSettingsBulkInput = z.input<typeof ZSettingsBulkInput>;

/** The taxes charged today and which settings they come from (decision note 003). */
export const ZTaxesInForce = z.object({
  source: z.enum(['settings', 'legacy', 'default']),
  inclusive: z.boolean(),
  lines: z.array(z.object({ kind: z.string(), label: z.string(), ratePercent: z.string() })),
});
export type TTaxesInForce = z.infer<typeof ZTaxesInForce>;
