import { formatDate } from '../../../shared/dates';
import { formatMoney } from '../../../shared/money';
import { ClassReminder, type ClassReminderProps } from '../../mail/templates/ClassReminder';
import { PaymentDueReminder, type PaymentDueReminderProps } from '../../mail/templates/PaymentDueReminder';
import { type RenderedEmail, renderBodies } from '../../mail/templates/render';
import { classLabelOf } from '../../mail/templates/studio';

/** The outbox kinds of the two reminders (Sent Emails shows them as "Class reminder", …). */
export const CLASS_REMINDER_KIND = 'class_reminder';
export const PAYMENT_DUE_REMINDER_KIND = 'payment_due_reminder';

export const renderClassReminder = async (props: ClassReminderProps): Promise<RenderedEmail> => ({
  subject: `Reminder: ${classLabelOf(props.class)}`,
  ...(await renderBodies(ClassReminder, props)),
});

export const renderPaymentDueReminder = async (props: PaymentDueReminderProps): Promise<RenderedEmail> => ({
  subject: `Payment due ${formatDate(props.dueDate)}: ${formatMoney(
    props.amountDueCents,
    props.studio.currency,
  )} (invoice ${props.invoiceNumber})`,
  ...(await renderBodies(PaymentDueReminder, props)),
});
