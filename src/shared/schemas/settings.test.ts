/**
 * The settings registry against spec 03 §3 (keys), §5 (rules and messages) and §9 (defaults), and
 * spec 01 §3 (the keys the student side reads). Every expected value below is written out from the
 * spec, not read back from the registry, so a changed default, bound or message fails here.
 */
import { describe, expect, it } from 'vitest';
import {
  checkSetting,
  DEFAULT_SETTINGS,
  isSettingKey,
  parseSettings,
  SETTING_DEFAULTS,
  SETTING_KEYS,
  SETTINGS,
  type SettingKey,
  STUDENT_SETTING_KEYS,
  settingText,
  ZSettingsBulkInput,
} from './settings';

/** Spec 03 §3 "Setting", in the spec's order. */
const SPEC_03_KEYS = [
  'country',
  'region',
  'gstRate',
  'pstRate',
  'hstRate',
  'salesTaxRate',
  'enableGst',
  'enablePst',
  'enableHst',
  'enableSalesTax',
  'taxInclusive',
  'businessName',
  'businessEmail',
  'businessPhone',
  'businessAddress',
  'currency',
  'timezone',
  'language',
  'emailProvider',
  'stripeEnabled',
  'paypalEnabled',
  'eTransferEnabled',
  'eTransferEmail',
  'squareEnabled',
  'cashEnabled',
  'autoInvoicing',
  'reminderDays',
  'lateFeePercentage',
  'billingCycle',
  'invoiceTiming',
  'allowBookingWithoutPayment',
  'paymentDueDays',
  'overdueReminderDays',
  'autoSuspendOverdueDays',
  'invoiceTemplate',
  'includeTaxBreakdown',
  'sendPaymentConfirmations',
  'bookingRequiresCredit',
  'advanceBookingDays',
  'cancellationDeadlineHours',
  'emailPaymentReminders',
  'emailClassReminders',
  'classReminderDays',
];
/** Spec 03 §3, the older tax key set. */
const SPEC_03_LEGACY_KEYS = ['custom_taxes', 'tax_country', 'tax_region', 'include_tax_in_prices'];
/** Spec 01 §3 "Settings": the keys read by the student side. */
const SPEC_01_KEYS = [
  'payment_method',
  'require_payment_before_booking',
  'eTransferEnabled',
  'eTransferEmail',
  'cashEnabled',
  'paypalEnabled',
  'paypalEmail',
  'bankTransferEnabled',
  'bankName',
  'bankAccount',
  'bankTransit',
];
/** Keys our own issues added beyond the spec. */
const ISSUE_KEYS = ['waitlistCloseHours', 'lateCancelUsesPassClass'];

/**
 * Every key's default as the typed value the app reads. Spec 03 §9 (and §3 for the older tax keys,
 * spec 01 §3 for payment_method); keys the spec gives no default for are empty or off.
 */
const SPEC_DEFAULTS: Record<SettingKey, unknown> = {
  businessName: 'Studio', // §9: "a placeholder brand"
  businessEmail: '',
  businessPhone: '',
  businessAddress: '',
  timezone: 'America/Vancouver',
  language: 'en-CA', // issue 33: the spec's English until the studio chooses French
  // Tax: British Columbia, GST 5 % + PST 7 % (§9 tax table), prices include tax.
  country: 'Canada',
  region: 'British Columbia',
  gstRate: 0.05,
  pstRate: 0.07,
  hstRate: 0,
  salesTaxRate: 0,
  enableGst: true,
  enablePst: true,
  enableHst: false,
  enableSalesTax: false,
  taxInclusive: true,
  custom_taxes: '',
  tax_country: 'Canada',
  tax_region: 'British Columbia',
  include_tax_in_prices: 'true',
  currency: 'CAD',
  billingCycle: 'monthly',
  invoiceTiming: 'start_of_month',
  invoiceTemplate: 'standard',
  autoInvoicing: true,
  reminderDays: 7,
  lateFeePercentage: 5,
  paymentDueDays: 10,
  overdueReminderDays: 3,
  autoSuspendOverdueDays: 30,
  includeTaxBreakdown: true,
  sendPaymentConfirmations: true,
  bookingRequiresCredit: false,
  allowBookingWithoutPayment: true,
  advanceBookingDays: 30,
  cancellationDeadlineHours: 24,
  waitlistCloseHours: 2,
  lateCancelUsesPassClass: true,
  emailPaymentReminders: true,
  emailClassReminders: true,
  classReminderDays: 1,
  emailProvider: 'gmail',
  payment_method: 'invoice',
  require_payment_before_booking: false,
  eTransferEnabled: true,
  eTransferEmail: '',
  cashEnabled: true,
  paypalEnabled: false,
  paypalEmail: '',
  bankTransferEnabled: false,
  bankName: '',
  bankAccount: '',
  bankTransit: '',
  stripeEnabled: false,
  squareEnabled: false,
};

