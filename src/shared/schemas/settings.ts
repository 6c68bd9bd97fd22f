/**
 * The settings registry: every key of spec 03 §3 and the student-side keys of spec 01 §3, declared
 * once. Each key has its zod rule (text in, typed value out, the spec's message on failure), its
 * spec 03 §9 default, its screen tab, and whether a student may read it. Settings are stored as
 * key/value text rows; nothing else in the app parses setting text or keeps a default of its own.
 */
import { z } from 'zod';
import { isPhoneNumber, PHONE_MESSAGE } from '../phone';
import { DEFAULT_CANCELLATION_DEADLINE_HOURS, DEFAULT_TIMEZONE } from '../setting-defaults';

// ---------- the value kinds ----------

const text = (max: number, label: string) =>
  z.string().trim().max(max, `${label} must be at most ${max} characters`);

const requiredText = (max: number, label: string, message: string) =>
  z.string().trim().min(1, message).max(max, `${label} must be at most ${max} characters`);

const emailOrEmpty = (label: string) =>
  z
    .string()
    .trim()
    .toLowerCase()
    .refine((v) => v === '' || z.email().safeParse(v).success, `${label}: Invalid email address`);

const flag = (label: string) =>
  z
    .string()
    .trim()
    .toLowerCase()
    .refine((v) => ['true', 'false', '1', '0'].includes(v), `${label} must be true or false`)
    .transform((v) => v === 'true' || v === '1');

/** A whole number within the spec's bounds (spec 03 §5), with its own message for each side. */
const wholeNumber = (
  min: number,
  max: number,
  label: string,
  messages: { min?: string; max?: string } = {},
) =>
  z
    .string()
    .trim()
    .regex(/^-?\d+$/, `${label} must be a whole number`)
    .transform(Number)
    .pipe(
      z
        .number()
        .min(min, messages.min ?? `${label} must be between ${min} and ${max}`)
        .max(max, messages.max ?? `${label} must be between ${min} and ${max}`),
    );

const oneOf = <const T extends readonly [string, ...string[]]>(values: T, label: string) =>
  z
    .string()
    .trim()
    .refine((v): v is T[number] => (values as readonly string[]).includes(v), {
      message: `${label} must be one of ${values.join(', ')}`,
    })
    .transform((v) => v as T[number]);

