import { formatDate } from '../../../shared/dates';
import { msg } from '../../../shared/i18n/msg';
import { formatMoney } from '../../../shared/money';
import { translate } from '../../i18n/translate';
import { ClassReminder, type ClassReminderProps } from '../../mail/templates/ClassReminder';
import { PaymentDueReminder, type PaymentDueReminderProps } from '../../mail/templates/PaymentDueReminder';
import { type RenderedEmail, renderBodies } from '../../mail/templates/render';
import { classLabelOf } from '../../mail/templates/studio';

/** The outbox kinds of the two reminders (Sent Emails shows them as "Class reminder", …). */
export const CLASS_REMINDER_KIND = 'class_reminder';
export const PAYMENT_DUE_REMINDER_KIND = 'payment_due_reminder';

export const renderClassReminder = async (props: ClassReminderProps): Promise<RenderedEmail> => ({
  subject: translate(
    props.locale,
    msg('Reminder: {classLabel}', { classLabel: classLabelOf(props.class, props.locale) }),
  ),
  ...(await renderBodies(ClassReminder, props)),
});

export const renderPaymentDueReminder = async (props: PaymentDueReminderProps): Promise<RenderedEmail> => ({
  subject: translate(
    props.locale,
    msg('Payment due {dueDate}: {amount} (invoice {invoiceNumber})', {
      dueDate: formatDate(props.dueDate, props.locale),
      amount: formatMoney(props.amountDueCents, { currency: props.studio.currency, locale: props.locale }),
      invoiceNumber: props.invoiceNumber,
    }),
  ),
  ...(await renderBodies(PaymentDueReminder, props)),
});