/** One value each key's rule refuses: what a hand-edited or older row might hold. */
const BAD_VALUE: Record<SettingKey, string> = {
  businessName: '   ',
  businessEmail: 'not-an-email',
  businessPhone: '5'.repeat(41),
  language: 'fr-FR',
  businessAddress: 'a'.repeat(301),
  timezone: 'Mars/Olympus_Mons',
  country: '',
  region: '',
  gstRate: '5',
  pstRate: '1.5',
  hstRate: '-0.13',
  salesTaxRate: 'seven',
  enableGst: 'yes',
  enablePst: 'on',
  enableHst: '2',
  enableSalesTax: '',
  taxInclusive: 'maybe',
  custom_taxes: 'x'.repeat(2001),
  tax_country: 'c'.repeat(61),
  tax_region: 'r'.repeat(61),
  include_tax_in_prices: 'definitely-yes',
  currency: 'dollars',
  billingCycle: 'daily',
  invoiceTiming: 'whenever',
  invoiceTemplate: 'fancy',
  autoInvoicing: 'sometimes',
  reminderDays: '0',
  lateFeePercentage: '101',
  paymentDueDays: '91',
  overdueReminderDays: '31',
  autoSuspendOverdueDays: '6',
  includeTaxBreakdown: 'nope',
  sendPaymentConfirmations: 'null',
  bookingRequiresCredit: 'undefined',
  allowBookingWithoutPayment: 'False!',
  advanceBookingDays: '366',
  cancellationDeadlineHours: '169',
  waitlistCloseHours: '73',
  lateCancelUsesPassClass: 'maybe',
  emailPaymentReminders: 'y',
  emailClassReminders: 'n',
  classReminderDays: '4',
  emailProvider: 'outlook',
  payment_method: 'card',
  require_payment_before_booking: 'always',
  eTransferEnabled: 'enabled',
  eTransferEmail: 'pay@',
  cashEnabled: 'cash',
  paypalEnabled: 'paypal',
  paypalEmail: '@paypal.com',
  bankTransferEnabled: 'bank',
  bankName: 'b'.repeat(101),
  bankAccount: '1'.repeat(41),
  bankTransit: '2'.repeat(41),
  stripeEnabled: 'stripe',
  squareEnabled: 'square',
};

const refused = (key: SettingKey, value: string) => {
  const result = checkSetting(key, value);
  return result.ok ? `accepted as ${JSON.stringify(result.text)}` : result.message;
};
const accepted = (key: SettingKey, value: string) => {
  const result = checkSetting(key, value);
  return result.ok ? result.text : `refused: ${result.message}`;
};

describe('the registry declares every key once', () => {
  it("every key of spec 03 §3 (both tax key sets) and spec 01 §3, the issues' keys, and no other", () => {
    const specKeys = new Set([...SPEC_03_KEYS, ...SPEC_03_LEGACY_KEYS, ...SPEC_01_KEYS, ...ISSUE_KEYS]);
    expect(new Set(SETTING_KEYS)).toEqual(specKeys);
    expect(SETTING_KEYS.length).toBe(new Set(SETTING_KEYS).size);
    for (const key of specKeys) expect(isSettingKey(key), key).toBe(true);
    for (const notAKey of ['smtpPassword', 'toString', '__proto__', 'constructor', 'CURRENCY', '']) {
      expect(isSettingKey(notAKey), notAKey).toBe(false);
    }
  });

  it('the expected-defaults table covers exactly the registry', () => {
    expect(Object.keys(SPEC_DEFAULTS).sort()).toEqual([...SETTING_KEYS].sort());
  });
});

