import { useLingui } from '@lingui/react/macro';
import { Stack } from '@mui/material';
import {
  billingCycleChoices,
  classReminderChoices,
  currencyChoices,
  invoiceTemplateChoices,
  invoiceTimingChoices,
} from './choices';
import { SettingSelect, SettingSwitch, SettingTextField } from './SettingFields';
import { FieldGrid, FullRow, SettingsCard } from './SettingsCard';
import { TaxFields } from './TaxFields';
import type { SettingsForm } from './useSettingsForm';

/** Financial: tax, currency, billing and invoices, payment reminders, booking rules, class reminders. */
export function FinancialTab({ form }: { form: SettingsForm }) {
  const { t } = useLingui();
  return (
    <Stack spacing={2.5}>
      <SettingsCard
        title={t`Tax`}
        subtitle={t`The studio's location decides which taxes apply and at what rate.`}
      >
        <TaxFields form={form} />
      </SettingsCard>

      <SettingsCard title={t`Currency & Invoices`}>
        <FieldGrid>
          <SettingSelect form={form} name="currency" label={t`Currency`} choices={currencyChoices()} />
          <SettingSelect
            form={form}
            name="billingCycle"
            label={t`Billing Cycle`}
            choices={billingCycleChoices()}
          />
          <SettingSelect
            form={form}
            name="invoiceTiming"
            label={t`Invoice Timing`}
            choices={invoiceTimingChoices()}
          />
          <SettingSelect
            form={form}
            name="invoiceTemplate"
            label={t`Invoice Template`}
            choices={invoiceTemplateChoices()}
          />
          <SettingSwitch
            form={form}
            name="autoInvoicing"
            label={t`Automatic invoicing`}
            helperText={t`Create each billing period's invoices without being asked.`}
          />
          <SettingSwitch
            form={form}
            name="includeTaxBreakdown"
            label={t`Include tax breakdown`}
            helperText={t`Invoices and receipts list each tax separately.`}
          />
        </FieldGrid>
      </SettingsCard>

      <SettingsCard title={t`Payments & Reminders`}>
        <FieldGrid>
          <SettingTextField
            form={form}
            name="paymentDueDays"
            label={t`Payment Due (days)`}
            numeric
            unit={t`days`}
            helperText={t`Days after the invoice date, 1 to 90.`}
          />
          <SettingTextField
            form={form}
            name="reminderDays"
            label={t`Payment Reminder (days)`}
            numeric
            unit={t`days`}
            helperText={t`Days before the due date, 1 to 30.`}
          />
          <SettingTextField
            form={form}
            name="lateFeePercentage"
            label={t`Late Fee (%)`}
            numeric
            unit="%"
            helperText={t`0 to 100.`}
          />
          <SettingTextField
            form={form}
            name="overdueReminderDays"
            label={t`Overdue Reminder (days)`}
            numeric
            unit={t`days`}
            helperText={t`Days between reminders once overdue, 1 to 30.`}
          />
          <SettingTextField
            form={form}
            name="autoSuspendOverdueDays"
            label={t`Auto-Suspend After (days overdue)`}
            numeric
            unit={t`days`}
            helperText={t`7 to 365.`}
          />
          <FullRow>
            <SettingSwitch form={form} name="emailPaymentReminders" label={t`Email payment reminders`} />
            <SettingSwitch
              form={form}
              name="sendPaymentConfirmations"
              label={t`Send payment confirmations`}
            />
          </FullRow>
        </FieldGrid>
      </SettingsCard>

      <SettingsCard title={t`Booking Rules`}>
        <FieldGrid>
          <SettingTextField
            form={form}
            name="advanceBookingDays"
            label={t`Advance Booking (days)`}
            numeric
            unit={t`days`}
            helperText={t`How far ahead students may book, 1 to 365.`}
          />
          <SettingTextField
            form={form}
            name="cancellationDeadlineHours"
            label={t`Cancellation Deadline (hours)`}
            numeric
            unit={t`hours`}
            helperText={t`1 to 168. The same cut-off as the Policies tab's cancellation window.`}
          />
          <SettingTextField
            form={form}
            name="waitlistCloseHours"
            label={t`Waitlist Closes (hours before class)`}
            numeric
            unit={t`hours`}
            helperText={t`0 to 72. No one is moved off the waitlist after that.`}
          />
          <SettingSwitch
            form={form}
            name="bookingRequiresCredit"
            label={t`Booking requires credit`}
            helperText={t`Students need credit covering the class to book it.`}
          />
          <SettingSwitch
            form={form}
            name="allowBookingWithoutPayment"
            label={t`Allow booking without payment`}
            helperText={t`Off: students must pay before booking.`}
          />
          <SettingSwitch
            form={form}
            name="lateCancelUsesPassClass"
            label={t`Late cancels and no-shows use a pass class`}
            helperText={t`Off: a class pack gets its class back when you cancel late or mark a no-show.`}
          />
        </FieldGrid>
      </SettingsCard>

      <SettingsCard title={t`Class Reminders`}>
        <FieldGrid>
          <SettingSwitch form={form} name="emailClassReminders" label={t`Email class reminders`} />
          <SettingSelect
            form={form}
            name="classReminderDays"
            label={t`Send Class Reminder`}
            choices={classReminderChoices()}
          />
        </FieldGrid>
      </SettingsCard>
    </Stack>
  );
}
