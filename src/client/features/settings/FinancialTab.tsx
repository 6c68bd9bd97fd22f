import { Stack } from '@mui/material';
import {
  BILLING_CYCLE_CHOICES,
  CLASS_REMINDER_CHOICES,
  CURRENCY_CHOICES,
  INVOICE_TEMPLATE_CHOICES,
  INVOICE_TIMING_CHOICES,
} from './choices';
import { SettingSelect, SettingSwitch, SettingTextField } from './SettingFields';
import { FieldGrid, FullRow, SettingsCard } from './SettingsCard';
import { TaxFields } from './TaxFields';
import type { SettingsForm } from './useSettingsForm';

/** Financial: tax, currency, billing and invoices, payment reminders, booking rules, class reminders. */
export function FinancialTab({ form }: { form: SettingsForm }) {
  return (
    <Stack spacing={2.5}>
      <SettingsCard title="Tax" subtitle="The studio's location decides which taxes apply and at what rate.">
        <TaxFields form={form} />
      </SettingsCard>

      <SettingsCard title="Currency & Invoices">
        <FieldGrid>
          <SettingSelect form={form} name="currency" label="Currency" choices={CURRENCY_CHOICES} />
          <SettingSelect
            form={form}
            name="billingCycle"
            label="Billing Cycle"
            choices={BILLING_CYCLE_CHOICES}
          />
          <SettingSelect
            form={form}
            name="invoiceTiming"
            label="Invoice Timing"
            choices={INVOICE_TIMING_CHOICES}
          />
          <SettingSelect
            form={form}
            name="invoiceTemplate"
            label="Invoice Template"
            choices={INVOICE_TEMPLATE_CHOICES}
          />
          <SettingSwitch
            form={form}
            name="autoInvoicing"
            label="Automatic invoicing"
            helperText="Create each billing period's invoices without being asked."
          />
          <SettingSwitch
            form={form}
            name="includeTaxBreakdown"
            label="Include tax breakdown"
            helperText="Invoices and receipts list each tax separately."
          />
        </FieldGrid>
      </SettingsCard>

      <SettingsCard title="Payments & Reminders">
        <FieldGrid>
          <SettingTextField
            form={form}
            name="paymentDueDays"
            label="Payment Due (days)"
            numeric
            unit="days"
            helperText="Days after the invoice date, 1 to 90."
          />
          <SettingTextField
            form={form}
            name="reminderDays"
            label="Payment Reminder (days)"
            numeric
            unit="days"
            helperText="Days before the due date, 1 to 30."
          />
          <SettingTextField
            form={form}
            name="lateFeePercentage"
            label="Late Fee (%)"
            numeric
            unit="%"
            helperText="0 to 100."
          />
          <SettingTextField
            form={form}
            name="overdueReminderDays"
            label="Overdue Reminder (days)"
            numeric
            unit="days"
            helperText="Days between reminders once overdue, 1 to 30."
          />
          <SettingTextField
            form={form}
            name="autoSuspendOverdueDays"
            label="Auto-Suspend After (days overdue)"
            numeric
            unit="days"
            helperText="7 to 365."
          />
          <FullRow>
            <SettingSwitch form={form} name="emailPaymentReminders" label="Email payment reminders" />
            <SettingSwitch form={form} name="sendPaymentConfirmations" label="Send payment confirmations" />
          </FullRow>
        </FieldGrid>
      </SettingsCard>

      <SettingsCard title="Booking Rules">
        <FieldGrid>
          <SettingTextField
            form={form}
            name="advanceBookingDays"
            label="Advance Booking (days)"
            numeric
            unit="days"
            helperText="How far ahead students may book, 1 to 365."
          />
          <SettingTextField
            form={form}
            name="cancellationDeadlineHours"
            label="Cancellation Deadline (hours)"
            numeric
            unit="hours"
            helperText="1 to 168. The same cut-off as the Policies tab's cancellation window."
          />
          <SettingTextField
            form={form}
            name="waitlistCloseHours"
            label="Waitlist Closes (hours before class)"
            numeric
            unit="hours"
            helperText="0 to 72. No one is moved off the waitlist after that."
          />
          <SettingSwitch
            form={form}
            name="bookingRequiresCredit"
            label="Booking requires credit"
            helperText="Students need credit covering the class to book it."
          />
          <SettingSwitch
            form={form}
            name="allowBookingWithoutPayment"
            label="Allow booking without payment"
            helperText="Off: students must pay before booking."
          />
          <SettingSwitch
            form={form}
            name="lateCancelUsesPassClass"
            label="Late cancels and no-shows use a pass class"
            helperText="Off: a class pack gets its class back when you cancel late or mark a no-show."
          />
        </FieldGrid>
      </SettingsCard>

      <SettingsCard title="Class Reminders">
        <FieldGrid>
          <SettingSwitch form={form} name="emailClassReminders" label="Email class reminders" />
          <SettingSelect
            form={form}
            name="classReminderDays"
            label="Send Class Reminder"
            choices={CLASS_REMINDER_CHOICES}
          />
        </FieldGrid>
      </SettingsCard>
    </Stack>
  );
}