describe('defaults (spec 03 §9)', () => {
  it.each(SETTING_KEYS)('%s: its stored default parses to the spec default', (key) => {
    const stored = SETTINGS[key].default;
    expect(SETTINGS[key].schema.parse(stored)).toEqual(SPEC_DEFAULTS[key]);
    expect(DEFAULT_SETTINGS[key]).toEqual(SPEC_DEFAULTS[key]);
    expect(SETTING_DEFAULTS[key]).toBe(stored);
    // The default is stored as the normalised text the rule itself produces, so it round-trips.
    expect(checkSetting(key, stored)).toEqual({ ok: true, text: stored });
    expect(settingText(DEFAULT_SETTINGS[key])).toBe(stored);
  });

  it('a studio that has saved nothing reads every default', () => {
    expect(parseSettings(new Map())).toEqual(SPEC_DEFAULTS);
  });
});

describe('whole-number keys: bounds of spec 03 §5', () => {
  const BOUNDED: [SettingKey, number, number, string, string, string][] = [
    [
      'reminderDays',
      1,
      30,
      'Reminder days must be between 1 and 30',
      'Reminder days must be between 1 and 30',
      'Reminder days must be a whole number',
    ],
    [
      'lateFeePercentage',
      0,
      100,
      'Late fee percentage must be between 0 and 100',
      'Late fee percentage must be between 0 and 100',
      'Late fee percentage must be a whole number',
    ],
    [
      'paymentDueDays',
      1,
      90,
      'Payment due days must be between 1 and 90',
      'Payment due days must be between 1 and 90',
      'Payment due days must be a whole number',
    ],
    [
      'overdueReminderDays',
      1,
      30,
      'Overdue reminder days must be between 1 and 30',
      'Overdue reminder days must be between 1 and 30',
      'Overdue reminder days must be a whole number',
    ],
    [
      'autoSuspendOverdueDays',
      7,
      365,
      'Auto-suspend days must be between 7 and 365',
      'Auto-suspend days must be between 7 and 365',
      'Auto-suspend days must be a whole number',
    ],
    [
      'waitlistCloseHours',
      0,
      72,
      'Waitlist close hours must be between 0 and 72',
      'Waitlist close hours must be between 0 and 72',
      'Waitlist close hours must be a whole number',
    ],
    [
      'advanceBookingDays',
      1,
      365,
      'Advance booking days must be between 1 and 365',
      'Advance booking days must be between 1 and 365',
      'Advance booking days must be a whole number',
    ],
    // The spec's own messages (spec 03 §5 Policies, the same cut-off).
    [
      'cancellationDeadlineHours',
      1,
      168,
      'Must be at least 1 hour',
      'Cannot exceed 1 week',
      'Cancellation deadline must be a whole number',
    ],
  ];

  it.each(BOUNDED)('%s: %i to %i', (key, min, max, minMessage, maxMessage, wholeMessage) => {
    expect(accepted(key, String(min))).toBe(String(min));
    expect(accepted(key, String(max))).toBe(String(max));
    expect(accepted(key, ` ${max} `)).toBe(String(max));
    expect(SETTINGS[key].schema.parse(String(max))).toBe(max);
    expect(SETTINGS[key].schema.parse(String(min))).toBe(min);

    expect(refused(key, String(min - 1))).toBe(minMessage);
    expect(refused(key, String(max + 1))).toBe(maxMessage);
    expect(refused(key, '-1')).toBe(min > -1 ? minMessage : maxMessage);
    expect(refused(key, '1000000')).toBe(maxMessage);
    for (const notWhole of [`${min}.5`, '2.0', '1e1', 'ten', '', '  ', '0x10', 'Infinity', 'NaN', '3 days']) {
      expect(refused(key, notWhole), JSON.stringify(notWhole)).toBe(wholeMessage);
    }
  });

  it('classReminderDays: only the choices 0, 1, 2, 3 and 7', () => {
    for (const ok of [0, 1, 2, 3, 7]) {
      expect(accepted('classReminderDays', String(ok))).toBe(String(ok));
      expect(SETTINGS.classReminderDays.schema.parse(String(ok))).toBe(ok);
    }
    for (const bad of ['4', '5', '6', '8', '-1', '1.0', 'one', '']) {
      expect(refused('classReminderDays', bad), bad).toBe('Class reminder days must be 0, 1, 2, 3 or 7');
    }
  });
});

