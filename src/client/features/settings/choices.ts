/** How the screen names each choice of the registry's lists (spec 03 §9), in the page's language. */
import { plural, t } from '@lingui/core/macro';
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

// Functions, not constants: each reads the active language when the screen renders.
export const currencyChoices = (): Choice[] =>
  named(CURRENCIES, {
    CAD: t`CAD — Canadian dollar`,
    USD: t`USD — US dollar`,
    EUR: t`EUR — Euro`,
    GBP: t`GBP — British pound`,
  });

export const billingCycleChoices = (): Choice[] =>
  named(BILLING_CYCLES, {
    monthly: t`Monthly`,
    weekly: t`Weekly`,
    per_class: t`Per class`,
  });

export const invoiceTimingChoices = (): Choice[] =>
  named(INVOICE_TIMINGS, {
    start_of_month: t`Start of month`,
    end_of_month: t`End of month`,
    '5min_after_booking': t`5 minutes after booking`,
    '1hr_after_booking': t`1 hour after booking`,
  });

export const invoiceTemplateChoices = (): Choice[] =>
  named(INVOICE_TEMPLATES, {
    standard: t`Standard`,
    detailed: t`Detailed`,
    minimal: t`Minimal`,
  });

/** Product names, the same in every language. */
export const EMAIL_PROVIDER_CHOICES = named(EMAIL_PROVIDERS, {
  gmail: 'Gmail',
  sendgrid: 'SendGrid',
  mailgun: 'Mailgun',
});

/** 0 → "Same day", 1 → "1 day before", 7 → "7 days before". */
export const classReminderLabel = (days: number): string =>
  days === 0 ? t`Same day` : plural(days, { one: '# day before', other: '# days before' });

export const classReminderChoices = (): Choice[] =>
  CLASS_REMINDER_DAYS.map((d) => ({
    value: String(d),
    label: classReminderLabel(d),
  }));
