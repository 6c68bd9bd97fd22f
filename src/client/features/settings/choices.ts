/** How the screen names each choice of the registry's lists (spec 03 §9). */
import {
  BILLING_CYCLES,
  CLASS_REMINDER_DAYS,
  CURRENCIES,
  EMAIL_PROVIDERS,
  INVOICE_TEMPLATES,
  INVOICE_TIMINGS,
} from '../../../shared/schemas/settings';
import type { Choice } from './SettingFields';

const named = <T extends string>(values: readonly T[], names: Record<T, string>): Choice[] =>
  values.map((value) => ({ value, label: names[value] }));

export const CURRENCY_CHOICES = named(CURRENCIES, {
  CAD: 'CAD — Canadian dollar',
  USD: 'USD — US dollar',
  EUR: 'EUR — Euro',
  GBP: 'GBP — British pound',
});

export const BILLING_CYCLE_CHOICES = named(BILLING_CYCLES, {
  monthly: 'Monthly',
  weekly: 'Weekly',
  per_class: 'Per class',
});

export const INVOICE_TIMING_CHOICES = named(INVOICE_TIMINGS, {
  start_of_month: 'Start of month',
  end_of_month: 'End of month',
  '5min_after_booking': '5 minutes after booking',
  '1hr_after_booking': '1 hour after booking',
});

export const INVOICE_TEMPLATE_CHOICES = named(INVOICE_TEMPLATES, {
  standard: 'Standard',
  detailed: 'Detailed',
  minimal: 'Minimal',
});

export const EMAIL_PROVIDER_CHOICES = named(EMAIL_PROVIDERS, {
  gmail: 'Gmail',
  sendgrid: 'SendGrid',
  mailgun: 'Mailgun',
});

/** 0 → "Same day", 1 → "1 day before", 7 → "7 days before". */
export const classReminderLabel = (days: number): string =>
  days === 0 ? 'Same day' : `${days} day${days === 1 ? '' : 's'} before`;

export const CLASS_REMINDER_CHOICES: Choice[] = CLASS_REMINDER_DAYS.map((d) => ({
  value: String(d),
  label: classReminderLabel(d),
}));