describe('rate keys: a fraction from 0 to 1 (spec 03 §5)', () => {
  const RATES: [SettingKey, string][] = [
    ['gstRate', 'GST rate'],
    ['pstRate', 'PST rate'],
    ['hstRate', 'HST rate'],
    ['salesTaxRate', 'Sales tax rate'],
  ];
  it.each(RATES)('%s', (key, label) => {
    for (const [input, value] of [
      ['0', 0],
      ['1', 1],
      ['0.05', 0.05],
      ['0.09975', 0.09975],
      ['.13', 0.13],
      ['1.000', 1],
    ] as const) {
      expect(SETTINGS[key].schema.parse(input), input).toBe(value);
    }
    for (const bad of ['5', '1.5', '1.01', '-0.05', '13%', 'abc', '', '0.1234567']) {
      expect(refused(key, bad), bad).toBe(`${label} must be a number between 0 and 1`);
    }
  });
});

describe('required text (spec 03 §5 messages)', () => {
  const REQUIRED: [SettingKey, string, string][] = [
    ['businessName', 'Business name is required', 'Calm Studio'],
    ['country', 'Country is required', 'Canada'],
    ['region', 'State/Province is required', 'Quebec'],
    ['timezone', 'Timezone is required', 'Europe/Paris'],
  ];
  it.each(REQUIRED)('%s: blank is "%s"; a value is kept, trimmed', (key, message, good) => {
    expect(refused(key, '')).toBe(message);
    expect(refused(key, '   ')).toBe(message);
    expect(accepted(key, `  ${good}  `)).toBe(good);
  });

  it('timezone: a name that is not an IANA zone is refused', () => {
    expect(refused('timezone', 'Mars/Olympus_Mons')).toBe('Timezone is not a known time zone');
    expect(refused('timezone', 'Vancouver')).toBe('Timezone is not a known time zone');
    for (const zone of [
      'America/Toronto',
      'America/Vancouver',
      'America/New_York',
      'America/Los_Angeles',
      'Europe/London',
      'Europe/Paris',
    ]) {
      expect(accepted('timezone', zone)).toBe(zone);
    }
  });

  // A name that is too long is not a missing name: the message must say what is wrong.
  it('a value over the length limit is refused with a message about its length, not "is required"', () => {
    expect(refused('businessName', 'B'.repeat(120))).toMatch(/^accepted/);
    expect(refused('businessName', 'B'.repeat(121))).toBe('Business name must be at most 120 characters');
    expect(refused('country', 'C'.repeat(61))).toBe('Country must be at most 60 characters');
    expect(refused('region', 'R'.repeat(61))).toBe('State/Province must be at most 60 characters');
  });

  it('currency: three letters (upper-cased), else "Currency code must be 3 characters"', () => {
    for (const code of ['CAD', 'USD', 'EUR', 'GBP']) expect(accepted('currency', code)).toBe(code);
    expect(accepted('currency', ' cad ')).toBe('CAD');
    for (const bad of ['', 'CA', 'CADX', '123', 'C$D', 'dollars']) {
      expect(refused('currency', bad), bad).toBe('Currency code must be 3 characters');
    }
  });
});

describe('businessPhone', () => {
  it('takes a phone number or nothing, and refuses words (issue 28)', () => {
    expect(accepted('businessPhone', '')).toBe('');
    expect(accepted('businessPhone', ' (604) 555-0123 ')).toBe('(604) 555-0123');
    expect(refused('businessPhone', 'not a phone ☎️ 🙂')).toBe(
      'Business phone: Phone must be a phone number, like 604-555-0123',
    );
    expect(refused('businessPhone', '6'.repeat(41))).toBe('Business phone must be at most 40 characters');
  });
});

