/**
 * Settings are key/value text rows (spec 03 §3). This file knows the keys the student side reads
 * (spec 01 §3) and their defaults (spec 03 §9); the settings screens extend it.
 */
import { z } from 'zod';

export const PAYMENT_SETTING_DEFAULTS = {
  payment_method: 'invoice',
  require_payment_before_booking: 'false',
  eTransferEnabled: 'true',
  eTransferEmail: '',
  cashEnabled: 'true',
  paypalEnabled: 'false',
  paypalEmail: '',
  bankTransferEnabled: 'false',
  bankName: '',
  bankAccount: '',
  bankTransit: '',
} as const;
export type PaymentSettingKey = keyof typeof PAYMENT_SETTING_DEFAULTS;
/** What a student may read of the settings: how to pay and whether booking needs credits. */
export const PAYMENT_SETTING_KEYS = Object.keys(PAYMENT_SETTING_DEFAULTS) as PaymentSettingKey[];

export const SETTING_DEFAULTS = {
  ...PAYMENT_SETTING_DEFAULTS,
  businessName: 'Studio',
  businessEmail: '',
  businessPhone: '',
  timezone: 'America/Vancouver',
  paymentDueDays: '10',
  cancellationDeadlineHours: '24',
} as const;

export const ZSetting = z.object({ key: z.string(), value: z.string() });
export type TSetting = z.infer<typeof ZSetting>;

export const settingsToMap = (rows: TSetting[]): Record<string, string> =>
  Object.fromEntries(rows.map((r) => [r.key, r.value]));

export const isOn = (value: string | undefined): boolean => value === 'true' || value === '1';