/** A tax rate as a fraction, 0 to 1 (spec 03 §5: "rates 0 to 1 (read-only)"). */
const rate = (label: string) =>
  z
    .string()
    .trim()
    .regex(/^(0(\.\d{1,6})?|1(\.0{1,6})?|\.\d{1,6})$/, `${label} must be a number between 0 and 1`)
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
  { value: 'America/Toronto', label: 'Toronto (Eastern)' },
  { value: 'America/Vancouver', label: 'Vancouver (British Columbia)' },
  { value: 'America/New_York', label: 'New York (Eastern)' },
  { value: 'America/Los_Angeles', label: 'Los Angeles (Pacific)' },
  { value: 'Europe/London', label: 'London' },
  { value: 'Europe/Paris', label: 'Paris' },
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
  countryRequired: 'Country is required',
  regionRequired: 'State/Province is required',
  businessNameRequired: 'Business name is required',
  currency: 'Currency code must be 3 characters',
  timezoneRequired: 'Timezone is required',
  timezoneUnknown: 'Timezone is not a known time zone',
  classReminderDays: 'Class reminder days must be 0, 1, 2, 3 or 7',
  unknownKey: (key: string) => `Unknown setting: ${key}`,
  regionNotInCountry: (region: string, country: string) =>
    `${region} is not a state or province of ${country}`,
  updateFailedTitle: 'Error',
  updateFailed: 'Failed to update settings. Please try again.',
  updated: 'Settings Updated',
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
    requiredText(120, 'Business name', SETTINGS_MESSAGES.businessNameRequired),
    'Studio',
    'business',
    true,
  ),
  businessEmail: def(emailOrEmpty('Business email'), '', 'business', true),
  businessPhone: def(
    text(40, 'Business phone').refine(
      (v) => v === '' || isPhoneNumber(v),
      `Business phone: ${PHONE_MESSAGE}`,
    ),
    '',
    'business',
    true,
  ),
  businessAddress: def(text(300, 'Business address'), '', 'business', true),
  timezone: def(
    z
      .string()
      .trim()
      .min(1, SETTINGS_MESSAGES.timezoneRequired)
      .refine(isTimeZone, SETTINGS_MESSAGES.timezoneUnknown),
    DEFAULT_TIMEZONE,
    'business',
  ),

  // Tax (spec 03 §3, §4): the key set the app writes; see docs/decisions/003.
  country: def(requiredText(60, 'Country', SETTINGS_MESSAGES.countryRequired), 'Canada', 'financial'),
  region: def(
    requiredText(60, 'State/Province', SETTINGS_MESSAGES.regionRequired),
    'British Columbia',
    'financial',
  ),
  gstRate: def(rate('GST rate'), '0.05', 'financial'),
  pstRate: def(rate('PST rate'), '0.07', 'financial'),
  hstRate: def(rate('HST rate'), '0', 'financial'),
  salesTaxRate: def(rate('Sales tax rate'), '0', 'financial'),
  enableGst: def(flag('Enable GST'), 'true', 'financial'),
  enablePst: def(flag('Enable PST'), 'true', 'financial'),
  enableHst: def(flag('Enable HST'), 'false', 'financial'),
  enableSalesTax: def(flag('Enable sales tax'), 'false', 'financial'),
  taxInclusive: def(flag('Prices include tax'), 'true', 'financial'),
  // The older tax key set (spec 03 §3), read when the studio has never saved the new one and kept in step.
  custom_taxes: def(text(2000, 'Custom taxes'), '', 'tax-legacy'),
  tax_country: def(text(60, 'Tax country'), 'Canada', 'tax-legacy'),
  tax_region: def(text(60, 'Tax region'), 'British Columbia', 'tax-legacy'),
  include_tax_in_prices: def(text(10, 'Include tax in prices'), 'true', 'tax-legacy'),

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
  billingCycle: def(oneOf(BILLING_CYCLES, 'Billing cycle'), 'monthly', 'financial'),
  invoiceTiming: def(oneOf(INVOICE_TIMINGS, 'Invoice timing'), 'start_of_month', 'financial'),
  invoiceTemplate: def(oneOf(INVOICE_TEMPLATES, 'Invoice template'), 'standard', 'financial'),
  autoInvoicing: def(flag('Automatic invoicing'), 'true', 'financial'),
  reminderDays: def(wholeNumber(1, 30, 'Reminder days'), '7', 'financial'),
  lateFeePercentage: def(wholeNumber(0, 100, 'Late fee percentage'), '5', 'financial'),
  paymentDueDays: def(wholeNumber(1, 90, 'Payment due days'), '10', 'financial', true),
  overdueReminderDays: def(wholeNumber(1, 30, 'Overdue reminder days'), '3', 'financial'),
  autoSuspendOverdueDays: def(wholeNumber(7, 365, 'Auto-suspend days'), '30', 'financial'),
  includeTaxBreakdown: def(flag('Include tax breakdown'), 'true', 'financial'),
  sendPaymentConfirmations: def(flag('Send payment confirmations'), 'true', 'financial'),
  bookingRequiresCredit: def(flag('Booking requires credit'), 'false', 'financial', true),
  allowBookingWithoutPayment: def(flag('Allow booking without payment'), 'true', 'financial', true),
  advanceBookingDays: def(wholeNumber(1, 365, 'Advance booking days'), '30', 'financial', true),
  cancellationDeadlineHours: def(
    wholeNumber(1, 168, 'Cancellation deadline', {
      min: 'Must be at least 1 hour',
      max: 'Cannot exceed 1 week',
    }),
    String(DEFAULT_CANCELLATION_DEADLINE_HOURS),
    'financial',
    true,
  ),
  /** Hours before a class when its waitlist closes: no promotion after that (issue 14 §1). */
  waitlistCloseHours: def(wholeNumber(0, 72, 'Waitlist close hours'), '2', 'financial', true),
  /** Whether an administrator's late cancel that keeps the charge, or a no-show, uses a pass's class (decision 038). */
  lateCancelUsesPassClass: def(flag('Late cancels and no-shows use a pass class'), 'true', 'financial', true),
  emailPaymentReminders: def(flag('Email payment reminders'), 'true', 'financial'),
  emailClassReminders: def(flag('Email class reminders'), 'true', 'financial'),
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
  emailProvider: def(oneOf(EMAIL_PROVIDERS, 'Email provider'), 'gmail', 'integration'),
  payment_method: def(oneOf(BOOKING_PAYMENT_MODES, 'Booking payment mode'), 'invoice', 'integration', true),
  require_payment_before_booking: def(flag('Require payment before booking'), 'false', 'integration', true),
  eTransferEnabled: def(flag('e-Transfer'), 'true', 'integration', true),
  eTransferEmail: def(emailOrEmpty('e-Transfer email'), '', 'integration', true),
  cashEnabled: def(flag('Cash'), 'true', 'integration', true),
  paypalEnabled: def(flag('PayPal'), 'false', 'integration', true),
  paypalEmail: def(emailOrEmpty('PayPal email'), '', 'integration', true),
  bankTransferEnabled: def(flag('Bank transfer'), 'false', 'integration', true),
  bankName: def(text(100, 'Bank name'), '', 'integration', true),
  bankAccount: def(text(40, 'Account number'), '', 'integration', true),
  bankTransit: def(text(40, 'Transit number'), '', 'integration', true),
  stripeEnabled: def(flag('Stripe'), 'false', 'integration', true),
  squareEnabled: def(flag('Square'), 'false', 'integration', true),
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
  if (!result.success) return { ok: false, message: result.error.issues[0]?.message ?? 'Invalid value' };
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
    .min(1, 'No settings to save')
    .max(200, 'Too many settings at once'),
});
export type TSettingsBulkInput = z.input<typeof ZSettingsBulkInput>;

/** The taxes charged today and which settings they come from (decision note 003). */
export const ZTaxesInForce = z.object({
  source: z.enum(['settings', 'legacy', 'default']),
  inclusive: z.boolean(),
  lines: z.array(z.object({ kind: z.string(), label: z.string(), ratePercent: z.string() })),
});
export type TTaxesInForce = z.infer<typeof ZTaxesInForce>;
