import type { REMINDER_TYPES } from '../../../shared/constants';
import { formatDate } from '../../../shared/dates';
import { formatMoney } from '../../../shared/money';
import { Facts, Greeting, Layout, P } from './Layout';
import type { EmailStudio } from './studio';

export type ReminderType = (typeof REMINDER_TYPES)[number];

export interface PaymentReminderProps {
  studio: EmailStudio;
  name: string;
  reminderType: ReminderType;
  amountDueCents: number;
  dueDate: string;
  invoiceNumber?: string | null;
}

/** The opening sentence, firmer with each reminder. */
export function reminderLead(type: ReminderType, amount: string, due: string, studioName: string): string {
  switch (type) {
    case 'first_reminder':
      return `This is a friendly reminder that a payment of ${amount} to ${studioName} was due on ${due}. If you have already paid, thank you, and please ignore this message.`;
    case 'second_reminder':
      return `Our records show that your payment of ${amount}, due on ${due}, is still outstanding. This is our second reminder: please pay as soon as possible.`;
    case 'final_notice':
      return `FINAL NOTICE: your payment of ${amount}, due on ${due}, is now seriously overdue and we have not received it despite earlier reminders. Please pay the full amount immediately.`;
  }
}

export function PaymentReminder({
  studio,
  name,
  reminderType,
  amountDueCents,
  dueDate,
  invoiceNumber,
}: PaymentReminderProps) {
  const amount = formatMoney(amountDueCents, studio.currency);
  const due = formatDate(dueDate);
  return (
    <Layout studio={studio} preview={`${amount} was due on ${due}`}>
      <Greeting name={name} />
      <P>{reminderLead(reminderType, amount, due, studio.businessName)}</P>
      <Facts
        rows={[
          ['Invoice', invoiceNumber],
          ['Amount due', amount],
          ['Due date', due],
        ]}
      />
      <P>How to pay: {studio.howToPay}</P>
      <P>
        {reminderType === 'final_notice'
          ? 'If there is a problem with this payment, contact us today so we can sort it out together.'
          : 'If you have any questions about this amount, just reply to this e-mail.'}
      </P>
    </Layout>
  );
}