describe('text keys: their length limits', () => {
  const TEXTS: [SettingKey, number, string][] = [
    ['businessAddress', 300, 'Business address'],
    ['bankName', 100, 'Bank name'],
    ['bankAccount', 40, 'Account number'],
    ['bankTransit', 40, 'Transit number'],
  ];
  it.each(TEXTS)('%s: empty and %i characters accepted; one more refused', (key, max, label) => {
    expect(accepted(key, '')).toBe('');
    expect(accepted(key, 'x'.repeat(max))).toBe('x'.repeat(max));
    expect(accepted(key, `  ${'x'.repeat(max)}  `)).toBe('x'.repeat(max));
    expect(refused(key, 'x'.repeat(max + 1))).toBe(`${label} must be at most ${max} characters`);
  });
});

describe('choice keys (spec 03 §5, §9; spec 01 §3)', () => {
  const ENUMS: [SettingKey, string[], string][] = [
    ['billingCycle', ['monthly', 'weekly', 'per_class'], 'Billing cycle'],
    [
      'invoiceTiming',
      ['start_of_month', 'end_of_month', '5min_after_booking', '1hr_after_booking'],
      'Invoice timing',
    ],
    ['invoiceTemplate', ['standard', 'detailed', 'minimal'], 'Invoice template'],
    ['emailProvider', ['gmail', 'sendgrid', 'mailgun'], 'Email provider'],
    ['payment_method', ['invoice', 'prepayment'], 'Booking payment mode'],
  ];
  it.each(ENUMS)('%s: %j', (key, values, label) => {
    for (const v of values) expect(accepted(key, v)).toBe(v);
    const message = `${label} must be one of ${values.join(', ')}`;
    for (const bad of ['', 'other', values[0]!.toUpperCase(), `${values[0]}x`]) {
      expect(refused(key, bad), bad).toBe(message);
    }
  });
});

describe('on/off keys', () => {
  const FLAGS = SETTING_KEYS.filter((k) => typeof SPEC_DEFAULTS[k] === 'boolean');
  it('there are on/off keys, each with a boolean default', () => {
    expect(FLAGS).toEqual(
      expect.arrayContaining([
        'enableGst',
        'taxInclusive',
        'require_payment_before_booking',
        'squareEnabled',
      ]),
    );
  });
  it.each(FLAGS)('%s: true/false (any case), 1/0; nothing else', (key) => {
    expect(SETTINGS[key].schema.parse('true')).toBe(true);
    expect(SETTINGS[key].schema.parse('false')).toBe(false);
    expect(accepted(key, ' TRUE ')).toBe('true');
    expect(accepted(key, 'False')).toBe('false');
    expect(accepted(key, '1')).toBe('true');
    expect(accepted(key, '0')).toBe('false');
    for (const bad of ['', 'yes', 'no', 'on', 'off', '2', 'truthy']) {
      expect(refused(key, bad), bad).toMatch(/ must be true or false$/);
    }
  });
});

describe('e-mail keys: a valid address or empty', () => {
  const EMAILS: [SettingKey, string][] = [
    ['businessEmail', 'Business email'],
    ['eTransferEmail', 'e-Transfer email'],
    ['paypalEmail', 'PayPal email'],
  ];
  it.each(EMAILS)('%s', (key, label) => {
    expect(accepted(key, '')).toBe('');
    expect(accepted(key, '   ')).toBe('');
    expect(accepted(key, 'pay@studio.example')).toBe('pay@studio.example');
    expect(accepted(key, '  Pay@Studio.EXAMPLE ')).toBe('pay@studio.example');
    for (const bad of ['not-an-email', 'pay@', '@studio.example', 'pay studio@example.com', 'a@b@c.com']) {
      expect(refused(key, bad), bad).toBe(`${label}: Invalid email address`);
    }
  });
});

describe('parseSettings: stored rows to the typed settings', () => {
  it.each(SETTING_KEYS)('%s: a bad stored value reads as the default', (key) => {
    const bad = BAD_VALUE[key];
    expect(checkSetting(key, bad).ok).toBe(false);
    const parsed = parseSettings(new Map([[key, bad]]));
    expect(parsed[key]).toEqual(SPEC_DEFAULTS[key]);
    expect(parsed).toEqual(SPEC_DEFAULTS);
  });

  it('good stored values are read typed; unknown rows are not settings; the defaults are not touched', () => {
    const parsed = parseSettings(
      new Map([
        ['reminderDays', '14'],
        ['enablePst', 'false'],
        ['currency', 'usd'],
        ['gstRate', '0.05'],
        ['businessName', '  Calm Studio '],
        ['smtpPassword', 'hunter2'],
        ['lateFeePercentage', 'ten'],
      ]),
    );
    expect(parsed).toEqual({
      ...SPEC_DEFAULTS,
      reminderDays: 14,
      enablePst: false,
      currency: 'USD',
      businessName: 'Calm Studio',
    });
    expect(parsed).not.toHaveProperty('smtpPassword');
    expect(DEFAULT_SETTINGS).toEqual(SPEC_DEFAULTS);
  });
});

describe('what students may read', () => {
  // Spec 01 §3 and issue 8 §1: how to pay, who the studio is, and the booking rules they are held to.
  const STUDENT = [
    ...SPEC_01_KEYS,
    'businessName',
    'businessEmail',
    'businessPhone',
    'businessAddress',
    'currency',
    'stripeEnabled',
    'squareEnabled',
    'paymentDueDays',
    'bookingRequiresCredit',
    'allowBookingWithoutPayment',
    'advanceBookingDays',
    'cancellationDeadlineHours',
    'waitlistCloseHours',
    'lateCancelUsesPassClass',
    // Issue 33: a student's screens and e-mails follow it until they choose their own language.
    'language',
  ];
  const PRIVATE = [
    'lateFeePercentage',
    'autoSuspendOverdueDays',
    'overdueReminderDays',
    'reminderDays',
    'autoInvoicing',
    'billingCycle',
    'invoiceTiming',
    'invoiceTemplate',
    'includeTaxBreakdown',
    'sendPaymentConfirmations',
    'emailProvider',
    'emailPaymentReminders',
    'emailClassReminders',
    'classReminderDays',
    ...SPEC_03_LEGACY_KEYS,
  ];

  it('the payment and contact keys, and none of the private ones', () => {
    for (const key of STUDENT) expect(STUDENT_SETTING_KEYS, key).toContain(key);
    for (const key of PRIVATE) expect(STUDENT_SETTING_KEYS, key).not.toContain(key);
  });

  it('exactly that list: a key made readable by students has to be added here on purpose', () => {
    expect(new Set(STUDENT_SETTING_KEYS)).toEqual(new Set(STUDENT));
    expect(STUDENT_SETTING_KEYS.every((k) => SETTINGS[k].student)).toBe(true);
  });
});

describe('ZSettingsBulkInput', () => {
  it('takes text, numbers and booleans as their text; refuses an empty or huge list', () => {
    expect(
      ZSettingsBulkInput.parse({
        settings: [
          { key: 'reminderDays', value: 14 },
          { key: 'paypalEnabled', value: true },
          { key: 'businessName', value: 'Calm' },
        ],
      }).settings,
    ).toEqual([
      { key: 'reminderDays', value: '14' },
      { key: 'paypalEnabled', value: 'true' },
      { key: 'businessName', value: 'Calm' },
    ]);
    const message = (input: unknown) => {
      const r = ZSettingsBulkInput.safeParse(input);
      return r.success ? 'accepted' : r.error.issues[0]?.message;
    };
    expect(message({ settings: [] })).toBe('No settings to save');
    expect(
      message({ settings: Array.from({ length: 201 }, () => ({ key: 'reminderDays', value: '7' })) }),
    ).toBe('Too many settings at once');
    expect(message({ settings: [{ key: 'reminderDays', value: null }] })).not.toBe('accepted');
    expect(message({ settings: [{ key: 'reminderDays', value: { $gt: 1 } }] })).not.toBe('accepted');
    expect(message({ settings: [{ key: '', value: '1' }] })).not.toBe('accepted');
  });
});
